import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import * as customers from "@/app/api/v1/customers/route";
import * as photo from "@/app/api/v1/customers/[id]/photo/route";
import * as customer from "@/app/api/v1/customers/[id]/route";
import * as bulk from "@/app/api/v1/customers/bulk/route";
import * as files from "@/app/api/v1/files/[id]/route";
import type { RouteHandler } from "@/lib/server/http/route";
import { IMAGE_UPLOAD_MAX_BYTES } from "@/lib/images/image-kind";
import { setUserAvatar } from "@/lib/server/account/user-avatar";
import { createCompany, createUser, signIn } from "@/tests/helpers/factories";
import { call, fieldErrors } from "@/tests/helpers/request";

// The customer photo (issue 5): upload (JPG, PNG, GIF judged by their bytes, ≤ 2 MB) normalised
// to a 256 px WebP, served only inside the company, replaced and removed without orphan files,
// and the cross-company matrix. Files go to a temporary STORAGE_DIR of this run.

// Read lazily by getEnv()/getStorage(), so setting them before the first request is enough.
const storageDir = mkdtempSync(path.join(tmpdir(), "kanal-photo-"));
process.env.STORAGE_DRIVER = "local";
process.env.STORAGE_DIR = storageDir;

type Json = Record<string, unknown>;
type CustomerBody = { id: string; avatar: string | null; updatedAt: string } & Json;

let companyId: string;
let owner: Record<string, string>;
let member: Record<string, string>;
let stranger: Record<string, string>;

beforeAll(async () => {
  const company = await createCompany();
  companyId = company.id;
  owner = { ...(await signIn(await createUser({ companyId, role: "owner" }))).headers, "accept-language": "en" };
  member = (await signIn(await createUser({ companyId, role: "member" }))).headers;
  const other = await createCompany();
  stranger = (await signIn(await createUser({ companyId: other.id, role: "owner" }))).headers;
});

afterAll(async () => {
  await db.$disconnect();
  rmSync(storageDir, { recursive: true, force: true });
});

// --- test data --------------------------------------------------------------------------------

/** A 400×200 picture, left half red and right half blue. */
async function halves() {
  const red = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#ff0000" } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 400, height: 200, channels: 3, background: "#0000ff" } }).composite([
    { input: red, left: 0, top: 0 },
  ]);
}
const solid = (background: string, width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background } });

const jpeg = async () => new Uint8Array(await (await halves()).jpeg().toBuffer());
const png = async () => new Uint8Array(await solid("#00aa00").png().toBuffer());
async function animatedGif() {
  const first = await solid("#00ff00", 20, 20).png().toBuffer();
  const second = await solid("#ff00ff", 20, 20).png().toBuffer();
  return new Uint8Array(
    await sharp([first, second], { join: { animated: true } })
      .gif()
      .toBuffer(),
  );
}

// --- calls ------------------------------------------------------------------------------------

async function newCustomer(headers = owner) {
  const email = `foto-${Math.random().toString(36).slice(2, 10)}@ornek.com`;
  const response = await call(customers.POST, "/api/v1/customers", {
    headers,
    body: { firstName: "Ayşe", lastName: "Yılmaz", email },
  });
  expect(response.status, response.text).toBe(201);
  return response.json!.data as CustomerBody;
}

function upload(id: string, bytes: Uint8Array, options: { headers?: Record<string, string>; name?: string } = {}) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), options.name ?? "photo.jpg");
  return call(photo.POST, `/api/v1/customers/${id}/photo`, {
    method: "POST",
    headers: options.headers ?? owner,
    rawBody: form,
    params: { id },
  });
}

const removePhoto = (id: string, headers = owner) =>
  call(photo.DELETE, `/api/v1/customers/${id}/photo`, { method: "DELETE", headers, params: { id } });

/** GETs a file URL through its route handler; the body stays binary. */
async function getFile(url: string, headers = owner) {
  // Next hands the route decoded segments.
  const id = decodeURIComponent(url.replace("/api/v1/files/", ""));
  const req = new NextRequest(new URL(url, "http://127.0.0.1:3000"), { headers });
  const response = await (files.GET as RouteHandler)(req, { params: Promise.resolve({ id }) });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The stored name of a file URL, /api/v1/files/{id}: {id}.webp. */
const storedName = (avatar: string) => `${avatar.split("/").at(-1)!}.webp`;
const storedFile = (customerId: string, avatar: string) =>
  path.join(storageDir, "customers", companyId, customerId, storedName(avatar));

async function expectServedWebp(url: string) {
  const served = await getFile(url);
  expect(served.status).toBe(200);
  expect(served.headers.get("content-type")).toBe("image/webp");
  expect(served.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
  const meta = await sharp(served.bytes).metadata();
  expect(meta).toMatchObject({ format: "webp", width: 256, height: 256 });
  expect(meta.exif).toBeUndefined();
  return served;
}

// --- tests ------------------------------------------------------------------------------------

describe("uploading a photo", () => {
  it("accepts a JPG, stores a 256×256 WebP and answers the customer with its URL", async () => {
    const customer = await newCustomer();
    const response = await upload(customer.id, await jpeg());
    expect(response.status, response.text).toBe(200);
    const updated = response.json!.data as CustomerBody;
    expect(updated.id).toBe(customer.id);
    expect(updated.avatar).toMatch(/^\/api\/v1\/files\/[0-9a-f]{32}$/);
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(customer.updatedAt));
    expect(existsSync(storedFile(customer.id, updated.avatar!))).toBe(true);
    await expectServedWebp(updated.avatar!);
  });

  it("accepts a PNG and an animated GIF (first frame)", async () => {
    const customer = await newCustomer();
    const fromPng = await upload(customer.id, await png(), { name: "photo.png" });
    expect(fromPng.status, fromPng.text).toBe(200);
    await expectServedWebp((fromPng.json!.data as CustomerBody).avatar!);

    const fromGif = await upload(customer.id, await animatedGif(), { name: "photo.gif" });
    expect(fromGif.status, fromGif.text).toBe(200);
    const served = await expectServedWebp((fromGif.json!.data as CustomerBody).avatar!);
    const { data } = await sharp(served.bytes).raw().toBuffer({ resolveWithObject: true });
    // The first frame is green, the second magenta (WebP is lossy: compare loosely).
    expect(data[0]).toBeLessThan(60);
    expect(data[1]).toBeGreaterThan(200);
  });

  it("turns the picture upright by its EXIF orientation and drops the metadata", async () => {
    const customer = await newCustomer();
    // Stored sideways with orientation 6 (rotate 90° clockwise): upright, red is on top.
    const sideways = new Uint8Array(await (await halves()).jpeg().withMetadata({ orientation: 6 }).toBuffer());
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const response = await upload(customer.id, sideways);
    expect(response.status, response.text).toBe(200);
    const served = await expectServedWebp((response.json!.data as CustomerBody).avatar!);
    const { data, info } = await sharp(served.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => data[(y * info.width + x) * info.channels + 2]!; // blue channel
    expect(pixel(200, 10)).toBeLessThan(60); // top: red
    expect(pixel(200, 245)).toBeGreaterThan(200); // bottom: blue
  });

  it("judges the bytes, not the name: a .jpg text file is a 400 on photo", async () => {
    const customer = await newCustomer();
    const response = await upload(customer.id, new TextEncoder().encode("hello, I am not a picture"));
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
    expect(fieldErrors(response)).toEqual([{ field: "photo", message: "Only JPG, PNG or GIF images can be uploaded" }]);
    const turkish = await upload(customer.id, new TextEncoder().encode("<svg/>"), { headers: member });
    expect(fieldErrors(turkish)[0]?.message).toBe("Yalnızca JPG, PNG veya GIF görseller yüklenebilir");
  });

  it("refuses a valid signature followed by garbage (400 unreadable)", async () => {
    const customer = await newCustomer();
    const fake = new Uint8Array(1000).fill(7);
    fake.set([0xff, 0xd8, 0xff, 0xe0]);
    const response = await upload(customer.id, fake);
    expect(response.status).toBe(400);
    expect(fieldErrors(response)[0]).toMatchObject({
      field: "photo",
      message: expect.stringMatching(/could not be read/),
    });
  });

  it("refuses 2 MB + 1 byte (400 on photo) and a far larger body (413)", async () => {
    const customer = await newCustomer();
    const justOver = new Uint8Array(IMAGE_UPLOAD_MAX_BYTES + 1);
    justOver.set(await jpeg());
    const over = await upload(customer.id, justOver);
    expect(over.status).toBe(400);
    expect(fieldErrors(over)).toEqual([{ field: "photo", message: "The photo can be at most 2 MB" }]);

    const huge = new Uint8Array(IMAGE_UPLOAD_MAX_BYTES * 2);
    huge.set(await jpeg());
    const tooLarge = await upload(customer.id, huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
    expect(fieldErrors(tooLarge)[0]?.field).toBe("photo");

    const exactly = new Uint8Array(IMAGE_UPLOAD_MAX_BYTES);
    exactly.set(await jpeg());
    // Exactly 2 MB is allowed (decoders ignore the padding after the JPEG's end marker).
    const atLimit = await upload(customer.id, exactly);
    expect(atLimit.status, atLimit.text).toBe(200);
  });

  it("wants multipart (415) with a file in `file` (400)", async () => {
    const customer = await newCustomer();
    const json = await call(photo.POST, `/api/v1/customers/${customer.id}/photo`, {
      headers: owner,
      body: { file: "data:image/png;base64,AAAA" },
      params: { id: customer.id },
    });
    expect(json.status).toBe(415);
    expect(json.json).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });

    const form = new FormData();
    form.set("photo", new Blob([await png()]), "photo.png");
    const wrongField = await call(photo.POST, `/api/v1/customers/${customer.id}/photo`, {
      method: "POST",
      headers: owner,
      rawBody: form,
      params: { id: customer.id },
    });
    expect(wrongField.status).toBe(400);
    expect(fieldErrors(wrongField)).toEqual([{ field: "photo", message: "Choose a photo" }]);
  });

  it("lets a member change the photo, as a member may edit", async () => {
    const customer = await newCustomer(member);
    const response = await upload(customer.id, await png(), { headers: member });
    expect(response.status, response.text).toBe(200);
    const removed = await removePhoto(customer.id, member);
    expect(removed.status).toBe(200);
  });

  it("needs a session", async () => {
    const customer = await newCustomer();
    expect((await upload(customer.id, await png(), { headers: {} })).status).toBe(401);
    expect((await removePhoto(customer.id, {})).status).toBe(401);
  });
});

describe("replacing and removing", () => {
  it("replacing gives a new URL and deletes the old file; the old URL is gone", async () => {
    const customer = await newCustomer();
    const first = (await upload(customer.id, await jpeg())).json!.data as CustomerBody;
    const second = (await upload(customer.id, await png())).json!.data as CustomerBody;
    expect(second.avatar).not.toBe(first.avatar);
    expect(existsSync(storedFile(customer.id, first.avatar!))).toBe(false);
    expect(existsSync(storedFile(customer.id, second.avatar!))).toBe(true);
    expect((await getFile(first.avatar!)).status).toBe(404);
    expect((await getFile(second.avatar!)).status).toBe(200);
  });

  it("DELETE clears the avatar and removes the file; a second DELETE is still fine", async () => {
    const customer = await newCustomer();
    const uploaded = (await upload(customer.id, await png())).json!.data as CustomerBody;
    const response = await removePhoto(customer.id);
    expect(response.status).toBe(200);
    expect((response.json!.data as CustomerBody).avatar).toBeNull();
    expect(existsSync(storedFile(customer.id, uploaded.avatar!))).toBe(false);
    expect((await getFile(uploaded.avatar!)).status).toBe(404);
    expect((await db.customer.findUnique({ where: { id: customer.id } }))?.avatarUrl).toBeNull();
    expect((await removePhoto(customer.id)).status).toBe(200);
  });

  it("deleting a customer, alone or in bulk, deletes its photo file", async () => {
    const one = await newCustomer();
    const first = (await upload(one.id, await png())).json!.data as CustomerBody;
    const deleted = await call(customer.DELETE, `/api/v1/customers/${one.id}`, {
      headers: owner,
      params: { id: one.id },
    });
    expect(deleted.status).toBe(200);
    expect(existsSync(storedFile(one.id, first.avatar!))).toBe(false);

    const [a, b] = [await newCustomer(), await newCustomer()];
    const photoA = (await upload(a.id, await png())).json!.data as CustomerBody;
    const bulkDeleted = await call(bulk.POST, "/api/v1/customers/bulk", {
      headers: owner,
      body: { action: "delete", ids: [a.id, b.id] },
    });
    expect(bulkDeleted.status).toBe(200);
    expect(existsSync(storedFile(a.id, photoA.avatar!))).toBe(false);
  });

  it("two uploads at once leave one photo and no orphan file", async () => {
    const customer = await newCustomer();
    const [a, b] = await Promise.all([upload(customer.id, await png()), upload(customer.id, await jpeg())]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const current = (await db.customer.findUnique({ where: { id: customer.id } }))!.avatarUrl!;
    const dir = path.dirname(storedFile(customer.id, current));
    expect(readdirSync(dir)).toEqual([storedName(current)]);
  });
});

describe("another company", () => {
  it("gets a 404 on POST, DELETE and the file, and changes nothing", async () => {
    const customer = await newCustomer();
    const uploaded = (await upload(customer.id, await png())).json!.data as CustomerBody;

    const post = await upload(customer.id, await jpeg(), { headers: stranger });
    expect(post.status).toBe(404);
    expect(post.json).toMatchObject({ success: false, code: "NOT_FOUND" });
    // Even with a body that is not an image: the customer is checked first.
    expect((await upload(customer.id, new Uint8Array([1, 2, 3]), { headers: stranger })).status).toBe(404);
    expect((await removePhoto(customer.id, stranger)).status).toBe(404);
    expect((await getFile(uploaded.avatar!, stranger)).status).toBe(404);

    const row = await db.customer.findUnique({ where: { id: customer.id } });
    expect(row?.avatarUrl).toBe(uploaded.avatar);
    expect(existsSync(storedFile(customer.id, uploaded.avatar!))).toBe(true);
    expect((await getFile(uploaded.avatar!)).status).toBe(200);
  });

  it("the one files route serves a photo and an avatar to their company only, and no private file", async () => {
    const customer = await newCustomer();
    const photoUrl = ((await upload(customer.id, await png())).json!.data as CustomerBody).avatar!;
    const me = await createUser({ companyId });
    const avatarUrl = await setUserAvatar({ companyId, userId: me.id, bytes: await png() });
    for (const url of [photoUrl, avatarUrl]) {
      expect(url).toMatch(/^\/api\/v1\/files\/[0-9a-f]{32}$/);
      expect((await getFile(url, member)).status, url).toBe(200);
      const foreign = await getFile(url, stranger);
      expect(foreign.status, url).toBe(404);
      expect(JSON.parse(foreign.bytes.toString("utf8"))).toMatchObject({ success: false, code: "NOT_FOUND" });
    }
    // A file the company keeps but does not share (a data export) is not served here.
    const id = photoUrl.split("/").at(-1)!;
    await db.storedFile.update({ where: { id }, data: { access: "private" } });
    expect((await getFile(photoUrl, owner)).status).toBe(404);
    await db.storedFile.update({ where: { id }, data: { access: "company" } });
    expect((await getFile(photoUrl, owner)).status).toBe(200);
    // Served only while the ledger holds it: the row goes first when a file is deleted.
    await db.storedFile.delete({ where: { id } });
    expect((await getFile(photoUrl, owner)).status).toBe(404);
  });

  it("file URLs that were never issued are 404s, traversal included", async () => {
    const customer = await newCustomer();
    for (const url of [
      `/api/v1/files/${"0".repeat(32)}`,
      `/api/v1/files/..%2F..%2Fauth-secret`,
      `/api/v1/files/customers%2F${companyId}%2F${customer.id}%2F${"a".repeat(32)}.webp`,
      `/api/v1/files/unknown`,
    ]) {
      const response = await getFile(url);
      expect(response.status, url).toBe(404);
    }
  });
});
