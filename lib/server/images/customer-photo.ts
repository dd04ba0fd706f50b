import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/server/db";
import { toCustomerJson } from "@/lib/server/customers/customer-json";
import { getCustomerOrThrow } from "@/lib/server/customers/get-customer-or-throw";
import { AppError, notFound } from "@/lib/server/errors";
import { NORMALIZED_IMAGE_EXTENSION, NORMALIZED_IMAGE_TYPE, normalizeImage } from "@/lib/server/images/normalize-image";
import { trackStoredFile, untrackStoredFile } from "@/lib/server/billing/stored-files";
import { logger } from "@/lib/server/logger";
import { getStorage } from "@/lib/server/storage/get-storage";
import type { StoredObject } from "@/lib/server/storage/storage";

// A customer's photo (issue 5). The file lives in storage under
// customers/<companyId>/<customerId>/<random>.webp and Customer.avatarUrl holds the app path that
// serves it, /api/v1/files/customers/<customerId>/<random>.webp (relative, so it survives a
// change of APP_URL). A random name per upload means a new photo is a new URL, so the file can
// be cached forever. PostgreSQL stays the source of truth: the row changes first, then the old
// file goes; a failed delete leaves an unreachable file, never a broken photo.
//
// Deleting a customer: call deleteCustomerPhotoFiles with the rows' avatarUrl read before the
// delete. Until the delete services do that, such files stay in storage but can no longer be
// served (the file route requires the customer row and its current avatarUrl).

const FILE_URL_PREFIX = "/api/v1/files/customers/";
/** The name of a stored photo: 128 random bits, hex. */
export const CUSTOMER_PHOTO_FILE_PATTERN = /^[0-9a-f]{32}\.webp$/;
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const SWAP_ATTEMPTS = 5;

type Ids = { companyId: string; customerId: string };

export const customerPhotoKey = ({ companyId, customerId }: Ids, file: string) =>
  `customers/${companyId}/${customerId}/${file}`;

export const customerPhotoUrl = (customerId: string, file: string) => `${FILE_URL_PREFIX}${customerId}/${file}`;

/** The stored file behind one of our photo URLs; null for anything else (an external URL). */
export function parseCustomerPhotoUrl(url: string | null | undefined): { customerId: string; file: string } | null {
  if (!url?.startsWith(FILE_URL_PREFIX)) return null;
  const [customerId = "", file = "", ...rest] = url.slice(FILE_URL_PREFIX.length).split("/");
  if (rest.length || !ID_PATTERN.test(customerId) || !CUSTOMER_PHOTO_FILE_PATTERN.test(file)) return null;
  return { customerId, file };
}

/** Stores a new photo (normalised to a 256 px WebP) and points the customer at it; the old file goes. */
export async function setCustomerPhoto({ companyId, customerId, bytes }: Ids & { bytes: Uint8Array }) {
  await getCustomerOrThrow({ companyId, id: customerId });
  const webp = await normalizeImage(bytes, { field: "photo" });
  const file = `${randomBytes(16).toString("hex")}.${NORMALIZED_IMAGE_EXTENSION}`;
  const key = customerPhotoKey({ companyId, customerId }, file);
  const storage = getStorage();
  await storage.put(key, webp, NORMALIZED_IMAGE_TYPE);
  await trackStoredFile({ companyId, key, sizeBytes: webp.byteLength });
  let previous: string | null;
  try {
    previous = await swapAvatarUrl({ companyId, customerId }, customerPhotoUrl(customerId, file));
  } catch (error) {
    await deleteQuietly(key);
    throw error;
  }
  await deleteCustomerPhotoFiles(companyId, [{ id: customerId, avatarUrl: previous }]);
  return readCustomerJson({ companyId, customerId });
}

/** Clears the customer's photo and deletes its file. Clearing an absent photo is fine (200). */
export async function removeCustomerPhoto({ companyId, customerId }: Ids) {
  const previous = await swapAvatarUrl({ companyId, customerId }, null);
  await deleteCustomerPhotoFiles(companyId, [{ id: customerId, avatarUrl: previous }]);
  return readCustomerJson({ companyId, customerId });
}

/**
 * The bytes behind a photo URL, for the caller's company only, and only while it is the
 * customer's current photo: another company's customer, a replaced photo, a deleted customer
 * or a name we never issued are all the same 404.
 */
export async function readCustomerPhoto({
  companyId,
  customerId,
  file,
}: Ids & { file: string }): Promise<StoredObject> {
  const missing = () => notFound("api.errors.FILE_NOT_FOUND");
  if (!ID_PATTERN.test(customerId) || !CUSTOMER_PHOTO_FILE_PATTERN.test(file)) throw missing();
  const customer = await db.customer.findFirst({ where: { id: customerId, companyId }, select: { avatarUrl: true } });
  if (customer?.avatarUrl !== customerPhotoUrl(customerId, file)) throw missing();
  const stored = await getStorage().get(customerPhotoKey({ companyId, customerId }, file));
  if (!stored) throw missing();
  return stored;
}

/**
 * Deletes the stored files of these customers' photos (rows as read before they change or go).
 * Storage failures are logged, not thrown: the database no longer points at the file.
 */
export async function deleteCustomerPhotoFiles(
  companyId: string,
  customers: { id: string; avatarUrl: string | null }[],
): Promise<void> {
  for (const customer of customers) {
    const photo = parseCustomerPhotoUrl(customer.avatarUrl);
    if (!photo || photo.customerId !== customer.id) continue;
    await deleteQuietly(customerPhotoKey({ companyId, customerId: customer.id }, photo.file));
  }
}

/**
 * Sets avatarUrl only if it still holds what we read (compare-and-swap), so two uploads racing
 * each other both see the file they replace, and neither leaves an orphan behind.
 * Answers the previous value.
 */
async function swapAvatarUrl({ companyId, customerId }: Ids, next: string | null): Promise<string | null> {
  for (let attempt = 0; attempt < SWAP_ATTEMPTS; attempt++) {
    const current = await db.customer.findFirst({
      where: { id: customerId, companyId },
      select: { avatarUrl: true },
    });
    if (!current) throw notFound("api.errors.CUSTOMER_NOT_FOUND");
    const { count } = await db.customer.updateMany({
      where: { id: customerId, companyId, avatarUrl: current.avatarUrl },
      data: { avatarUrl: next },
    });
    if (count === 1) return current.avatarUrl;
  }
  throw new AppError("CONFLICT");
}

async function readCustomerJson({ companyId, customerId }: Ids) {
  return toCustomerJson(await getCustomerOrThrow({ companyId, id: customerId }));
}

async function deleteQuietly(key: string) {
  try {
    await getStorage().delete(key);
    await untrackStoredFile(key);
  } catch (error) {
    logger.warn({ key, err: error }, "stored file could not be deleted");
  }
}
