import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerSearchText, customerSortName } from "@/lib/customers/search-text";
import { db } from "@/lib/server/db";
import { customerWhere, customerWhereSql } from "@/lib/server/customers/customer-where";
import type { CustomerFilter } from "@/lib/validation/customers";
import { createCompany } from "@/tests/helpers/factories";

// The list's filter exists twice, as a Prisma `where` (pages, bulk) and as SQL (the capped
// count, the export): both must pick exactly the same customers.

let companyId: string;
let groupId: string;

const people = [
  {
    firstName: "Şükrü",
    lastName: "Öztürk",
    phone: "5321112233",
    tags: ["VIP", "50%"],
    status: "active",
    grouped: true,
  },
  { firstName: "Işık", lastName: "Çelik", phone: "5449998877", tags: ["İzmir"], status: "inactive", grouped: true },
  { firstName: "Ayşe", lastName: "a_b", phone: null, tags: [], status: "active", grouped: false },
  { firstName: "Ali", lastName: "Axb", phone: "2125550000", tags: ["VIP"], status: "inactive", grouped: false },
  { firstName: "Kemal", lastName: "Yüzde", phone: null, tags: ["500"], status: "active", grouped: true },
] as const;

beforeAll(async () => {
  const company = await createCompany();
  const other = await createCompany();
  companyId = company.id;
  groupId = (await db.customerGroup.create({ data: { companyId, name: "VIP Grup" } })).id;
  for (const owner of [company.id, other.id]) {
    await db.customer.createMany({
      data: people.map(({ grouped, ...person }, index) => ({
        ...person,
        tags: [...person.tags],
        companyId: owner,
        email: `where-${index}@ornek.com`,
        countryCode: "+90",
        groupId: grouped && owner === company.id ? groupId : null,
        searchText: customerSearchText({ ...person, email: `where-${index}@ornek.com`, countryCode: "+90" }),
        sortName: customerSortName(person),
      })),
    });
  }
});

afterAll(async () => {
  await db.$disconnect();
});

const viaPrisma = async (filter: CustomerFilter) =>
  (await db.customer.findMany({ where: customerWhere({ companyId, filter }), select: { lastName: true } }))
    .map((row) => row.lastName)
    .sort();

const viaSql = async (filter: CustomerFilter) =>
  (
    await db.$queryRaw<{ lastName: string }[]>`
      SELECT "lastName" FROM "Customer" WHERE ${customerWhereSql({ companyId, filter })}`
  )
    .map((row) => row.lastName)
    .sort();

describe("customerWhere and customerWhereSql", () => {
  it.each<[CustomerFilter, string[]]>([
    [{}, ["Axb", "Yüzde", "a_b", "Çelik", "Öztürk"]],
    [{ search: "SUKRU" }, ["Öztürk"]],
    [{ search: "isik celik" }, ["Çelik"]],
    [{ search: "0532 111" }, ["Öztürk"]],
    [{ search: "a_b" }, ["a_b"]],
    [{ search: "50%" }, ["Öztürk"]],
    [{ search: "izmir" }, ["Çelik"]],
    [{ group: "none" }, ["Axb", "a_b"]],
    [{ group: "all", status: "inactive" }, ["Axb", "Çelik"]],
    [{ tag: "VIP", status: "active" }, ["Öztürk"]],
    [{ tag: "VIP", search: "ali" }, ["Axb"]],
    [{ group: "missing-group" }, []],
  ])("%j", async (filter, expected) => {
    const names = [...expected].sort();
    expect(await viaPrisma(filter)).toEqual(names);
    expect(await viaSql(filter)).toEqual(names);
  });

  it("scopes both to the company", async () => {
    const group = { group: groupId };
    expect(await viaPrisma(group)).toEqual(["Yüzde", "Çelik", "Öztürk"].sort());
    expect(await viaSql(group)).toEqual(["Yüzde", "Çelik", "Öztürk"].sort());
  });
});
