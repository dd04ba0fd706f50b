// The JSON shapes the channels API answers (api.md → Channels and webhooks), once:
// lib/server/channels builds them, the routes send them, /settings/channels reads them. Client-safe.

export const CHANNEL_KINDS = ["whatsapp", "instagram", "messenger"] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

export const CHANNEL_PROVIDERS = ["sandbox", "meta"] as const;
export type ChannelProviderName = (typeof CHANNEL_PROVIDERS)[number];

export const CHANNEL_STATUSES = ["connected", "error", "disconnected"] as const;
export type ChannelStatus = (typeof CHANNEL_STATUSES)[number];

/** One of GET /channels; GET/PUT /channels/{id}. Secrets never appear: only their last 4 characters. */
export type ChannelJson = {
  id: string;
  kind: ChannelKind;
  provider: ChannelProviderName;
  name: string;
  status: ChannelStatus;
  /** Phone number id (WhatsApp), page id (Messenger) or Instagram account id. */
  externalId: string;
  /** WhatsApp Business Account id (WhatsApp on Meta). */
  wabaId: string | null;
  /** The number or handle, as the last successful test named it. */
  displayName: string | null;
  rateLimitPerSecond: number;
  /**
   * The last error: `message` as Meta (or the network) said it; `reason` the key of its words under
   * channels.providerErrors (with `values`), so each reader sees it in their language.
   */
  lastError: { message: string; reason: string | null; values: Record<string, string | number>; at: string } | null;
  /** Where Meta posts this channel's events (paste it into the app dashboard). */
  webhookUrl: string;
  /** For Meta's handshake; null for viewers who may not edit the channel. */
  verifyToken: string | null;
  /** Last 4 characters of each stored secret; null when none is stored (sandbox, disconnected). */
  secretsHint: { accessToken: string | null; appSecret: string | null } | null;
  /** The company's default sandbox channel (one per company). */
  isDefaultSandbox: boolean;
  createdAt: string;
  updatedAt: string;
};

/** POST /channels/{id}/test: who the provider says the channel is, or why it could not tell. */
export type ChannelTestResult = { ok: boolean; detail: string; channel: ChannelJson };

export const WEBHOOK_EVENT_STATUSES = ["received", "processed", "ignored", "failed"] as const;
export type WebhookEventStatus = (typeof WEBHOOK_EVENT_STATUSES)[number];

/** One of GET /channels/{id}/events: a webhook delivery as stored. */
export type WebhookEventJson = {
  id: string;
  status: WebhookEventStatus;
  /** What the delivery held: "message", "status", "template-status", "delivery", "read", "echo", "unknown". */
  kinds: string[];
  error: string | null;
  receivedAt: string;
  processedAt: string | null;
  /** The body as received (parsed JSON). */
  body: unknown;
};
