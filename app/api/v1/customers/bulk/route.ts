import { can } from "@/lib/permissions";
import { bulkCustomers } from "@/lib/server/customers/bulk-customers";
import { forbidden } from "@/lib/server/errors";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { bulkCustomersSchema } from "@/lib/validation/customers";

// POST /api/v1/customers/bulk – `{ action: "assign-group" | "delete", ids | all: true + filter,
// groupId? }`. assign-group: customers.update (any role); delete: customers.bulkDelete (owners and
// admins, else 403). A foreign id or group anywhere in the request is a 404 and nothing is changed.
// → data.count.
const bulk = route({ permission: "customers.update" }, async ({ req, session }) => {
  const input = await parseBody(req, bulkCustomersSchema);
  if (input.action === "delete" && !can(session.role, "customers.bulkDelete")) throw forbidden();
  return ok(await bulkCustomers({ companyId: session.companyId, input }));
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: bulk });
