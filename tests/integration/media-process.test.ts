import { existsSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as media from "@/app/api/v1/media/route";
import * as content from "@/app/api/v1/media/[id]/content/route";
import * as file from "@/app/api/v1/media/[id]/route";
import * as thumbnail from "@/app/api/v1/media/[id]/thumbnail/route";
import type { MediaFile, MediaUploadResult } from "@/lib/media/types";
import { db } from "@/lib/server/db";
import { mediaThumbnailKey } from "@/lib/server/media/media-keys";
import { processMediaFile } from "@/lib/server/media/process-media";
import { sineWav } from "@/prisma/demo-media";
import { createCompany, createUser, signIn } from "@/tests/helpers/factories";
import { jobsSettled, runJobWorker } from "@/tests/helpers/jobs";
import { sample, temporaryStorage, uploadForm } from "@/tests/helpers/media";
import { call } from "@/tests/helpers/request";

// After an upload, the `media-process` job (a real worker here) makes an image's thumbnail and
// reads what the bytes tell (size, duration, pages); a file it cannot read is `failed` and stays
// usable. Deleting a file removes its bytes and its thumbnail through the `media-purge` job.

const storage = temporaryStorage("media-process");
runJobWorker();

type Headers = Record<string, string>;
let companyId: string;
let member: Headers;
let files: Record<string, MediaFile>;

beforeAll(async () => {
  companyId = (await createCompany()).id;
  member = (await signIn(await createUser({ companyId, role: "member" }))).headers;
  const uploaded = await call(media.POST, "/api/v1/media", {
    headers: member,
    rawBody: uploadForm([
      { name: "manzara.jpg", bytes: await sample.jpeg(1200, 800) },
      { name: "bozuk.png", bytes: sample.brokenPng() },
      { name: "belge.pdf", bytes: sample.pdf() },
      { name: "zil.wav", bytes: sineWav(1.5) },
      { name: "not.txt", bytes: sample.text() },
    ]),
  });
  expect(uploaded.status, uploaded.text).toBe(201);
  files = Object.fromEntries((uploaded.json!.data as MediaUploadResult).files.map((item) => [item.name, item]));
  await jobsSettled();
});

afterAll(async () => {
  await db.$disconnect();
  storage.remove();
});

const fresh = async (id: string) =>
  (await call(file.GET, "/x", { headers: member, params: { id } })).json!.data as MediaFile;
const getBytes = async (handler: typeof content.GET, id: string) => {
  const response = await handler(new NextRequest(`http://127.0.0.1:3000/x`, { headers: member }), {
    params: Promise.resolve({ id }),
  });
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
};

describe("media-process", () => {
  it("makes a JPEG's WebP thumbnail and records its size", async () => {
    const photo = await fresh(files["manzara.jpg"]!.id);
    expect(photo).toMatchObject({ processing: "ready", width: 1200, height: 800 });
    expect(photo.thumbnailUrl).toBe(`/api/v1/media/${photo.id}/thumbnail`);
    const thumb = await getBytes(thumbnail.GET, photo.id);
    expect(thumb.status).toBe(200);
    expect(thumb.type).toBe("image/webp");
    const info = await sharp(thumb.bytes).metadata();
    expect(info.format).toBe("webp");
    expect([info.width, info.height]).toEqual([480, 320]);
  });

  it("marks an unreadable image failed, without a thumbnail, still downloadable", async () => {
    const broken = await fresh(files["bozuk.png"]!.id);
    expect(broken).toMatchObject({ processing: "failed", thumbnailUrl: null, width: null });
    expect((await getBytes(thumbnail.GET, broken.id)).status).toBe(404);
    const download = await getBytes(content.GET, broken.id);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(Buffer.from(sample.brokenPng()))).toBe(true);
  });

  it("reads a PDF's pages and a sound's duration; other files are simply ready", async () => {
    expect(await fresh(files["belge.pdf"]!.id)).toMatchObject({ processing: "ready", pages: 1, thumbnailUrl: null });
    const sound = await fresh(files["zil.wav"]!.id);
    expect(sound).toMatchObject({ type: "AUDIO", processing: "ready" });
    expect(sound.durationSec).toBeCloseTo(1.5, 2);
    expect(await fresh(files["not.txt"]!.id)).toMatchObject({ processing: "ready", durationSec: null, pages: null });
  });

  it("does nothing for a file deleted before its job ran", async () => {
    await expect(processMediaFile({ fileId: "no-such-file" })).resolves.toBeUndefined();
  });
});

describe("media-purge", () => {
  it("removes a deleted file's bytes and thumbnail from storage", async () => {
    const photo = await db.mediaFile.findUniqueOrThrow({ where: { id: files["manzara.jpg"]!.id } });
    const onDisk = (key: string) => existsSync(path.join(storage.dir, ...key.split("/")));
    expect(photo.thumbnailKey).toBe(mediaThumbnailKey(companyId, photo.id));
    expect(onDisk(photo.storageKey) && onDisk(photo.thumbnailKey!)).toBe(true);
    const removed = await call(file.DELETE, "/x", { method: "DELETE", headers: member, params: { id: photo.id } });
    expect(removed.status).toBe(200);
    await jobsSettled();
    expect(onDisk(photo.storageKey)).toBe(false);
    expect(onDisk(photo.thumbnailKey!)).toBe(false);
  });
});
