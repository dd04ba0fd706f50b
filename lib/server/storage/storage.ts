import "server-only";

// The one way files are kept (architecture.md): a small interface with two drivers, a local
// directory (default) and any S3-compatible store. Objects are addressed by a key such as
// "customers/<companyId>/<customerId>/<random>.webp"; callers build keys, drivers never trust them.

export type StoredObject = { bytes: Uint8Array; contentType: string };

/**
 * An object being read: its bytes arrive as a stream (cancel it to stop early). `size` is the
 * whole object's size, also when only a range of it is read (what Content-Range needs).
 */
export type StoredObjectStream = { body: ReadableStream<Uint8Array>; contentType: string; size: number | undefined };

/** Bytes `start` to `end` of an object, both included (as in HTTP's Range and Content-Range). */
export type StoredRange = { start: number; end: number };

export type Storage = {
  /** Writes (or overwrites) one object held in memory (small files: photos, avatars, exports). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Writes (or overwrites) one object of any size from a stream, never holding it whole in memory.
   * Nobody sees the object until the stream has ended; a stream that fails leaves nothing behind.
   */
  putStream(key: string, body: ReadableStream<Uint8Array>, contentType: string): Promise<void>;
  /** The object in memory, or null when there is none: for small objects only. */
  get(key: string): Promise<StoredObject | null>;
  /**
   * The object as a stream, or null when there is none: for objects of any size. With `range`, only
   * those bytes (a range past the end is cut at the end; one starting past it reads nothing).
   */
  getStream(key: string, range?: StoredRange): Promise<StoredObjectStream | null>;
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

/** Throws unless `range` is a well-formed byte range (callers parse Range headers with range.ts). */
export function assertStoredRange(range: StoredRange): void {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new RangeError(`Invalid byte range ${start}-${end}`);
  }
}
