import "server-only";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { swapAvatarUrl } from "@/lib/server/files/avatar-url";
import { clearFile, deleteFiles, replaceFile, type FileOwner } from "@/lib/server/files/files";
import { NORMALIZED_IMAGE_TYPE, normalizeImage } from "@/lib/server/images/normalize-image";

// A user's own photo (issue 6): normalised to a 256 px WebP and kept by the file service
// (lib/server/files), which serves it at User.avatarUrl, /api/v1/files/{id}, to the users of the
// same company (team lists show each other's photos).

type Ids = { companyId: string; userId: string };

const ownerOf = ({ companyId, userId }: Ids): FileOwner => ({ kind: "avatar", companyId, ownerId: userId });

/** Stores a new photo and points the user at it; the old file goes. Answers the new URL. */
export async function setUserAvatar({ companyId, userId, bytes }: Ids & { bytes: Uint8Array }): Promise<string> {
  const webp = await normalizeImage(bytes, { field: "avatar" });
  return replaceFile(ownerOf({ companyId, userId }), { bytes: webp, contentType: NORMALIZED_IMAGE_TYPE }, (next) =>
    swapUserAvatarUrl({ companyId, userId }, next),
  );
}

/** Clears the photo and deletes its file. Clearing an absent photo is fine. */
export async function removeUserAvatar({ companyId, userId }: Ids): Promise<void> {
  await clearFile(ownerOf({ companyId, userId }), (next) => swapUserAvatarUrl({ companyId, userId }, next));
}

/** Deletes the file of a user's avatar URL (read before the row changed or went). */
export async function deleteAvatarFile({ companyId, userId, url }: Ids & { url: string | null }): Promise<void> {
  await deleteFiles(ownerOf({ companyId, userId }), [url]);
}

function swapUserAvatarUrl({ companyId, userId }: Ids, next: string | null) {
  return swapAvatarUrl(db.user, { id: userId, companyId }, next, () => notFound());
}
