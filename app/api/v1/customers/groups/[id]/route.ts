import { deleteGroup } from "@/lib/server/customers/delete-group";
import { updateGroup } from "@/lib/server/customers/update-group";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { updateCustomerGroupSchema } from "@/lib/validation/customers";

type Params = { id: string };

// PUT /api/v1/customers/groups/{id} – any role: rename / re-describe (another company's: 404;
// name taken: 409 on `name`).
const update = route<Params>({ permission: "groups.update" }, async ({ req, params, session }) => {
  const input = await parseBody(req, updateCustomerGroupSchema);
  return ok(await updateGroup({ companyId: session.companyId, id: params.id, input }));
});

// DELETE /api/v1/customers/groups/{id} – owners and admins: its customers stay, ungrouped
// → data.ungrouped (how many).
const remove = route<Params>({ permission: "groups.delete" }, async ({ params, session }) =>
  ok(await deleteGroup({ companyId: session.companyId, id: params.id })),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ PUT: update, DELETE: remove });
