import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "@/lib/csv/parse";
import { autoMapHeaders } from "@/lib/csv/customer-columns";
import { customerSearchText } from "@/lib/customers/search-text";
import { db } from "@/lib/server/db";
import { POST as importRoute } from "@/app/api/v1/customers/import/route";
import type { ImportReport } from "@/lib/customers/types";
import { arrayLiteral, importCustomers } from "@/lib/server/customers/import-customers";
import { createCompany, createUser, signIn } from "@/tests/helpers/factories";
import { call } from "@/tests/helpers/request";

// The import's batching (lib/server/customers/import-customers.ts): rows are written a batch at a
// time while the next batch is validated. Small batches here put duplicates, rejects, existing
// e-mails and update-mode merges on both sides of batch boundaries; one file goes through the API
// with the real batch size. Whatever the batching, inserted + updated + rejected = rows, the first
// of two equal e-mails wins, and a second run creates nothing.

const t = (key: string, values?: Record<string, string | number>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;

let companyId: string;
let userId: string;

beforeAll(async () => {
  const company = await createCompany();
  companyId = company.id;
  userId = (await createUser({ companyId, role: "owner" })).id;
});

afterAll(async () => {
  await db.$disconnect();
});

async function run(csv: string, mode: "skip" | "update" = "skip", batchSize = 1000, company = companyId) {
  const [header, ...records] = parseCsv(csv).records;
  const report = await importCustomers({
    companyId: company,
    userId,
    records,
    mapping: autoMapHeaders(header!.fields),
    mode,
    t,
    batchSize,
  });
  expect(report.inserted + report.updated + report.rejected).toBe(report.total);
  expect(report.total).toBe(records.length);
  expect(report.errors.map((error) => error.row)).toEqual(
    [...report.errors.map((error) => error.row)].sort((a, b) => a - b),
  );
  return report;
}

const reasons = (report: ImportReport) => new Map(report.errors.map((error) => [error.row, error.reason]));

describe("import batches", () => {
  it("handles 2,500 rows with duplicates, rejects and existing e-mails across batch boundaries", async () => {
    // Already in the company before the import: rows 1,001 and 2,002 of the file (file rows start at 2).
    await db.customer.createMany({
      data: [999, 2000].map((i) => ({
        companyId,
        firstName: "Eski",
        lastName: "Kayıt",
        email: `b${i}@batch.com`,
        searchText: customerSearchText({ firstName: "Eski", lastName: "Kayıt", email: `b${i}@batch.com` }),
      })),
    });
    const lines = ["Ad,Soyad,E-posta,Telefon,Grup,Etiketler"];
    for (let i = 0; i < 2500; i++) {
      let email = `b${i}@batch.com`;
      if (i === 1000) email = "B998@batch.com"; // the same as i = 998: one row before the first boundary
      if (i === 2400) email = "b5@batch.com"; // two batches later
      if (i === 1999) email = "B1999@BATCH.COM"; // unique; upper case is the same address
      const first = i === 1500 ? "" : `Kişi${i}`; // missing first name
      lines.push(
        [
          first,
          "Toplu",
          email,
          i % 2 ? `532${String(i).padStart(7, "0")}` : "",
          i % 3 ? "toptan" : "TOPTAN",
          "a; b",
        ].join(","),
      );
    }
    const csv = lines.join("\n");
    const report = await run(csv);
    expect(report).toMatchObject({ total: 2500, inserted: 2500 - 5, updated: 0, rejected: 5 });
    const why = reasons(report);
    // File row = i + 2.
    expect(why.get(1002)).toBe(`import.errors.duplicateInFile ${JSON.stringify({ row: 1000 })}`);
    expect(why.get(2402)).toBe(`import.errors.duplicateInFile ${JSON.stringify({ row: 7 })}`);
    expect(why.get(1502)).toMatch(/^validation\./);
    expect(why.get(1001)).toBe("import.errors.exists");
    expect(why.get(2002)).toBe("import.errors.exists");
    expect(report.errors.find((error) => error.row === 1001)?.field).toBe("email");

    // The first of the two rows won; the existing ones were left alone; one group for "toptan" and "TOPTAN".
    const b998 = await db.customer.findUniqueOrThrow({
      where: { companyId_email: { companyId, email: "b998@batch.com" } },
    });
    expect(b998.firstName).toBe("Kişi998");
    const old = await db.customer.findUniqueOrThrow({
      where: { companyId_email: { companyId, email: "b999@batch.com" } },
    });
    expect(old.firstName).toBe("Eski");
    expect(await db.customerGroup.count({ where: { companyId } })).toBe(1);
    expect(await db.customer.count({ where: { companyId, email: { endsWith: "@batch.com" } } })).toBe(2500 - 3);
    expect(await db.customer.count({ where: { companyId, email: { endsWith: "@batch.com" }, groupId: null } })).toBe(2);

    // The same file again, with other batch sizes: nothing new, every row accounted for.
    for (const size of [1000, 7, 5000]) {
      const again = await run(csv, "skip", size);
      expect(again).toMatchObject({ total: 2500, inserted: 0, updated: 0, rejected: 2500 });
      expect(reasons(again).get(1002)).toMatch(/duplicateInFile/);
      expect(reasons(again).get(3)).toBe("import.errors.exists");
    }
    expect(await db.customer.count({ where: { companyId, email: { endsWith: "@batch.com" } } })).toBe(2500 - 3);
  });

  it("updates across batches, keeping what the file does not say and refreshing the search text", async () => {
    const company = await createCompany();
    const group = await db.customerGroup.create({ data: { companyId: company.id, name: "Toptan" } });
    await db.customer.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({
        companyId: company.id,
        groupId: group.id,
        firstName: "Eski",
        lastName: `Ad${i}`,
        email: `u${i}@update.com`,
        phone: "5321112233",
        countryCode: "+49",
        tags: ["sadık"],
        notes: "eski not",
        status: "inactive" as const,
        customerType: "corporate" as const,
      })),
    });
    // No phone, country code or type column; status and notes cells only on even rows; a group on every
    // third row; rows 30…39 are new.
    const lines = ["Ad,Soyad,E-posta,Durum,Notlar,Grup"];
    for (let i = 0; i < 40; i++) {
      lines.push(
        [
          `Yeni${i}`,
          "Güncel",
          `U${i}@update.com`,
          i % 2 ? "" : "aktif",
          i % 2 ? "" : "yeni not",
          i % 3 ? "" : "Perakende",
        ].join(","),
      );
    }
    const report = await run(lines.join("\n"), "update", 7, company.id);
    expect(report).toMatchObject({ total: 40, inserted: 10, updated: 30, rejected: 0 });

    const rows = await db.customer.findMany({ where: { companyId: company.id }, include: { group: true } });
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    expect(rows).toHaveLength(40);
    for (let i = 0; i < 30; i++) {
      const row = byEmail.get(`u${i}@update.com`)!;
      expect(row).toMatchObject({
        firstName: `Yeni${i}`,
        lastName: "Güncel",
        phone: "5321112233",
        countryCode: "+49",
        customerType: "corporate",
        tags: ["sadık"],
        status: i % 2 ? "inactive" : "active",
        notes: i % 2 ? "eski not" : "yeni not",
      });
      expect(row.group?.name).toBe(i % 3 ? "Toptan" : "Perakende");
      // Search text from the merged row: the new name, the phone it kept.
      expect(row.searchText).toBe(customerSearchText(row));
      expect(row.searchText).toContain("yeni");
      expect(row.searchText).toContain("495321112233");
    }
    expect(byEmail.get("u35@update.com")).toMatchObject({
      countryCode: "+90",
      phone: null,
      tags: [],
      status: "active",
    });
  });

  it("stores cells with quotes, backslashes, braces and commas exactly", async () => {
    const company = await createCompany();
    const csv = [
      "Ad;Soyad;E-posta;Etiketler;Notlar;Instagram",
      `"Ali ""Baba""";Back\\slash;tricky@ornek.com;"{x}, a""b, c\\d, NULL, ";"satır 1\nsatır 2\t{}";@ali`,
      "Veli;Boş;empty@ornek.com;;;",
    ].join("\r\n");
    const report = await run(csv, "skip", 1000, company.id);
    expect(report).toMatchObject({ inserted: 2, rejected: 0 });
    const tricky = await db.customer.findFirstOrThrow({ where: { companyId: company.id, email: "tricky@ornek.com" } });
    expect(tricky).toMatchObject({
      firstName: 'Ali "Baba"',
      lastName: "Back\\slash",
      tags: ["{x}", 'a"b', "c\\d", "NULL"],
      notes: "satır 1\nsatır 2\t{}",
      instagram: "@ali",
    });
    const empty = await db.customer.findFirstOrThrow({ where: { companyId: company.id, email: "empty@ornek.com" } });
    expect(empty).toMatchObject({ tags: [], notes: null, instagram: null, phone: null });
  });

  it("writes array literals PostgreSQL reads back as they were", async () => {
    const values = ["", "a", 'q"q', "b\\s", "{}", "NULL", "x,y", " sp ", null];
    expect(arrayLiteral([])).toBe("{}");
    const [row] = await db.$queryRaw<{ value: (string | null)[] }[]>`SELECT ${arrayLiteral(values)}::text[] AS value`;
    expect(row!.value).toEqual(values);
  });

  it("imports 10,500 rows through the API with the real batch size and notifies once", async () => {
    const company = await createCompany();
    const owner = await createUser({ companyId: company.id, role: "owner" });
    const { headers } = await signIn(owner);
    const lines = ["Ad,Soyad,E-posta,Grup"];
    for (let i = 0; i < 10_500; i++) lines.push(`Ad${i},Büyük,big${i % 10_400}@ornek.com,G${i % 4}`);
    const form = new FormData();
    form.set("file", new Blob([lines.join("\n")], { type: "text/csv" }), "big.csv");
    const response = await call(importRoute, "/api/v1/customers/import", { method: "POST", headers, rawBody: form });
    expect(response.status, response.text).toBe(200);
    expect(response.json!.data).toMatchObject({ total: 10_500, inserted: 10_400, updated: 0, rejected: 100 });
    expect(await db.customer.count({ where: { companyId: company.id } })).toBe(10_400);
    expect(await db.customerGroup.count({ where: { companyId: company.id } })).toBe(4);
    const notifications = await db.notification.findMany({ where: { userId: owner.id, type: "importFinished" } });
    expect(notifications).toHaveLength(1);
    expect(notifications[0]!.data).toMatchObject({ created: 10_400, updated: 0, rejected: 100 });
  });
});
