import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "@/lib/csv/parse";
import { db } from "@/lib/server/db";
import { GET as exportCustomers } from "@/app/api/v1/customers/export/route";
import { createCompany, createUser, customerData, signIn } from "@/tests/helpers/factories";

// GET /api/v1/customers/export: BOM, translated headers, formula-safe cells, filters and the
// selection, keyset paging newest first past page boundaries, only the caller's company, owner/admin only.

let companyId: string;
let headers: Record<string, string>;
let memberHeaders: Record<string, string>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  const company = await createCompany();
  companyId = company.id;
  headers = (await signIn(await createUser({ companyId, role: "owner" }))).headers;
  memberHeaders = (await signIn(await createUser({ companyId, role: "member" }))).headers;
  const group = await db.customerGroup.create({ data: { companyId, name: "VIP" } });
  for (const data of [
    customerData("Şükrü", "Öztürk", "sukru@ornek.com", {
      groupId: group.id,
      tags: ["vip", "yeni"],
      phone: "5321112233",
    }),
    customerData('=HYPERLINK("http://evil")', "-Minus", "evil@ornek.com", { status: "inactive", notes: '@cmd, "q"' }),
    customerData("Ayşe", "Güneş", "ayse@ornek.com", { customerType: "corporate" }),
  ]) {
    const customer = await db.customer.create({ data: { companyId, ...data } });
    ids[data.email] = customer.id;
  }
  const other = await createCompany();
  await db.customer.create({ data: { companyId: other.id, ...customerData("Başka", "Şirket", "other@ornek.com") } });
});

afterAll(async () => {
  await db.$disconnect();
});

/** The raw download: bytes decoded without dropping the BOM (Response.text() would drop it). */
const download = async (query = "", as: Record<string, string> = headers) => {
  const req = new NextRequest(new URL(`/api/v1/customers/export${query}`, "http://127.0.0.1:3000"), { headers: as });
  const response = await exportCustomers(req, { params: Promise.resolve({}) });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    headers: response.headers,
    text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes),
  };
};

const emails = (text: string) =>
  parseCsv(text.replace(/^\uFEFF/, ""))
    .records.slice(1)
    .map((record) => record.fields[2]);

describe("GET /api/v1/customers/export", () => {
  it("streams a UTF-8 CSV with a BOM, a filename and Turkish headers by default", async () => {
    const response = await download("", { ...headers, "accept-language": "tr" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename=customers-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect(response.text.charCodeAt(0)).toBe(0xfeff);
    const { records } = parseCsv(response.text.slice(1));
    expect(records[0]!.fields.slice(0, 3)).toEqual(["Ad", "Soyad", "E-posta"]);
    const sukru = records.find((record) => record.fields[2] === "sukru@ornek.com")!;
    expect(sukru.fields.slice(0, 9)).toEqual([
      "Şükrü",
      "Öztürk",
      "sukru@ornek.com",
      "'+90",
      "5321112233",
      "VIP",
      "vip, yeni",
      "aktif",
      "bireysel",
    ]);
    // The marketing consent, in words the import reads back.
    const consentColumn = records[0]!.fields.indexOf("Pazarlama izni");
    expect(sukru.fields[consentColumn]).toBe("hayır");
    expect(response.text).toContain("\r\n");
  });

  it("answers English headers for an English caller", async () => {
    const response = await download("", { ...headers, "accept-language": "en" });
    expect(parseCsv(response.text.slice(1)).records[0]!.fields.slice(0, 3)).toEqual([
      "First name",
      "Last name",
      "E-mail",
    ]);
  });

  it("escapes formula cells", async () => {
    const response = await download();
    const evil = parseCsv(response.text.slice(1)).records.find((record) => record.fields[2] === "evil@ornek.com")!;
    expect(evil.fields[0]).toBe('\'=HYPERLINK("http://evil")');
    expect(evil.fields[1]).toBe("'-Minus");
    expect(evil.fields[9]).toBe('\'@cmd, "q"');
  });

  it("respects the list's filters and the selection, and only the caller's company", async () => {
    expect(emails((await download()).text).sort()).toEqual(["ayse@ornek.com", "evil@ornek.com", "sukru@ornek.com"]);
    expect(emails((await download("?search=sukru")).text)).toEqual(["sukru@ornek.com"]);
    expect(emails((await download("?status=inactive")).text)).toEqual(["evil@ornek.com"]);
    expect(emails((await download("?tag=yeni")).text)).toEqual(["sukru@ornek.com"]);
    const foreign = await db.customer.findFirstOrThrow({ where: { email: "other@ornek.com" } });
    const selection = `?ids=${ids["ayse@ornek.com"]},${ids["sukru@ornek.com"]},${foreign.id}`;
    expect(emails((await download(selection)).text).sort()).toEqual(["ayse@ornek.com", "sukru@ornek.com"]);
    expect((await download("?status=bogus")).status).toBe(400);
  });

  it("pages through more than 1,000 rows", async () => {
    const company = await createCompany();
    const owner = await signIn(await createUser({ companyId: company.id, role: "owner" }));
    await db.customer.createMany({
      data: Array.from({ length: 2345 }, (_, i) => ({
        companyId: company.id,
        ...customerData(`P${i}`, "Bulk", `p${i}@bulk.com`),
      })),
    });
    const response = await download("", owner.headers);
    const list = emails(response.text);
    expect(list).toHaveLength(2345);
    expect(new Set(list).size).toBe(2345);
  });

  it("pages newest first by (createdAt, id), across pages and equal timestamps, with filters", async () => {
    const company = await createCompany();
    const owner = await signIn(await createUser({ companyId: company.id, role: "owner" }));
    const group = await db.customerGroup.create({ data: { companyId: company.id, name: "Sayfa" } });
    const base = Date.UTC(2026, 0, 1);
    // 4,500 rows, three to a timestamp (so pages end inside a run of equal createdAt), every 7th inactive.
    const rows = Array.from({ length: 4500 }, (_, i) => ({
      companyId: company.id,
      ...customerData(`K${i}`, "Sıra", `k${i}@page.com`, {
        createdAt: new Date(base + Math.floor(i / 3) * 1000),
        status: i % 7 === 0 ? ("inactive" as const) : ("active" as const),
        groupId: i % 2 ? group.id : null,
      }),
    }));
    // In statements of 1,000 rows: one of 4,500 passes PostgreSQL's 32,767 bind parameters, which
    // Prisma then splits into chunks it sends at once on one connection (pg warns; see
    // tests/helpers/fail-on-query-overlap.ts).
    for (let first = 0; first < rows.length; first += 1000) {
      await db.customer.createMany({ data: rows.slice(first, first + 1000) });
    }
    const expected = await db.customer.findMany({
      where: { companyId: company.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { email: true },
    });
    const response = await download("", owner.headers);
    const records = parseCsv(response.text.slice(1)).records.slice(1);
    expect(records.map((record) => record.fields[2])).toEqual(expected.map((row) => row.email));
    expect(records.find((record) => record.fields[2] === "k1@page.com")!.fields[5]).toBe("Sayfa");
    expect(records.find((record) => record.fields[2] === "k2@page.com")!.fields[5]).toBe("");
    // The creation date is the last column.
    expect(records.at(-1)!.fields.at(-1)).toBe(new Date(base).toISOString());

    const inactive = emails((await download("?status=inactive", owner.headers)).text);
    expect(inactive).toHaveLength(Math.ceil(4500 / 7));
    expect(inactive).toEqual(expected.map((row) => row.email).filter((email) => Number(email!.slice(1, -9)) % 7 === 0));

    const chosen = await db.customer.findMany({
      where: { companyId: company.id, email: { in: ["k0@page.com", "k1@page.com", "k7@page.com"] } },
      select: { id: true },
    });
    const selection = `?ids=${chosen.map((row) => row.id).join(",")}&status=inactive`;
    expect(emails((await download(selection, owner.headers)).text).sort()).toEqual(["k0@page.com", "k7@page.com"]);
  });

  it("is owner/admin only", async () => {
    expect((await download("", memberHeaders)).status).toBe(403);
  });
});
