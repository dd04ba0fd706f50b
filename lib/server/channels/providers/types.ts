import "server-only";
import type { ChannelKind } from "@/lib/channels/types";
import type { WebhookItem } from "@/lib/server/channels/webhooks/webhook-items";

// What a provider does for a channel, one interface per capability (architecture.md → Channels and
// providers). Services pick the implementation from the channel (providers/index.ts); nothing else
// knows which one runs. Every failure is a ProviderError (providers/errors.ts): transient (retry),
// permanent (fail, with the reason in words) or unknown-outcome (never resend; wait for the webhook).

/** What a provider needs to act for one channel: its ids and decrypted secrets (never logged). */
export type ChannelContext = {
  channelId: string;
  companyId: string;
  kind: ChannelKind;
  /** Phone number id, page id or Instagram account id. */
  externalId: string;
  wabaId: string | null;
  accessToken: string;
  appSecret: string;
};

/** Who the provider says the channel is. */
export type ChannelIdentity = { id: string; displayName: string; detail: string };

export interface IdentityProvider {
  /** Asks the provider who the channel is (the "Test connection" button). */
  whoAmI(): Promise<ChannelIdentity>;
}

export type MediaType = "image" | "video" | "audio" | "document";

export type OutboundContent =
  | { type: "text"; text: string }
  | { type: "media"; mediaType: MediaType; mediaId: string; caption?: string; filename?: string }
  | {
      type: "template";
      name: string;
      language: string;
      /** Meta's `template.components` (header/body/button parameters), built by the templates service. */
      components: unknown[];
    };

export type OutboundMessage = {
  /** WhatsApp: the recipient's number as E.164 digits; Messenger/Instagram: the page-scoped id. */
  to: string;
  content: OutboundContent;
  /**
   * Kanal's own message id. WhatsApp echoes it as `biz_opaque_callback_data` in status webhooks,
   * so a send whose answer was lost can still be settled (meta.md §7.2).
   */
  callbackData?: string;
};

export type SendResult = {
  /** wamid (WhatsApp) or message id (Messenger/Instagram). */
  providerMessageId: string;
  /** Meta's `wa_id`, which may differ from the number sent to. */
  recipientId: string | null;
};

export interface MessageSender {
  /** One call to the provider, at most once per message: the caller has claimed the message first. */
  sendMessage(message: OutboundMessage): Promise<SendResult>;
}

export type MediaUpload = { bytes: Uint8Array; mimeType: string; filename: string };

/** Where an inbound message's file is: WhatsApp names a media id, Messenger/Instagram a URL. */
export type InboundMediaRef = { mediaId: string | null; url: string | null };

/** An inbound file's bytes, streamed (never held whole in memory), and what the provider said of it. */
export type DownloadedMedia = { stream: ReadableStream<Uint8Array>; mimeType: string | null; filename: string | null };

export interface MediaUploader {
  /** Uploads a file for later sends; the provider's media id. */
  uploadMedia(file: MediaUpload): Promise<{ mediaId: string }>;
  /** Downloads a file a customer sent (meta.md §2.3: `GET /<MEDIA_ID>` → URL → bytes with the token). */
  downloadMedia(ref: InboundMediaRef): Promise<DownloadedMedia>;
}

export type TemplateCategory = "MARKETING" | "UTILITY" | "AUTHENTICATION";
export type TemplateSubmission = {
  name: string;
  language: string;
  category: TemplateCategory;
  /** Meta's `components` (HEADER, BODY, FOOTER, BUTTONS) with examples. */
  components: unknown[];
};
export type ProviderTemplateStatus = "PENDING" | "APPROVED" | "REJECTED" | "PAUSED" | "DISABLED" | string;
export type ProviderTemplate = {
  id: string;
  name: string;
  language: string;
  status: ProviderTemplateStatus;
  category: string | null;
  rejectedReason: string | null;
};

export interface TemplateProvider {
  submitTemplate(template: TemplateSubmission): Promise<{ id: string; status: ProviderTemplateStatus }>;
  /**
   * Sends a changed template the provider already has (`id`) for review again: Meta keeps one
   * template per name and language, so a second submission of the same name would be refused.
   * Answers the id it now goes by (Meta: the same one).
   */
  editTemplate(id: string, template: TemplateSubmission): Promise<{ id: string; status: ProviderTemplateStatus }>;
  /**
   * A media header's sample for review (meta.md §1.1: "media headers need an asset handle from the
   * Resumable Upload API"): the file uploaded, its handle for `example.header_handle`.
   */
  uploadHeaderSample(file: MediaUpload): Promise<{ handle: string }>;
  getTemplate(id: string): Promise<ProviderTemplate>;
  deleteTemplate(template: { id: string; name: string }): Promise<void>;
}

export interface WebhookProvider {
  /** `X-Hub-Signature-256` over the raw bytes with the app secret, compared in constant time. */
  verifySignature(rawBody: Uint8Array, signatureHeader: string | null, appSecret: string): boolean;
  /** The items of a delivery, in order; what Kanal does not know comes back as `unknown`. */
  parse(body: unknown): WebhookItem[];
}

/** Everything a provider does for one channel. */
export type Provider = {
  identity: IdentityProvider;
  messages: MessageSender;
  media: MediaUploader;
  templates: TemplateProvider;
  webhooks: WebhookProvider;
};
