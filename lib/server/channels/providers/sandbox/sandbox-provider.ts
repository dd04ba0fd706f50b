import "server-only";
import { randomBytes } from "node:crypto";
import { SANDBOX_CHANNEL_DEFAULTS, SANDBOX_TEST_NUMBERS } from "@/lib/channels/sandbox";
import { UnknownOutcomeError, type ProviderError } from "@/lib/server/channels/providers/errors";
import { fromGraphError } from "@/lib/server/channels/providers/meta/error-codes";
import { templateStatusEvent } from "@/lib/server/channels/providers/sandbox/sandbox-events";
import { downloadSandboxMedia } from "@/lib/server/channels/providers/sandbox/sandbox-media";
import { sandboxTemplateVerdict } from "@/lib/server/channels/providers/sandbox/template-verdict";
import type {
  ChannelContext,
  OutboundMessage,
  Provider,
  TemplateSubmission,
} from "@/lib/server/channels/providers/types";
import { metaWebhooks } from "@/lib/server/channels/webhooks/meta-webhooks";
import { db } from "@/lib/server/db";
import { enqueue } from "@/lib/server/jobs/enqueue";
import { microBatch } from "@/lib/server/messages/micro-batch";

// The sandbox (issue 16): behaves like the Cloud API from Kanal's side, without Meta. It accepts
// sends and answers wamid-like ids, keeps its own log of them (SandboxMessage), and from that log
// delivers sent → delivered → read through the same webhook path Meta uses, many statuses to a
// delivery (emit-sandbox-statuses.ts); its documented test numbers
// (lib/channels/sandbox.ts) fail on purpose with Meta's own errors; submitted templates are
// approved or rejected by a few of Meta's rules after a delay, by a template status webhook.

/** Milliseconds after a send at which each status webhook arrives; after a submission, the verdict. */
export const SANDBOX_DELAYS = { sent: 1000, delivered: 2500, read: 5000, templateVerdict: 3000 };

/** The key of a channel's status emitter job: one waits at a time. */
export const sandboxStatusesKey = (channelId: string) => `sandbox-statuses:${channelId}`;

/** Meta's error answer for a code, as the Graph API would have given it. */
function graphError(code: number, message: string, httpStatus = 400): ProviderError {
  return fromGraphError({ code, message, type: "OAuthException", fbtrace_id: "sandbox" }, httpStatus, "write");
}

const MEDIA_TYPES =
  /^(image\/(jpeg|png|webp)|video\/(mp4|3gpp)|audio\/(aac|amr|mpeg|mp4|ogg)|application\/pdf|text\/plain|application\/(msword|vnd\.[\w.-]+))$/;

const later = (ms: number) => new Date(Date.now() + ms);

/** A webhook of its own (a template verdict), delivered after a delay by a signed `sandbox-webhook` job. */
async function deliver(channelId: string, body: unknown, delayMs: number) {
  await enqueue("sandbox-webhook", { channelId, body: body as Record<string, unknown> }, { runAt: later(delayMs) });
}

type LogRow = {
  id: string;
  channelId: string;
  recipient: string;
  callbackData: string | null;
  content: string;
  acceptedAt: number;
};

/** The log rows of sends accepted side by side go in as one INSERT (Meta's side costs Kanal's database little). */
const logRow = microBatch(async (rows: LogRow[]) => {
  await db.$executeRaw`
    INSERT INTO "SandboxMessage" (id, "channelId", recipient, "callbackData", content, stage, "nextAt", "acceptedAt")
    SELECT u.id, u.channel, u.recipient, u.callback, u.content::jsonb, 0,
           to_timestamp((u.ms + ${SANDBOX_DELAYS.sent}) / 1000.0) AT TIME ZONE 'UTC', to_timestamp(u.ms / 1000.0) AT TIME ZONE 'UTC'
      FROM unnest(${rows.map((row) => row.id)}::text[], ${rows.map((row) => row.channelId)}::text[],
                  ${rows.map((row) => row.recipient)}::text[], ${rows.map((row) => row.callbackData)}::text[],
                  ${rows.map((row) => row.content)}::text[], ${rows.map((row) => row.acceptedAt)}::float8[])
             AS u(id, channel, recipient, callback, content, ms),
           (SELECT set_config('synchronous_commit', 'off', true)) AS relaxed`;
  return rows.map(() => undefined);
});

/** When this process last made sure each channel's status emitter will run. */
const emitterKicked = new Map<string, number>();

/**
 * Logs an accepted send the way Meta's side would know it (SandboxMessage: at most one row per
 * message, which the crash tests count), and makes sure the channel's status emitter will run when
 * its first status is due (emit-sandbox-statuses.ts; one waiting job per channel).
 *
 * The log row commits without waiting for the disk (synchronous_commit off for its one-statement
 * transaction): it stands for Meta's side, and only a crash of the database itself could lose it.
 * The emitter is kicked once per process until this process's last kicked row can have had its last
 * status: until then the emitter keeps putting itself back (that row is still owed something), so
 * a run is bound to come after this row too — one job insert per send saved.
 */
async function logAcceptedSend(channel: ChannelContext, message: OutboundMessage, id: string) {
  const now = Date.now();
  const nextAt = new Date(now + SANDBOX_DELAYS.sent);
  await logRow({
    id,
    channelId: channel.channelId,
    recipient: message.to,
    callbackData: message.callbackData ?? null,
    content: JSON.stringify(message.content),
    acceptedAt: now,
  });
  const kicked = emitterKicked.get(channel.channelId);
  // Half the last status's delay as a margin (a late-running emitter, clocks).
  if (kicked !== undefined && now - kicked < SANDBOX_DELAYS.read / 2) return;
  await enqueue(
    "sandbox-statuses",
    { channelId: channel.channelId },
    { runAt: nextAt, key: sandboxStatusesKey(channel.channelId) },
  );
  emitterKicked.set(channel.channelId, now);
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
  async function submit(template: TemplateSubmission) {
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
  }

  return {
    identity: {
      async whoAmI() {
        const name = SANDBOX_CHANNEL_DEFAULTS.displayName;
        return { id: channel.externalId, displayName: name, detail: `${name} · ${channel.externalId}` };
      },
    },

    messages: {
      async sendMessage(message) {
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
        await logAcceptedSend(channel, message, id);
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
      async uploadMedia(file) {
        if (!MEDIA_TYPES.test(file.mimeType))
          throw graphError(131053, `Media upload error: ${file.mimeType} is not supported`);
        if (file.bytes.byteLength === 0) throw graphError(131053, "Media upload error: the file is empty");
        return { mediaId: `sbx-media-${randomBytes(12).toString("hex")}` };
      },
      downloadMedia: (ref) => downloadSandboxMedia(channel.companyId, ref),
    },

    templates: {
      submitTemplate: submit,
      // The sandbox keeps no state: an edit is judged like a new submission, under a new id.
      editTemplate: (_id, template) => submit(template),
      // Meta takes a JPEG, PNG, MP4 or PDF as a header sample.
      async uploadHeaderSample(file) {
        if (!/^(image\/(jpeg|png)|video\/mp4|application\/pdf)$/.test(file.mimeType))
          throw graphError(100, `Invalid parameter: file_type ${file.mimeType} is not supported`);
        if (file.bytes.byteLength === 0) throw graphError(100, "Invalid parameter: the file is empty");
        return { handle: `sbx-handle-${randomBytes(12).toString("hex")}` };
      },
      async getTemplate(id) {
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
