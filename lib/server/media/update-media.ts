import "server-only";
import { can } from "@/lib/permissions";
import type { MediaFile } from "@/lib/media/types";
import type { UpdateMediaInput } from "@/lib/validation/media";
import { db } from "@/lib/server/db";
import { forbidden } from "@/lib/server/errors";
import { companyFilesOrThrow } from "@/lib/server/media/company-files";
import { assertFolderOfCompany } from "@/lib/server/media/folders/folder-of-company";
import { assertMayOnFiles, EDIT_ACTIONS, type MediaActor } from "@/lib/server/media/media-actor";
import { mediaNotFound } from "@/lib/server/media/media-errors";
import { getMedia } from "@/lib/server/media/get-media";
import { mediaSearchColumns } from "@/lib/server/media/media-search-text";

/**
 * Edits one file: name, folder (one of the company's, else 404), tags, and the public flag.
 * Others' files need `media.updateOthers`; changing `isPublic` needs `media.makePublic` (sending
 * it unchanged, as the edit dialog does, is fine). The stored key never changes.
 */
export async function updateMedia({
  actor,
  id,
  input,
}: {
  actor: MediaActor;
  id: string;
  input: UpdateMediaInput;
}): Promise<MediaFile> {
  const { companyId } = actor;
  const [file] = await companyFilesOrThrow(companyId, [id]);
  assertMayOnFiles(actor, [file!], EDIT_ACTIONS);
  if (input.isPublic !== undefined && input.isPublic !== file!.isPublic && !can(actor.role, "media.makePublic")) {
    throw forbidden();
  }
  await assertFolderOfCompany(companyId, input.folderId);
  const name = input.name ?? file!.name;
  const tags = input.tags ?? file!.tags;
  const { count } = await db.mediaFile.updateMany({
    where: { id, companyId },
    data: {
      name,
      tags,
      ...(input.folderId !== undefined ? { folderId: input.folderId } : {}),
      ...(input.isPublic !== undefined ? { isPublic: input.isPublic } : {}),
      ...mediaSearchColumns({ name, tags }),
    },
  });
  if (count === 0) throw mediaNotFound();
  return getMedia({ companyId, id });
}
