import "server-only";
import { foldTurkish } from "@/lib/customers/search-text";
import { MEDIA_DEFAULT_FOLDERS } from "@/lib/validation/media";
import { db } from "@/lib/server/db";

/**
 * Makes spec 02 §3's six folders for the company, once: on the library's first read rather than
 * at sign-up, so every company has them, old ones included. The company row remembers it
 * (`mediaFoldersCreatedAt`), so deleting them does not bring them back; claiming that flag with a
 * conditional UPDATE makes two first reads at once create them once.
 */
export async function ensureDefaultFolders(companyId: string): Promise<void> {
  const company = await db.company.findUnique({ where: { id: companyId }, select: { mediaFoldersCreatedAt: true } });
  if (!company || company.mediaFoldersCreatedAt) return;
  await db.$transaction(async (tx) => {
    const claimed = await tx.$executeRaw`
      UPDATE "Company" SET "mediaFoldersCreatedAt" = now() WHERE "id" = ${companyId} AND "mediaFoldersCreatedAt" IS NULL`;
    if (claimed === 0) return;
    await tx.mediaFolder.createMany({
      data: MEDIA_DEFAULT_FOLDERS.map((folder) => ({
        companyId,
        name: folder.name,
        nameKey: folderNameKey(folder.name),
        color: folder.color,
        systemKey: folder.systemKey,
      })),
      // A company that made a "Marketing" of its own before keeps it.
      skipDuplicates: true,
    });
  });
}

/** A folder name as its uniqueness sees it: Turkish-folded, case- and accent-insensitive. */
export const folderNameKey = (name: string) => foldTurkish(name);
