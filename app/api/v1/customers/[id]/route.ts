import { deleteCustomer } from "@/lib/server/customers/delete-customer";
import { getCustomerOrThrow } from "@/lib/server/customers/get-customer-or-throw";
import { toCustomerJson } from "@/lib/server/customers/customer-json";
import { updateCustomer } from "@/lib/server/customers/update-customer";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { updateCustomerSchema } from "@/lib/validation/customers";

type Params = { id: string };

// GET /api/v1/customers/{id} – one of the caller's company's customers (another company's: 404).
const read = route<Params>({ permission: "customers.read" }, async ({ params, session }) =>
  ok(toCustomerJson(await getCustomerOrThrow({ companyId: session.companyId, id: params.id }))),
);

// PUT /api/v1/customers/{id} – any role: changes the fields sent (unknown keys dropped); 404 for
// another company's customer or group, 409 on `email` when the address is taken.
const update = route<Params>({ permission: "customers.update" }, async ({ req, params, session }) => {
  const input = await parseBody(req, updateCustomerSchema);
  return ok(await updateCustomer({ companyId: session.companyId, id: params.id, input }));
});

// DELETE /api/v1/customers/{id} – owners and admins only (403 for members).
const remove = route<Params>({ permission: "customers.delete" }, async ({ params, session }) =>
  ok(await deleteCustomer({ companyId: session.companyId, id: params.id })),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: read, PUT: update, DELETE: remove });
