import { deleteCustomer } from "@/lib/server/customers/delete-customer";
import { getCustomerOrThrow } from "@/lib/server/customers/get-customer-or-throw";
import { toCustomerJson } from "@/lib/server/customers/customer-json";
import { updateCustomer } from "@/lib/server/customers/update-customer";
import { ok } from "@/lib/server/http/envelope";
import { deleteRowRoute, updateRowRoute } from "@/lib/server/http/company-row-routes";
import { methods, route } from "@/lib/server/http/route";
import { updateCustomerSchema } from "@/lib/validation/customers";

type Params = { id: string };

// GET /api/v1/customers/{id} – one of the caller's company's customers (another company's: 404).
const read = route<Params>({ permission: "customers.read" }, async ({ params, session }) =>
  ok(toCustomerJson(await getCustomerOrThrow({ companyId: session.companyId, id: params.id }))),
);

// PUT /api/v1/customers/{id} – any role: changes the fields sent (unknown keys dropped); 404 for
// another company's customer or group, 409 on `email` when the address is taken.
const update = updateRowRoute({ permission: "customers.update", schema: updateCustomerSchema, update: updateCustomer });

// DELETE /api/v1/customers/{id} – owners and admins only (403 for members).
const remove = deleteRowRoute({ permission: "customers.delete", remove: deleteCustomer });

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: read, PUT: update, DELETE: remove });
