import { createGroup } from "@/lib/server/customers/create-group";
import { listGroups } from "@/lib/server/customers/list-groups";
import { created, ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { customerGroupSchema } from "@/lib/validation/customers";

// GET /api/v1/customers/groups – data: [{ id, name, description, count }], in Turkish name order.
const list = route({ permission: "groups.read" }, async ({ session }) =>
  ok(await listGroups({ companyId: session.companyId })),
);

// POST /api/v1/customers/groups – any role: a new group (201); a name already used is a 409 on `name`.
const create = route({ permission: "groups.create" }, async ({ req, session }) =>
  created(await createGroup({ companyId: session.companyId, input: await parseBody(req, customerGroupSchema) })),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: list, POST: create });
