import "server-only";
import { db } from "@/lib/server/db";
import { folderNotFound } from "@/lib/server/media/media-errors";

/**
 * Deletes one of the company's folders; its files stay, in no folder (the foreign key sets them
 * free). Answers how many files it held.
 */
export async function deleteFolder({ companyId, id }: { companyId: string; id: string }) {
  return db.$transaction(async (tx) => {
    const files = await tx.mediaFile.count({ where: { companyId, folderId: id } });
    const { count } = await tx.mediaFolder.deleteMany({ where: { id, companyId } });
    if (count === 0) throw folderNotFound();
    return { id, unfiled: files };
  });
}
