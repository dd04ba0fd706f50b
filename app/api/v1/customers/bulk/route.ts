import { bulkCustomers } from "@/lib/server/customers/bulk-customers";
import { ok } from "@/lib/server/http/envelope";
import { forbidden } from "@/lib/server/errors";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { bulkCustomersSchema } from "@/lib/validation/customers";

// POST /api/v1/customers/bulk – `{ action: "assign-group" | "delete", ids | all: true + filter,
// groupId? }`. assign-group: any role; delete: owners and admins (403). A foreign id or group
// anywhere in the request is a 404 and nothing is changed. → data.count.
const bulk = route({}, async ({ req, session }) => {
  const input = await parseBody(req, bulkCustomersSchema);
  if (input.action === "delete" && session.role === "member") throw forbidden();
  return ok(await bulkCustomers({ companyId: session.companyId, input }));
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: bulk });
