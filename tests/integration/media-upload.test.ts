import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as media from "@/app/api/v1/media/route";
import * as folders from "@/app/api/v1/media/folders/route";
import type { MediaFolder, MediaUploadResult } from "@/lib/media/types";
import { MEDIA_MAX_FILES_PER_UPLOAD } from "@/lib/validation/media";
import { db } from "@/lib/server/db";
import { createCompany, createUser, signIn } from "@/tests/helpers/factories";
import { sample, streamedUpload, temporaryStorage, uploadForm, type UploadPart } from "@/tests/helpers/media";
import { call } from "@/tests/helpers/request";

// POST /api/v1/media (issue 15): multipart, streamed to storage. What a file is comes from its
// bytes; each refused file says why without stopping the others; the per-file limit
// (MEDIA_MAX_FILE_MB, 2 here) and the plan's quota hold, also for uploads racing each other; names
// keep their Unicode and lose their paths; a refused request keeps nothing.

process.env.MEDIA_MAX_FILE_MB = "2";
const MB = 1024 * 1024;
const QUOTA = 5 * 1024 ** 3;
const storage = temporaryStorage("media-upload");

type Headers = Record<string, string>;
let companyId: string;
let member: Headers;
let stranger: Headers;

beforeAll(async () => {
  companyId = (await createCompany()).id;
  member = { ...(await signIn(await createUser({ companyId, role: "member" }))).headers, "accept-language": "en" };
  stranger = (await signIn(await createUser({ companyId: (await createCompany()).id, role: "owner" }))).headers;
});

afterAll(async () => {
  await db.$disconnect();
  storage.remove();
});

const upload = (parts: UploadPart[], headers = member) =>
  call(media.POST, "/api/v1/media", { headers, rawBody: uploadForm(parts) });
const result = (answer: { json: Record<string, unknown> | null }) => answer.json!.data as MediaUploadResult;
/** The objects in storage under a company's media folder (temporary files included). */
const storedObjects = (id: string) => {
  try {
    return readdirSync(path.join(storage.dir, "media", id));
  } catch {
    return [];
  }
};

/** A company of its own whose ledger already holds `usedBytes` (another kind of file). */
async function companyUsing(usedBytes: number) {
  const company = await createCompany();
  await db.storedFile.create({
    data: { companyId: company.id, key: `exports/${company.id}/big.zip`, sizeBytes: usedBytes },
  });
  const user = await createUser({ companyId: company.id, role: "owner" });
  return { id: company.id, headers: { ...(await signIn(user)).headers, "accept-language": "en" } };
}

describe("what is accepted", () => {
  it("stores each file by what its bytes are, with the batch's folder and tags sent after the files", async () => {
    const [folder] = (await call(folders.GET, "/api/v1/media/folders", { headers: member })).json!
      .data as MediaFolder[];
    const jpeg = await sample.jpeg();
    const answer = await upload([
      { name: "tatil.txt", bytes: jpeg },
      { name: "fiyatlar.pdf", bytes: sample.pdf() },
      { name: "notlar.txt", bytes: sample.text() },
      { name: "liste.csv", bytes: sample.csv() },
      { field: "folderId", value: folder!.id },
      { field: "tags", value: " yaz , kampanya,yaz " },
    ]);
    expect(answer.status, answer.text).toBe(201);
    const { files, rejected } = result(answer);
    expect(rejected).toEqual([]);
    expect(files.map((file) => [file.name, file.type, file.mimeType, file.size])).toEqual([
      ["tatil.txt", "IMAGE", "image/jpeg", jpeg.byteLength],
      ["fiyatlar.pdf", "DOCUMENT", "application/pdf", sample.pdf().byteLength],
      ["notlar.txt", "DOCUMENT", "text/plain", sample.text().byteLength],
      ["liste.csv", "DOCUMENT", "text/csv", sample.csv().byteLength],
    ]);
    for (const file of files) {
      expect(file.folder?.id).toBe(folder!.id);
      expect(file.tags).toEqual(["yaz", "kampanya"]);
      expect(file.processing).toBe("pending");
    }
    const rows = await db.mediaFile.findMany({ where: { id: { in: files.map((file) => file.id) } } });
    // Keys are made of ids and the type the bytes proved, never of the name.
    expect(Object.fromEntries(rows.map((row) => [row.name, row.storageKey]))).toEqual(
      Object.fromEntries(
        rows.map((row) => [
          row.name,
          `media/${companyId}/${row.id}.${{ "tatil.txt": "jpg", "fiyatlar.pdf": "pdf", "notlar.txt": "txt", "liste.csv": "csv" }[row.name]}`,
        ]),
      ),
    );
    const ledger = await db.storedFile.findMany({ where: { key: { in: rows.map((row) => row.storageKey) } } });
    expect(ledger.map((entry) => Number(entry.sizeBytes)).sort()).toEqual(
      rows.map((row) => Number(row.sizeBytes)).sort(),
    );
  });

  it("keeps Unicode names as typed, without paths, control characters or more than 255 characters", async () => {
    const png = await sample.png();
    const answer = await upload([
      { name: "../../x.png", bytes: png },
      { name: "C:\\Belgeler\\Ürün fotoğrafı.png", bytes: png },
      { name: "Çiçek 🌸\tfiyatı\u0085\u202Egnp.png", bytes: png },
      { name: `${"ş".repeat(300)}.png`, bytes: png },
      { name: "..", bytes: png },
    ]);
    expect(answer.status, answer.text).toBe(201);
    const names = result(answer).files.map((file) => file.name);
    expect(names.slice(0, 3)).toEqual(["x.png", "Ürün fotoğrafı.png", "Çiçek 🌸 fiyatıgnp.png"]);
    expect(names[3]).toBe("ş".repeat(255));
    expect(names[4]).toBe("file");
  });

  it("takes the batch's fields before the files too, and lets members upload", async () => {
    const answer = await upload([
      { field: "tags", value: "önce" },
      { field: "folderId", value: "" },
      { name: "a.txt", bytes: sample.text("a") },
    ]);
    expect(answer.status).toBe(201);
    expect(result(answer).files[0]).toMatchObject({ tags: ["önce"], folder: null });
  });
});

describe("what is refused, file by file", () => {
  it("refuses files whose bytes are not an allowed type (415), and empty ones, and keeps the rest", async () => {
    const before = storedObjects(companyId).length;
    const answer = await upload([
      { name: "sayfa.txt", bytes: sample.html() },
      { name: "logo.svg", bytes: sample.svg() },
      { name: "resim.png", bytes: sample.svg() },
      { name: "kur.png", bytes: sample.exe() },
      { name: "boş.txt", bytes: new Uint8Array() },
      { name: "iyi.txt", bytes: sample.text() },
    ]);
    expect(answer.status, answer.text).toBe(201);
    const { files, rejected } = result(answer);
    expect(files.map((file) => file.name)).toEqual(["iyi.txt"]);
    expect(rejected.map((item) => [item.name, item.code])).toEqual([
      ["sayfa.txt", "UNSUPPORTED_MEDIA_TYPE"],
      ["logo.svg", "UNSUPPORTED_MEDIA_TYPE"],
      ["resim.png", "UNSUPPORTED_MEDIA_TYPE"],
      ["kur.png", "UNSUPPORTED_MEDIA_TYPE"],
      ["boş.txt", "VALIDATION_ERROR"],
    ]);
    expect(rejected[0]!.message).toMatch(/^This type of file is not accepted/);
    expect(rejected[4]!.message).toBe("The file is empty");
    expect(storedObjects(companyId).length).toBe(before + 1);
  });

  it("refuses a file past MEDIA_MAX_FILE_MB (413, the limit in the message) and keeps nothing of it", async () => {
    const before = storedObjects(companyId).length;
    const big = streamedUpload([
      { name: "büyük.txt", size: 3 * MB, first: sample.text() },
      { name: "küçük.txt", size: MB, first: sample.text() },
    ]);
    const answer = await call(media.POST, "/api/v1/media", {
      headers: { ...member, "content-type": big.contentType },
      rawBody: big.body,
    });
    expect(answer.status, answer.text).toBe(201);
    const { files, rejected } = result(answer);
    expect(files.map((file) => [file.name, file.size])).toEqual([["küçük.txt", MB]]);
    expect(rejected).toEqual([
      { name: "büyük.txt", code: "PAYLOAD_TOO_LARGE", message: "The file is larger than 2 MB, the most a file may be" },
    ]);
    expect(storedObjects(companyId).length).toBe(before + 1);
  });

  it("refuses a file past what is left of the quota, with the figures", async () => {
    const full = await companyUsing(QUOTA - 100 * 1024);
    const answer = await upload(
      [
        { name: "sığar.txt", bytes: sample.text("x".repeat(50 * 1024)) },
        { name: "sığmaz.txt", bytes: sample.text("y".repeat(60 * 1024)) },
      ],
      full.headers,
    );
    expect(answer.status, answer.text).toBe(201);
    const { files, rejected } = result(answer);
    expect(files.map((file) => file.name)).toEqual(["sığar.txt"]);
    expect(rejected).toEqual([
      {
        name: "sığmaz.txt",
        code: "PAYLOAD_TOO_LARGE",
        message: "Not enough storage for this file: 5 GB of your 5 GB is in use, 50 KB is free",
      },
    ]);
    const ledger = await db.storedFile.aggregate({ where: { companyId: full.id }, _sum: { sizeBytes: true } });
    expect(Number(ledger._sum.sizeBytes)).toBe(QUOTA - 50 * 1024);
    expect(storedObjects(full.id)).toHaveLength(1);
  });
});

describe("what is refused whole", () => {
  it("refuses a body whose length alone passes the free quota before reading it", async () => {
    const full = await companyUsing(QUOTA - MB);
    const body = streamedUpload([{ name: "a.txt", size: 2 * MB, first: sample.text() }]);
    const answer = await call(media.POST, "/api/v1/media", {
      headers: { ...full.headers, "content-type": body.contentType, "content-length": String(body.length) },
      rawBody: body.body,
    });
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: "This upload is 2 MB, but only 1 MB of your 5 GB storage is free",
    });
  });

  it(`refuses more than ${MEDIA_MAX_FILES_PER_UPLOAD} files (413) and keeps none of them`, async () => {
    const company = await companyUsing(0);
    const parts = Array.from({ length: 50 }, (_, index) => ({ name: `f${index}.txt`, bytes: sample.text(`${index}`) }));
    const answer = await upload(parts, company.headers);
    expect(answer.status).toBe(413);
    expect(answer.json!.message).toBe(`At most ${MEDIA_MAX_FILES_PER_UPLOAD} files can be uploaded at once`);
    expect(await db.mediaFile.count({ where: { companyId: company.id } })).toBe(0);
    expect(storedObjects(company.id)).toEqual([]);
  });

  it("refuses no file at all (400), another type of body (415), a broken body (400), bad fields", async () => {
    const none = await upload([{ field: "tags", value: "x" }]);
    expect(none.status).toBe(400);
    expect(none.json).toMatchObject({ code: "VALIDATION_ERROR", message: "Choose at least one file to upload" });
    const json = await call(media.POST, "/api/v1/media", { headers: member, body: { file: "x" } });
    expect(json.status).toBe(415);
    const broken = await call(media.POST, "/api/v1/media", {
      headers: { ...member, "content-type": "multipart/form-data; boundary=abc" },
      rawBody: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhalf',
    });
    expect(broken.status).toBe(400);
    // A C0 control character other than tab is not allowed in a part's header (RFC 9110 field
    // values): the body is malformed, whatever the file.
    const escaped = await upload([{ name: "a\u001bb.png", bytes: sample.text() }]);
    expect(escaped.status).toBe(400);

    const before = storedObjects(companyId).length;
    const tooManyTags = await upload([
      { name: "a.txt", bytes: sample.text() },
      { field: "tags", value: Array.from({ length: 31 }, (_, index) => `t${index}`).join(",") },
    ]);
    expect(tooManyTags.status).toBe(400);
    const foreignFolder = await db.mediaFolder.create({
      data: { companyId: (await createCompany()).id, name: "Yabancı", nameKey: "yabanci", color: "blue" },
    });
    const foreign = await upload([
      { field: "folderId", value: foreignFolder.id },
      { name: "a.txt", bytes: sample.text() },
    ]);
    expect(foreign.status).toBe(404);
    expect(storedObjects(companyId).length).toBe(before);
    expect((await upload([{ name: "a.txt", bytes: sample.text() }], {})).status).toBe(401);
    void stranger;
  });
});

describe("uploads racing for the last of the quota", () => {
  it("accepts exactly the files that fit, however many requests pass the first check together", async () => {
    const size = 256 * 1024;
    const company = await companyUsing(QUOTA - Math.floor(3.5 * size));
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const requests = Array.from({ length: 5 }, (_, index) => {
      const body = streamedUpload([{ name: `yarış-${index}.txt`, size, first: sample.text() }], { gate });
      return call(media.POST, "/api/v1/media", {
        headers: { ...company.headers, "content-type": body.contentType },
        rawBody: body.body,
      });
    });
    // Every request has read the free quota (3.5 files' worth) before any file arrives.
    await new Promise((resolve) => setTimeout(resolve, 500));
    open();
    const answers = await Promise.all(requests);
    const accepted = answers.flatMap((answer) => result(answer).files);
    const rejected = answers.flatMap((answer) => result(answer).rejected);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(accepted).toHaveLength(3);
    expect(rejected.map((item) => item.code)).toEqual(["PAYLOAD_TOO_LARGE", "PAYLOAD_TOO_LARGE"]);
    const ledger = await db.storedFile.aggregate({ where: { companyId: company.id }, _sum: { sizeBytes: true } });
    expect(Number(ledger._sum.sizeBytes)).toBeLessThanOrEqual(QUOTA);
    expect(Number(ledger._sum.sizeBytes)).toBe(QUOTA - Math.floor(3.5 * size) + 3 * size);
    expect(storedObjects(company.id)).toHaveLength(3);
  });
});
