import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerSearchText, customerSortName } from "@/lib/customers/search-text";
import { db } from "@/lib/server/db";
import { GET as listCustomers } from "@/app/api/v1/customers/route";
import { createCompany, createUser, signIn } from "@/tests/helpers/factories";
import { call } from "@/tests/helpers/request";

// GET /api/v1/customers as the command palette uses it: Turkish-aware search, paging, tenancy.

let headers: Record<string, string>;
let otherHeaders: Record<string, string>;
let companyId: string;

const people = [
  { firstName: "Şükrü", lastName: "Öztürk", email: "sukru@ornek.com", phone: "5321112233", tags: ["VIP"] },
  { firstName: "Işık", lastName: "Çelik", email: "isik@ornek.com", phone: "5449998877", tags: ["İzmir"] },
  { firstName: "Ayşe", lastName: "Güneş", email: "ayse@ornek.com", phone: null, tags: [] },
];

beforeAll(async () => {
  const company = await createCompany();
  companyId = company.id;
  headers = (await signIn(await createUser({ companyId: company.id }))).headers;
  await db.customer.createMany({
    data: people.map((person, index) => ({
      ...person,
      companyId: company.id,
      countryCode: "+90",
      searchText: customerSearchText({ ...person, countryCode: "+90" }),
      sortName: customerSortName(person),
      createdAt: new Date(Date.now() - index * 60_000),
    })),
  });
  // Another company with a look-alike customer.
  const other = await createCompany();
  otherHeaders = (await signIn(await createUser({ companyId: other.id }))).headers;
  const twin = { firstName: "Şükrü", lastName: "Başka", email: "sukru@baska.com" };
  await db.customer.create({
    data: { ...twin, companyId: other.id, searchText: customerSearchText(twin), sortName: customerSortName(twin) },
  });
});

afterAll(async () => {
  await db.$disconnect();
});

const search = async (query: string, as = headers) => {
  const response = await call(listCustomers, `/api/v1/customers?search=${encodeURIComponent(query)}&limit=8`, {
    headers: as,
  });
  expect(response.status).toBe(200);
  return (response.json!.data as { customers: { email: string }[] }).customers.map((customer) => customer.email);
};

describe("GET /api/v1/customers?search=", () => {
  it.each([
    ["sukru", ["sukru@ornek.com"]],
    ["ŞÜKRÜ", ["sukru@ornek.com"]],
    ["ozturk", ["sukru@ornek.com"]],
    ["sukru ozturk", ["sukru@ornek.com"]],
    ["ISIK", ["isik@ornek.com"]],
    ["isik", ["isik@ornek.com"]],
    ["Işık Çelik", ["isik@ornek.com"]],
    ["AYSE@ORNEK", ["ayse@ornek.com"]],
    ["544 999", ["isik@ornek.com"]],
    ["+90 532 111", ["sukru@ornek.com"]],
    ["izmir", ["isik@ornek.com"]],
    ["vip", ["sukru@ornek.com"]],
    ["nobody", []],
  ])("%s finds %j", async (query, expected) => {
    expect(await search(query)).toEqual(expected);
  });

  it("lists newest first with pagination", async () => {
    const response = await call(listCustomers, "/api/v1/customers?limit=2&page=2", { headers });
    expect(response.json).toMatchObject({
      success: true,
      data: { customers: [{ email: "ayse@ornek.com" }], pagination: { page: 2, limit: 2, total: 3, totalPages: 2 } },
    });
    const customer = (response.json!.data as { customers: Record<string, unknown>[] }).customers[0]!;
    expect(Object.keys(customer)).not.toContain("searchText");
    expect(customer).toMatchObject({ status: "active", customerType: "individual", group: null, avatar: null });
  });

  it("never shows another company's customers", async () => {
    expect(await search("sukru", otherHeaders)).toEqual(["sukru@baska.com"]);
    const all = await call(listCustomers, "/api/v1/customers", { headers: otherHeaders });
    expect((all.json!.data as { pagination: { total: number } }).pagination.total).toBe(1);
    expect(await db.customer.count({ where: { companyId } })).toBe(3);
  });

  it("refuses bad paging and answers 401 without a session", async () => {
    expect((await call(listCustomers, "/api/v1/customers?limit=501", { headers })).status).toBe(400);
    expect((await call(listCustomers, "/api/v1/customers?page=abc", { headers })).status).toBe(400);
    expect((await call(listCustomers, "/api/v1/customers")).status).toBe(401);
  });
});
