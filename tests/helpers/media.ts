// Media library test data and calls: files inserted as an upload leaves them (row, ledger entry,
// bytes in storage), a multipart upload through the real route, and a temporary STORAGE_DIR per
// test file (set before the first request: getStorage() reads it lazily).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { MediaType } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { mediaStorageKey, newMediaId } from "@/lib/server/media/media-keys";
import { mediaSearchColumns } from "@/lib/server/media/media-search-text";
import { getStorage } from "@/lib/server/storage/get-storage";

/** A fresh local storage directory for this test file; answers a function that removes it. */
export function temporaryStorage(label = "media"): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), `kanal-${label}-`));
  process.env.STORAGE_DRIVER = "local";
  process.env.STORAGE_DIR = dir;
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "application/pdf": "pdf",
  "text/plain": "txt",
  "video/mp4": "mp4",
  "audio/mpeg": "mp3",
};

/** A file as an accepted upload leaves it: its bytes in storage, its ledger entry and its row. */
export async function insertMediaFile(options: {
  companyId: string;
  uploadedById?: string | null;
  name?: string;
  type?: MediaType;
  mimeType?: string;
  bytes?: Uint8Array;
  folderId?: string | null;
  tags?: string[];
  createdAt?: Date;
  downloads?: number;
}) {
  const id = newMediaId();
  const mimeType = options.mimeType ?? "text/plain";
  const bytes = options.bytes ?? new TextEncoder().encode(`file ${id}\n`);
  const name = options.name ?? `dosya-${id.slice(0, 6)}.txt`;
  const tags = options.tags ?? [];
  const storageKey = mediaStorageKey(options.companyId, id, EXTENSIONS[mimeType] ?? "bin");
  await getStorage().put(storageKey, bytes, mimeType);
  await db.storedFile.create({ data: { companyId: options.companyId, key: storageKey, sizeBytes: bytes.byteLength } });
  return db.mediaFile.create({
    data: {
      id,
      companyId: options.companyId,
      uploadedById: options.uploadedById ?? null,
      name,
      type: options.type ?? "DOCUMENT",
      mimeType,
      sizeBytes: bytes.byteLength,
      storageKey,
      folderId: options.folderId ?? null,
      tags,
      downloads: options.downloads ?? 0,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      ...mediaSearchColumns({ name, tags }),
    },
  });
}
