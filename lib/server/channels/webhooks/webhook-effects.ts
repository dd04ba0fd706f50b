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

// THE SEAM for the message pipeline: one handler per kind of webhook item. The `webhook-event` job
// (process-webhook-event.ts) calls them in the delivery's order. Today they only acknowledge the
// item; the pipeline replaces each body with its effect:
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
  status(item: StatusItem, ctx: WebhookContext): Promise<EffectOutcome>;
  "template-status"(item: TemplateStatusItem, ctx: WebhookContext): Promise<EffectOutcome>;
  delivery(item: DeliveryItem, ctx: WebhookContext): Promise<EffectOutcome>;
  read(item: ReadItem, ctx: WebhookContext): Promise<EffectOutcome>;
  echo(item: EchoItem, ctx: WebhookContext): Promise<EffectOutcome>;
};

const deferred = async (): Promise<EffectOutcome> => "deferred";

export const webhookEffects: Handlers = {
  message: deferred,
  status: deferred,
  "template-status": deferred,
  delivery: deferred,
  read: deferred,
  echo: deferred,
};

/** Runs the handler of one known item. */
export function applyWebhookItem(item: Exclude<WebhookItem, { kind: "unknown" }>, ctx: WebhookContext) {
  const handler = webhookEffects[item.kind] as (item: WebhookItem, ctx: WebhookContext) => Promise<EffectOutcome>;
  return handler(item, ctx);
}
