// The real-time events `GET /api/v1/events` streams (api.md → Channels and webhooks; architecture.md
// → Real-time). A frame carries ids only, never message bodies: a client re-fetches what it shows
// through the query layer. Client-safe: types only.

export const EVENT_KINDS = [
  "message.created",
  "message.updated",
  "conversation.updated",
  "campaign.progress",
  "post.updated",
  "notification.created",
  "template.updated",
] as const;

export type EventKind = (typeof EVENT_KINDS)[number];

/** What each kind's `data` holds. */
export type EventData = {
  /** `direction: "in"` on a customer's message (what sets off the new-message sound); absent on others. */
  "message.created": { conversationId: string; messageId: string; direction?: "in" | "out" };
  /**
   * A message changed. `status` is the stored status (a pipeline step, e.g. "sending" or
   * "retry_wait"), `statusAt` when it took it (ISO; on status changes). `media: true` when what
   * changed is an inbound file arriving (or failing to), the status unchanged. The inbox patches a
   * plain status move in place and reads a failure (its reason is worded for the reader) or a file
   * through GET /messages/{id} (components/inbox/chat/thread-live.ts).
   */
  "message.updated": { conversationId: string; messageId: string; status: string; statusAt?: string; media?: true };
  "conversation.updated": { conversationId: string };
  "campaign.progress": { campaignId: string };
  "post.updated": { postId: string };
  "notification.created": { notificationId: string };
  "template.updated": { templateId: string; status: string };
};

/** One frame of the stream: `id` is the event's (a decimal string: ids are bigint). */
export type StreamEvent<K extends EventKind = EventKind> = { id: string; kind: K; data: EventData[K]; at: string };

/**
 * Sent instead of a replay when the client's Last-Event-ID is older than the stream can replay
 * (more than 1,000 events or 24 hours, or unknown): the client re-fetches everything it shows.
 */
export const STREAM_RESET_EVENT = "reset";
