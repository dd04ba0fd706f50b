import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertStorageKey, StorageKeyError, type Storage } from "@/lib/server/storage/storage";

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

  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      const file = fileOf(key);
      try {
        const bytes = await readFile(file);
        return { bytes, contentType: CONTENT_TYPES[path.extname(file).toLowerCase()] ?? DEFAULT_CONTENT_TYPE };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
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
