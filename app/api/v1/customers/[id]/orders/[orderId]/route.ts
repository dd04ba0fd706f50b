import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { deleteOrder, updateOrder } from "@/lib/server/inbox/customer-orders";
import { updateCustomerOrderSchema } from "@/lib/validation/inbox";

type Params = { id: string; orderId: string };

// PUT /api/v1/customers/{id}/orders/{orderId} – the fields sent change.
const update = route<Params>({ permission: "inbox.orders" }, async ({ req, params, session }) => {
  const input = await parseBody(req, updateCustomerOrderSchema);
  return ok({ order: await updateOrder(session, params.id, params.orderId, input) });
});

// DELETE /api/v1/customers/{id}/orders/{orderId}
const remove = route<Params>({ permission: "inbox.orders" }, async ({ params, session, t }) => {
  await deleteOrder(session, params.id, params.orderId);
  return ok({ id: params.orderId }, { message: t("customers.orders.deleted") });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ PUT: update, DELETE: remove });
