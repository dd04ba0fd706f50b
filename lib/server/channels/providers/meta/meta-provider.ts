import "server-only";
import { PermanentProviderError, UnknownOutcomeError } from "@/lib/server/channels/providers/errors";
import { graphConfigFromEnv, graphRequest, type GraphConfig } from "@/lib/server/channels/providers/meta/graph-client";
import { downloadMetaMedia } from "@/lib/server/channels/providers/meta/media-download";
import { metaWebhooks } from "@/lib/server/channels/webhooks/meta-webhooks";
import type { ChannelContext, OutboundMessage, Provider } from "@/lib/server/channels/providers/types";

// Meta's Graph API (meta.md §2, §4): the WhatsApp Cloud API for WhatsApp channels, the Messenger
// Send API for Messenger and Instagram (through the linked page). Requests and answers in Meta's
// own shapes; every failure is a ProviderError (graph-client.ts).

type WhatsAppSendAnswer = { contacts?: { input?: string; wa_id?: string }[]; messages?: { id?: string }[] };
type MessengerSendAnswer = { recipient_id?: string; message_id?: string };

function whatsappBody(message: OutboundMessage) {
  const base = {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: message.to,
    ...(message.callbackData ? { biz_opaque_callback_data: message.callbackData } : {}),
  };
  const { content } = message;
  switch (content.type) {
    case "text":
      return { ...base, type: "text", text: { body: content.text, preview_url: false } };
    case "media": {
      const media = {
        id: content.mediaId,
        ...(content.caption && content.mediaType !== "audio" ? { caption: content.caption } : {}),
        ...(content.filename && content.mediaType === "document" ? { filename: content.filename } : {}),
      };
      return { ...base, type: content.mediaType, [content.mediaType]: media };
    }
    case "template":
      return {
        ...base,
        type: "template",
        template: { name: content.name, language: { code: content.language }, components: content.components },
      };
  }
}

const MESSENGER_ATTACHMENT = { image: "image", video: "video", audio: "audio", document: "file" } as const;

function messengerBody(message: OutboundMessage) {
  const { content } = message;
  if (content.type === "template") {
    throw new PermanentProviderError({
      reasonKey: "templatesWhatsAppOnly",
      providerMessage: "Templates are WhatsApp only",
    });
  }
  const payload =
    content.type === "text"
      ? { text: content.text }
      : { attachment: { type: MESSENGER_ATTACHMENT[content.mediaType], payload: { attachment_id: content.mediaId } } };
  return { recipient: { id: message.to }, messaging_type: "RESPONSE", message: payload };
}

function requireWaba(channel: ChannelContext): string {
  if (channel.kind !== "whatsapp" || !channel.wabaId) {
    throw new PermanentProviderError({
      reasonKey: "templatesWhatsAppOnly",
      providerMessage: "Templates are WhatsApp only",
    });
  }
  return channel.wabaId;
}

/** A 200 without the id: Meta may well have acted, so the outcome is unknown (never resend). */
function missingId(): never {
  throw new UnknownOutcomeError({ reasonKey: "invalidAnswer", providerMessage: "Meta's answer had no id" });
}

export function metaProvider(channel: ChannelContext, config: GraphConfig = graphConfigFromEnv()): Provider {
  const call = <T>(request: Omit<Parameters<typeof graphRequest>[1], "token">) =>
    graphRequest<T>(config, { ...request, token: channel.accessToken });
  const id = encodeURIComponent(channel.externalId);

  return {
    identity: {
      async whoAmI() {
        if (channel.kind === "whatsapp") {
          const answer = await call<{ id?: string; display_phone_number?: string; verified_name?: string }>({
            method: "GET",
            path: `/${id}`,
            query: { fields: "id,display_phone_number,verified_name,quality_rating" },
            phase: "read",
          });
          const number = answer.display_phone_number ?? channel.externalId;
          const name = answer.verified_name;
          return {
            id: answer.id ?? channel.externalId,
            displayName: number,
            detail: name ? `${name} · ${number}` : number,
          };
        }
        const fields = channel.kind === "instagram" ? "id,username,name" : "id,name";
        const answer = await call<{ id?: string; name?: string; username?: string }>({
          method: "GET",
          path: `/${id}`,
          query: { fields },
          phase: "read",
        });
        const displayName = answer.username ? `@${answer.username}` : (answer.name ?? channel.externalId);
        const detail = answer.username && answer.name ? `${answer.name} · ${displayName}` : displayName;
        return { id: answer.id ?? channel.externalId, displayName, detail };
      },
    },

    messages: {
      async sendMessage(message) {
        if (channel.kind === "whatsapp") {
          const answer = await call<WhatsAppSendAnswer>({
            method: "POST",
            path: `/${id}/messages`,
            json: whatsappBody(message),
            phase: "write",
          });
          const providerMessageId = answer.messages?.[0]?.id ?? missingId();
          return { providerMessageId, recipientId: answer.contacts?.[0]?.wa_id ?? null };
        }
        const answer = await call<MessengerSendAnswer>({
          method: "POST",
          path: `/${id}/messages`,
          json: messengerBody(message),
          phase: "write",
        });
        return { providerMessageId: answer.message_id ?? missingId(), recipientId: answer.recipient_id ?? null };
      },
    },

    media: {
      async uploadMedia(file) {
        const blob = new Blob([Buffer.from(file.bytes)], { type: file.mimeType });
        const form = new FormData();
        if (channel.kind === "whatsapp") {
          form.set("messaging_product", "whatsapp");
          form.set("type", file.mimeType);
          form.set("file", blob, file.filename);
          const answer = await call<{ id?: string }>({ method: "POST", path: `/${id}/media`, form, phase: "write" });
          return { mediaId: answer.id ?? missingId() };
        }
        const type = file.mimeType.startsWith("image/")
          ? "image"
          : file.mimeType.startsWith("video/")
            ? "video"
            : file.mimeType.startsWith("audio/")
              ? "audio"
              : "file";
        form.set("message", JSON.stringify({ attachment: { type, payload: { is_reusable: true } } }));
        form.set("filedata", blob, file.filename);
        const answer = await call<{ attachment_id?: string }>({
          method: "POST",
          path: `/${id}/message_attachments`,
          form,
          phase: "write",
        });
        return { mediaId: answer.attachment_id ?? missingId() };
      },
      async downloadMedia(ref) {
        if (channel.kind === "whatsapp" && ref.mediaId) {
          // The URL lives a few minutes: asked for afresh on every try.
          const answer = await call<{ url?: string; mime_type?: string }>({
            method: "GET",
            path: `/${encodeURIComponent(ref.mediaId)}`,
            phase: "read",
          });
          if (!answer.url) {
            throw new PermanentProviderError({
              reasonKey: "invalidAnswer",
              providerMessage: "Meta's answer had no url",
            });
          }
          const file = await downloadMetaMedia(config, answer.url, channel.accessToken);
          return { ...file, mimeType: answer.mime_type ?? file.mimeType };
        }
        if (!ref.url) {
          throw new PermanentProviderError({ reasonKey: "notFound", providerMessage: "The message names no media" });
        }
        return downloadMetaMedia(config, ref.url, null);
      },
    },

    templates: {
      async submitTemplate(template) {
        const waba = encodeURIComponent(requireWaba(channel));
        const answer = await call<{ id?: string; status?: string }>({
          method: "POST",
          path: `/${waba}/message_templates`,
          json: template,
          phase: "write",
        });
        return { id: answer.id ?? missingId(), status: answer.status ?? "PENDING" };
      },
      async editTemplate(templateId, template) {
        requireWaba(channel);
        // Meta's edit: the category and components only (name and language are fixed at creation).
        await call<{ success?: boolean }>({
          method: "POST",
          path: `/${encodeURIComponent(templateId)}`,
          json: { category: template.category, components: template.components },
          phase: "write",
        });
        return { id: templateId, status: "PENDING" };
      },
      // The Resumable Upload API (Graph API "Upload a file"): a session on the token's app, then
      // the bytes in one piece, answered with the file's handle.
      async uploadHeaderSample(file) {
        requireWaba(channel);
        const app = await call<{ id?: string }>({
          method: "GET",
          path: "/app",
          query: { fields: "id" },
          phase: "read",
        });
        if (!app.id) missingId();
        const session = await call<{ id?: string }>({
          method: "POST",
          path: `/${encodeURIComponent(app.id)}/uploads`,
          query: {
            file_name: file.filename,
            file_length: String(file.bytes.byteLength),
            file_type: file.mimeType,
          },
          phase: "write",
        });
        // The session id ("upload:<id>", sometimes with "?sig=…") is used as it is.
        if (!session.id?.startsWith("upload:")) missingId();
        const uploaded = await call<{ h?: string }>({
          method: "POST",
          path: `/${session.id}`,
          bytes: file.bytes,
          headers: { Authorization: `OAuth ${channel.accessToken}`, file_offset: "0" },
          phase: "write",
        });
        return { handle: uploaded.h ?? missingId() };
      },
      async getTemplate(templateId) {
        requireWaba(channel);
        const answer = await call<{
          id?: string;
          name?: string;
          language?: string;
          status?: string;
          category?: string;
          rejected_reason?: string;
        }>({
          method: "GET",
          path: `/${encodeURIComponent(templateId)}`,
          query: { fields: "id,name,language,status,category,rejected_reason" },
          phase: "read",
        });
        return {
          id: answer.id ?? templateId,
          name: answer.name ?? "",
          language: answer.language ?? "",
          status: answer.status ?? "PENDING",
          category: answer.category ?? null,
          rejectedReason: answer.rejected_reason && answer.rejected_reason !== "NONE" ? answer.rejected_reason : null,
        };
      },
      async deleteTemplate(template: { id: string; name: string }) {
        const waba = encodeURIComponent(requireWaba(channel));
        await call<{ success?: boolean }>({
          method: "DELETE",
          path: `/${waba}/message_templates`,
          query: { hsm_id: template.id, name: template.name },
          phase: "write",
        });
      },
    },

    webhooks: metaWebhooks,
  };
}
