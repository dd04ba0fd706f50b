import "server-only";
import type { MediaFolder } from "@/lib/media/types";
import type { MediaFolderInput } from "@/lib/validation/media";
import { db } from "@/lib/server/db";
import { withUniqueConflict } from "@/lib/server/customers/unique-conflicts";
import { folderNameKey } from "@/lib/server/media/folders/default-folders";
import { FOLDER_SELECT } from "@/lib/server/media/folders/list-folders";
import { folderNameTaken, folderNotFound } from "@/lib/server/media/media-errors";

/**
 * Renames and/or recolours one of the company's folders (another company's: 404; name taken:
 * 409). A default folder renamed becomes the company's own: it loses its `systemKey`, so the
 * screen shows the new name instead of the translated default.
 */
export async function updateFolder({
  companyId,
  id,
  input,
}: {
  companyId: string;
  id: string;
  input: Partial<MediaFolderInput>;
}): Promise<MediaFolder> {
  const current = await db.mediaFolder.findFirst({ where: { id, companyId }, select: { name: true } });
  if (!current) throw folderNotFound();
  const renamed = input.name !== undefined && input.name !== current.name;
  const folder = await withUniqueConflict(
    () =>
      db.mediaFolder.update({
        where: { id, companyId },
        data: {
          ...(input.color ? { color: input.color } : {}),
          ...(renamed ? { name: input.name, nameKey: folderNameKey(input.name!), systemKey: null } : {}),
        },
        select: { ...FOLDER_SELECT, _count: { select: { files: true } } },
      }),
    folderNameTaken,
  );
  const { _count, ...rest } = folder;
  return { ...rest, count: _count.files };
}
