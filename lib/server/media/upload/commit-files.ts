import "server-only";
import { checkUsageAlertsLater } from "@/lib/server/billing/usage-alerts";
import { db } from "@/lib/server/db";
import { enqueue, prepareJobs } from "@/lib/server/jobs/enqueue";
import { logger } from "@/lib/server/logger";
import { mediaSearchColumns } from "@/lib/server/media/media-search-text";
import { lockCompanyStorage, usedStorageIn } from "@/lib/server/media/storage-quota";
import { quotaRefusal, type StagedFile, type UploadRefusal } from "@/lib/server/media/upload/stage-file";
import { getStorage } from "@/lib/server/storage/get-storage";

/**
 * Records stored files: for each, its MediaFile row, its StoredFile ledger entry and its
 * `media-process` job (thumbnail, metadata), in one transaction holding the company's storage
 * lock, which re-checks the quota against the ledger as it is now. Of uploads racing for the last
 * of the quota, the ones that no longer fit are refused here (413) and their bytes deleted, so the
 * ledger never passes the quota. Answers the recorded ids (in order) and the refusals.
 */
export async function commitStagedFiles({
  companyId,
  uploadedById,
  staged,
  quotaBytes,
  folderId = null,
  tags = [],
  createdAt,
}: {
  companyId: string;
  uploadedById: string | null;
  staged: readonly StagedFile[];
  quotaBytes: number;
  folderId?: string | null;
  tags?: string[];
  /** The seed's back-dated files; otherwise now. */
  createdAt?: Date;
}): Promise<{ accepted: string[]; refused: UploadRefusal[] }> {
  const accepted: string[] = [];
  const refused: UploadRefusal[] = [];
  const dropped: StagedFile[] = [];
  if (staged.length === 0) return { accepted, refused };
  await prepareJobs();
  try {
    await db.$transaction(async (tx) => {
      await lockCompanyStorage(tx, companyId);
      let used = await usedStorageIn(tx, companyId);
      for (const file of staged) {
        if (used + file.size > quotaBytes) {
          refused.push(quotaRefusal(file.name, { quotaBytes, usedBytes: used, freeBytes: quotaBytes - used }));
          dropped.push(file);
          continue;
        }
        await tx.mediaFile.create({
          data: {
            id: file.id,
            companyId,
            uploadedById,
            folderId,
            name: file.name,
            type: file.type,
            mimeType: file.mimeType,
            sizeBytes: file.size,
            storageKey: file.key,
            tags,
            ...mediaSearchColumns({ name: file.name, tags }),
            ...(createdAt ? { createdAt } : {}),
          },
        });
        await tx.storedFile.create({ data: { companyId, key: file.key, sizeBytes: file.size } });
        await enqueue("media-process", { fileId: file.id }, { tx });
        accepted.push(file.id);
        used += file.size;
      }
    });
  } catch (error) {
    await deleteStaged(staged);
    throw error;
  }
  await deleteStaged(dropped);
  if (accepted.length > 0) await checkUsageAlertsLater(companyId);
  return { accepted, refused };
}

/** Removes stored files that will not be recorded; a failure is logged (nothing points at them). */
export async function deleteStaged(files: readonly StagedFile[]): Promise<void> {
  for (const file of files) {
    await getStorage()
      .delete(file.key)
      .catch((error: unknown) => logger.warn({ key: file.key, err: error }, "staged media file could not be deleted"));
  }
}
