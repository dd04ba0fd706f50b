import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CustomerOrderJson } from "@/lib/inbox/types";
import { db } from "@/lib/server/db";
import { orderNotFound } from "@/lib/server/inbox/inbox-errors";
import type { InboxActor } from "@/lib/server/inbox/inbox-actor";
import type { CustomerOrderInput, UpdateCustomerOrderInput } from "@/lib/validation/inbox";
import { assertCustomerHere } from "@/lib/server/inbox/customer-here";

// A customer's orders (the inbox's customer panel; api.md → Conversations): added by staff or
// posted by a shop through the API. The amount is an exact decimal (DECIMAL(14,2)), answered as
// text. Another company's customer or order is a 404 on every verb.

const orderSelect = {
  id: true,
  customerId: true,
  product: true,
  amount: true,
  currency: true,
  status: true,
  orderedAt: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.CustomerOrderSelect;

type OrderRow = Prisma.CustomerOrderGetPayload<{ select: typeof orderSelect }>;

const toOrderJson = (row: OrderRow): CustomerOrderJson => ({
  ...row,
  amount: row.amount.toFixed(2),
  orderedAt: row.orderedAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Newest first. */
export async function listOrders(actor: InboxActor, customerId: string): Promise<CustomerOrderJson[]> {
  await assertCustomerHere(actor, customerId);
  const rows = await db.customerOrder.findMany({
    where: { companyId: actor.companyId, customerId },
    orderBy: [{ orderedAt: "desc" }, { id: "desc" }],
    select: orderSelect,
  });
  return rows.map(toOrderJson);
}

export async function addOrder(actor: InboxActor, customerId: string, input: CustomerOrderInput) {
  await assertCustomerHere(actor, customerId);
  const row = await db.customerOrder.create({
    data: { companyId: actor.companyId, customerId, createdById: actor.userId, ...input },
    select: orderSelect,
  });
  return toOrderJson(row);
}

export async function updateOrder(
  actor: InboxActor,
  customerId: string,
  orderId: string,
  input: UpdateCustomerOrderInput,
) {
  const { count } = await db.customerOrder.updateMany({
    where: { id: orderId, customerId, companyId: actor.companyId },
    data: input,
  });
  if (count === 0) throw orderNotFound();
  return toOrderJson(await db.customerOrder.findUniqueOrThrow({ where: { id: orderId }, select: orderSelect }));
}

export async function deleteOrder(actor: InboxActor, customerId: string, orderId: string): Promise<void> {
  const { count } = await db.customerOrder.deleteMany({
    where: { id: orderId, customerId, companyId: actor.companyId },
  });
  if (count === 0) throw orderNotFound();
}
