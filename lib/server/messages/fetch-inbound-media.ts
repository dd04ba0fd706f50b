import "server-only";
import { channelContext, channelContextSelect } from "@/lib/server/channels/channel-context";
import { providerFor } from "@/lib/server/channels/providers";
import { ProviderError } from "@/lib/server/channels/providers/errors";
import { db } from "@/lib/server/db";
import { appendEvent } from "@/lib/server/events/append-event";
import { logger } from "@/lib/server/logger";
import { storageQuotaOf } from "@/lib/server/media/storage-quota";
import { commitStagedFiles, deleteStaged } from "@/lib/server/media/upload/commit-files";
import { stageFile } from "@/lib/server/media/upload/stage-file";
import { mediaMaxFileBytes } from "@/lib/server/media/upload/upload-media";
import { uploadFileName } from "@/lib/server/media/upload/upload-file-name";

// The `inbound-media` job: a file a customer sent, downloaded through the channel's provider and
// stored in the company's media library by the upload's own steps (sniffed by its bytes, within the
// per-file limit and the plan's quota, recorded with its ledger entry and `media-process` job). The
// MessageMedia row then points at the library file (`stored`) or says why not (`failed`: too large,
// a refused type, the quota, the provider has no such file), and message.updated tells the inbox.
// A row no longer pending is left alone, so a second run does nothing; a transient provider error
// throws and the job is retried.

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "video/mp4": "mp4",
  "audio/ogg": "ogg",
  "audio/mpeg": "mp3",
  "audio/mp4": "m4a",
  "audio/aac": "aac",
  "audio/wav": "wav",
  "application/pdf": "pdf",
};

/** The library name of a file the provider sent without one: "whatsapp-image-20261125-0412.jpg". */
function inboundFileName(
  media: { filename: string | null; mimeType: string | null },
  kind: string,
  type: string,
  at: Date,
) {
  if (media.filename) return uploadFileName(media.filename);
  const stamp = at.toISOString().slice(0, 16).replace(/[-:]/g, "").replace("T", "-");
  const extension = media.mimeType ? EXTENSIONS[media.mimeType] : undefined;
  return `${kind}-${type}-${stamp}${extension ? `.${extension}` : ""}`;
}

export async function fetchInboundMedia(messageMediaId: string): Promise<void> {
  const row = await db.messageMedia.findUnique({
    where: { id: messageMediaId },
    select: {
      id: true,
      state: true,
      providerMediaId: true,
      providerUrl: true,
      mimeType: true,
      filename: true,
      message: {
        select: {
          id: true,
          companyId: true,
          conversationId: true,
          type: true,
          status: true,
          createdAt: true,
          channel: { select: channelContextSelect },
        },
      },
    },
  });
  if (!row || row.state !== "pending") return;
  const { message } = row;
  const { companyId } = message;
  const fail = async (error: string) => {
    await settle(row.id, message, { error });
  };
  const context = channelContext(message.channel);
  if (!context) return fail("channels.providerErrors.tokenInvalid");

  let download;
  try {
    download = await providerFor(message.channel.provider, context).media.downloadMedia({
      mediaId: row.providerMediaId,
      url: row.providerUrl,
    });
  } catch (error) {
    if (error instanceof ProviderError && error.kind === "permanent") {
      logger.warn({ messageMediaId, reason: error.reasonKey, err: error.summary }, "inbound media not fetched");
      return fail(`channels.providerErrors.${error.reasonKey}`);
    }
    throw error;
  }

  const name = inboundFileName(
    { filename: download.filename ?? row.filename, mimeType: download.mimeType ?? row.mimeType },
    context.kind,
    message.type,
    message.createdAt,
  );
  const { quotaBytes, usedBytes } = await storageQuotaOf(companyId);
  const freeBytes = Math.max(0, quotaBytes - usedBytes);
  const staged = await stageFile({
    companyId,
    name,
    stream: download.stream,
    limits: { maxFileBytes: mediaMaxFileBytes(), freeBytes, quotaBytes, usedBytes },
  });
  if ("refused" in staged) return fail(staged.refused.messageKey);

  // No default folder fits a customer's file (they are by purpose: marketing, branding…): none.
  const committed = await commitStagedFiles({
    companyId,
    uploadedById: null,
    staged: [staged.staged],
    quotaBytes,
    folderId: null,
    tags: [],
  });
  const fileId = committed.accepted[0];
  if (!fileId) return fail(committed.refused[0]?.messageKey ?? "api.errors.MEDIA_QUOTA_EXCEEDED");
  const won = await settle(row.id, message, { fileId, mimeType: staged.staged.mimeType, filename: name });
  if (!won) {
    // Another run stored it first (the job ran twice at once): this copy goes again.
    await db.$transaction(async (tx) => {
      await tx.mediaFile.deleteMany({ where: { id: fileId, companyId } });
      await tx.storedFile.deleteMany({ where: { companyId, key: staged.staged.key } });
    });
    await deleteStaged([staged.staged]);
  }
}

/** Moves a pending row to stored or failed, with message.updated; false when it was not pending any more. */
async function settle(
  id: string,
  message: { id: string; companyId: string; conversationId: string; status: string },
  outcome: { fileId: string; mimeType: string; filename: string } | { error: string },
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.messageMedia.updateMany({
      where: { id, state: "pending" },
      data:
        "fileId" in outcome
          ? {
              state: "stored",
              fileId: outcome.fileId,
              mimeType: outcome.mimeType,
              filename: outcome.filename,
              error: null,
            }
          : { state: "failed", error: outcome.error.slice(0, 500) },
    });
    if (count === 0) return false;
    await appendEvent(tx, {
      companyId: message.companyId,
      kind: "message.updated",
      // The status is unchanged: `media` says a file arrived (or failed to), which the inbox reads anew.
      data: { conversationId: message.conversationId, messageId: message.id, status: message.status, media: true },
    });
    return true;
  });
}
