import "server-only";
import type {
  DeliveryItem,
  EchoItem,
  InboundMessageItem,
  ReadItem,
  StatusItem,
  TemplateStatusItem,
  WebhookItem,
} from "@/lib/server/channels/webhooks/webhook-items";
import { receiveMessage } from "@/lib/server/messages/receive-message";
import { settleDeliveryItem, settleReadItem, settleStatusItems } from "@/lib/server/messages/settle-from-webhook";
import { applyTemplateStatus } from "@/lib/server/templates/apply-template-status";

// THE SEAM for the message pipeline: one handler per kind of webhook item. The `webhook-drain` job
// (drain-webhook-events.ts, a batch of deliveries) and the `webhook-event` job (process-webhook-event.ts,
// one delivery retried alone) call them in the deliveries' order. Today they only acknowledge the
// item; the pipeline replaces each body with its effect (status, delivery, read and echo are built:
// receipts of Kanal's sends, lib/server/messages/settle-from-webhook.ts):
//  - message:          create or reuse the customer (Turkish-aware E.164), the conversation and the
//                      inbound message (unique on the provider's id), fetch its media to the library;
//  - status:           settle the outbound message by wamid or `callbackData` (Kanal's id), monotonic
//                      (`delivered` never overwrites `read`), deduplicated on (wamid, status);
//  - template-status:  move the template matched by its Meta id (approved, rejected, paused…);
//  - delivery / read:  Messenger/Instagram receipts up to their watermark;
//  - echo:             a message the page sent from elsewhere (Meta Business Suite).
// Handlers must tolerate a second run of the same item (jobs run at least once).

/** What the job knows about the delivery an item came in. */
export type WebhookContext = { eventId: string; channelId: string; companyId: string };

/** "handled": the item had its effect; "deferred": the pipeline's effect is not built yet. */
export type EffectOutcome = "handled" | "deferred";

type Handlers = {
  message(item: InboundMessageItem, ctx: WebhookContext): Promise<EffectOutcome>;
  /** The statuses of one delivery that come one after another, together (Meta batches up to hundreds). */
  status(items: StatusItem[], ctx: WebhookContext): Promise<EffectOutcome>;
  "template-status"(item: TemplateStatusItem, ctx: WebhookContext): Promise<EffectOutcome>;
  delivery(item: DeliveryItem, ctx: WebhookContext): Promise<EffectOutcome>;
  read(item: ReadItem, ctx: WebhookContext): Promise<EffectOutcome>;
  echo(item: EchoItem, ctx: WebhookContext): Promise<EffectOutcome>;
};

export const webhookEffects: Handlers = {
  message: receiveMessage,
  async status(items, ctx) {
    await settleStatusItems(items, ctx);
    return "handled";
  },
  async "template-status"(item, ctx) {
    await applyTemplateStatus(item, ctx);
    return "handled";
  },
  async delivery(item, ctx) {
    await settleDeliveryItem(item, ctx);
    return "handled";
  },
  async read(item, ctx) {
    await settleReadItem(item, ctx);
    return "handled";
  },
  // An echo of a message the page sent: Kanal's own sends are recorded already, and messages sent
  // from Meta's own tools are not mirrored into Kanal.
  echo: async () => "handled",
};

export type KnownItem = Exclude<WebhookItem, { kind: "unknown" }>;

/** Runs the handlers of a delivery's known items in order; statuses side by side go as one batch. */
export async function applyWebhookItems(items: KnownItem[], ctx: WebhookContext): Promise<void> {
  await applyDeliveries([{ items, ctx }]);
}

/**
 * Runs the handlers of several deliveries of one channel (the `webhook-drain` job's batch), item
 * after item in their order; the statuses that come one after another go as one batch, across
 * deliveries (one lookup and one status statement for hundreds of them).
 */
export async function applyDeliveries(deliveries: { items: KnownItem[]; ctx: WebhookContext }[]): Promise<void> {
  let statuses: StatusItem[] = [];
  let statusCtx: WebhookContext | null = null;
  const flush = async () => {
    if (statuses.length > 0 && statusCtx) await webhookEffects.status(statuses, statusCtx);
    statuses = [];
    statusCtx = null;
  };
  for (const { items, ctx } of deliveries) {
    for (const item of items) {
      if (item.kind === "status") {
        statuses.push(item);
        statusCtx ??= ctx;
        continue;
      }
      await flush();
      const handler = webhookEffects[item.kind] as (item: KnownItem, ctx: WebhookContext) => Promise<EffectOutcome>;
      await handler(item, ctx);
    }
  }
  await flush();
}
