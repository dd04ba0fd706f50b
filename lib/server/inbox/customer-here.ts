import "server-only";
import { db } from "@/lib/server/db";
import type { InboxActor } from "@/lib/server/inbox/inbox-actor";
import { customerNotFoundHere } from "@/lib/server/inbox/inbox-errors";

/** Refuses (404) a customer that is not the actor's company's, before its notes or orders are touched. */
export async function assertCustomerHere(actor: InboxActor, customerId: string): Promise<void> {
  const customer = await db.customer.findFirst({
    where: { id: customerId, companyId: actor.companyId },
    select: { id: true },
  });
  if (!customer) throw customerNotFoundHere();
}
