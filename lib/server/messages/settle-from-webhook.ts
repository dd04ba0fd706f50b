import "server-only";
import type { MessageStatus } from "@/lib/generated/prisma/client";
import { fromGraphError } from "@/lib/server/channels/providers/meta/error-codes";
import type { DeliveryItem, ReadItem, StatusItem } from "@/lib/server/channels/webhooks/webhook-items";
import { db } from "@/lib/server/db";
import { carriesFiles, settleMessageParts, type PartChange } from "@/lib/server/messages/message-parts";
import {
  setMessageStatuses,
  type SettledStatus,
  type StatusChange,
  type StatusError,
} from "@/lib/server/messages/message-status";

// What a provider's receipts do to Kanal's outbound messages (webhook-effects.ts hands them here):
// a WhatsApp status finds its message by `biz_opaque_callback_data` (Kanal's id — it settles a send
// whose worker died before storing the wamid, and records the wamid then) or by the wamid, always
// within the webhook's own channel and company; Messenger/Instagram receipts name the customer and
// mark that conversation's messages up to a watermark. Every change goes through message-status.ts,
// so a redelivered or out-of-order receipt changes nothing. A message of files is a provider message
// per file: their receipts move its files, and the message follows them (message-parts.ts).

export type ReceiptContext = { channelId: string; companyId: string };

const WEBHOOK_STATUSES: Record<string, SettledStatus> = {
  sent: "sent",
  delivered: "delivered",
  read: "read",
  // A voice message played: read, as far as Kanal's states go.
  played: "read",
  failed: "failed",
};

/** Meta's error of a failed status, read with the same table as a send's error (meta.md §3). */
function statusError(item: StatusItem): StatusError {
  const first = item.errors[0];
  const text = [first?.title, first?.message, first?.details].filter(Boolean).join(" — ");
  if (!first) return { code: null, reasonKey: "other", values: { code: "?", message: "" }, message: "" };
  const mapped = fromGraphError({ code: first.code ?? undefined, message: text }, 400, "read");
  return { code: first.code, reasonKey: mapped.reasonKey, values: mapped.values, message: mapped.providerMessage };
}

/**
 * A delivery's WhatsApp `statuses[]`, applied together: their messages found in one query (by
 * Kanal's id or the wamid, within the webhook's channel and company), the changes in one transaction.
 */
export async function settleStatusItems(items: StatusItem[], ctx: ReceiptContext): Promise<void> {
  const known = items.filter((item) => WEBHOOK_STATUSES[item.status]);
  if (known.length === 0) return;
  const callbackIds = [...new Set(known.flatMap((item) => (item.callbackData ? [item.callbackData] : [])))];
  const wamids = [...new Set(known.map((item) => item.id))];
  const messages = await db.message.findMany({
    where: {
      channelId: ctx.channelId,
      companyId: ctx.companyId,
      direction: "out",
      OR: [
        { id: { in: callbackIds } },
        { providerMessageId: { in: wamids } },
        { media: { some: { providerMessageId: { in: wamids } } } },
      ],
    },
    select: { id: true, type: true, providerMessageId: true, media: { select: { providerMessageId: true } } },
  });
  const ids = new Set(messages.map((message) => message.id));
  const byWamid = new Map<string | null, string>();
  const withFiles = new Set<string>();
  for (const message of messages) {
    byWamid.set(message.providerMessageId, message.id);
    for (const file of message.media) byWamid.set(file.providerMessageId, message.id);
    if (carriesFiles(message.type)) withFiles.add(message.id);
  }
  const changes: StatusChange[] = [];
  const fileChanges: PartChange[] = [];
  for (const item of known) {
    const messageId = item.callbackData && ids.has(item.callbackData) ? item.callbackData : byWamid.get(item.id);
    if (!messageId) continue;
    const status = WEBHOOK_STATUSES[item.status]!;
    const change: StatusChange = {
      messageId,
      channelId: ctx.channelId,
      status,
      at: item.timestamp > 0 ? new Date(item.timestamp * 1000) : new Date(),
      source: "webhook",
      providerMessageId: item.id,
      error: status === "failed" ? statusError(item) : null,
    };
    if (withFiles.has(messageId)) fileChanges.push({ ...change, wamid: item.id });
    else changes.push(change);
  }
  await setMessageStatuses(changes, { durable: false });
  await settleMessageParts([], fileChanges, "webhook");
}

const RECEIPT_BATCH = 500;

/** The conversation's outbound messages in `from` sent up to the watermark (ms), plus those named. */
async function receiptTargets(
  ctx: ReceiptContext,
  customer: string,
  from: MessageStatus[],
  watermark: number,
  mids: string[],
) {
  const conversation = await db.conversation.findFirst({
    where: { channelId: ctx.channelId, companyId: ctx.companyId, contactAddress: customer },
    select: { id: true },
  });
  if (!conversation) return [];
  const upTo = watermark > 0 ? [{ createdAt: { lte: new Date(watermark) } }] : [];
  return db.message.findMany({
    where: {
      conversationId: conversation.id,
      channelId: ctx.channelId,
      direction: "out",
      status: { in: from },
      OR: [...upTo, ...(mids.length > 0 ? [{ providerMessageId: { in: mids } }] : [])],
    },
    select: { id: true, type: true },
    orderBy: { createdAt: "asc" },
    take: RECEIPT_BATCH,
  });
}

/** A receipt up to a watermark: a message of files takes it for every file sent so far. */
async function applyReceipt(
  ctx: ReceiptContext,
  targets: { id: string; type: string }[],
  status: "delivered" | "read",
  at: Date,
) {
  const change = (id: string) => ({ messageId: id, channelId: ctx.channelId, status, at, source: "webhook" as const });
  const hasFiles = (target: { type: string }) => carriesFiles(target.type);
  await setMessageStatuses(
    targets.filter((target) => !hasFiles(target)).map(({ id }) => change(id)),
    { durable: false },
  );
  const fileChanges = targets.filter(hasFiles).map(({ id }) => ({ ...change(id), wamid: null }));
  await settleMessageParts([], fileChanges, "webhook");
}

/** Messenger/Instagram: every message to this customer up to the watermark (and those named) was delivered. */
export async function settleDeliveryItem(item: DeliveryItem, ctx: ReceiptContext): Promise<void> {
  if (item.mids.length === 0 && item.watermark <= 0) return;
  const targets = await receiptTargets(ctx, item.from, ["sent", "unknown", "sending"], item.watermark, item.mids);
  await applyReceipt(ctx, targets, "delivered", item.watermark > 0 ? new Date(item.watermark) : new Date());
}

/** Messenger/Instagram: everything to this customer up to the watermark was read. */
export async function settleReadItem(item: ReadItem, ctx: ReceiptContext): Promise<void> {
  if (item.watermark <= 0) return;
  const targets = await receiptTargets(ctx, item.from, ["sent", "delivered", "unknown", "sending"], item.watermark, []);
  await applyReceipt(ctx, targets, "read", new Date(item.watermark));
}
