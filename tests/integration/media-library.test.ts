import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as billing from "@/app/api/v1/billing/route";
import * as media from "@/app/api/v1/media/route";
import * as file from "@/app/api/v1/media/[id]/route";
import * as share from "@/app/api/v1/media/[id]/share/route";
import * as bulk from "@/app/api/v1/media/bulk/route";
import * as folders from "@/app/api/v1/media/folders/route";
import * as folder from "@/app/api/v1/media/folders/[id]/route";
import * as stats from "@/app/api/v1/media/stats/route";
import type { MediaFile, MediaFolder, MediaPage, MediaShare, MediaStats } from "@/lib/media/types";
import { db } from "@/lib/server/db";
import { createCompany, createUser, signIn } from "@/tests/helpers/factories";
import { jobsSettled, runJobWorker } from "@/tests/helpers/jobs";
import { insertMediaFile, temporaryStorage } from "@/tests/helpers/media";
import { call } from "@/tests/helpers/request";

// The media library's records (issue 15, api.md → Media): list, search and filters, stats that
// agree with billing, folders (the six defaults, made once), edit and delete with the roles of
// architecture.md, bulk actions all or nothing, share links made and revoked, and another
// company's file, folder or link a 404 on every verb. Uploads and bytes: media-upload/-content.

const storage = temporaryStorage("media-library");
runJobWorker();

type Headers = Record<string, string>;
let companyId: string;
let owner: Headers;
let admin: Headers;
let member: Headers;
let memberId: string;
let otherMemberId: string;
let strangerCompanyId: string;
let stranger: Headers;

beforeAll(async () => {
  companyId = (await createCompany()).id;
  const as = async (role: "owner" | "admin" | "member") => {
    const user = await createUser({ companyId, role });
    return { id: user.id, headers: { ...(await signIn(user)).headers, "accept-language": "en" } };
  };
  owner = (await as("owner")).headers;
  admin = (await as("admin")).headers;
  const m = await as("member");
  member = m.headers;
  memberId = m.id;
  const o = await as("member");
  otherMemberId = o.id;
  strangerCompanyId = (await createCompany()).id;
  stranger = (await signIn(await createUser({ companyId: strangerCompanyId, role: "owner" }))).headers;
});

afterAll(async () => {
  await db.$disconnect();
  storage.remove();
});

const data = <T>(response: { json: Record<string, unknown> | null }) => response.json!.data as T;
const list = async (query: string, headers = member) => {
  const answer = await call(media.GET, `/api/v1/media?${query}`, { headers });
  expect(answer.status, answer.text).toBe(200);
  return data<MediaPage>(answer);
};
const names = (page: MediaPage) => page.files.map((item) => item.name);
const putFolder = (id: string, body: unknown, headers: Headers) =>
  call(folder.PUT, "/api/v1/media/folders/x", { method: "PUT", headers, params: { id }, body });
const shareFile = (id: string, headers: Headers, body: unknown = {}) =>
  call(share.POST, "/api/v1/media/x/share", { headers, params: { id }, body });

describe("folders", () => {
  it("gives every company the six defaults once, even on simultaneous first reads", async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(folders.GET, "/api/v1/media/folders", { headers: member })),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    const list = data<MediaFolder[]>(answers[0]!);
    expect(list.map((item) => item.systemKey)).toEqual([
      "marketing",
      "videos",
      "audio",
      "documents",
      "branding",
      "archive",
    ]);
    expect(await db.mediaFolder.count({ where: { companyId } })).toBe(6);
    expect(list.every((item) => item.count === 0)).toBe(true);
  });

  it("creates, refuses a taken name case- and Turkish-insensitively, renames and recolours", async () => {
    const created = await call(folders.POST, "/api/v1/media/folders", {
      headers: admin,
      body: { name: "Çekimler", color: "teal" },
    });
    expect(created.status).toBe(201);
    const made = data<MediaFolder>(created);
    expect(made).toMatchObject({ name: "Çekimler", color: "teal", systemKey: null, count: 0 });

    for (const name of ["çekimler", "CEKIMLER", "  Çekimler ", "MARKETING"]) {
      const clash = await call(folders.POST, "/api/v1/media/folders", { headers: admin, body: { name, color: "red" } });
      expect(clash.status, name).toBe(409);
      expect(clash.json!.errors).toEqual([{ field: "name", message: "A folder with this name already exists" }]);
    }
    const bad = await call(folders.POST, "/api/v1/media/folders", {
      headers: admin,
      body: { name: "", color: "plaid" },
    });
    expect(bad.status).toBe(400);

    const defaults = data<MediaFolder[]>(await call(folders.GET, "/api/v1/media/folders", { headers: admin }));
    const marketing = defaults.find((item) => item.systemKey === "marketing")!;
    const recoloured = await putFolder(marketing.id, { color: "red" }, admin);
    expect(data<MediaFolder>(recoloured)).toMatchObject({ name: "Marketing", color: "red", systemKey: "marketing" });
    const renamed = await putFolder(marketing.id, { name: "Pazarlama" }, admin);
    expect(data<MediaFolder>(renamed)).toMatchObject({ name: "Pazarlama", color: "red", systemKey: null });
    const taken = await putFolder(marketing.id, { name: "çekimler" }, admin);
    expect(taken.status).toBe(409);
  });

  it("deletes a folder, leaving its files in no folder, and never brings a deleted default back", async () => {
    const all = data<MediaFolder[]>(await call(folders.GET, "/api/v1/media/folders", { headers: owner }));
    const archive = all.find((item) => item.systemKey === "archive")!;
    const inside = await insertMediaFile({ companyId, folderId: archive.id });
    const listed = data<MediaFolder[]>(await call(folders.GET, "/api/v1/media/folders", { headers: owner }));
    expect(listed.find((item) => item.id === archive.id)!.count).toBe(1);

    const removed = await call(folder.DELETE, "/api/v1/media/folders/x", {
      method: "DELETE",
      headers: owner,
      params: { id: archive.id },
    });
    expect(removed.status).toBe(200);
    expect(data(removed)).toEqual({ id: archive.id, unfiled: 1 });
    expect((await db.mediaFile.findUnique({ where: { id: inside.id } }))!.folderId).toBeNull();
    const after = data<MediaFolder[]>(await call(folders.GET, "/api/v1/media/folders", { headers: owner }));
    expect(after.some((item) => item.systemKey === "archive")).toBe(false);
    expect(after).toHaveLength(all.length - 1);
  });

  it("leaves folder changes to owners and admins", async () => {
    const [any] = data<MediaFolder[]>(await call(folders.GET, "/api/v1/media/folders", { headers: member }));
    const create = await call(folders.POST, "/api/v1/media/folders", {
      headers: member,
      body: { name: "Benim", color: "blue" },
    });
    const rename = await putFolder(any!.id, { name: "Benim" }, member);
    const remove = await call(folder.DELETE, "/api/v1/media/folders/x", {
      method: "DELETE",
      headers: member,
      params: { id: any!.id },
    });
    expect([create.status, rename.status, remove.status]).toEqual([403, 403, 403]);
  });
});

describe("list, search and stats", () => {
  let logoFolderId: string;
  beforeAll(async () => {
    const made = await call(folders.POST, "/api/v1/media/folders", {
      headers: owner,
      body: { name: "Logolar", color: "green" },
    });
    logoFolderId = data<MediaFolder>(made).id;
    const day = 86_400_000;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
    await insertMediaFile({
      companyId,
      uploadedById: memberId,
      name: "Şükrü Öztürk logo.png",
      type: "IMAGE",
      mimeType: "image/png",
      bytes: new Uint8Array(3000),
      tags: ["Marka", "logo"],
      folderId: logoFolderId,
      createdAt: at(1),
      downloads: 4,
    });
    await insertMediaFile({
      companyId,
      name: "çiçek fiyatları 100%.pdf",
      type: "DOCUMENT",
      mimeType: "application/pdf",
      bytes: new Uint8Array(5000),
      tags: ["fiyat"],
      createdAt: at(2),
      downloads: 1,
    });
    await insertMediaFile({
      companyId,
      name: "Cami tanıtım.mp4",
      type: "VIDEO",
      mimeType: "video/mp4",
      bytes: new Uint8Array(9000),
      createdAt: at(90),
    });
    await insertMediaFile({
      companyId,
      name: "ılık ses.mp3",
      type: "AUDIO",
      mimeType: "audio/mpeg",
      bytes: new Uint8Array(1000),
      tags: ["ses"],
      createdAt: at(3),
    });
  });

  it("searches names and tags Turkish- and case-insensitively, with LIKE's wildcards taken literally", async () => {
    expect(names(await list("search=sukru"))).toEqual(["Şükrü Öztürk logo.png"]);
    expect(names(await list("search=OZTURK"))).toEqual(["Şükrü Öztürk logo.png"]);
    expect(names(await list("search=MARKA"))).toEqual(["Şükrü Öztürk logo.png"]);
    expect(names(await list("search=cicek"))).toEqual(["çiçek fiyatları 100%.pdf"]);
    expect(names(await list("search=100%25"))).toEqual(["çiçek fiyatları 100%.pdf"]);
    expect(names(await list("search=10_"))).toEqual([]);
    expect(names(await list("search=ilik"))).toEqual(["ılık ses.mp3"]);
  });

  it("filters by type, folder (id, none, all) and tag", async () => {
    expect(names(await list("type=VIDEO"))).toEqual(["Cami tanıtım.mp4"]);
    expect(names(await list(`folder=${logoFolderId}`))).toEqual(["Şükrü Öztürk logo.png"]);
    expect(names(await list("folder=none&type=AUDIO"))).toEqual(["ılık ses.mp3"]);
    expect((await list("folder=all")).pagination.total).toBe((await list("")).pagination.total);
    expect(names(await list("tag=fiyat"))).toEqual(["çiçek fiyatları 100%.pdf"]);
    expect(names(await list("tag=Fiyat"))).toEqual([]);
    expect((await list("folder=no-such-folder")).files).toEqual([]);
    const bad = await call(media.GET, "/api/v1/media?type=SVG&sort=random&limit=201", { headers: member });
    expect(bad.status).toBe(400);
    expect((bad.json!.errors as { field: string }[]).map((item) => item.field).sort()).toEqual([
      "limit",
      "sort",
      "type",
    ]);
  });

  it("sorts newest, oldest, by Turkish name and by size, and pages without overlap", async () => {
    const fourNames = ["Şükrü Öztürk logo.png", "çiçek fiyatları 100%.pdf", "ılık ses.mp3", "Cami tanıtım.mp4"];
    const pick = (page: MediaPage) => names(page).filter((name) => fourNames.includes(name));
    expect(pick(await list("sort=newest"))).toEqual(fourNames);
    expect(pick(await list("sort=oldest"))).toEqual([...fourNames].reverse());
    expect(pick(await list("sort=name"))).toEqual([
      "Cami tanıtım.mp4",
      "çiçek fiyatları 100%.pdf",
      "ılık ses.mp3",
      "Şükrü Öztürk logo.png",
    ]);
    expect(pick(await list("sort=size"))).toEqual([
      "Cami tanıtım.mp4",
      "çiçek fiyatları 100%.pdf",
      "Şükrü Öztürk logo.png",
      "ılık ses.mp3",
    ]);
    const total = (await list("")).pagination.total;
    const first = await list("sort=name&limit=2&page=1");
    const second = await list("sort=name&limit=2&page=2");
    expect(first.pagination).toEqual({ page: 1, limit: 2, total, totalPages: Math.ceil(total / 2) });
    expect(names(first).filter((name) => names(second).includes(name))).toEqual([]);
  });

  it("answers each file in the shape of api.md", async () => {
    const [logo] = (await list("search=sukru")).files;
    expect(logo).toMatchObject({
      type: "IMAGE",
      mimeType: "image/png",
      size: 3000,
      folder: { id: logoFolderId, name: "Logolar", color: "green" },
      tags: ["Marka", "logo"],
      isPublic: false,
      downloads: 4,
      views: 0,
      uploadedBy: { id: memberId, name: "Test Kullanıcı" },
      thumbnailUrl: null,
      processing: "pending",
      usedIn: { templates: 0, messages: 0, posts: 0 },
      share: null,
    });
    expect(logo!.url).toBe(`/api/v1/media/${logo!.id}/content`);
    const one = await call(file.GET, "/api/v1/media/x", { headers: member, params: { id: logo!.id } });
    expect(data<MediaFile>(one)).toEqual(logo);
  });

  it("counts files, types, recent uploads and downloads, and storage exactly as billing does", async () => {
    const answer = data<MediaStats>(await call(stats.GET, "/api/v1/media/stats", { headers: member }));
    const rows = await db.mediaFile.findMany({ where: { companyId } });
    expect(answer.totalFiles).toBe(rows.length);
    expect(answer.totalDownloads).toBe(rows.reduce((sum, row) => sum + row.downloads, 0));
    expect(answer.byType).toEqual({
      IMAGE: rows.filter((row) => row.type === "IMAGE").length,
      VIDEO: 1,
      AUDIO: 1,
      DOCUMENT: rows.filter((row) => row.type === "DOCUMENT").length,
    });
    expect(answer.newLast30Days).toBe(rows.length - 1);
    expect(answer.quotaBytes).toBe(5 * 1024 ** 3);
    const usage = data<{ usage: { storageBytes: number } }>(
      await call(billing.GET, "/api/v1/billing", { headers: owner }),
    );
    expect(answer.totalBytes).toBe(usage.usage.storageBytes);
    expect(answer.totalBytes).toBe(rows.reduce((sum, row) => sum + Number(row.sizeBytes), 0));
  });
});

describe("edit", () => {
  const put = (id: string, body: unknown, headers: Headers) =>
    call(file.PUT, "/api/v1/media/x", { method: "PUT", headers, params: { id }, body });

  it("lets members edit their own files; renames keep the stored key and are searchable at once", async () => {
    const own = await insertMediaFile({ companyId, uploadedById: memberId, name: "eski ad.txt" });
    const answer = await put(
      own.id,
      { name: "  Yeni Ağaç Adı.txt ", tags: ["Bahar", "bahar", "yaz"], isPublic: false },
      member,
    );
    expect(answer.status, answer.text).toBe(200);
    expect(data<MediaFile>(answer)).toMatchObject({ name: "Yeni Ağaç Adı.txt", tags: ["Bahar", "bahar", "yaz"] });
    expect((await db.mediaFile.findUnique({ where: { id: own.id } }))!.storageKey).toBe(own.storageKey);
    expect(names(await list("search=agac"))).toEqual(["Yeni Ağaç Adı.txt"]);
  });

  it("keeps others' files, and the public flag, to owners and admins", async () => {
    const others = await insertMediaFile({ companyId, uploadedById: otherMemberId });
    const own = await insertMediaFile({ companyId, uploadedById: memberId });
    expect((await put(others.id, { name: "benim.txt" }, member)).status).toBe(403);
    expect((await put(own.id, { isPublic: true }, member)).status).toBe(403);
    expect((await put(others.id, { name: "yönetici.txt" }, admin)).status).toBe(200);
    expect(data<MediaFile>(await put(own.id, { isPublic: true }, owner)).isPublic).toBe(true);
    // Unchanged, as the edit dialog sends it back: fine for the member.
    expect((await put(own.id, { isPublic: true, name: "aynı.txt" }, member)).status).toBe(200);
  });

  it("moves a file to one of the company's folders only, or to none", async () => {
    const own = await insertMediaFile({ companyId, uploadedById: memberId });
    const [target] = data<MediaFolder[]>(await call(folders.GET, "/api/v1/media/folders", { headers: member }));
    const foreign = await db.mediaFolder.create({
      data: { companyId: strangerCompanyId, name: "Yabancı", nameKey: "yabanci", color: "blue" },
    });
    expect(data<MediaFile>(await put(own.id, { folderId: target!.id }, member)).folder!.id).toBe(target!.id);
    const refused = await put(own.id, { folderId: foreign.id }, member);
    expect(refused.status).toBe(404);
    expect(refused.json!.message).toBe("Folder not found");
    expect(data<MediaFile>(await put(own.id, { folderId: null }, member)).folder).toBeNull();
    const invalid = await put(own.id, { name: "", tags: "x" }, member);
    expect(invalid.status).toBe(400);
  });
});

describe("delete", () => {
  const remove = (id: string, headers: Headers) =>
    call(file.DELETE, "/api/v1/media/x", { method: "DELETE", headers, params: { id } });
  const storedPath = (key: string) => path.join(storage.dir, ...key.split("/"));
  const storageUsed = async () =>
    data<{ usage: { storageBytes: number } }>(await call(billing.GET, "/api/v1/billing", { headers: owner })).usage
      .storageBytes;

  it("frees the quota at once and removes the bytes in the background", async () => {
    const own = await insertMediaFile({ companyId, uploadedById: memberId, bytes: new Uint8Array(7777) });
    const before = await storageUsed();
    expect(existsSync(storedPath(own.storageKey))).toBe(true);
    const answer = await remove(own.id, member);
    expect(answer.status, answer.text).toBe(200);
    expect(data(answer)).toEqual({ count: 1 });
    expect(await storageUsed()).toBe(before - 7777);
    const statsAfter = data<MediaStats>(await call(stats.GET, "/api/v1/media/stats", { headers: member }));
    expect(statsAfter.totalBytes).toBe(before - 7777);
    expect(await db.storedFile.count({ where: { key: own.storageKey } })).toBe(0);
    expect((await call(file.GET, "/api/v1/media/x", { headers: member, params: { id: own.id } })).status).toBe(404);
    await jobsSettled();
    expect(existsSync(storedPath(own.storageKey))).toBe(false);
    expect((await remove(own.id, member)).status).toBe(404);
  });

  it("keeps others' files to owners and admins", async () => {
    const others = await insertMediaFile({ companyId, uploadedById: otherMemberId });
    const orphan = await insertMediaFile({ companyId, uploadedById: null });
    expect((await remove(others.id, member)).status).toBe(403);
    expect((await remove(orphan.id, member)).status).toBe(403);
    expect((await remove(others.id, admin)).status).toBe(200);
    expect((await remove(orphan.id, owner)).status).toBe(200);
  });
});

describe("bulk", () => {
  const post = (body: unknown, headers: Headers) => call(bulk.POST, "/api/v1/media/bulk", { headers, body });

  it("moves and tags the checked files, or nothing when one id is another company's", async () => {
    const a = await insertMediaFile({ companyId, uploadedById: memberId, tags: ["eski"] });
    const b = await insertMediaFile({ companyId, uploadedById: memberId });
    const foreign = await insertMediaFile({ companyId: strangerCompanyId });
    const [target] = data<MediaFolder[]>(await call(folders.GET, "/api/v1/media/folders", { headers: member }));

    const mixed = await post({ action: "move", ids: [a.id, foreign.id], folderId: target!.id }, member);
    expect(mixed.status).toBe(404);
    expect((await db.mediaFile.findUnique({ where: { id: a.id } }))!.folderId).toBeNull();

    const moved = await post({ action: "move", ids: [a.id, b.id], folderId: target!.id }, member);
    expect(data(moved)).toEqual({ action: "move", count: 2 });
    expect(await db.mediaFile.count({ where: { id: { in: [a.id, b.id] }, folderId: target!.id } })).toBe(2);

    const tagged = await post({ action: "tag", ids: [a.id, b.id], tags: ["yaz", "eski"] }, member);
    expect(data(tagged)).toEqual({ action: "tag", count: 2 });
    expect((await db.mediaFile.findUnique({ where: { id: a.id } }))!.tags).toEqual(["eski", "yaz"]);
    expect((await db.mediaFile.findUnique({ where: { id: b.id } }))!.tags).toEqual(["yaz", "eski"]);
    expect(names(await list("search=yaz")).length).toBeGreaterThanOrEqual(2);

    const unfiled = await post({ action: "move", ids: [a.id], folderId: null }, member);
    expect(data(unfiled)).toEqual({ action: "move", count: 1 });
    expect((await post({ action: "move", ids: [a.id] }, member)).status).toBe(400);
    expect((await post({ action: "tag", ids: [a.id], tags: [] }, member)).status).toBe(400);
    expect((await post({ action: "rename", ids: [a.id] }, member)).status).toBe(400);
  });

  it("deletes all or nothing: others' files need an owner or admin", async () => {
    const own = await insertMediaFile({ companyId, uploadedById: memberId });
    const others = await insertMediaFile({ companyId, uploadedById: otherMemberId });
    const refused = await post({ action: "delete", ids: [own.id, others.id] }, member);
    expect(refused.status).toBe(403);
    expect(await db.mediaFile.count({ where: { id: { in: [own.id, others.id] } } })).toBe(2);
    const done = await post({ action: "delete", ids: [own.id, others.id] }, admin);
    expect(data(done)).toEqual({ action: "delete", count: 2 });
    expect(await db.mediaFile.count({ where: { id: { in: [own.id, others.id] } } })).toBe(0);
    expect(await db.storedFile.count({ where: { key: { in: [own.storageKey, others.storageKey] } } })).toBe(0);
  });
});

describe("share links", () => {
  it("makes one live link per file, stores only its hash, and revokes it", async () => {
    const own = await insertMediaFile({ companyId, uploadedById: memberId });
    const first = await shareFile(own.id, member);
    expect(first.status, first.text).toBe(201);
    const link = data<MediaShare>(first);
    expect(link.expiresAt).toBeNull();
    const token = link.url.split("/s/")[1]!;
    expect(link.url).toMatch(/^https?:\/\/[^/]+\/s\/[A-Za-z0-9_-]{43}$/);
    const rows = await db.mediaShareLink.findMany({ where: { fileId: own.id } });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);

    const second = await shareFile(own.id, member, { expiresInDays: 7 });
    const expiring = data<MediaShare>(second);
    expect(Date.parse(expiring.expiresAt!) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(await db.mediaShareLink.count({ where: { fileId: own.id, revokedAt: null } })).toBe(1);
    const shown = data<MediaFile>(await call(file.GET, "/api/v1/media/x", { headers: member, params: { id: own.id } }));
    expect(shown.share).toMatchObject({ expiresAt: expiring.expiresAt, views: 0 });

    const revoked = await call(share.DELETE, "/api/v1/media/x/share", {
      method: "DELETE",
      headers: member,
      params: { id: own.id },
    });
    expect(data(revoked)).toEqual({ revoked: 1 });
    expect(await db.mediaShareLink.count({ where: { fileId: own.id, revokedAt: null } })).toBe(0);
    const hidden = data<MediaFile>(
      await call(file.GET, "/api/v1/media/x", { headers: member, params: { id: own.id } }),
    );
    expect(hidden.share).toBeNull();
    const tooLong = await shareFile(own.id, member, { expiresInDays: 366 });
    expect(tooLong.status).toBe(400);
  });

  it("keeps sharing others' files to owners and admins", async () => {
    const others = await insertMediaFile({ companyId, uploadedById: otherMemberId });
    const refused = await shareFile(others.id, member);
    expect(refused.status).toBe(403);
    const made = await shareFile(others.id, admin);
    expect(made.status).toBe(201);
  });
});

describe("another company's records", () => {
  it("answers 404 on every verb for a file, a folder and a share link", async () => {
    const theirs = await insertMediaFile({ companyId, uploadedById: memberId });
    const [theirFolder] = data<MediaFolder[]>(await call(folders.GET, "/api/v1/media/folders", { headers: owner }));
    await shareFile(theirs.id, member);
    const params = { id: theirs.id };
    const answers = {
      get: await call(file.GET, "/api/v1/media/x", { headers: stranger, params }),
      put: await call(file.PUT, "/api/v1/media/x", { method: "PUT", headers: stranger, params, body: { name: "x" } }),
      delete: await call(file.DELETE, "/api/v1/media/x", { method: "DELETE", headers: stranger, params }),
      share: await call(share.POST, "/api/v1/media/x/share", { headers: stranger, params, body: {} }),
      unshare: await call(share.DELETE, "/api/v1/media/x/share", { method: "DELETE", headers: stranger, params }),
      bulkMove: await call(bulk.POST, "/api/v1/media/bulk", {
        headers: stranger,
        body: { action: "move", ids: [theirs.id], folderId: null },
      }),
      bulkTag: await call(bulk.POST, "/api/v1/media/bulk", {
        headers: stranger,
        body: { action: "tag", ids: [theirs.id], tags: ["x"] },
      }),
      bulkDelete: await call(bulk.POST, "/api/v1/media/bulk", {
        headers: stranger,
        body: { action: "delete", ids: [theirs.id] },
      }),
      folderPut: await putFolder(theirFolder!.id, { name: "Ele geçirildi" }, stranger),
      folderDelete: await call(folder.DELETE, "/api/v1/media/folders/x", {
        method: "DELETE",
        headers: stranger,
        params: { id: theirFolder!.id },
      }),
    };
    for (const [verb, answer] of Object.entries(answers)) expect(answer.status, verb).toBe(404);
    const own = await insertMediaFile({ companyId: strangerCompanyId });
    const moveToTheirs = await call(file.PUT, "/api/v1/media/x", {
      method: "PUT",
      headers: stranger,
      params: { id: own.id },
      body: { folderId: theirFolder!.id },
    });
    expect(moveToTheirs.status).toBe(404);
    expect(names(await list(`search=${encodeURIComponent(theirs.name)}`, stranger))).toEqual([]);
    expect((await db.mediaFile.findUnique({ where: { id: theirs.id } }))!.name).toBe(theirs.name);
    expect(await db.mediaShareLink.count({ where: { fileId: theirs.id, revokedAt: null } })).toBe(1);
  });

  it("answers 401 without a session", async () => {
    expect((await call(media.GET, "/api/v1/media")).status).toBe(401);
    expect((await call(stats.GET, "/api/v1/media/stats")).status).toBe(401);
  });
});
