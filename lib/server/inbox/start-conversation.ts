import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import {
  channelNotFound,
  conversationTaken,
  customerHasNoPhone,
  customerMustWriteFirst,
  customerNotFound,
} from "@/lib/server/inbox/inbox-errors";
import { seesAll, type InboxActor } from "@/lib/server/inbox/inbox-actor";
import { appendEvent } from "@/lib/server/events/append-event";

// POST /conversations `{ customerId, channelId }`: the customer's conversation on that channel —
// the existing one (there is at most one per channel and customer), else a new one, open and
// unassigned, addressed to the customer's number. WhatsApp only: Messenger and Instagram know a
// customer only by the id their first message brings. Nothing is sent: the first message goes
// through POST …/messages (a template, since the customer has not written).

export async function startConversation(
  actor: InboxActor,
  input: { customerId: string; channelId: string },
): Promise<{ id: string; created: boolean }> {
  const [customer, channel] = await Promise.all([
    db.customer.findFirst({ where: { id: input.customerId, companyId: actor.companyId }, select: { phoneE164: true } }),
    db.channel.findFirst({ where: { id: input.channelId, companyId: actor.companyId }, select: { kind: true } }),
  ]);
  if (!customer) throw customerNotFound();
  if (!channel) throw channelNotFound();

  const existing = await db.conversation.findUnique({
    where: { channelId_customerId: { channelId: input.channelId, customerId: input.customerId } },
    select: { id: true, assigneeId: true },
  });
  if (existing) {
    if (!seesAll(actor) && existing.assigneeId !== null && existing.assigneeId !== actor.userId) {
      throw conversationTaken();
    }
    return { id: existing.id, created: false };
  }
  if (channel.kind !== "whatsapp") throw customerMustWriteFirst();
  if (!customer.phoneE164) throw customerHasNoPhone();

  try {
    const id = await db.$transaction(async (tx) => {
      const row = await tx.conversation.create({
        data: {
          companyId: actor.companyId,
          channelId: input.channelId,
          customerId: input.customerId,
          contactAddress: customer.phoneE164!,
        },
        select: { id: true },
      });
      await appendEvent(tx, {
        companyId: actor.companyId,
        kind: "conversation.updated",
        data: { conversationId: row.id },
      });
      return row.id;
    });
    return { id, created: true };
  } catch (error) {
    // Started at the same moment by someone else (or by the customer's first message): that one.
    if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2002") throw error;
    const raced = await db.conversation.findUnique({
      where: { channelId_customerId: { channelId: input.channelId, customerId: input.customerId } },
      select: { id: true },
    });
    if (!raced) throw error;
    return { id: raced.id, created: false };
  }
}
