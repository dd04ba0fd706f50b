import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as media from "@/app/api/v1/media/route";
import * as content from "@/app/api/v1/media/[id]/content/route";
import * as file from "@/app/api/v1/media/[id]/route";
import * as share from "@/app/api/v1/media/[id]/share/route";
import * as thumbnail from "@/app/api/v1/media/[id]/thumbnail/route";
import * as download from "@/app/api/v1/media/download/route";
import * as shared from "@/app/s/[token]/route";
import type { MediaFile, MediaShare, MediaUploadResult } from "@/lib/media/types";
import { db } from "@/lib/server/db";
import { createCompany, createUser, signIn } from "@/tests/helpers/factories";
import { sample, temporaryStorage, uploadForm, zipEntries } from "@/tests/helpers/media";
import { call } from "@/tests/helpers/request";

// A file's bytes going out (issue 15): downloads (attachment, RFC 6266 name, nosniff, the type the
// bytes proved, counted), inline previews for images, audio, video and PDF only, Range (206, 416),
// thumbnails, the streamed zip, and public share links: no session, the file they were made for
// only, dead at once when revoked, expired or deleted. Another company's file is a 404 throughout.

const storage = temporaryStorage("media-content");

type Headers = Record<string, string>;
let companyId: string;
let member: Headers;
let stranger: Headers;
let jpeg: Uint8Array;
let image: MediaFile;
let pdf: MediaFile;
let csv: MediaFile;
let text: MediaFile;
const TEXT = Array.from({ length: 100 }, (_, index) => String(index % 10)).join("");

beforeAll(async () => {
  companyId = (await createCompany()).id;
  member = { ...(await signIn(await createUser({ companyId, role: "member" }))).headers, "accept-language": "en" };
  stranger = (await signIn(await createUser({ companyId: (await createCompany()).id, role: "owner" }))).headers;
  jpeg = await sample.jpeg();
  const uploaded = await call(media.POST, "/api/v1/media", {
    headers: member,
    rawBody: uploadForm([
      { name: "Ürün fotoğrafı.jpg", bytes: jpeg },
      { name: "fiyat listesi.pdf", bytes: sample.pdf() },
      { name: "müşteriler.csv", bytes: sample.csv() },
      { name: "rakamlar.txt", bytes: sample.text(TEXT) },
    ]),
  });
  expect(uploaded.status, uploaded.text).toBe(201);
  [image, pdf, csv, text] = (uploaded.json!.data as MediaUploadResult).files as [
    MediaFile,
    MediaFile,
    MediaFile,
    MediaFile,
  ];
});

afterAll(async () => {
  await db.$disconnect();
  storage.remove();
});

/** GET a route that streams bytes, read as bytes. */
async function fetchBytes(
  handler: (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>,
  url: string,
  { headers = {}, params = {} }: { headers?: Headers; params?: Record<string, string> } = {},
) {
  const response = await handler(new NextRequest(new URL(url, "http://127.0.0.1:3000"), { headers }), {
    params: Promise.resolve(params),
  });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}
const get = (id: string, query = "", headers: Headers = member) =>
  fetchBytes(content.GET, `/api/v1/media/${id}/content${query}`, { headers, params: { id } });
const counters = async (id: string) =>
  db.mediaFile.findUniqueOrThrow({ where: { id }, select: { downloads: true, views: true } });
const directives = (headers: globalThis.Headers) =>
  (headers.get("content-security-policy") ?? "").split(";").map((item) => item.trim());

describe("downloads and previews", () => {
  it("downloads the exact bytes as an attachment with a safe name, the proved type and nosniff, counted", async () => {
    const answer = await get(image.id);
    expect(answer.status).toBe(200);
    expect(Buffer.from(answer.bytes).equals(Buffer.from(jpeg))).toBe(true);
    expect(answer.headers.get("content-type")).toBe("image/jpeg");
    expect(answer.headers.get("content-length")).toBe(String(jpeg.byteLength));
    expect(answer.headers.get("content-disposition")).toBe(
      `attachment; filename="Urun fotografi.jpg"; filename*=UTF-8''%C3%9Cr%C3%BCn%20foto%C4%9Fraf%C4%B1.jpg`,
    );
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("accept-ranges")).toBe("bytes");
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(directives(answer.headers)).toEqual(["default-src 'none'", "frame-ancestors 'none'", "sandbox"]);
    expect(answer.headers.get("x-frame-options")).toBe("DENY");
    expect(await counters(image.id)).toEqual({ downloads: 1, views: 0 });
  });

  it("shows images and PDFs inline on ?inline=1 (counted as views); the app may frame an inline PDF", async () => {
    const picture = await get(image.id, "?inline=1");
    expect(picture.headers.get("content-disposition")).toMatch(/^inline; /);
    expect(directives(picture.headers)).toContain("sandbox");
    const document = await get(pdf.id, "?inline=1");
    expect(document.headers.get("content-type")).toBe("application/pdf");
    expect(document.headers.get("content-disposition")).toMatch(/^inline; /);
    expect(directives(document.headers)).toEqual(["default-src 'none'", "frame-ancestors 'self'", "sandbox"]);
    expect(document.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(document.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await counters(pdf.id)).toEqual({ downloads: 0, views: 1 });
    // Downloaded, it is framed nowhere.
    expect(directives((await get(pdf.id)).headers)).toContain("frame-ancestors 'none'");
  });

  it("sends anything else as an attachment even when asked inline", async () => {
    for (const item of [csv, text]) {
      const answer = await get(item.id, "?inline=1");
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-disposition")).toMatch(/^attachment; /);
      expect(directives(answer.headers)).toContain("sandbox");
    }
    expect((await get(csv.id)).headers.get("content-type")).toBe("text/csv");
  });

  it("answers byte ranges exactly (206), 416 past the end, the whole file for several ranges", async () => {
    const before = await counters(text.id);
    const middle = await get(text.id, "", { ...member, range: "bytes=10-19" });
    expect(middle.status).toBe(206);
    expect(new TextDecoder().decode(middle.bytes)).toBe(TEXT.slice(10, 20));
    expect(middle.headers.get("content-range")).toBe(`bytes 10-19/${TEXT.length}`);
    expect(middle.headers.get("content-length")).toBe("10");
    const suffix = await get(text.id, "", { ...member, range: "bytes=-5" });
    expect(new TextDecoder().decode(suffix.bytes)).toBe(TEXT.slice(-5));
    const open = await get(text.id, "", { ...member, range: "bytes=95-" });
    expect(open.headers.get("content-range")).toBe(`bytes 95-99/${TEXT.length}`);
    expect(await counters(text.id)).toEqual(before);
    const start = await get(text.id, "", { ...member, range: "bytes=0-0" });
    expect(start.status).toBe(206);
    expect(await counters(text.id)).toEqual({ ...before, downloads: before.downloads + 1 });
    const beyond = await get(text.id, "", { ...member, range: "bytes=500-600" });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${TEXT.length}`);
    const several = await get(text.id, "", { ...member, range: "bytes=0-1,50-51" });
    expect(several.status).toBe(200);
    expect(several.bytes.byteLength).toBe(TEXT.length);
  });

  it("answers 404 for a thumbnail not made yet, and for another company's file on every route", async () => {
    const none = await fetchBytes(thumbnail.GET, "/x", { headers: member, params: { id: image.id } });
    expect(none.status).toBe(404);
    expect((await get(image.id, "", stranger)).status).toBe(404);
    expect((await get(image.id, "?inline=1", stranger)).status).toBe(404);
    expect((await fetchBytes(thumbnail.GET, "/x", { headers: stranger, params: { id: image.id } })).status).toBe(404);
    const zip = await call(download.POST, "/api/v1/media/download", { headers: stranger, body: { ids: [image.id] } });
    expect(zip.status).toBe(404);
    expect((await get(image.id, "", {})).status).toBe(401);
  });
});

describe("the zip", () => {
  it("streams the checked files as one zip, names made unique, each counted as a download", async () => {
    const before = await counters(csv.id);
    // Two files of one name: the zip keeps both.
    await db.mediaFile.update({ where: { id: text.id }, data: { name: "müşteriler.csv" } });
    const response = await download.POST(
      new NextRequest("http://127.0.0.1:3000/api/v1/media/download", {
        method: "POST",
        headers: { ...member, "content-type": "application/json" },
        body: JSON.stringify({ ids: [csv.id, text.id, image.id] }),
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename=kanal-media-\d{4}-\d{2}-\d{2}\.zip$/,
    );
    const entries = await zipEntries(new Uint8Array(await response.arrayBuffer()));
    expect([...entries.keys()]).toEqual(["müşteriler.csv", "müşteriler (2).csv", "Ürün fotoğrafı.jpg"]);
    expect(entries.get("müşteriler (2).csv")!.toString()).toBe(TEXT);
    expect(entries.get("Ürün fotoğrafı.jpg")!.equals(Buffer.from(jpeg))).toBe(true);
    expect((await counters(csv.id)).downloads).toBe(before.downloads + 1);
    const mixed = await call(download.POST, "/api/v1/media/download", {
      headers: member,
      body: { ids: [csv.id, "no-such-file"] },
    });
    expect(mixed.status).toBe(404);
    expect((await call(download.POST, "/api/v1/media/download", { headers: member, body: { ids: [] } })).status).toBe(
      400,
    );
  });
});

describe("share links", () => {
  const makeLink = async (id: string, body: unknown = {}) => {
    const answer = await call(share.POST, "/x", { headers: member, params: { id }, body });
    expect(answer.status, answer.text).toBe(201);
    return (answer.json!.data as MediaShare).url.split("/s/")[1]!;
  };
  const open = (token: string, headers: Headers = {}) =>
    fetchBytes(shared.GET as never, `/s/${token}`, { headers, params: { token } });

  it("answers the file it was made for with no session, inline when it may be, counting views", async () => {
    const pictureToken = await makeLink(image.id);
    const csvToken = await makeLink(csv.id);
    const picture = await open(pictureToken);
    expect(picture.status).toBe(200);
    expect(Buffer.from(picture.bytes).equals(Buffer.from(jpeg))).toBe(true);
    expect(picture.headers.get("content-disposition")).toMatch(/^inline; /);
    expect(picture.headers.get("cache-control")).toBe("private, no-store");
    expect(picture.headers.get("referrer-policy")).toBe("no-referrer");
    expect(picture.headers.get("x-content-type-options")).toBe("nosniff");
    expect(picture.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(directives(picture.headers)).toContain("sandbox");
    const list = await open(csvToken);
    expect(new TextDecoder().decode(list.bytes)).toBe(new TextDecoder().decode(sample.csv()));
    expect(list.headers.get("content-disposition")).toMatch(/^attachment; /);
    const ranged = await open(pictureToken, { range: "bytes=2-5" });
    expect(ranged.status).toBe(206);
    expect(Buffer.from(ranged.bytes).equals(Buffer.from(jpeg.subarray(2, 6)))).toBe(true);
    const link = await db.mediaShareLink.findFirstOrThrow({ where: { fileId: image.id, revokedAt: null } });
    expect(link.views).toBe(1);
    const shown = (await call(file.GET, "/x", { headers: member, params: { id: image.id } })).json!.data as MediaFile;
    expect(shown.share?.views).toBe(1);
  });

  it("shows a PDF through its link in the browser's viewer: inline, sandboxed, never framed", async () => {
    const answer = await open(await makeLink(pdf.id));
    expect(answer.headers.get("content-disposition")).toMatch(/^inline; /);
    expect(directives(answer.headers)).toEqual(["default-src 'none'", "frame-ancestors 'none'", "sandbox"]);
    expect(answer.headers.get("x-frame-options")).toBe("DENY");
  });

  it("stops at once when revoked, replaced, expired or its file is deleted; forged tokens are the same 404", async () => {
    const first = await makeLink(text.id);
    const second = await makeLink(text.id, { expiresInDays: 1 });
    expect((await open(first)).status).toBe(404);
    expect((await open(second)).status).toBe(200);
    await db.mediaShareLink.updateMany({
      where: { fileId: text.id, revokedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await open(second, { "accept-language": "en" });
    expect(expired.status).toBe(404);
    expect(new TextDecoder().decode(expired.bytes)).toBe("This link does not exist, has expired or has been revoked");
    expect(expired.headers.get("content-type")).toBe("text/plain; charset=utf-8");

    const third = await makeLink(text.id);
    expect((await open(third)).status).toBe(200);
    await call(share.DELETE, "/x", { method: "DELETE", headers: member, params: { id: text.id } });
    expect((await open(third)).status).toBe(404);

    const fourth = await makeLink(text.id);
    await call(file.DELETE, "/x", { method: "DELETE", headers: member, params: { id: text.id } });
    expect((await open(fourth)).status).toBe(404);
    for (const forged of ["x", "A".repeat(43), `${fourth.slice(0, 42)}A`])
      expect((await open(forged)).status).toBe(404);
  });
});
