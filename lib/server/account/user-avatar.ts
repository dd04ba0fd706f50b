import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/server/errors";
import { NORMALIZED_IMAGE_EXTENSION, NORMALIZED_IMAGE_TYPE, normalizeImage } from "@/lib/server/images/normalize-image";
import { trackStoredFile, untrackStoredFile } from "@/lib/server/billing/stored-files";
import { logger } from "@/lib/server/logger";
import { getStorage } from "@/lib/server/storage/get-storage";
import type { StoredObject } from "@/lib/server/storage/storage";

// A user's own photo (issue 6), built like the customer photo (lib/server/images/customer-photo.ts):
// normalised to a 256 px WebP, stored under avatars/<companyId>/<userId>/<random>.webp, and
// User.avatarUrl holds the app path that serves it, /api/v1/account/avatar/<userId>/<random>.webp.
// A new photo is a new URL (cacheable forever); the row changes first, then the old file goes.

const FILE_URL_PREFIX = "/api/v1/account/avatar/";
/** The name of a stored avatar: 128 random bits, hex. */
export const AVATAR_FILE_PATTERN = /^[0-9a-f]{32}\.webp$/;
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const SWAP_ATTEMPTS = 5;

type Ids = { companyId: string; userId: string };

const avatarKey = ({ companyId, userId }: Ids, file: string) => `avatars/${companyId}/${userId}/${file}`;

export const avatarUrl = (userId: string, file: string) => `${FILE_URL_PREFIX}${userId}/${file}`;

/** The stored file behind one of our avatar URLs; null for anything else. */
export function parseAvatarUrl(url: string | null | undefined): { userId: string; file: string } | null {
  if (!url?.startsWith(FILE_URL_PREFIX)) return null;
  const [userId = "", file = "", ...rest] = url.slice(FILE_URL_PREFIX.length).split("/");
  if (rest.length || !ID_PATTERN.test(userId) || !AVATAR_FILE_PATTERN.test(file)) return null;
  return { userId, file };
}

/** Stores a new photo and points the user at it; the old file goes. Answers the new URL. */
export async function setUserAvatar({ companyId, userId, bytes }: Ids & { bytes: Uint8Array }): Promise<string> {
  const webp = await normalizeImage(bytes, { field: "avatar" });
  const file = `${randomBytes(16).toString("hex")}.${NORMALIZED_IMAGE_EXTENSION}`;
  const key = avatarKey({ companyId, userId }, file);
  await getStorage().put(key, webp, NORMALIZED_IMAGE_TYPE);
  await trackStoredFile({ companyId, key, sizeBytes: webp.byteLength });
  const url = avatarUrl(userId, file);
  let previous: string | null;
  try {
    previous = await swapAvatarUrl({ companyId, userId }, url);
  } catch (error) {
    await deleteQuietly(key);
    throw error;
  }
  await deleteAvatarFile({ companyId, userId, url: previous });
  return url;
}

/** Clears the photo and deletes its file. Clearing an absent photo is fine. */
export async function removeUserAvatar({ companyId, userId }: Ids): Promise<void> {
  const previous = await swapAvatarUrl({ companyId, userId }, null);
  await deleteAvatarFile({ companyId, userId, url: previous });
}

/**
 * The bytes behind an avatar URL, for signed-in users of the same company only (team lists show
 * each other's photos), and only while it is the user's current photo: anything else is a 404.
 */
export async function readUserAvatar({ companyId, userId, file }: Ids & { file: string }): Promise<StoredObject> {
  const missing = () => notFound("api.errors.FILE_NOT_FOUND");
  if (!ID_PATTERN.test(userId) || !AVATAR_FILE_PATTERN.test(file)) throw missing();
  const user = await db.user.findFirst({ where: { id: userId, companyId }, select: { avatarUrl: true } });
  if (user?.avatarUrl !== avatarUrl(userId, file)) throw missing();
  const stored = await getStorage().get(avatarKey({ companyId, userId }, file));
  if (!stored) throw missing();
  return stored;
}

/** Deletes the stored file of an avatar URL we issued (read before the row changed or went). */
export async function deleteAvatarFile({ companyId, userId, url }: Ids & { url: string | null }): Promise<void> {
  const avatar = parseAvatarUrl(url);
  if (!avatar || avatar.userId !== userId) return;
  await deleteQuietly(avatarKey({ companyId, userId }, avatar.file));
}

/** Sets avatarUrl only if it still holds what we read (compare-and-swap); answers the previous value. */
async function swapAvatarUrl({ companyId, userId }: Ids, next: string | null): Promise<string | null> {
  for (let attempt = 0; attempt < SWAP_ATTEMPTS; attempt++) {
    const current = await db.user.findFirst({ where: { id: userId, companyId }, select: { avatarUrl: true } });
    if (!current) throw notFound();
    const { count } = await db.user.updateMany({
      where: { id: userId, companyId, avatarUrl: current.avatarUrl },
      data: { avatarUrl: next },
    });
    if (count === 1) return current.avatarUrl;
  }
  throw new AppError("CONFLICT");
}

async function deleteQuietly(key: string) {
  try {
    await getStorage().delete(key);
    await untrackStoredFile(key);
  } catch (error) {
    logger.warn({ key, err: error }, "stored file could not be deleted");
  }
}
