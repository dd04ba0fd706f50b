import { deleteGroup } from "@/lib/server/customers/delete-group";
import { updateGroup } from "@/lib/server/customers/update-group";
import { deleteRowRoute, updateRowRoute } from "@/lib/server/http/company-row-routes";
import { methods } from "@/lib/server/http/route";
import { updateCustomerGroupSchema } from "@/lib/validation/customers";

// PUT /api/v1/customers/groups/{id} – any role: rename / re-describe (another company's: 404;
// name taken: 409 on `name`).
const update = updateRowRoute({ permission: "groups.update", schema: updateCustomerGroupSchema, update: updateGroup });

// DELETE /api/v1/customers/groups/{id} – owners and admins: its customers stay, ungrouped
// → data.ungrouped (how many).
const remove = deleteRowRoute({ permission: "groups.delete", remove: deleteGroup });

export const { GET, POST, PUT, PATCH, DELETE } = methods({ PUT: update, DELETE: remove });
