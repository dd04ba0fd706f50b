import "server-only";
import { formatBytes } from "@/lib/billing/usage-figures";
import { createFormatter } from "@/lib/format";
import type { Locale } from "@/lib/i18n/config";
import type { MediaRejection, MediaUploadResult } from "@/lib/media/types";
import { MEDIA_MAX_FILES_PER_UPLOAD, uploadMediaFieldsSchema } from "@/lib/validation/media";
import { getEnv } from "@/lib/server/env";
import { AppError } from "@/lib/server/errors";
import type { Translate } from "@/lib/server/i18n";
import { readMultipart } from "@/lib/server/media/bytes/multipart";
import { assertFolderOfCompany } from "@/lib/server/media/folders/folder-of-company";
import type { MediaActor } from "@/lib/server/media/media-actor";
import { mediaFilesJson } from "@/lib/server/media/media-json";
import { storageQuotaOf } from "@/lib/server/media/storage-quota";
import { commitStagedFiles, deleteStaged } from "@/lib/server/media/upload/commit-files";
import { stageFile, type StagedFile, type UploadRefusal } from "@/lib/server/media/upload/stage-file";
import { uploadFileName } from "@/lib/server/media/upload/upload-file-name";

/** Headers, boundaries and the batch fields of a multipart body: what its length holds besides files. */
const MULTIPART_SLACK_BYTES = 64 * 1024;
/** The longest text field (`tags`: 30 tags of 50 characters, in UTF-8). */
const MAX_FIELD_BYTES = 8 * 1024;

export const mediaMaxFileBytes = () => getEnv().MEDIA_MAX_FILE_MB * 1024 * 1024;

/**
 * POST /api/v1/media: a multipart body of `file` parts and the batch's `folderId` and `tags`
 * (before or after the files: they apply to every accepted file). Each file streams to storage
 * (never held in memory) and is judged alone: empty (400), not an allowed type by its bytes (415),
 * past MEDIA_MAX_FILE_MB or what is left of the quota (413) → `rejected`, the others go on. The
 * quota is what was free when the request started, and is checked again when the files are
 * recorded, under a lock (commit-files.ts). Refused for the whole request, with nothing kept: not
 * multipart (415), a Content-Length that alone passes the free quota (413, before reading), more
 * than MEDIA_MAX_FILES_PER_UPLOAD files (413), a malformed body (400), no file at all (400), a bad
 * `folderId` (404) or `tags` (400).
 */
export async function uploadMedia({
  actor,
  request,
  locale,
  t,
}: {
  actor: MediaActor;
  request: Request;
  locale: Locale;
  t: Translate;
}): Promise<MediaUploadResult> {
  const { companyId } = actor;
  const bytes = (value: number) => formatBytes(value, createFormatter({ locale }).number);
  if (!/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "")) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", { messageKey: "api.errors.MEDIA_NOT_MULTIPART" });
  }
  const { quotaBytes, usedBytes } = await storageQuotaOf(companyId);
  const freeBytes = Math.max(0, quotaBytes - usedBytes);
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared - MULTIPART_SLACK_BYTES > freeBytes) {
    throw new AppError("PAYLOAD_TOO_LARGE", {
      messageKey: "api.errors.MEDIA_UPLOAD_OVER_QUOTA",
      values: { size: bytes(declared), free: bytes(freeBytes), quota: bytes(quotaBytes) },
    });
  }

  const maxFileBytes = mediaMaxFileBytes();
  const staged: StagedFile[] = [];
  const refused: UploadRefusal[] = [];
  const fields: Record<string, string> = {};
  let stagedBytes = 0;
  let folderId: string | null | undefined;
  let tags: string[] | undefined;
  try {
    const parts = readMultipart(request, { maxFiles: MEDIA_MAX_FILES_PER_UPLOAD, maxFieldBytes: MAX_FIELD_BYTES });
    for await (const part of parts) {
      if (part.kind === "field") {
        fields[part.name] = part.value;
        continue;
      }
      const result = await stageFile({
        companyId,
        name: uploadFileName(part.fileName),
        stream: part.stream,
        limits: { maxFileBytes, freeBytes: freeBytes - stagedBytes, quotaBytes, usedBytes: usedBytes + stagedBytes },
      });
      if ("refused" in result) {
        refused.push(result.refused);
      } else {
        staged.push(result.staged);
        stagedBytes += result.staged.size;
      }
    }
    if (staged.length + refused.length === 0) {
      throw new AppError("VALIDATION_ERROR", {
        messageKey: "api.errors.MEDIA_NO_FILES",
        fieldErrors: [{ field: "file", key: "api.errors.MEDIA_NO_FILES" }],
      });
    }
    ({ folderId, tags } = uploadMediaFieldsSchema.parse({
      folderId: fields.folderId || undefined,
      tags: fields.tags,
    }));
    await assertFolderOfCompany(companyId, folderId);
  } catch (error) {
    await deleteStaged(staged);
    if (
      error instanceof AppError &&
      error.code === "PAYLOAD_TOO_LARGE" &&
      error.messageKey === "api.errors.PAYLOAD_TOO_LARGE"
    ) {
      // The multipart reader's limits: the number of files, or a text field's length.
      throw staged.length + refused.length >= MEDIA_MAX_FILES_PER_UPLOAD
        ? new AppError("PAYLOAD_TOO_LARGE", {
            messageKey: "api.errors.MEDIA_TOO_MANY_FILES",
            values: { max: MEDIA_MAX_FILES_PER_UPLOAD },
          })
        : new AppError("PAYLOAD_TOO_LARGE", { values: { limit: bytes(MAX_FIELD_BYTES) } });
    }
    throw error;
  }

  const committed = await commitStagedFiles({
    companyId,
    uploadedById: actor.userId,
    staged,
    quotaBytes,
    folderId,
    tags,
  });
  const files = await mediaFilesJson(companyId, committed.accepted);
  const order = new Map(committed.accepted.map((id, index) => [id, index]));
  files.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const rejected: MediaRejection[] = [...refused, ...committed.refused].map((refusal) => ({
    name: refusal.name,
    code: refusal.code,
    message: t(refusal.messageKey, {
      ...refusal.values,
      ...Object.fromEntries(Object.entries(refusal.bytes ?? {}).map(([key, value]) => [key, bytes(value)])),
    }),
  }));
  return { files, rejected };
}
