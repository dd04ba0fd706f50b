import "server-only";

// What a Meta webhook delivery holds, read into one list of items (meta.md §1.7, §2.2–2.3, §4).
// Each item carries the key that identifies it across redeliveries (Meta delivers at least once).

type ItemBase = { dedupKey: string };

/** A customer's message (WhatsApp `messages[]`, Messenger/Instagram `messaging[].message`). */
export type InboundMessageItem = ItemBase & {
  kind: "message";
  network: "whatsapp" | "messenger" | "instagram";
  /** wamid, or Messenger's mid. */
  id: string;
  /** The customer: E.164 digits on WhatsApp, a page-scoped id on Messenger/Instagram. */
  from: string;
  /** The business side that received it (phone number id / page id), when the body names it. */
  to: string | null;
  /** Unix seconds. */
  timestamp: number;
  /** "text" | "image" | "document" | "audio" | "video" | "sticker" | "interactive" | "button" | … */
  type: string;
  text: string | null;
  media: {
    id: string | null;
    url: string | null;
    mimeType: string | null;
    caption: string | null;
    filename: string | null;
  }[];
  contactName: string | null;
  /** The message it replies to (a template's quick-reply tap names the template message). */
  replyTo: string | null;
};

/** A WhatsApp status of a message Kanal sent (`statuses[]`). */
export type StatusItem = ItemBase & {
  kind: "status";
  /** The wamid the send returned. */
  id: string;
  status: "sent" | "delivered" | "read" | "failed" | "played" | (string & {});
  timestamp: number;
  recipientId: string | null;
  /** `biz_opaque_callback_data`: Kanal's own message id, echoed. */
  callbackData: string | null;
  errors: { code: number | null; title: string | null; message: string | null; details: string | null }[];
};

/** `message_template_status_update`: a template approved, rejected, paused, disabled… */
export type TemplateStatusItem = ItemBase & {
  kind: "template-status";
  templateId: string;
  name: string | null;
  language: string | null;
  event: string;
  reason: string | null;
  /** Unix seconds of the entry. */
  time: number | null;
};

/** Messenger/Instagram delivery receipt: every message up to `watermark` was delivered. */
export type DeliveryItem = ItemBase & { kind: "delivery"; from: string; mids: string[]; watermark: number };

/** Messenger/Instagram read receipt: everything up to `watermark` was read. */
export type ReadItem = ItemBase & { kind: "read"; from: string; watermark: number };

/** A message the page itself sent (Messenger echo). */
export type EchoItem = ItemBase & { kind: "echo"; id: string; to: string };

/** Anything else: stored with the event and ignored. */
export type UnknownItem = ItemBase & { kind: "unknown"; object: string | null; field: string | null };

export type WebhookItem =
  InboundMessageItem | StatusItem | TemplateStatusItem | DeliveryItem | ReadItem | EchoItem | UnknownItem;
export type WebhookItemKind = WebhookItem["kind"];
