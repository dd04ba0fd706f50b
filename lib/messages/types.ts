import type { MediaFile } from "@/lib/media/types";

// The JSON shapes the messages API answers (api.md → Conversations), once: lib/server/messages
// builds them, the routes send them, the inbox (issue 18) reads them. Client-safe: types only.

export const MESSAGE_DIRECTIONS = ["in", "out"] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];

export const MESSAGE_TYPES = ["text", "image", "video", "audio", "file", "template", "system"] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/**
 * A message's state as the API shows it. The pipeline's own steps collapse: `sending` and
 * `retry_wait` read as "queued" (not sent yet), an inbound message as "delivered". `unknown`: the
 * provider may have it, but no webhook said so in time ("outcome unknown"; never retried blindly).
 */
export const MESSAGE_STATUSES = ["queued", "sent", "delivered", "read", "failed", "unknown"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * Why a message failed: `code` is the provider's (Meta's error code) when it gave one, `reason` the
 * key of Kanal's words for it under channels.providerErrors, `message` those words in the reader's
 * language (or what the provider said, when Kanal has no words for it).
 */
export type MessageError = { code: number | null; reason: string | null; message: string };

export type MessageTemplateRef = { id: string | null; name: string; variables: Record<string, string> };

/** One of GET /conversations/{id}/messages; POST …/messages and POST /messages/{id}/retry answer it too. */
export type MessageJson = {
  id: string;
  conversationId: string;
  direction: MessageDirection;
  type: MessageType;
  /** The text, a media message's caption, or a template's rendered body. */
  text: string | null;
  /** The library files it carries, in order (an inbound file appears once it is fetched). */
  media: MediaFile[];
  template: MessageTemplateRef | null;
  status: MessageStatus;
  error: MessageError | null;
  /** The staff member who sent it (outbound from the inbox or the API); null for inbound and automated ones. */
  sentBy: { id: string; name: string } | null;
  createdAt: string;
  /** When `status` last changed. */
  statusAt: string;
};

/** GET /conversations/{id}/messages: oldest first; `nextCursor` fetches the page before (older), null at the start. */
export type MessagePage = { messages: MessageJson[]; nextCursor: string | null };
