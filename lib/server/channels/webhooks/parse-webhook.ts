import "server-only";
import { createHash } from "node:crypto";
import type { InboundMessageItem, StatusItem, WebhookItem } from "@/lib/server/channels/webhooks/webhook-items";

// Reads a Meta webhook body into items (meta.md §1.7, §2.2–2.3, §4). Total: any JSON comes back as
// a list (what is not understood is an `unknown` item), so a strange delivery is stored and
// ignored, never a 500. The sandbox emits these same shapes.

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string | null =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : null;
const seconds = (value: unknown): number => {
  const number = typeof value === "string" ? Number(value) : typeof value === "number" ? value : NaN;
  return Number.isFinite(number) ? number : 0;
};
const hash = (value: unknown) =>
  createHash("sha256")
    .update(JSON.stringify(value) ?? "null")
    .digest("hex")
    .slice(0, 32);

function unknownItem(object: string | null, field: string | null, raw: unknown): WebhookItem {
  return { kind: "unknown", object, field, dedupKey: `unknown:${hash(raw)}` };
}

const MEDIA_TYPES = ["image", "document", "audio", "video", "sticker"];

function whatsappMessage(message: Json, value: Json): InboundMessageItem | null {
  const id = text(message.id);
  const from = text(message.from);
  if (!id || !from) return null;
  const type = text(message.type) ?? "unknown";
  const contact =
    list(value.contacts).find((item) => isObject(item) && text(item.wa_id) === from) ?? list(value.contacts)[0];
  const profile = isObject(contact) && isObject(contact.profile) ? contact.profile : null;
  const media = MEDIA_TYPES.includes(type) && isObject(message[type]) ? (message[type] as Json) : null;
  const interactive = isObject(message.interactive) ? message.interactive : null;
  const reply = interactive && (isObject(interactive.button_reply) ? interactive.button_reply : interactive.list_reply);
  const bodyText =
    (isObject(message.text) ? text(message.text.body) : null) ??
    (isObject(message.button) ? text(message.button.text) : null) ??
    (isObject(reply) ? text(reply.title) : null);
  return {
    kind: "message",
    network: "whatsapp",
    id,
    from,
    to: isObject(value.metadata) ? text(value.metadata.phone_number_id) : null,
    timestamp: seconds(message.timestamp),
    type,
    text: bodyText,
    media: media
      ? [
          {
            id: text(media.id),
            url: text(media.url),
            mimeType: text(media.mime_type),
            caption: text(media.caption),
            filename: text(media.filename),
          },
        ]
      : [],
    contactName: profile ? text(profile.name) : null,
    replyTo: isObject(message.context) ? text(message.context.id) : null,
    dedupKey: `message:${id}`,
  };
}

function whatsappStatus(status: Json): StatusItem | null {
  const id = text(status.id);
  const state = text(status.status);
  if (!id || !state) return null;
  return {
    kind: "status",
    id,
    status: state,
    timestamp: seconds(status.timestamp),
    recipientId: text(status.recipient_id),
    callbackData: text(status.biz_opaque_callback_data),
    errors: list(status.errors)
      .filter(isObject)
      .map((error) => ({
        code: typeof error.code === "number" ? error.code : null,
        title: text(error.title),
        message: text(error.message),
        details: isObject(error.error_data) ? text(error.error_data.details) : null,
      })),
    dedupKey: `status:${id}:${state}`,
  };
}

function whatsappChange(change: Json, entry: Json, object: string): WebhookItem[] {
  const field = text(change.field);
  const value = isObject(change.value) ? change.value : null;
  if (!value) return [unknownItem(object, field, change)];
  if (field === "messages") {
    const items: WebhookItem[] = [];
    for (const message of list(value.messages)) {
      const item = isObject(message) ? whatsappMessage(message, value) : null;
      items.push(item ?? unknownItem(object, field, message));
    }
    for (const status of list(value.statuses)) {
      const item = isObject(status) ? whatsappStatus(status) : null;
      items.push(item ?? unknownItem(object, field, status));
    }
    return items.length > 0 ? items : [unknownItem(object, field, change)];
  }
  if (field === "message_template_status_update") {
    const templateId = text(value.message_template_id);
    const event = text(value.event);
    if (!templateId || !event) return [unknownItem(object, field, change)];
    const time = typeof entry.time === "number" ? entry.time : null;
    return [
      {
        kind: "template-status",
        templateId,
        name: text(value.message_template_name),
        language: text(value.message_template_language),
        event,
        reason: text(value.reason),
        time,
        dedupKey: `template:${templateId}:${event}:${time ?? hash(value)}`,
      },
    ];
  }
  return [unknownItem(object, field, change)];
}

function messagingEvent(event: Json, object: "page" | "instagram"): WebhookItem {
  const network = object === "page" ? "messenger" : "instagram";
  const from = isObject(event.sender) ? text(event.sender.id) : null;
  const to = isObject(event.recipient) ? text(event.recipient.id) : null;
  const message = isObject(event.message) ? event.message : null;
  if (message && from) {
    const id = text(message.mid);
    if (!id) return unknownItem(object, "messaging", event);
    if (message.is_echo === true) return { kind: "echo", id, to: to ?? "", dedupKey: `echo:${id}` };
    const attachments = list(message.attachments).filter(isObject);
    const first = attachments[0];
    return {
      kind: "message",
      network,
      id,
      from,
      to,
      timestamp: Math.floor(seconds(event.timestamp) / 1000),
      type: first ? (text(first.type) ?? "file") : "text",
      text: text(message.text),
      media: attachments.map((attachment) => ({
        id: null,
        url: isObject(attachment.payload) ? text(attachment.payload.url) : null,
        mimeType: null,
        caption: null,
        filename: null,
      })),
      contactName: null,
      replyTo: isObject(message.reply_to) ? text(message.reply_to.mid) : null,
      dedupKey: `message:${id}`,
    };
  }
  if (isObject(event.delivery) && from) {
    const mids = list(event.delivery.mids)
      .map(text)
      .filter((mid): mid is string => mid !== null);
    const watermark = seconds(event.delivery.watermark);
    return { kind: "delivery", from, mids, watermark, dedupKey: `delivery:${from}:${watermark}:${mids.join(",")}` };
  }
  if (isObject(event.read) && from) {
    const watermark = seconds(event.read.watermark);
    return { kind: "read", from, watermark, dedupKey: `read:${from}:${watermark}` };
  }
  return unknownItem(object, "messaging", event);
}

/** The items of a webhook body, in order. */
export function parseWebhook(body: unknown): WebhookItem[] {
  if (!isObject(body)) return [unknownItem(null, null, body)];
  const object = text(body.object);
  const entries = list(body.entry);
  if (entries.length === 0) return [unknownItem(object, null, body)];
  const items: WebhookItem[] = [];
  for (const entry of entries) {
    if (!isObject(entry)) {
      items.push(unknownItem(object, null, entry));
      continue;
    }
    if (object === "whatsapp_business_account") {
      const changes = list(entry.changes);
      if (changes.length === 0) items.push(unknownItem(object, null, entry));
      for (const change of changes) {
        items.push(...(isObject(change) ? whatsappChange(change, entry, object) : [unknownItem(object, null, change)]));
      }
    } else if ((object === "page" || object === "instagram") && Array.isArray(entry.messaging)) {
      for (const event of entry.messaging) {
        items.push(isObject(event) ? messagingEvent(event, object) : unknownItem(object, "messaging", event));
      }
    } else {
      items.push(unknownItem(object, null, entry));
    }
  }
  return items;
}

/** One key for a delivery: the same items (in any order) give the same key. */
export function deliveryKey(items: WebhookItem[]): string {
  const keys = [...new Set(items.map((item) => item.dedupKey))].sort();
  return createHash("sha256").update(keys.join("\n")).digest("hex");
}

/** The distinct kinds of a delivery's items, for the event list. */
export const itemKinds = (items: WebhookItem[]) => [...new Set(items.map((item) => item.kind))];
