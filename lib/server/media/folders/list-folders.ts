import "server-only";
import type { MediaFolder } from "@/lib/media/types";
import { MEDIA_DEFAULT_FOLDERS } from "@/lib/validation/media";
import { db } from "@/lib/server/db";
import { ensureDefaultFolders } from "@/lib/server/media/folders/default-folders";

const DEFAULT_ORDER: readonly string[] = MEDIA_DEFAULT_FOLDERS.map((folder) => folder.systemKey);

export const FOLDER_SELECT = { id: true, name: true, color: true, systemKey: true } as const;

/**
 * The company's folders with how many files each holds: the defaults first in spec order, then
 * the company's own in Turkish name order.
 */
export async function listFolders({ companyId }: { companyId: string }): Promise<MediaFolder[]> {
  await ensureDefaultFolders(companyId);
  const [folders, counts] = await Promise.all([
    db.mediaFolder.findMany({ where: { companyId }, select: FOLDER_SELECT }),
    db.mediaFile.groupBy({ by: ["folderId"], where: { companyId, folderId: { not: null } }, _count: { _all: true } }),
  ]);
  const countOf = new Map(counts.map((group) => [group.folderId, group._count._all]));
  const rank = (folder: { systemKey: string | null }) => {
    const index = folder.systemKey ? DEFAULT_ORDER.indexOf(folder.systemKey) : -1;
    return index < 0 ? DEFAULT_ORDER.length : index;
  };
  return folders
    .map((folder) => ({ ...folder, count: countOf.get(folder.id) ?? 0 }))
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, "tr"));
}
