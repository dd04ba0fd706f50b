import "server-only";
import type { MediaFolder } from "@/lib/media/types";
import type { MediaFolderInput } from "@/lib/validation/media";
import { db } from "@/lib/server/db";
import { withUniqueConflict } from "@/lib/server/customers/unique-conflicts";
import { ensureDefaultFolders, folderNameKey } from "@/lib/server/media/folders/default-folders";
import { FOLDER_SELECT } from "@/lib/server/media/folders/list-folders";
import { folderNameTaken } from "@/lib/server/media/media-errors";

/** A folder of the company's own; its name is unique in the company, case- and Turkish-insensitively (409). */
export async function createFolder({
  companyId,
  input,
}: {
  companyId: string;
  input: MediaFolderInput;
}): Promise<MediaFolder> {
  // The defaults first, so a new "Marketing" clashes now rather than hiding the default later.
  await ensureDefaultFolders(companyId);
  const folder = await withUniqueConflict(
    () =>
      db.mediaFolder.create({
        data: { companyId, name: input.name, nameKey: folderNameKey(input.name), color: input.color },
        select: FOLDER_SELECT,
      }),
    folderNameTaken,
  );
  return { ...folder, count: 0 };
}
