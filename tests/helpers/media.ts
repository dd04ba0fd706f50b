// Media library test data and calls: files inserted as an upload leaves them (row, ledger entry,
// bytes in storage), a multipart upload through the real route, and a temporary STORAGE_DIR per
// test file (set before the first request: getStorage() reads it lazily).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import sharp from "sharp";
import yauzl from "yauzl";
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

// --- sample files, by their bytes -----------------------------------------------------------

const encoder = new TextEncoder();

export const sample = {
  /** A real JPEG of `width`×`height` (sharp). */
  jpeg: async (width = 320, height = 200) =>
    new Uint8Array(
      await sharp({ create: { width, height, channels: 3, background: "#3366cc" } })
        .jpeg()
        .toBuffer(),
    ),
  png: async (width = 40, height = 30) =>
    new Uint8Array(
      await sharp({ create: { width, height, channels: 4, background: "#22aa66" } })
        .png()
        .toBuffer(),
    ),
  /** PNG's signature and header chunk, then garbage: sniffed as PNG, unreadable as an image. */
  brokenPng: () => {
    const bytes = new Uint8Array(4096).fill(0x41);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    return bytes;
  },
  pdf: () =>
    encoder.encode(
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
        "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ),
  text: (text = "Merhaba dünya, çiçekler açtı.\n") => encoder.encode(text),
  csv: () => encoder.encode("ad,soyad\nŞükrü,Öztürk\n"),
  html: () => encoder.encode("<!doctype html><html><body><script>alert(1)</script></body></html>"),
  svg: () => encoder.encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  exe: () => new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, ...new Uint8Array(200)]),
};

export type UploadPart = { name: string; bytes: Uint8Array } | { field: string; value: string };

/** A multipart body (FormData) of these files and fields, in order. */
export function uploadForm(parts: UploadPart[]): FormData {
  const form = new FormData();
  for (const part of parts) {
    if ("field" in part) form.append(part.field, part.value);
    else form.append("file", new Blob([part.bytes as BlobPart]), part.name);
  }
  return form;
}

/**
 * A streamed multipart body: each file's bytes come from `chunks()` as the reader asks, so tests
 * can send hundreds of MB without holding them. `gate` holds the body after the first part's
 * headers until it resolves (to start requests together and let them race).
 */
export function streamedUpload(
  files: { name: string; size: number; first: Uint8Array }[],
  { gate }: { gate?: Promise<void> } = {},
): { body: ReadableStream<Uint8Array>; contentType: string; length: number } {
  const boundary = `----kanal${Math.random().toString(16).slice(2)}`;
  const head = (name: string) =>
    encoder.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        "Content-Type: application/octet-stream\r\n\r\n",
    );
  const tail = encoder.encode(`--${boundary}--\r\n`);
  const newline = encoder.encode("\r\n");
  const length = files.reduce((sum, file) => sum + head(file.name).byteLength + file.size + 2, 0) + tail.byteLength;
  const CHUNK = 256 * 1024;
  const filler = new Uint8Array(CHUNK).fill(0x20);
  async function* generate() {
    for (const [index, file] of files.entries()) {
      yield head(file.name);
      if (index === 0 && gate) await gate;
      yield file.first;
      for (let sent = file.first.byteLength; sent < file.size; sent += CHUNK) {
        yield filler.subarray(0, Math.min(CHUNK, file.size - sent));
      }
      yield newline;
    }
    yield tail;
  }
  const iterator = generate();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await iterator.next();
      if (done) controller.close();
      else controller.enqueue(value);
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}`, length };
}

/** The names and bytes of a zip's entries (yauzl checks each entry's CRC as it reads). */
export async function zipEntries(zip: Uint8Array): Promise<Map<string, Buffer>> {
  const archive = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(Buffer.from(zip), { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const openStream = promisify(archive.openReadStream.bind(archive));
  const nextEntry = () =>
    new Promise<yauzl.Entry | null>((resolve, reject) => {
      archive.once("entry", resolve);
      archive.once("end", () => resolve(null));
      archive.once("error", reject);
      archive.readEntry();
    });
  const found = new Map<string, Buffer>();
  for (let entry = await nextEntry(); entry; entry = await nextEntry()) {
    const body = Readable.toWeb(await openStream(entry)) as ReadableStream<Uint8Array>;
    found.set(entry.fileName, Buffer.from(await new Response(body).arrayBuffer()));
    archive.removeAllListeners("end");
    archive.removeAllListeners("error");
  }
  return found;
}
