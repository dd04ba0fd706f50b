import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerSearchText, customerSortName } from "@/lib/customers/search-text";
import { db } from "@/lib/server/db";
import { GET as listCustomers } from "@/app/api/v1/customers/route";
import { CUSTOMERS_COUNT_CAP } from "@/lib/validation/customers";
import { createCompany, createUser, signIn } from "@/tests/helpers/factories";
import { call } from "@/tests/helpers/request";

// The list counts up to CUSTOMERS_COUNT_CAP (so a page stays cheap at 100k customers) and says
// so; `count=exact` counts everything, for "select all N matching".

type Page = {
  customers: { email: string }[];
  pagination: { page: number; limit: number; total: number; totalPages: number; totalExact: boolean };
};

const OVER_CAP = CUSTOMERS_COUNT_CAP + 5;
let headers: Record<string, string>;

beforeAll(async () => {
  const company = await createCompany();
  headers = (await signIn(await createUser({ companyId: company.id }))).headers;
  const rows = Array.from({ length: OVER_CAP }, (_, index) => {
    const person = {
      firstName: index % 2 ? "Şükrü" : "Ayşe",
      lastName: "Öztürk",
      email: `cap-${index}@ornek.com`,
      countryCode: "+90",
    };
    return {
      ...person,
      companyId: company.id,
      searchText: customerSearchText(person),
      sortName: customerSortName(person),
    };
  });
  // Below Prisma's own split (32,767 parameters): its chunks of one createMany overlap on one connection.
  for (let start = 0; start < rows.length; start += 2_000) {
    await db.customer.createMany({ data: rows.slice(start, start + 2_000) });
  }
}, 60_000);

afterAll(async () => {
  await db.$disconnect();
});

const list = async (query: string) => {
  const response = await call(listCustomers, `/api/v1/customers?${query}`, { headers });
  expect(response.status).toBe(200);
  return response.json!.data as Page;
};

describe("GET /api/v1/customers: the capped count", () => {
  it("stops counting at the cap and says the total is a lower bound", async () => {
    const { pagination, customers } = await list("limit=100");
    expect(customers).toHaveLength(100);
    expect(pagination).toEqual({
      page: 1,
      limit: 100,
      total: CUSTOMERS_COUNT_CAP,
      totalPages: CUSTOMERS_COUNT_CAP / 100,
      totalExact: false,
    });
  });

  it("counts every match with count=exact", async () => {
    const { pagination } = await list("limit=1&count=exact");
    expect(pagination.total).toBe(OVER_CAP);
    expect(pagination.totalExact).toBe(true);
  });

  it("is exact below the cap, with a search that uses the trigram index", async () => {
    const { pagination, customers } = await list("search=sukru&limit=50");
    expect(pagination).toMatchObject({ total: Math.floor(OVER_CAP / 2), totalExact: true });
    expect(customers.every((customer) => Number(customer.email.match(/\d+/)![0]) % 2 === 1)).toBe(true);
  });

  it("still pages past the cap", async () => {
    const { customers } = await list(`limit=100&page=${CUSTOMERS_COUNT_CAP / 100 + 1}`);
    expect(customers).toHaveLength(5);
  });

  it("refuses an unknown count mode", async () => {
    const response = await call(listCustomers, "/api/v1/customers?count=most", { headers });
    expect(response.status).toBe(400);
  });
});
