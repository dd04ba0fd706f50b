import "server-only";

// The one way files are kept (architecture.md): a small interface with two drivers, a local
// directory (default) and any S3-compatible store. Objects are addressed by a key such as
// "customers/<companyId>/<customerId>/<random>.webp"; callers build keys, drivers never trust them.

export type StoredObject = { bytes: Uint8Array; contentType: string };

export type Storage = {
  /** Writes (or overwrites) one object. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none. Whole objects in memory: we store small images only. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes one object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
};

export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = "StorageKeyError";
  }
}

const KEY_MAX_LENGTH = 512;
// Each segment starts with a letter or digit: no "", ".", "..", hidden files or leading dashes.
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * Throws unless `key` is a relative path of safe segments (letters, digits, ".", "_", "-";
 * separated by "/"). That rules out traversal ("..", absolute paths, backslashes, NUL, %-escapes)
 * for every driver, before any driver-specific check.
 */
export function assertStorageKey(key: string): void {
  if (typeof key !== "string" || key.length === 0 || key.length > KEY_MAX_LENGTH) throw new StorageKeyError(key);
  for (const segment of key.split("/")) {
    if (!SEGMENT.test(segment) || segment.includes("..")) throw new StorageKeyError(key);
  }
}
