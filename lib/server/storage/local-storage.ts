import "server-only";
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { assertStorageKey, assertStoredRange, StorageKeyError, type Storage } from "@/lib/server/storage/storage";

// The default driver: one file per object under a root directory. The content type is inferred
// from the key's extension (as a static file server does), so no metadata file sits beside it.

const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".pdf": "application/pdf",
  ".csv": "text/csv",
  ".json": "application/json",
  ".txt": "text/plain",
};
const DEFAULT_CONTENT_TYPE = "application/octet-stream";

export function createLocalStorage(rootDir: string): Storage {
  const root = path.resolve(/* turbopackIgnore: true */ rootDir);

  /** The file of a key, and a second guard: the resolved path must stay under the root. */
  const fileOf = (key: string) => {
    assertStorageKey(key);
    const file = path.resolve(/* turbopackIgnore: true */ root, ...key.split("/"));
    if (!file.startsWith(root + path.sep)) throw new StorageKeyError(key);
    return file;
  };

  /** Write then rename: a reader never sees half a file, and a failed write leaves nothing. */
  const writeAtomically = async (key: string, write: (temporary: string) => Promise<void>) => {
    const file = fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await write(temporary);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  };
  const contentTypeOf = (file: string) => CONTENT_TYPES[path.extname(file).toLowerCase()] ?? DEFAULT_CONTENT_TYPE;

  return {
    async put(key, bytes) {
      await writeAtomically(key, (temporary) => writeFile(temporary, bytes));
    },

    async putStream(key, body) {
      await writeAtomically(key, (temporary) =>
        pipeline(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), createWriteStream(temporary)),
      );
    },

    async get(key) {
      const file = fileOf(key);
      try {
        const bytes = await readFile(file);
        return { bytes, contentType: contentTypeOf(file) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async getStream(key, range) {
      const file = fileOf(key);
      if (range) assertStoredRange(range);
      // Opened here, so a missing file answers null instead of failing the stream later.
      const handle = await open(file, "r").catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      const stats = await handle.stat().catch(async (error: unknown) => {
        await handle.close();
        throw error;
      });
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      const body = Readable.toWeb(handle.createReadStream(range)) as ReadableStream<Uint8Array>;
      return { body, contentType: contentTypeOf(file), size: stats.size };
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
}
