import "server-only";
import { normalizeE164 } from "@/lib/customers/phone";
import { Prisma, type MessageType } from "@/lib/generated/prisma/client";
import type { WebhookContext } from "@/lib/server/channels/webhooks/webhook-effects";
import type { InboundMessageItem } from "@/lib/server/channels/webhooks/webhook-items";
import { findOrCreateInboundConversation, lockInboundContact } from "@/lib/server/conversations/inbound-contact";
import { messagePreview, touchConversation } from "@/lib/server/conversations/touch-conversation";
import { db } from "@/lib/server/db";
import { appendEvent } from "@/lib/server/events/append-event";
import { isOptOutMessage, optOutFromMessage } from "@/lib/server/campaigns/opt-out";
import { enqueue, prepareJobs } from "@/lib/server/jobs/enqueue";

// The webhook `message` effect: a customer's message on a channel becomes the customer (found by
// Turkish-aware E.164 on WhatsApp, by the conversation's page-scoped id on Messenger/Instagram, or
// made), the conversation, the message (`received`), a pending MessageMedia row and an
// `inbound-media` job per file, the message.created event and the conversation's touch — all in
// one transaction. The message is unique on (channel, provider id), so a redelivery, or the same
// item in another delivery, changes nothing; the sender's lock makes concurrent copies wait their turn.

/** The provider's type as Kanal's (meta.md §2.3; Messenger attachments: image|video|audio|file). */
const TYPE_OF: Record<string, MessageType> = {
  text: "text",
  image: "image",
  video: "video",
  audio: "audio",
  document: "file",
  file: "file",
  sticker: "image",
  interactive: "text",
  button: "text",
};

export const inboundMessageType = (providerType: string): MessageType => TYPE_OF[providerType] ?? "text";

/**
 * The provider's time, unless it is missing or ahead of ours (a clock we cannot trust). Meta gives
 * whole seconds: when ours falls inside that second it is the better estimate, so messages of one
 * second keep the order they arrived in.
 */
export function receivedAt(item: Pick<InboundMessageItem, "timestamp">, now = Date.now()): Date {
  const at = item.timestamp * 1000;
  if (!Number.isFinite(at) || at <= 0 || at > now) return new Date(now);
  return new Date(now - at < 1000 ? now : at);
}

const stored = async (item: InboundMessageItem, ctx: WebhookContext, client: Prisma.TransactionClient = db) =>
  (await client.message.count({
    where: { channelId: ctx.channelId, providerMessageId: item.id },
  })) > 0;

export async function receiveMessage(item: InboundMessageItem, ctx: WebhookContext): Promise<"handled"> {
  if (await stored(item, ctx)) return "handled";
  const channel = await db.channel.findFirst({
    where: { id: ctx.channelId, companyId: ctx.companyId },
    select: { id: true },
  });
  if (!channel) return "handled";

  const address = item.network === "whatsapp" ? (normalizeE164(item.from) ?? item.from) : item.from;
  const type = inboundMessageType(item.type);
  const text =
    item.text ?? item.media.find((media) => media.caption)?.caption ?? (type === "text" ? `[${item.type}]` : null);
  const at = receivedAt(item);

  await prepareJobs();
  try {
    await db.$transaction(async (tx) => {
      await lockInboundContact(tx, ctx.companyId, address);
      // Another run of the same item may have committed while this one waited for the lock.
      if (await stored(item, ctx, tx)) return;
      const { conversationId } = await findOrCreateInboundConversation(tx, {
        companyId: ctx.companyId,
        channelId: ctx.channelId,
        network: item.network,
        address,
        name: item.contactName,
      });
      const message = await tx.message.create({
        data: {
          companyId: ctx.companyId,
          conversationId,
          channelId: ctx.channelId,
          direction: "in",
          type,
          text,
          status: "received",
          statusAt: at,
          providerMessageId: item.id,
          createdAt: at,
          statusChanges: { create: { status: "received", at, source: "webhook" } },
        },
        select: { id: true },
      });
      for (const [position, media] of item.media.entries()) {
        const row = await tx.messageMedia.create({
          data: {
            messageId: message.id,
            position,
            state: "pending",
            providerMediaId: media.id,
            providerUrl: media.url,
            mimeType: media.mimeType,
            filename: media.filename,
          },
          select: { id: true },
        });
        await enqueue("inbound-media", { messageMediaId: row.id }, { tx });
      }
      // "STOP", "DUR", "İPTAL": no more marketing campaigns for this customer (issue 19).
      if (isOptOutMessage(text)) await optOutFromMessage(tx, conversationId, at);
      await appendEvent(tx, {
        companyId: ctx.companyId,
        kind: "message.created",
        data: { conversationId, messageId: message.id, direction: "in" },
      });
      await touchConversation(tx, {
        companyId: ctx.companyId,
        conversationId,
        direction: "in",
        preview: messagePreview({ type, text }),
        at,
      });
    });
  } catch (error) {
    // A copy of the item that committed first outside this sender's lock: it had the effect.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002" && (await stored(item, ctx)))
      return "handled";
    throw error;
  }
  return "handled";
}
