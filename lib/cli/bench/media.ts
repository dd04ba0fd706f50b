// `npm run bench -- media` (issue 15): the media library, against a production build (`node
// server.js`) on a test database and a fresh storage directory:
//  - upload throughput through HTTP (one multipart POST /api/v1/media of BENCH_MEDIA_MB, default
//    1024, streamed from a generator, never one buffer) ÷ writing the same bytes from the same
//    generator into the storage directory directly (goal ≥ 0.5); and the server's peak memory
//    during that upload above its idle level (goal < 100 MB): VmRSS of the server's process tree,
//    sampled every 10 ms, and its VmHWM;
//  - list+search p50/p95 at 10,000 files (rows inserted directly) through HTTP ÷ the same queries
//    through `pg` (goal p95 ≤ 50 ms, ratio ≤ 1.5);
//  - thumbnails per second for 12-megapixel JPEGs (imageThumbnail, one and two at a time).
// Each goal line says met or MISSED.
import { createWriteStream, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import pg from "pg";
import sharp from "sharp";
import "../server-only-hook.ts";
import { withTestDatabase } from "../test-database.ts";
import { buildApp, compareListWithPg, registerOwner, withServedApp } from "./standalone-server.ts";

const MiB = 1024 * 1024;
const UPLOAD_BYTES = Number(process.env.BENCH_MEDIA_MB ?? 1024) * MiB;
const PORT = Number(process.env.BENCH_MEDIA_PORT ?? 3221);
const CHUNK = 1 * MiB;

const verdict = (met: boolean) => (met ? "met" : "MISSED");
const mbps = (bytes: number, seconds: number) => `${Math.round(bytes / MiB / seconds)} MB/s`;

// ── Upload ───────────────────────────────────────────────────────────────────────────────────

/** The file's first bytes: an MP4 `ftyp` box and an `mdat` header, so the upload's sniff accepts it. */
function mp4Head(size: number): Uint8Array {
  const head = Buffer.alloc(32);
  head.writeUInt32BE(24, 0);
  head.write("ftypisom", 4, "latin1");
  head.writeUInt32BE(512, 12);
  head.write("isommp41", 16, "latin1");
  head.writeUInt32BE(1, 24); // 64-bit mdat size follows
  head.write("mdat", 28, "latin1");
  return Buffer.concat([head, Buffer.from(new BigUint64Array([BigInt(size - 24)]).buffer).reverse()]);
}

/** `size` bytes of a video-looking file, made as they are read in 1 MiB chunks (reused: nothing accumulates). */
function fileStream(size: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(CHUNK).map((_, index) => (index * 131 + 17) % 256);
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) {
        const head = mp4Head(size);
        controller.enqueue(head);
        sent = head.length;
        return;
      }
      if (sent >= size) return controller.close();
      const length = Math.min(CHUNK, size - sent);
      controller.enqueue(length === CHUNK ? chunk : chunk.subarray(0, length));
      sent += length;
    },
  });
}

/** A multipart/form-data body around `file`: one `file` part, written as a browser does. */
function multipartBody(
  boundary: string,
  fileName: string,
  file: ReadableStream<Uint8Array>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  const reader = file.getReader();
  let stage: "head" | "file" | "done" = "head";
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (stage === "head") {
        stage = "file";
        return controller.enqueue(head);
      }
      if (stage === "done") return controller.close();
      const { value, done } = await reader.read();
      if (!done) return controller.enqueue(value);
      stage = "done";
      controller.enqueue(tail);
    },
  });
}

async function uploadOnce(base: string, authorization: string, size: number, fileName: string): Promise<number> {
  const boundary = `----kanal-bench-${Date.now()}`;
  const started = performance.now();
  const response = await fetch(`${base}/api/v1/media`, {
    method: "POST",
    headers: { authorization, "content-type": `multipart/form-data; boundary=${boundary}` },
    body: multipartBody(boundary, fileName, fileStream(size)),
    duplex: "half",
  } as RequestInit);
  const body = (await response.json()) as { data?: { files: unknown[]; rejected: unknown[] } };
  const seconds = (performance.now() - started) / 1000;
  if (response.status !== 201 || body.data?.files.length !== 1) {
    throw new Error(`upload: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  }
  return seconds;
}

/** The same generator into a file of the storage directory, as the local driver writes it (no fsync). */
async function writeDirectly(directory: string, size: number): Promise<number> {
  const target = path.join(directory, `direct-${Date.now()}.bin`);
  const started = performance.now();
  await pipeline(Readable.fromWeb(fileStream(size) as NodeReadableStream<Uint8Array>), createWriteStream(target));
  const seconds = (performance.now() - started) / 1000;
  rmSync(target);
  return seconds;
}

/** Resident memory (kB) of a process and its descendants, and their peaks so far (VmHWM). */
function memoryKb(pid: number): { rss: number; hwm: number } {
  let rss = 0;
  let hwm = 0;
  const visit = (id: number) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, "utf8");
      rss += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      hwm += Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
      for (const task of readdirSync(`/proc/${id}/task`)) {
        const children = readFileSync(`/proc/${id}/task/${task}/children`, "utf8").trim();
        for (const child of children ? children.split(/\s+/) : []) visit(Number(child));
      }
    } catch {
      // the process ended meanwhile
    }
  };
  visit(pid);
  return { rss, hwm };
}

async function uploadBench(base: string, authorization: string, serverPid: number, storageDir: string) {
  // Warm up: the route compiled, the database pool open, a first small file stored.
  await uploadOnce(base, authorization, 4 * MiB, "warm-up.mp4");
  const direct = Math.min(await writeDirectly(storageDir, UPLOAD_BYTES), await writeDirectly(storageDir, UPLOAD_BYTES));

  await new Promise((resolve) => setTimeout(resolve, 500));
  const idle = memoryKb(serverPid);
  let peak = idle.rss;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryKb(serverPid).rss)), 10);
  const http = await uploadOnce(base, authorization, UPLOAD_BYTES, "Büyük video – 1 GB.mp4");
  clearInterval(sampler);
  const after = memoryKb(serverPid);
  // VmHWM also catches a peak between two samples (if the server's lifetime peak rose during the upload).
  peak = Math.max(peak, after.rss, after.hwm > idle.hwm ? after.hwm : 0);

  const ratio = direct / http;
  const growthMb = (peak - idle.rss) / 1024;
  const size = `${Math.round(UPLOAD_BYTES / MiB).toLocaleString("en")} MB`;
  console.log(
    `  upload of ${size} via HTTP: ${http.toFixed(1)} s, ${mbps(UPLOAD_BYTES, http)}; the same bytes written to the` +
      ` storage directory directly: ${direct.toFixed(1)} s, ${mbps(UPLOAD_BYTES, direct)} → ${ratio.toFixed(2)}` +
      ` (goal ≥ 0.5: ${verdict(ratio >= 0.5)})`,
  );
  console.log(
    `  server memory during it: idle ${Math.round(idle.rss / 1024)} MB → peak ${Math.round(peak / 1024)} MB` +
      ` (+${Math.round(growthMb)} MB) (goal < 100 MB above idle: ${verdict(growthMb < 100)})`,
  );
}

// ── List and search ─────────────────────────────────────────────────────────────────────────

const FILES = 10_000;
const SAMPLES = 200;
const SEARCHES = ["urun", "kis koleksiyonu", "fotograf", "logo", "fiyat listesi", "banner", "2026", "kampanya"];
const NAMES = [
  "Ürün fotoğrafı",
  "Kış koleksiyonu",
  "Kampanya afişi",
  "Logo",
  "Fiyat listesi",
  "Banner",
  "Tanıtım videosu",
  "Anons",
];
const TAGS = ["ürün", "kış", "yaz", "kampanya", "logo", "instagram", "arşiv", "indirim"];
const KINDS = [
  ["IMAGE", "image/jpeg", "jpg"],
  ["IMAGE", "image/png", "png"],
  ["VIDEO", "video/mp4", "mp4"],
  ["AUDIO", "audio/mpeg", "mp3"],
  ["DOCUMENT", "application/pdf", "pdf"],
] as const;

// The list's own SQL (lib/server/media), so the pg side below runs exactly what listMedia runs;
// imported after the server-only hook.
const { mediaWhereSql, searchesByTrigram } = await import("../../server/media/media-where.ts");
const { mediaFilesSql } = await import("../../server/media/media-json.ts");
const { mediaSearchColumns } = await import("../../server/media/media-search-text.ts");
const { Prisma } = await import("../../generated/prisma/client.ts");
const { MEDIA_PAGE_SIZE } = await import("../../validation/media.ts");

/** 10,000 files in the company, straight into the table (their bytes are not needed to list them). */
async function insertFiles(client: pg.Client, companyId: string, userId: string) {
  const rows = Array.from({ length: FILES }, (_, index) => {
    const [type, mimeType, extension] = KINDS[index % KINDS.length]!;
    const name = `${NAMES[index % NAMES.length]} ${2020 + (index % 7)} – ${index}.${extension}`;
    const tags = [TAGS[index % TAGS.length]!, TAGS[(index * 3 + 1) % TAGS.length]!];
    const { searchText, sortName } = mediaSearchColumns({ name, tags });
    return { name, type, mimeType, tags, searchText, sortName, index };
  });
  for (let first = 0; first < FILES; first += 2_000) {
    const batch = rows.slice(first, first + 2_000);
    await client.query(
      `INSERT INTO "MediaFile" ("id", "companyId", "uploadedById", "name", "type", "mimeType", "sizeBytes",
         "storageKey", "processing", "tags", "searchText", "sortName", "createdAt", "updatedAt")
       SELECT 'bench' || i, $1, $2, name, type::"MediaType", mime, 1024 * (i % 5000 + 1),
         'bench/' || $1 || '/' || i, 'ready', string_to_array(tags, '|'), search, sort,
         now() - (i || ' minutes')::interval, now()
       FROM unnest($3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[])
         AS t(i, name, type, mime, tags, search, sort)`,
      [
        companyId,
        userId,
        batch.map((row) => row.index),
        batch.map((row) => row.name),
        batch.map((row) => row.type),
        batch.map((row) => row.mimeType),
        batch.map((row) => row.tags.join("|")),
        batch.map((row) => row.searchText),
        batch.map((row) => row.sortName),
      ],
    );
  }
  await client.query(`VACUUM ANALYZE "MediaFile"`);
}

/** What GET /api/v1/media?search=… runs, through pg: the count and the page (newest first). */
async function listDirect(client: pg.Client, companyId: string, search: string) {
  const filter = { search, sort: "newest" as const };
  const where = mediaWhereSql({ companyId, filter });
  const count = Prisma.sql`SELECT count(*)::int AS count FROM "MediaFile" WHERE ${where}`;
  const page = mediaFilesSql({ where, order: Prisma.sql`"createdAt" DESC, "id" DESC`, limit: MEDIA_PAGE_SIZE });
  if (searchesByTrigram(filter)) {
    await client.query("BEGIN");
    await client.query("SET LOCAL enable_seqscan = off");
    await client.query(count.text, count.values);
    await client.query(page.text, page.values);
    await client.query("COMMIT");
  } else {
    await Promise.all([client.query(count.text, count.values), client.query(page.text, page.values)]);
  }
}

const searchPath = (index: number) => `/api/v1/media?search=${encodeURIComponent(SEARCHES[index % SEARCHES.length]!)}`;

async function listBench(
  base: string,
  url: string,
  owner: { authorization: string; companyId: string; userId: string },
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await insertFiles(client, owner.companyId, owner.userId);
    await compareListWithPg({
      base,
      authorization: owner.authorization,
      what: `list+search at ${FILES.toLocaleString("en")} files`,
      pathOf: searchPath,
      direct: (index) => listDirect(client, owner.companyId, SEARCHES[index % SEARCHES.length]!),
      samples: SAMPLES,
      warmUp: 20,
    });
  } finally {
    await client.end();
  }
}

// ── Thumbnails ───────────────────────────────────────────────────────────────────────────────

/** A 12-megapixel (4000×3000) photo-like JPEG: a gradient scene with grain, as a camera makes. */
async function twelveMegapixelJpeg(seed: number): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${(seed * 67) % 360},60%,70%)"/>
    <stop offset="1" stop-color="hsl(${(seed * 67 + 40) % 360},50%,35%)"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <circle cx="${1000 + seed * 300}" cy="900" r="420" fill="#fff3c4" opacity="0.8"/>
    <path d="M0 2100 Q1000 1500 2000 2000 T4000 1900 V3000 H0 Z" fill="hsl(${(seed * 67 + 120) % 360},35%,30%)"/></svg>`;
  const grain = await sharp({
    create: { width, height, channels: 3, background: "#000", noise: { type: "gaussian", mean: 0, sigma: 18 } },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(scene))
    .composite([{ input: grain, blend: "add" }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function thumbnailBench() {
  const { imageThumbnail } = await import("../../server/media/bytes/thumbnail.ts");
  const photos = await Promise.all([0, 1, 2].map(twelveMegapixelJpeg));
  const one = (index: number) => imageThumbnail(new Blob([new Uint8Array(photos[index % photos.length]!)]).stream());
  await one(0); // warm up libvips
  const rounds = 12;
  let started = performance.now();
  for (let index = 0; index < rounds; index++) await one(index);
  const serial = rounds / ((performance.now() - started) / 1000);
  started = performance.now();
  for (let index = 0; index < rounds; index += 2) await Promise.all([one(index), one(index + 1)]);
  const paired = rounds / ((performance.now() - started) / 1000);
  const sizes = photos.map((photo) => `${(photo.length / MiB).toFixed(1)} MB`).join(", ");
  console.log(
    `  thumbnails of 12-megapixel JPEGs (4000×3000; ${sizes}) → 480 px WebP: ${serial.toFixed(1)}/s one at a time,` +
      ` ${paired.toFixed(1)}/s two at a time (the worker's default concurrency)`,
  );
}

// ── Run ──────────────────────────────────────────────────────────────────────────────────────

// BENCH_SKIP_BUILD=1 reuses the build already in .next.
if (process.env.BENCH_SKIP_BUILD !== "1") buildApp();
await withTestDatabase(async ({ url, kind }) => {
  const storageDir = mkdtempSync(path.join(tmpdir(), "kanal-bench-media-"));
  const env = { STORAGE_DIR: storageDir, MEDIA_MAX_FILE_MB: String(Math.ceil(UPLOAD_BYTES / MiB) + 16) };
  try {
    await withServedApp(
      url,
      PORT,
      async ({ base, server }) => {
        const owner = await registerOwner(base, "media");
        console.log(`media (${kind}, a production build, local storage in ${storageDir})`);
        await uploadBench(base, owner.authorization, server.pid!, storageDir);
        await listBench(base, url, await registerOwner(base, "media-list"));
      },
      env,
    );
  } finally {
    rmSync(storageDir, { recursive: true, force: true });
  }
});
await thumbnailBench();
