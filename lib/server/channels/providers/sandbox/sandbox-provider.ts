import "server-only";
import { randomBytes } from "node:crypto";
import { SANDBOX_CHANNEL_DEFAULTS, SANDBOX_TEST_NUMBERS } from "@/lib/channels/sandbox";
import { UnknownOutcomeError, type ProviderError } from "@/lib/server/channels/providers/errors";
import { fromGraphError } from "@/lib/server/channels/providers/meta/error-codes";
import {
  messagingReceiptEvent,
  templateStatusEvent,
  whatsappStatusEvent,
} from "@/lib/server/channels/providers/sandbox/sandbox-events";
import { sandboxTemplateVerdict } from "@/lib/server/channels/providers/sandbox/template-verdict";
import type {
  ChannelContext,
  MediaUpload,
  OutboundMessage,
  Provider,
  ProviderTemplate,
  SendResult,
  TemplateSubmission,
} from "@/lib/server/channels/providers/types";
import { metaWebhooks } from "@/lib/server/channels/webhooks/meta-webhooks";
import { enqueue } from "@/lib/server/jobs/enqueue";

// The sandbox (issue 16): behaves like the Cloud API from Kanal's side, without Meta. It accepts
// sends and answers wamid-like ids, then delivers sent → delivered → read through the same webhook
// path Meta uses (signed `sandbox-webhook` jobs with delays); its documented test numbers
// (lib/channels/sandbox.ts) fail on purpose with Meta's own errors; submitted templates are
// approved or rejected by a few of Meta's rules after a delay, by a template status webhook.

/** Milliseconds after a send at which each status webhook arrives; after a submission, the verdict. */
export const SANDBOX_DELAYS = { sent: 1000, delivered: 2500, read: 5000, templateVerdict: 3000 };

/** Meta's error answer for a code, as the Graph API would have given it. */
function graphError(code: number, message: string, httpStatus = 400): ProviderError {
  return fromGraphError({ code, message, type: "OAuthException", fbtrace_id: "sandbox" }, httpStatus, "write");
}

const MEDIA_TYPES =
  /^(image\/(jpeg|png|webp)|video\/(mp4|3gpp)|audio\/(aac|amr|mpeg|mp4|ogg)|application\/pdf|text\/plain|application\/(msword|vnd\.[\w.-]+))$/;

const later = (ms: number) => new Date(Date.now() + ms);

async function deliver(channelId: string, body: unknown, delayMs: number) {
  await enqueue("sandbox-webhook", { channelId, body: body as Record<string, unknown> }, { runAt: later(delayMs) });
}

/** The statuses a sandbox send goes through, each as a delayed webhook. */
async function scheduleStatuses(channel: ChannelContext, message: OutboundMessage, id: string) {
  const steps = ["sent", "delivered", "read"] as const;
  for (const status of steps) {
    const delay = SANDBOX_DELAYS[status];
    if (channel.kind === "whatsapp") {
      const body = whatsappStatusEvent({
        phoneNumberId: channel.externalId,
        wamid: id,
        status,
        recipientId: message.to,
        callbackData: message.callbackData,
        at: later(delay),
      });
      await deliver(channel.channelId, body, delay);
    } else if (status !== "sent") {
      // Messenger and Instagram have no "sent" receipt: the send's answer is it.
      const body = messagingReceiptEvent({
        network: channel.kind,
        pageId: channel.externalId,
        recipientId: message.to,
        kind: status === "delivered" ? "delivery" : "read",
        mid: id,
        at: later(delay),
      });
      await deliver(channel.channelId, body, delay);
    }
  }
}

// A sandbox template id carries what getTemplate must answer later: the sandbox keeps no state.
type TemplateRecord = { n: string; l: string; c: string; r: string | null; t: number };
const encodeTemplateId = (record: TemplateRecord) => `sbx_${Buffer.from(JSON.stringify(record)).toString("base64url")}`;
function decodeTemplateId(id: string): TemplateRecord | null {
  if (!id.startsWith("sbx_")) return null;
  try {
    return JSON.parse(Buffer.from(id.slice(4), "base64url").toString("utf8")) as TemplateRecord;
  } catch {
    return null;
  }
}

export function sandboxProvider(channel: ChannelContext): Provider {
  return {
    identity: {
      async whoAmI() {
        const name = SANDBOX_CHANNEL_DEFAULTS.displayName;
        return { id: channel.externalId, displayName: name, detail: `${name} · ${channel.externalId}` };
      },
    },

    messages: {
      async sendMessage(message: OutboundMessage): Promise<SendResult> {
        if (channel.kind === "whatsapp" && !/^\d{6,15}$/.test(message.to)) {
          throw graphError(100, "Invalid parameter: to must be a phone number");
        }
        if (message.content.type === "template" && channel.kind !== "whatsapp") {
          throw graphError(100, "Templates are WhatsApp only");
        }
        if (message.to === SANDBOX_TEST_NUMBERS.notOnWhatsApp) {
          throw graphError(131026, "Message undeliverable: the recipient is not on WhatsApp (sandbox test number)");
        }
        if (message.to === SANDBOX_TEST_NUMBERS.rateLimited) {
          throw graphError(
            130429,
            "Rate limit hit: Cloud API message throughput has been reached (sandbox test number)",
          );
        }
        const id =
          channel.kind === "whatsapp"
            ? `wamid.SBX${randomBytes(18).toString("base64url")}`
            : `m_sbx${randomBytes(18).toString("base64url")}`;
        await scheduleStatuses(channel, message, id);
        if (message.to === SANDBOX_TEST_NUMBERS.answerLost) {
          // Accepted and delivered, but the answer never came back: only the webhooks will tell.
          throw new UnknownOutcomeError({
            reasonKey: "timeout",
            providerMessage: "The sandbox dropped its answer (test number)",
          });
        }
        return { providerMessageId: id, recipientId: message.to };
      },
    },

    media: {
      async uploadMedia(file: MediaUpload) {
        if (!MEDIA_TYPES.test(file.mimeType))
          throw graphError(131053, `Media upload error: ${file.mimeType} is not supported`);
        if (file.bytes.byteLength === 0) throw graphError(131053, "Media upload error: the file is empty");
        return { mediaId: `sbx-media-${randomBytes(12).toString("hex")}` };
      },
    },

    templates: {
      async submitTemplate(template: TemplateSubmission) {
        if (channel.kind !== "whatsapp") throw graphError(100, "Templates are WhatsApp only");
        const reason = sandboxTemplateVerdict(template);
        const submittedAt = Date.now();
        const id = encodeTemplateId({
          n: template.name,
          l: template.language,
          c: template.category,
          r: reason,
          t: submittedAt,
        });
        const body = templateStatusEvent({
          templateId: id,
          name: template.name,
          language: template.language,
          category: template.category,
          event: reason ? "REJECTED" : "APPROVED",
          reason,
          at: later(SANDBOX_DELAYS.templateVerdict),
        });
        await deliver(channel.channelId, body, SANDBOX_DELAYS.templateVerdict);
        return { id, status: "PENDING" };
      },
      async getTemplate(id: string): Promise<ProviderTemplate> {
        const record = decodeTemplateId(id);
        if (!record) throw graphError(100, "Unsupported get request: no such template");
        const decided = Date.now() >= record.t + SANDBOX_DELAYS.templateVerdict;
        return {
          id,
          name: record.n,
          language: record.l,
          category: record.c,
          status: decided ? (record.r ? "REJECTED" : "APPROVED") : "PENDING",
          rejectedReason: decided ? record.r : null,
        };
      },
      async deleteTemplate(template: { id: string }) {
        if (!decodeTemplateId(template.id)) throw graphError(100, "Unsupported delete request: no such template");
      },
    },

    webhooks: metaWebhooks,
  };
}
