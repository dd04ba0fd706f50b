import "server-only";
import { MEDIA_MAX_TAGS, type BulkMediaInput } from "@/lib/validation/media";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { companyFilesOrThrow } from "@/lib/server/media/company-files";
import { deleteMedia } from "@/lib/server/media/delete-media";
import { assertFolderOfCompany } from "@/lib/server/media/folders/folder-of-company";
import { assertMayOnFiles, EDIT_ACTIONS, type MediaActor } from "@/lib/server/media/media-actor";
import { mediaNotFound } from "@/lib/server/media/media-errors";
import { mediaSearchColumns } from "@/lib/server/media/media-search-text";

/**
 * Moves, tags or deletes the checked files, all or nothing: one id of another company → 404, one
 * file the caller may not change → 403, and nothing is touched. Tags are added to each file's own
 * (a file would pass MEDIA_MAX_TAGS → 400). Answers how many files were affected.
 */
export async function bulkMedia({ actor, input }: { actor: MediaActor; input: BulkMediaInput }) {
  const { companyId } = actor;
  if (input.action === "delete") return { action: input.action, ...(await deleteMedia({ actor, ids: input.ids })) };

  const files = await companyFilesOrThrow(companyId, input.ids);
  assertMayOnFiles(actor, files, EDIT_ACTIONS);
  if (input.action === "move") {
    const folderId = input.folderId ?? null;
    await assertFolderOfCompany(companyId, folderId);
    const { count } = await db.mediaFile.updateMany({
      where: { companyId, id: { in: files.map((file) => file.id) } },
      data: { folderId },
    });
    if (count !== files.length) throw mediaNotFound();
    return { action: input.action, count };
  }

  const added = input.tags ?? [];
  const updates = files.map((file) => {
    const tags = [...new Set([...file.tags, ...added])];
    if (tags.length > MEDIA_MAX_TAGS) {
      throw new AppError("VALIDATION_ERROR", {
        fieldErrors: [{ field: "tags", key: "validation.tooManyTags" }],
      });
    }
    return { id: file.id, tags, ...mediaSearchColumns({ name: file.name, tags }) };
  });
  await db.$transaction(async (tx) => {
    for (const { id, ...data } of updates) {
      const { count } = await tx.mediaFile.updateMany({ where: { id, companyId }, data });
      if (count === 0) throw mediaNotFound();
    }
  });
  return { action: input.action, count: updates.length };
}
