import "server-only";
import { randomBytes } from "node:crypto";
import { trackStoredFile, untrackStoredFile } from "@/lib/server/billing/stored-files";
import { db } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/server/errors";
import { logger } from "@/lib/server/logger";
import { getStorage } from "@/lib/server/storage/get-storage";
import type { StoredObject } from "@/lib/server/storage/storage";

// The one file service (issue 14): customer photos, avatars and the files of the coming screens
// are stored, replaced, deleted and read here, beside the StoredFile ledger, and served by one
// route, GET /api/v1/files/{id} (app/api/v1/files/[id]/route.ts).
//
// - A file's id is 128 random bits (hex) and its URL is /api/v1/files/{id}: relative, so it
//   survives a change of APP_URL, and new for every upload, so the file can be cached forever.
// - Its storage key is <folder of its kind>/<companyId>/<ownerId>/<id>.<extension>: the owner (a
//   customer, a user) knows where its files are even when the ledger rows are already gone (a
//   company deleted with them).
// - PostgreSQL stays the source of truth: a row points at a file (Customer.avatarUrl, …); it
//   changes first, then the old file goes. A file is readable only while its ledger row exists,
//   and the row goes before the file, so a failed delete leaves an unreachable file, never a
//   broken one.

/**
 * Where each kind of owner keeps its files, and their extension (the local driver serves the
 * content type by it). Adding a kind is adding an entry.
 */
const FILE_KINDS = {
  customerPhoto: { folder: "customers", extension: "webp" },
  avatar: { folder: "avatars", extension: "webp" },
} as const;

export type FileKind = keyof typeof FILE_KINDS;
/** Whose file it is: a kind, the company, and the row it belongs to (a customer, a user). */
export type FileOwner = { kind: FileKind; companyId: string; ownerId: string };

const URL_PREFIX = "/api/v1/files/";
/** A file id: 128 random bits, hex. */
export const FILE_ID_PATTERN = /^[0-9a-f]{32}$/;
const OWNER_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const SWAP_ATTEMPTS = 5;

export const fileUrl = (id: string) => `${URL_PREFIX}${id}`;

/** The id behind one of our file URLs; null for anything else (an external URL, an old path). */
export function fileIdOf(url: string | null | undefined): string | null {
  if (!url?.startsWith(URL_PREFIX)) return null;
  const id = url.slice(URL_PREFIX.length);
  return FILE_ID_PATTERN.test(id) ? id : null;
}

function keyOf({ kind, companyId, ownerId }: FileOwner, id: string): string {
  if (!OWNER_ID_PATTERN.test(ownerId)) throw new Error(`Invalid file owner id: ${JSON.stringify(ownerId)}`);
  const { folder, extension } = FILE_KINDS[kind];
  return `${folder}/${companyId}/${ownerId}/${id}.${extension}`;
}

type NewFile = { bytes: Uint8Array; contentType: string };

/**
 * Stores a new file for `owner` and points its row at it through `swap` (which sets the row's URL
 * and answers the one it replaced: see swapFileUrl); the replaced file goes. Answers the new URL.
 */
export async function replaceFile(
  owner: FileOwner,
  file: NewFile,
  swap: (next: string) => Promise<string | null>,
): Promise<string> {
  const id = randomBytes(16).toString("hex");
  const key = keyOf(owner, id);
  await getStorage().put(key, file.bytes, file.contentType);
  await trackStoredFile({ id, key, companyId: owner.companyId, sizeBytes: file.bytes.byteLength, access: "company" });
  const url = fileUrl(id);
  let previous: string | null;
  try {
    previous = await swap(url);
  } catch (error) {
    await deleteQuietly(key);
    throw error;
  }
  await deleteFiles(owner, [previous]);
  return url;
}

/** Points the owner's row at no file through `swap`, then deletes the file it held. */
export async function clearFile(owner: FileOwner, swap: (next: null) => Promise<string | null>): Promise<void> {
  const previous = await swap(null);
  await deleteFiles(owner, [previous]);
}

/**
 * Deletes the files behind these URLs of `owner` (as read before its row changed or went). Only
 * URLs we issued, under the owner's own folder; storage failures are logged, not thrown: nothing
 * points at the file any more.
 */
export async function deleteFiles(owner: FileOwner, urls: (string | null | undefined)[]): Promise<void> {
  for (const url of urls) {
    const id = fileIdOf(url);
    if (id) await deleteQuietly(keyOf(owner, id));
  }
}

/**
 * The bytes of a file for a signed-in user of `companyId`: only files their company keeps and
 * shares with its users (customer photos, avatars), and only while the ledger holds them — another
 * company's file, a replaced or deleted one, a private one and an id we never issued are all the
 * same 404.
 */
export async function readFile({ companyId, id }: { companyId: string; id: string }): Promise<StoredObject> {
  const missing = () => notFound("api.errors.FILE_NOT_FOUND");
  if (!FILE_ID_PATTERN.test(id)) throw missing();
  const row = await db.storedFile.findFirst({ where: { id, companyId, access: "company" }, select: { key: true } });
  if (!row) throw missing();
  const stored = await getStorage().get(row.key);
  if (!stored) throw missing();
  return stored;
}

/**
 * Sets a row's file URL only if it still holds what we read (compare-and-swap), so two uploads
 * racing each other both see the file they replace, and neither leaves an orphan behind. `read`
 * answers the row's current URL (null: no row → `missing`); `write` updates the row where the URL
 * is still `current` and answers how many rows changed. Answers the previous URL.
 */
export async function swapFileUrl<Next extends string | null>(
  next: Next,
  {
    read,
    write,
    missing,
  }: {
    read: () => Promise<{ url: string | null } | null>;
    write: (current: string | null, next: Next) => Promise<number>;
    missing: () => AppError;
  },
): Promise<string | null> {
  for (let attempt = 0; attempt < SWAP_ATTEMPTS; attempt++) {
    const current = await read();
    if (!current) throw missing();
    if ((await write(current.url, next)) === 1) return current.url;
  }
  throw new AppError("CONFLICT");
}

async function deleteQuietly(key: string) {
  try {
    // The ledger row first: from then on the file is unreachable, whatever storage does.
    await untrackStoredFile(key);
    await getStorage().delete(key);
  } catch (error) {
    logger.warn({ key, err: error }, "stored file could not be deleted");
  }
}
