import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportReport } from "@/lib/customers/types";
import { db } from "@/lib/server/db";
import { POST as importCustomers } from "@/app/api/v1/customers/import/route";
import { createCompany, createUser, signIn } from "@/tests/helpers/factories";
import { call } from "@/tests/helpers/request";

// POST /api/v1/customers/import: preview, the CSV edge cases, duplicates (in the file and against
// the company, skip and update), idempotence, bad files, roles and tenancy.

let companyId: string;
let adminId: string;
let headers: Record<string, string>;
let memberHeaders: Record<string, string>;
let otherCompanyId: string;

beforeAll(async () => {
  const company = await createCompany();
  companyId = company.id;
  const admin = await createUser({ companyId, role: "admin" });
  adminId = admin.id;
  headers = { ...(await signIn(admin)).headers, "accept-language": "en" };
  memberHeaders = (await signIn(await createUser({ companyId, role: "member" }))).headers;
  const other = await createCompany();
  otherCompanyId = other.id;
  await db.customer.create({
    data: { companyId: other.id, firstName: "Other", lastName: "Company", email: "shared@ornek.com" },
  });
});

afterAll(async () => {
  await db.$disconnect();
});

function upload(
  content: string | Uint8Array<ArrayBuffer>,
  fields: Record<string, string> = {},
  as = headers,
  type = "text/csv",
) {
  const form = new FormData();
  form.set("file", new Blob([content], { type }), "customers.csv");
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return call(importCustomers, "/api/v1/customers/import", { method: "POST", headers: as, rawBody: form });
}

const report = (response: Awaited<ReturnType<typeof upload>>) => {
  expect(response.status, response.text).toBe(200);
  const data = response.json!.data as ImportReport;
  expect(data.inserted + data.updated + data.rejected).toBe(data.total);
  return data;
};

describe("POST /api/v1/customers/import", () => {
  it("previews without writing: delimiter, headers, auto mapping, first 10 rows", async () => {
    const rows = Array.from({ length: 12 }, (_, i) => `Kişi${i};Önizleme;preview${i}@ornek.com`);
    const response = await upload(["Ad;Soyad;E-posta", ...rows].join("\n"), { preview: "1" });
    expect(response.status).toBe(200);
    const data = response.json!.data as {
      delimiter: string;
      headers: string[];
      mapping: Record<string, string>;
      totalRows: number;
      rows: { row: number; fields: string[] }[];
    };
    expect(data.delimiter).toBe(";");
    expect(data.headers).toEqual(["Ad", "Soyad", "E-posta"]);
    expect(data.mapping).toEqual({ 0: "firstName", 1: "lastName", 2: "email" });
    expect(data.totalRows).toBe(12);
    expect(data.rows).toHaveLength(10);
    expect(data.rows[0]).toEqual({ row: 2, fields: ["Kişi0", "Önizleme", "preview0@ornek.com"] });
    expect(await db.customer.count({ where: { companyId, email: { startsWith: "preview" } } })).toBe(0);
  });

  it("previews a file whose required columns are not auto-mapped, so the user can map them", async () => {
    const response = await upload("Name1;Name2;Mail\nIşık;Çelik;isik-preview@ornek.com\n", { preview: "1" });
    expect(response.status, response.text).toBe(200);
    expect(response.json!.data).toMatchObject({ headers: ["Name1", "Name2", "Mail"], totalRows: 1 });
    // The import itself still needs them: the message names the columns in the caller's language.
    const imported = await upload("Name1;Name2;Mail\nIşık;Çelik;isik-preview@ornek.com\n");
    expect(imported.status).toBe(400);
    expect(imported.json!.message).toContain("First name");
    const mapped = await upload("Name1;Name2;Mail\nIşık;Çelik;isik-preview@ornek.com\n", {
      mapping: JSON.stringify({ 0: "firstName", 1: "lastName", 2: "email" }),
    });
    expect(report(mapped)).toMatchObject({ inserted: 1, rejected: 0 });
  });

  it("matches group names Turkish-folded: VIP, vip and Vıp are one group", async () => {
    const csv =
      "Ad;Soyad;E-posta;Grup\nA;B;fold-a@ornek.com;Katlama VIP\nC;D;fold-c@ornek.com;katlama vip\nE;F;fold-e@ornek.com;KATLAMA VİP\n";
    expect(report(await upload(csv))).toMatchObject({ inserted: 3 });
    const groups = await db.customerGroup.findMany({
      where: { companyId, name: { startsWith: "Katlama", mode: "insensitive" } },
    });
    expect(groups.map((group) => group.name)).toEqual(["Katlama VIP"]);
  });

  it("imports a BOM + CRLF + ; file with quoted newlines, groups, tags, status and type", async () => {
    const csv =
      "\uFEFFAd;Soyad;E-posta;Telefon;Grup;Etiketler;Durum;Tür;Notlar\r\n" +
      'Şükrü;Öztürk;SUKRU@ornek.com;532 111 22 33;VIP Müşteriler;vip, yeni;aktif;kurumsal;"Satır 1\r\nSatır 2; devam"\r\n' +
      "Ayşe;Güneş;ayse@ornek.com;;VIP Müşteriler;;pasif;bireysel;\r\n";
    const data = report(await upload(csv));
    expect(data).toMatchObject({ total: 2, inserted: 2, updated: 0, rejected: 0, errors: [] });
    const sukru = await db.customer.findUniqueOrThrow({
      where: { companyId_email: { companyId, email: "sukru@ornek.com" } },
      include: { group: true },
    });
    expect(sukru).toMatchObject({
      firstName: "Şükrü",
      phone: "532 111 22 33",
      tags: ["vip", "yeni"],
      status: "active",
      customerType: "corporate",
      notes: "Satır 1\r\nSatır 2; devam",
      countryCode: "+90",
    });
    expect(sukru.group?.name).toBe("VIP Müşteriler");
    expect(sukru.searchText).toContain("sukru ozturk");
    expect(sukru.sortName).not.toBe("");
    const ayse = await db.customer.findUniqueOrThrow({
      where: { companyId_email: { companyId, email: "ayse@ornek.com" } },
    });
    expect(ayse).toMatchObject({ status: "inactive", customerType: "individual", groupId: sukru.groupId });
  });

  it("rejects invalid rows and duplicates in the file with row numbers and reasons", async () => {
    const csv = [
      "First name,Last name,Email",
      "Ali,Kaya,ali@ornek.com",
      ",Eksik,noname@ornek.com",
      "Bad,Mail,not-an-email",
      "Ali,Again,ALI@ornek.com",
      '"Multi',
      'line",Name,multi@ornek.com',
    ].join("\n");
    const data = report(await upload(csv));
    expect(data).toMatchObject({ total: 5, inserted: 1, rejected: 4 });
    // The quoted line break keeps "Multi\nline" one row (row 6), but a name is one line (issue 13 #3).
    expect(data.errors.map((error) => [error.row, error.field])).toEqual([
      [3, "firstName"],
      [4, "email"],
      [5, "email"],
      [6, "firstName"],
    ]);
    expect(data.errors[2]!.reason).toMatch(/duplicate/i);
    expect(data.errors[2]!.reason).toContain("2");
    expect(await db.customer.count({ where: { companyId, email: "multi@ornek.com" } })).toBe(0);
  });

  it("skips existing e-mails by default, and the same file twice creates no duplicates", async () => {
    const csv = "Ad,Soyad,E-posta,Telefon\nDeniz,Yıldız,deniz@ornek.com,5550001122\nEmre,Çelik,emre@ornek.com,\n";
    const first = report(await upload(csv));
    expect(first).toMatchObject({ total: 2, inserted: 2, rejected: 0 });
    const second = report(await upload(csv));
    expect(second).toMatchObject({ total: 2, inserted: 0, updated: 0, rejected: 2 });
    expect(second.errors[0]).toMatchObject({ row: 2, field: "email" });
    expect(second.errors[0]!.reason).toMatch(/already exists/);
    expect(
      await db.customer.count({ where: { companyId, email: { in: ["deniz@ornek.com", "emre@ornek.com"] } } }),
    ).toBe(2);
  });

  it("updates existing e-mails in update mode, keeping what the file does not say", async () => {
    const csv = "Ad,Soyad,E-posta,Durum\nDeniz,Yıldız-Updated,DENIZ@ornek.com,pasif\nYeni,Kişi,yeni@ornek.com,\n";
    const data = report(await upload(csv, { mode: "update" }));
    expect(data).toMatchObject({ total: 2, inserted: 1, updated: 1, rejected: 0 });
    const deniz = await db.customer.findUniqueOrThrow({
      where: { companyId_email: { companyId, email: "deniz@ornek.com" } },
    });
    expect(deniz).toMatchObject({ lastName: "Yıldız-Updated", status: "inactive", phone: "5550001122" });
    expect(deniz.searchText).toContain("updated");
    expect(await db.customer.count({ where: { companyId, email: "deniz@ornek.com" } })).toBe(1);
  });

  it("imports the marketing consent: its date and source when given, kept when the file does not change it", async () => {
    const csv =
      "Ad,Soyad,E-posta,Pazarlama izni\n" +
      "İzin,Veren,izinli@ornek.com,evet\nİzin,Vermeyen,izinsiz@ornek.com,hayır\nBoş,Hücre,bos@ornek.com,\n";
    expect(report(await upload(csv))).toMatchObject({ total: 3, inserted: 3, rejected: 0 });
    const consent = (email: string) =>
      db.customer.findUniqueOrThrow({
        where: { companyId_email: { companyId, email } },
        select: { marketingOptIn: true, marketingOptInAt: true, marketingOptInSource: true },
      });
    const given = await consent("izinli@ornek.com");
    expect(given).toMatchObject({ marketingOptIn: true, marketingOptInSource: "import" });
    expect(given.marketingOptInAt).toBeInstanceOf(Date);
    for (const email of ["izinsiz@ornek.com", "bos@ornek.com"])
      expect(await consent(email)).toEqual({
        marketingOptIn: false,
        marketingOptInAt: null,
        marketingOptInSource: null,
      });

    // Update mode: the same consent keeps its first date; a change stamps or clears it; no column keeps it.
    const again =
      "Ad,Soyad,E-posta,Pazarlama izni\nİzin,Veren,izinli@ornek.com,Evet\nİzin,Vermeyen,izinsiz@ornek.com,yes\n";
    expect(report(await upload(again, { mode: "update" }))).toMatchObject({ updated: 2, rejected: 0 });
    expect(await consent("izinli@ornek.com")).toEqual(given);
    expect(await consent("izinsiz@ornek.com")).toMatchObject({ marketingOptIn: true, marketingOptInSource: "import" });
    const without = "Ad,Soyad,E-posta\nİzin,Veren,izinli@ornek.com\n";
    expect(report(await upload(without, { mode: "update" }))).toMatchObject({ updated: 1 });
    expect(await consent("izinli@ornek.com")).toEqual(given);
    const off = "Ad,Soyad,E-posta,Pazarlama izni\nİzin,Veren,izinli@ornek.com,hayır\n";
    expect(report(await upload(off, { mode: "update" }))).toMatchObject({ updated: 1 });
    expect(await consent("izinli@ornek.com")).toEqual({
      marketingOptIn: false,
      marketingOptInAt: null,
      marketingOptInSource: null,
    });

    // A cell that is neither yes nor no is refused on its row, on its field.
    const bad = report(await upload("Ad,Soyad,E-posta,Pazarlama izni\nBelki,Kişi,belki@ornek.com,belki\n"));
    expect(bad).toMatchObject({ total: 1, inserted: 0, rejected: 1 });
    expect(bad.errors[0]).toMatchObject({ row: 2, field: "marketingOptIn" });
  });

  it("uses an explicit mapping", async () => {
    const csv = "x,y,z\nmapped@ornek.com,Map,Ped\n";
    const data = report(await upload(csv, { mapping: JSON.stringify({ 0: "email", 1: "firstName", 2: "lastName" }) }));
    expect(data).toMatchObject({ inserted: 1 });
    const bad = await upload(csv, { mapping: JSON.stringify({ 0: "email", 1: "email" }) });
    expect(bad.status).toBe(400);
  });

  it("answers 400 when required columns are missing", async () => {
    const response = await upload("Ad,Telefon\nAli,555\n");
    expect(response.status).toBe(400);
    // The columns by their names in the caller's language.
    expect(response.json!.message).toBe("Required columns are missing: Last name, E-mail");
  });

  it("notifies the importing user", async () => {
    const notification = await db.notification.findFirst({
      where: { companyId, userId: adminId, type: "importFinished" },
      orderBy: { createdAt: "desc" },
    });
    expect(notification?.data).toMatchObject({ created: 1 });
  });

  it("refuses a file that is not UTF-8 with a clear 415", async () => {
    // "Ad\nŞükrü" in Windows-1254.
    const response = await upload(new Uint8Array([0x41, 0x64, 0x0a, 0xde, 0xfc, 0x6b, 0x72, 0xfc, 0x0a]));
    expect(response.status).toBe(415);
    expect(response.json!.message).toMatch(/UTF-8/);
  });

  it("refuses a binary file (415) and a body that is not multipart (415)", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    expect((await upload(png, {}, headers, "image/png")).status).toBe(415);
    const json = await call(importCustomers, "/api/v1/customers/import", { method: "POST", headers, body: { a: 1 } });
    expect(json.status).toBe(415);
  });

  it("answers 413 over 20 MB", async () => {
    const big = "Ad,Soyad,E-posta\n" + "x".repeat(20 * 1024 * 1024 + 10);
    const response = await upload(big);
    expect(response.status).toBe(413);
    expect(response.json!.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("is owner/admin only", async () => {
    const response = await upload("Ad,Soyad,E-posta\nA,B,member@ornek.com\n", {}, memberHeaders);
    expect(response.status).toBe(403);
    expect(await db.customer.count({ where: { companyId, email: "member@ornek.com" } })).toBe(0);
  });

  it("never touches another company's customers", async () => {
    const data = report(await upload("Ad,Soyad,E-posta\nShared,Mine,shared@ornek.com\n", { mode: "update" }));
    expect(data).toMatchObject({ inserted: 1, updated: 0 });
    const theirs = await db.customer.findUniqueOrThrow({
      where: { companyId_email: { companyId: otherCompanyId, email: "shared@ornek.com" } },
    });
    expect(theirs.lastName).toBe("Company");
  });
});
