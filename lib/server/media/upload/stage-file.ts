import "server-only";
import { AppError, type ErrorCode } from "@/lib/server/errors";
import { sniffMedia, SNIFF_BYTES, type SniffedMedia } from "@/lib/server/media/bytes/sniff";
import { mediaStorageKey, newMediaId } from "@/lib/server/media/media-keys";
import { countedBody, joinHead, readHead } from "@/lib/server/media/upload/counted-body";
import { getStorage } from "@/lib/server/storage/get-storage";

// One uploaded file, from its stream to storage: what it is is decided by its first bytes, and its
// bytes go straight to the storage driver, counted on the way, so a file past its limit (the
// per-file size or what is left of the quota) stops there and leaves nothing behind. Nothing is
// written to the database here: the files of a request are recorded together (commit-files.ts).

/** A file stored under its key, not yet recorded. */
export type StagedFile = SniffedMedia & { id: string; key: string; name: string; size: number };

/** Why a file was refused, before translation: figures in bytes are formatted for the reader. */
export type UploadRefusal = {
  name: string;
  code: ErrorCode;
  messageKey: string;
  bytes?: Record<string, number>;
  values?: Record<string, number>;
};

export type StageLimits = {
  /** MEDIA_MAX_FILE_MB in bytes. */
  maxFileBytes: number;
  /** What is left of the quota for this file (the request's earlier files already counted). */
  freeBytes: number;
  /** For the quota refusal's message. */
  quotaBytes: number;
  usedBytes: number;
};

export async function stageFile({
  companyId,
  name,
  stream,
  limits,
}: {
  companyId: string;
  name: string;
  stream: ReadableStream<Uint8Array>;
  limits: StageLimits;
}): Promise<{ staged: StagedFile } | { refused: UploadRefusal }> {
  const reader = stream.getReader();
  const head = await readHead(reader, SNIFF_BYTES).catch((error: unknown) => {
    throw brokenBody(error);
  });
  if (head.size === 0)
    return { refused: { name, code: "VALIDATION_ERROR", messageKey: "api.errors.MEDIA_EMPTY_FILE" } };
  const sniffed = await sniffMedia(joinHead(head.chunks, SNIFF_BYTES), name);
  if (!sniffed) {
    await reader.cancel().catch(() => undefined);
    return { refused: { name, code: "UNSUPPORTED_MEDIA_TYPE", messageKey: "api.errors.MEDIA_TYPE_REFUSED" } };
  }

  const byQuota = limits.freeBytes < limits.maxFileBytes;
  const body = countedBody(head.chunks, reader, Math.max(0, byQuota ? limits.freeBytes : limits.maxFileBytes));
  const id = newMediaId();
  const key = mediaStorageKey(companyId, id, sniffed.extension);
  try {
    await getStorage().putStream(key, body.stream, sniffed.mimeType);
  } catch (error) {
    if (body.sourceFailed) throw brokenBody(error);
    if (!body.overLimit) throw error;
    // Past its limit: the driver dropped what it had written (putStream's contract).
    return { refused: byQuota ? quotaRefusal(name, limits) : sizeRefusal(name, limits.maxFileBytes) };
  }
  return { staged: { ...sniffed, id, key, name, size: body.size } };
}

/** The request's body broke off or was malformed in the middle of a file: the whole request is a 400. */
const brokenBody = (cause: unknown) => new AppError("VALIDATION_ERROR", { cause });

export const sizeRefusal = (name: string, maxFileBytes: number): UploadRefusal => ({
  name,
  code: "PAYLOAD_TOO_LARGE",
  messageKey: "api.errors.MEDIA_FILE_TOO_LARGE",
  bytes: { limit: maxFileBytes },
});

export const quotaRefusal = (
  name: string,
  { quotaBytes, usedBytes, freeBytes }: Pick<StageLimits, "quotaBytes" | "usedBytes" | "freeBytes">,
): UploadRefusal => ({
  name,
  code: "PAYLOAD_TOO_LARGE",
  messageKey: "api.errors.MEDIA_QUOTA_EXCEEDED",
  bytes: { used: usedBytes, quota: quotaBytes, free: Math.max(0, freeBytes) },
});
