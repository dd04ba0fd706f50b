import { created, ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { addOrder, listOrders } from "@/lib/server/inbox/customer-orders";
import { customerOrderSchema } from "@/lib/validation/inbox";

type Params = { id: string };

// GET /api/v1/customers/{id}/orders – the customer's orders, newest first.
const list = route<Params>({ permission: "inbox.orders" }, async ({ params, session }) =>
  ok({ orders: await listOrders(session, params.id) }),
);

// POST /api/v1/customers/{id}/orders `{ product, amount, currency, status, orderedAt }` – 201.
const add = route<Params>({ permission: "inbox.orders" }, async ({ req, params, session, t }) => {
  const input = await parseBody(req, customerOrderSchema);
  return created({ order: await addOrder(session, params.id, input) }, t("customers.orders.added"));
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: list, POST: add });
