import "server-only";
import type {
  ChannelKind,
  ChannelProvider,
  MediaType as LibraryMediaType,
  MessageStatus,
  MessageType,
  Prisma,
} from "@/lib/generated/prisma/client";
import { whatsAppMediaKind } from "@/lib/messages/media-kinds";
import { channelContext } from "@/lib/server/channels/channel-context";
import { providerFor } from "@/lib/server/channels/providers";
import {
  isProviderError,
  PermanentProviderError,
  TransientProviderError,
  type ProviderError,
} from "@/lib/server/channels/providers/errors";
import type { MediaType, OutboundContent, Provider } from "@/lib/server/channels/providers/types";
import { slowDownChannel, takeSendToken } from "@/lib/server/channels/rate-limit/send-bucket";
import { db } from "@/lib/server/db";
import { enqueue, prepareJobs } from "@/lib/server/jobs/enqueue";
import { logger } from "@/lib/server/logger";
import {
  claimMessageForSend,
  setMessageStatus,
  setMessageStatuses,
  type StatusChange,
  type StatusError,
} from "@/lib/server/messages/message-status";
import { carriesFiles, settleMessageParts } from "@/lib/server/messages/message-parts";
import { microBatch } from "@/lib/server/messages/micro-batch";
import { withHeaderMedia } from "@/lib/server/messages/template-header-media";
import { getStorage } from "@/lib/server/storage/get-storage";
import { channelErrorData } from "@/lib/server/channels/channel-error";

// The `message-send` job: hands one queued message to its channel's provider, at most once
// (meta.md §7.2). In order: a token from the channel's shared bucket (none soon: the job goes back
// for later); the claim, one UPDATE committed before any HTTP (no row: another run has it, nothing
// to do); the provider call with Kanal's id as callback data; then the outcome through
// message-status.ts: sent with the provider's id; a transient error → retry_wait and a new job
// after an exponential back-off with jitter (bounded: failed after SEND_MAX_ATTEMPTS); a permanent
// one → failed with its reason (and the channel in error when it is the channel's fault); an
// unknown outcome (a timeout or 5xx after the request left) → left `sending`, never resent: the
// status webhook settles it by callback data, or the sweeper marks it unknown. A message of several
// files is one provider message per file (WhatsApp carries one), each recorded on its MessageMedia
// row as it goes, so a retry resumes with the first file not sent; its status follows its files'
// (message-parts.ts): sent once all went, failed if one did.
//
// A worker runs a fetch's jobs side by side; their database steps (the read, the token take, the
// claim, the `sent`) are coalesced into one statement each by micro-batch.ts, while each message
// keeps its own provider call and its own outcome.

/** Tries per message (a transient error counts); the last one's error fails it. */
export const SEND_MAX_ATTEMPTS = 8;
/** Back-off of a transient error: 2 s, 4 s, 8 s … at most 5 minutes, ±25 % jitter. */
const BACKOFF_BASE_SECONDS = 2;
const BACKOFF_MAX_SECONDS = 300;

type SendTarget = {
  id: string;
  status: MessageStatus;
  type: MessageType;
  text: string | null;
  templateName: string | null;
  templateLanguage: string | null;
  templateComponents: Prisma.JsonValue;
  channelId: string;
  companyId: string;
  contactAddress: string;
  provider: ChannelProvider;
  kind: ChannelKind;
  channelStatus: string;
  rateLimitPerSecond: number;
  externalId: string;
  wabaId: string | null;
  accessTokenEnc: string | null;
  appSecretEnc: string | null;
  /** A campaign's message: its tries (1 + the campaign's max retries, or 1 with retries off); null: SEND_MAX_ATTEMPTS. */
  maxAttempts: number | null;
};

/**
 * The message, its channel and its recipient, in one round trip — shared by the sends this process
 * starts side by side (a worker's fetch runs up to a batch of jobs at once): one query for all.
 */
const loadTarget: (messageId: string) => Promise<SendTarget | null> = microBatch(async (ids: string[]) => {
  const rows = await db.$queryRaw<SendTarget[]>`
    SELECT m.id, m.status, m.type, m.text, m."templateName", m."templateLanguage", m."templateComponents",
           m."channelId", m."companyId", v."contactAddress",
           c.provider, c.kind, c.status::text AS "channelStatus", c."rateLimitPerSecond", c."externalId", c."wabaId",
           c."accessTokenEnc", c."appSecretEnc",
           CASE WHEN k.id IS NULL THEN NULL WHEN k."retryFailed" THEN k."maxRetries" + 1 ELSE 1 END AS "maxAttempts"
      FROM "Message" m
      JOIN "Channel" c ON c.id = m."channelId"
      JOIN "Conversation" v ON v.id = m."conversationId"
      LEFT JOIN "CampaignRecipient" r ON r."messageId" = m.id
      LEFT JOIN "Campaign" k ON k.id = r."campaignId"
     WHERE m.id = ANY(${ids}::text[]) AND m.direction = 'out'`;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
});

/** The `sent` of a send: those of sends finishing together go as one statement (message-status.ts). */
const markSent = microBatch(async (changes: StatusChange[]) => {
  const moved = new Set(await setMessageStatuses(changes, { durable: false }));
  return changes.map((change) => moved.has(change.messageId));
});

const CLAIMABLE: MessageStatus[] = ["queued", "retry_wait"];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const later = (ms: number) => new Date(Date.now() + ms);

export async function sendQueuedMessage(messageId: string): Promise<void> {
  const target = await loadTarget(messageId);
  if (!target || !CLAIMABLE.includes(target.status)) return;

  const token = await takeSendToken(target.channelId, target.rateLimitPerSecond);
  if ("refusedForMs" in token) {
    // The channel is booked for the next seconds: come back then rather than hold a job loop.
    await enqueue("message-send", { messageId }, { runAt: later(token.refusedForMs), key: messageId });
    return;
  }
  if (token.waitMs > 0) await sleep(token.waitMs);

  const claimed = await claimMessageForSend(messageId);
  if (!claimed) return;

  const context = target.channelStatus === "disconnected" ? null : channelContext({ ...target, id: target.channelId });
  if (!context) {
    await setMessageStatus({
      messageId,
      status: "failed",
      source: "send",
      error: { code: null, reasonKey: "channelDisconnected", message: "The channel is disconnected" },
    });
    return;
  }
  const provider = providerFor(target.provider, context);

  // One provider message per part: the text or template, or each file (WhatsApp carries one file
  // per message). Parts sent by an earlier attempt are skipped: each goes at most once.
  let parts: OutboundPart[];
  try {
    parts = await outboundParts(target);
  } catch (error) {
    await settleFailure(target, claimed.attempts, asRetryable(error));
    return;
  }
  let firstId: string | null = parts[0]?.sentAs ?? null;
  for (const part of parts) {
    if (part.sentAs) continue;
    // Before the send: nothing of this part has reached the provider, so a failure may be retried.
    let content: OutboundContent;
    try {
      content = await part.content(provider);
    } catch (error) {
      await settleFailure(target, claimed.attempts, asRetryable(error));
      return;
    }
    try {
      const result = await provider.messages.sendMessage({
        to: target.contactAddress,
        content,
        callbackData: messageId,
      });
      firstId ??= result.providerMessageId;
      if (part.mediaRowId) {
        // Unless its receipt came first and recorded it (message-parts.ts).
        await db.messageMedia.updateMany({
          where: { id: part.mediaRowId, providerMessageId: null },
          data: { providerMessageId: result.providerMessageId, sendStatus: "sent" },
        });
      }
    } catch (error) {
      if (isProviderError(error) && error.kind !== "unknown") {
        await settleFailure(target, claimed.attempts, error);
        return;
      }
      // The provider may have it: never resend. The webhook (or the sweeper) settles it.
      logger.warn({ messageId, err: error }, "send outcome unknown: waiting for the provider's webhook");
      return;
    }
  }
  // A message of files is as far as its files: receipts of the first may have come meanwhile.
  if (carriesFiles(target.type)) await settleMessageParts([messageId], [], "send");
  else await markSent({ messageId, status: "sent", source: "send", providerMessageId: firstId });
}

type OutboundPart = {
  /** The MessageMedia row a file part records its send on. */
  mediaRowId: string | null;
  /** The provider's id, when an earlier attempt sent this part. */
  sentAs: string | null;
  /** What the provider is sent (a file is uploaded to it first). */
  content(provider: Provider): Promise<OutboundContent>;
};

/** The message's parts: its text or template, or its files in order (the caption on the first). */
async function outboundParts(target: SendTarget): Promise<OutboundPart[]> {
  if (target.type === "template") {
    const components = Array.isArray(target.templateComponents) ? target.templateComponents : [];
    // A media header's library file goes to the provider first (template-header-media.ts).
    const content = async (provider: Provider): Promise<OutboundContent> => ({
      type: "template",
      name: target.templateName ?? "",
      language: target.templateLanguage ?? "",
      components: await withHeaderMedia(components, target, provider),
    });
    return [{ mediaRowId: null, sentAs: null, content }];
  }
  if (target.type === "text" || target.type === "system") {
    return [{ mediaRowId: null, sentAs: null, content: async () => ({ type: "text", text: target.text ?? "" }) }];
  }
  const rows = await db.messageMedia.findMany({
    where: { messageId: target.id },
    orderBy: { position: "asc" },
    select: {
      id: true,
      providerMessageId: true,
      file: { select: { storageKey: true, mimeType: true, name: true, type: true, sizeBytes: true } },
    },
  });
  if (rows.length === 0) throw fileGone();
  return rows.map((row, index) => ({
    mediaRowId: row.id,
    sentAs: row.providerMessageId,
    content: async (provider) => {
      const file = row.file;
      if (!file) throw fileGone();
      const stored = await getStorage().get(file.storageKey);
      if (!stored) throw fileGone();
      const mediaType = mediaTypeOf(target.kind, file);
      const { mediaId } = await provider.media.uploadMedia({
        bytes: stored.bytes,
        mimeType: file.mimeType,
        filename: file.name,
      });
      return {
        type: "media",
        mediaType,
        mediaId,
        ...(index === 0 && target.text ? { caption: target.text } : {}),
        ...(mediaType === "document" ? { filename: file.name } : {}),
      };
    },
  }));
}

const fileGone = () =>
  new PermanentProviderError({
    reasonKey: "mediaError",
    providerMessage: "The message's file is gone from the library",
  });

const MEDIA_TYPE_OF: Record<LibraryMediaType, MediaType> = {
  IMAGE: "image",
  VIDEO: "video",
  AUDIO: "audio",
  DOCUMENT: "document",
};

/** How a file travels: on WhatsApp as its kind allows (lib/messages/media-kinds.ts), else by its type. */
function mediaTypeOf(
  kind: ChannelKind,
  file: { name: string; type: LibraryMediaType; mimeType: string; sizeBytes: bigint },
): MediaType {
  if (kind !== "whatsapp") return MEDIA_TYPE_OF[file.type];
  const travels = whatsAppMediaKind({ type: file.type, mimeType: file.mimeType, size: Number(file.sizeBytes) });
  if (!travels) {
    throw new PermanentProviderError({
      reasonKey: "mediaError",
      providerMessage: `${file.name} is too large for WhatsApp`,
    });
  }
  return travels;
}

/** A failure before the message itself was sent: an upload with an unknown outcome is safe to retry. */
function asRetryable(error: unknown): ProviderError {
  if (isProviderError(error) && error.kind !== "unknown") return error;
  const message = isProviderError(error) ? error.providerMessage : error instanceof Error ? error.message : "";
  return new TransientProviderError({
    reasonKey: "temporary",
    providerMessage: message || "Preparing the send failed",
  });
}

function statusError(error: ProviderError): StatusError {
  return { code: error.code, reasonKey: error.reasonKey, values: error.values, message: error.providerMessage };
}

/** Seconds before the next try: Meta's pair rate asks for 4^X s; else what it said, else doubling; ±25 %. */
export function retryDelaySeconds(error: ProviderError, attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  const base =
    error.code === 131056
      ? 4 ** exponent
      : Math.max(error.retryAfterSeconds ?? 0, BACKOFF_BASE_SECONDS * 2 ** exponent);
  const capped = Math.min(BACKOFF_MAX_SECONDS, base);
  return capped * (0.75 + Math.random() * 0.5);
}

async function settleFailure(target: SendTarget, attempts: number, error: ProviderError): Promise<void> {
  const messageId = target.id;
  if (error.slowDown) await slowDownChannel(target.channelId);
  if (error.kind === "transient" && attempts < (target.maxAttempts ?? SEND_MAX_ATTEMPTS)) {
    const runAt = later(retryDelaySeconds(error, attempts) * 1000);
    // The wait and its job commit together: a crash can never leave a retry_wait with no job.
    await prepareJobs();
    await db.$transaction(async (tx) => {
      const changed = await setMessageStatus(
        { messageId, status: "retry_wait", source: "send", error: statusError(error) },
        { tx },
      );
      if (changed) await enqueue("message-send", { messageId }, { runAt, key: messageId, tx });
    });
    return;
  }
  await setMessageStatus({ messageId, status: "failed", source: "send", error: statusError(error) });
  if (error.channelLevel) {
    await db.channel.updateMany({
      where: { id: target.channelId, companyId: target.companyId, status: { not: "disconnected" } },
      data: channelErrorData(error),
    });
  }
}
