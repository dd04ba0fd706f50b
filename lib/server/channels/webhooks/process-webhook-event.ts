import "server-only";
import { parseWebhook } from "@/lib/server/channels/webhooks/parse-webhook";
import { applyWebhookItems } from "@/lib/server/channels/webhooks/webhook-effects";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";

// The `webhook-event` job — a delivery alone, when its drain batch failed (drain-webhook-events.ts);
// the tests' way to process one too: reads a stored delivery, hands each item to its handler
// (webhook-effects.ts) and records the outcome — processed, or ignored when nothing in it is a kind
// Kanal knows. A handler's failure marks the event failed with the reason and throws, so the job is
// retried; a later run takes a failed event up again. A processed or ignored event is left alone.

const OPEN = ["received", "failed"] as const;

export async function processWebhookEvent(eventId: string): Promise<void> {
  const event = await db.webhookEvent.findUnique({
    where: { id: eventId },
    select: { id: true, channelId: true, companyId: true, body: true, status: true },
  });
  if (!event || !OPEN.includes(event.status as (typeof OPEN)[number])) return;
  const ctx = { eventId: event.id, channelId: event.channelId, companyId: event.companyId };
  const items = parseWebhook(event.body);
  const known = items.filter((item): item is Exclude<typeof item, { kind: "unknown" }> => item.kind !== "unknown");
  try {
    await applyWebhookItems(known, ctx);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.webhookEvent.updateMany({
      where: { id: event.id, status: { in: [...OPEN] } },
      data: { status: "failed", error: message.slice(0, 1000) },
    });
    logger.warn({ eventId, channelId: event.channelId, err: error }, "webhook event failed");
    throw error;
  }
  await db.webhookEvent.updateMany({
    where: { id: event.id, status: { in: [...OPEN] } },
    data: { status: known.length > 0 ? "processed" : "ignored", processedAt: new Date(), error: null },
  });
}
