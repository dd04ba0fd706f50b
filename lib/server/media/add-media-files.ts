import "server-only";
import { db } from "@/lib/server/db";
import { ensureDefaultFolders } from "@/lib/server/media/folders/default-folders";
import { storageQuotaOf } from "@/lib/server/media/storage-quota";
import { commitStagedFiles } from "@/lib/server/media/upload/commit-files";
import { stageFile } from "@/lib/server/media/upload/stage-file";

/** A file to add from memory (the demo library), as if uploaded by `uploadedById` on `createdAt`. */
export type FileToAdd = {
  name: string;
  bytes: Uint8Array;
  /** A default folder's systemKey ("marketing", …), or null for none. */
  folder: string | null;
  tags: string[];
  createdAt: Date;
  downloads: number;
  uploadedById: string | null;
};

/**
 * Adds files held in memory to a company's library through the upload's own steps (sniffed,
 * stored, recorded with their ledger entries and `media-process` jobs, within the quota), so the
 * demo library is as real as an uploaded one. Throws if one is refused. Answers how many were added.
 */
export async function addMediaFiles({ companyId, files }: { companyId: string; files: readonly FileToAdd[] }) {
  await ensureDefaultFolders(companyId);
  const folders = await db.mediaFolder.findMany({
    where: { companyId, systemKey: { not: null } },
    select: { id: true, systemKey: true },
  });
  const folderOf = new Map(folders.map((folder) => [folder.systemKey, folder.id]));
  let added = 0;
  for (const file of files) {
    const { quotaBytes, usedBytes } = await storageQuotaOf(companyId);
    const stream = new Blob([file.bytes as BlobPart]).stream();
    const freeBytes = quotaBytes - usedBytes;
    const result = await stageFile({
      companyId,
      name: file.name,
      stream,
      limits: { maxFileBytes: freeBytes, freeBytes, quotaBytes, usedBytes },
    });
    if ("refused" in result) throw new Error(`${file.name}: refused (${result.refused.messageKey})`);
    const { accepted } = await commitStagedFiles({
      companyId,
      uploadedById: file.uploadedById,
      staged: [result.staged],
      quotaBytes,
      folderId: (file.folder && folderOf.get(file.folder)) ?? null,
      tags: file.tags,
      createdAt: file.createdAt,
    });
    if (accepted.length !== 1) throw new Error(`${file.name}: over the storage quota`);
    if (file.downloads > 0) {
      await db.mediaFile.update({ where: { id: accepted[0] }, data: { downloads: file.downloads } });
    }
    added++;
  }
  return added;
}
