import "server-only";
import { db } from "@/lib/server/db";
import { enqueue, prepareJobs } from "@/lib/server/jobs/enqueue";
import { companyFilesOrThrow } from "@/lib/server/media/company-files";
import { assertMayOnFiles, DELETE_ACTIONS, type MediaActor } from "@/lib/server/media/media-actor";
import { mediaInUse, scheduledUses } from "@/lib/server/media/media-in-use";
import { mediaInUseConflict, mediaNotFound } from "@/lib/server/media/media-errors";
import { mediaThumbnailKey } from "@/lib/server/media/media-keys";

/**
 * Deletes the company's files `ids`, all or none: another company's id → 404, someone else's file
 * without `media.deleteOthers` → 403, a file something scheduled needs → 409. The rows (with their
 * share links, which stop answering at once) and their ledger entries go in one transaction, so
 * the quota frees up immediately; the bytes and thumbnails are removed by a `media-purge` job
 * committed with them, retried until storage has done it.
 */
export async function deleteMedia({ actor, ids }: { actor: MediaActor; ids: readonly string[] }) {
  const { companyId } = actor;
  const files = await companyFilesOrThrow(companyId, ids);
  assertMayOnFiles(actor, files, DELETE_ACTIONS);
  const blocked = scheduledUses(await mediaInUse({ companyId, fileIds: files.map((file) => file.id) }));
  if (blocked > 0) throw mediaInUseConflict(blocked);

  const fileIds = files.map((file) => file.id);
  const keys = files.flatMap((file) => [file.storageKey, file.thumbnailKey ?? mediaThumbnailKey(companyId, file.id)]);
  await prepareJobs();
  await db.$transaction(async (tx) => {
    const { count } = await tx.mediaFile.deleteMany({ where: { companyId, id: { in: fileIds } } });
    // Deleted meanwhile by someone else: the whole action answers as if it had not been found.
    if (count !== fileIds.length) throw mediaNotFound();
    await tx.storedFile.deleteMany({ where: { companyId, key: { in: files.map((file) => file.storageKey) } } });
    await enqueue("media-purge", { keys }, { tx });
  });
  return { count: fileIds.length };
}
