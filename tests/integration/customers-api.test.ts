import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import * as customers from "@/app/api/v1/customers/route";
import * as customer from "@/app/api/v1/customers/[id]/route";
import * as stats from "@/app/api/v1/customers/stats/route";
import * as bulk from "@/app/api/v1/customers/bulk/route";
import * as groups from "@/app/api/v1/customers/groups/route";
import * as tags from "@/app/api/v1/customers/tags/route";
import * as group from "@/app/api/v1/customers/groups/[id]/route";
import { createCompany, createUser, signIn } from "@/tests/helpers/factories";
import { call, callRaw, errorFields } from "@/tests/helpers/request";

// The customers API (api.md §Customers): CRUD, validation, uniqueness, mass assignment, the
// cross-company matrix, role rules, filters and sorts, groups and bulk actions.

type Json = Record<string, unknown>;
type CustomerBody = { id: string; email: string; firstName: string; group: { id: string; name: string } | null } & Json;

let owner: Record<string, string>;
let member: Record<string, string>;
let stranger: Record<string, string>;
let companyId: string;
let otherCompanyId: string;
let foreignCustomerId: string;
let foreignGroupId: string;

const valid = (overrides: Json = {}) => ({
  firstName: "Ayşe",
  lastName: "Yılmaz",
  email: `ayse-${Math.random().toString(36).slice(2, 8)}@ornek.com`,
  ...overrides,
});

const post = (body: unknown, headers = owner) => call(customers.POST, "/api/v1/customers", { headers, body });
const newCustomer = async (overrides: Json = {}, headers = owner) => {
  const response = await post(valid(overrides), headers);
  expect(response.status).toBe(201);
  return response.json!.data as CustomerBody;
};
const newGroup = async (name: string, headers = owner) => {
  const response = await call(groups.POST, "/api/v1/customers/groups", { headers, body: { name } });
  expect(response.status).toBe(201);
  return response.json!.data as { id: string; name: string };
};
const byId = (handler: typeof customer.GET, id: string, options: Parameters<typeof call>[2] = {}) =>
  call(handler, `/api/v1/customers/${id}`, { headers: owner, ...options, params: { id } });

beforeAll(async () => {
  const company = await createCompany();
  companyId = company.id;
  owner = (await signIn(await createUser({ companyId, role: "owner" }))).headers;
  member = (await signIn(await createUser({ companyId, role: "member" }))).headers;
  const other = await createCompany();
  otherCompanyId = other.id;
  stranger = (await signIn(await createUser({ companyId: other.id, role: "owner" }))).headers;
  foreignCustomerId = (await newCustomer({ email: "foreign@baska.com" }, stranger)).id;
  foreignGroupId = (await newGroup("Yabancı", stranger)).id;
});

afterAll(async () => {
  await db.$disconnect();
});

describe("customer CRUD", () => {
  it("creates, reads, updates and deletes a customer", async () => {
    const created = await newCustomer({
      email: "  Zeynep@Ornek.COM ",
      firstName: " Zeynep ",
      phone: "(532) 111-22 33",
      countryCode: "+49",
      tags: ["VIP", " İzmir "],
      customerType: "corporate",
      instagram: "@zeynep",
      notes: "",
    });
    expect(created).toMatchObject({
      firstName: "Zeynep",
      email: "zeynep@ornek.com",
      countryCode: "+49",
      tags: ["VIP", "İzmir"],
      customerType: "corporate",
      status: "active",
      instagram: "@zeynep",
      notes: null,
      group: null,
      avatar: null,
    });
    expect(Object.keys(created)).not.toContain("searchText");

    const read = await byId(customer.GET, created.id);
    expect(read.status).toBe(200);
    expect(read.json!.data).toMatchObject({ id: created.id, email: "zeynep@ornek.com" });

    const updated = await byId(customer.PUT, created.id, {
      method: "PUT",
      headers: member,
      body: { lastName: "Şahin", status: "inactive", phone: null },
    });
    expect(updated.status).toBe(200);
    expect(updated.json!.data).toMatchObject({
      firstName: "Zeynep",
      lastName: "Şahin",
      status: "inactive",
      phone: null,
    });
    // The search columns follow the write.
    const row = await db.customer.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.searchText).toContain("zeynep sahin");
    const found = await call(customers.GET, "/api/v1/customers?search=sahin", { headers: owner });
    expect((found.json!.data as { customers: CustomerBody[] }).customers.map((item) => item.id)).toEqual([created.id]);

    expect((await byId(customer.DELETE, created.id, { method: "DELETE" })).status).toBe(200);
    expect((await byId(customer.GET, created.id)).status).toBe(404);
    expect((await byId(customer.DELETE, created.id, { method: "DELETE" })).status).toBe(404);
  });

  it("defaults the dial code, type and status", async () => {
    expect(await newCustomer()).toMatchObject({ countryCode: "+90", customerType: "individual", status: "active" });
  });

  it.each<[string, unknown, string[]]>([
    ["missing required fields", {}, ["firstName", "lastName", "email"]],
    ["blank names", valid({ firstName: "  ", lastName: "" }), ["firstName", "lastName"]],
    ["a bad e-mail", valid({ email: "not-an-email" }), ["email"]],
    ["a bad dial code", valid({ countryCode: "+999" }), ["countryCode"]],
    ["a bad phone", valid({ phone: "12ab" }), ["phone"]],
    ["a too short phone", valid({ phone: "12" }), ["phone"]],
    ["a duplicate tag", valid({ tags: ["VIP", "vip"] }), ["tags.1"]],
    ["an empty tag", valid({ tags: [" "] }), ["tags.0"]],
    ["a too long tag", valid({ tags: ["x".repeat(51)] }), ["tags.0"]],
    ["too many tags", valid({ tags: Array.from({ length: 31 }, (_, index) => `t${index}`) }), ["tags"]],
    ["a bad type", valid({ customerType: "vip" }), ["customerType"]],
    ["a bad status", valid({ status: "deleted" }), ["status"]],
    ["wrong types", valid({ firstName: 12, tags: "VIP", notes: { a: 1 } }), ["firstName", "notes", "tags"]],
    ["over-long notes", valid({ notes: "x".repeat(5001) }), ["notes"]],
    ["a body that is not an object", [1, 2], [""]],
  ])("refuses %s", async (_label, body, expected) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
    expect(errorFields(response).sort()).toEqual([...expected].sort());
  });

  it("names the duplicate tag in its message", async () => {
    const response = await call(customers.POST, "/api/v1/customers", {
      headers: { ...owner, "accept-language": "en" },
      body: valid({ tags: ["VIP", "vip"] }),
    });
    expect((response.json!.errors as { message: string }[])[0]!.message).toBe("This tag has already been added");
  });

  it("refuses malformed JSON and a wrong content type", async () => {
    const malformed = await callRaw(customers.POST, "/api/v1/customers", { headers: owner, rawBody: "{ firstName: " });
    expect(malformed.status).toBe(400);
    expect(malformed.json).toMatchObject({ code: "INVALID_JSON" });
    const text = await callRaw(customers.POST, "/api/v1/customers", {
      headers: owner,
      rawBody: "hello",
      contentType: "text/plain",
    });
    expect(text.status).toBe(415);
  });

  it("keeps e-mails unique per company, case-insensitively (409 on email)", async () => {
    await newCustomer({ email: "tekil@ornek.com" });
    const clash = await post(valid({ email: "TEKIL@Ornek.com" }));
    expect(clash.status).toBe(409);
    expect(clash.json).toMatchObject({ code: "CONFLICT", message: "Bu e-posta adresiyle zaten bir müşteri var" });
    expect(errorFields(clash)).toEqual(["email"]);
    // Another company may hold the same address.
    expect((await post(valid({ email: "tekil@ornek.com" }), stranger)).status).toBe(201);
    // Updating into a taken address is the same 409.
    const second = await newCustomer();
    const update = await byId(customer.PUT, second.id, { method: "PUT", body: { email: "Tekil@ornek.com" } });
    expect(update.status).toBe(409);
    expect(errorFields(update)).toEqual(["email"]);
  });

  it("ignores companyId, id and timestamps in a body", async () => {
    const forged = await newCustomer({
      id: "forged-id",
      companyId: otherCompanyId,
      createdAt: "2000-01-01T00:00:00.000Z",
      updatedAt: "2000-01-01T00:00:00.000Z",
      searchText: "hacked",
    });
    expect(forged.id).not.toBe("forged-id");
    const row = await db.customer.findUniqueOrThrow({ where: { id: forged.id } });
    expect(row.companyId).toBe(companyId);
    expect(row.createdAt.getFullYear()).toBeGreaterThan(2000);
    expect(row.searchText).not.toBe("hacked");

    const update = await byId(customer.PUT, forged.id, {
      method: "PUT",
      body: { companyId: otherCompanyId, id: "other", createdAt: "2000-01-01T00:00:00.000Z", firstName: "Yeni" },
    });
    expect(update.status).toBe(200);
    const after = await db.customer.findUniqueOrThrow({ where: { id: forged.id } });
    expect(after).toMatchObject({ companyId, firstName: "Yeni" });
    expect(after.createdAt).toEqual(row.createdAt);
  });
});

describe("the cross-company matrix", () => {
  it("answers 404 for another company's customer on every verb, and leaves it alone", async () => {
    expect((await byId(customer.GET, foreignCustomerId)).status).toBe(404);
    expect((await byId(customer.PUT, foreignCustomerId, { method: "PUT", body: { firstName: "X" } })).status).toBe(404);
    expect((await byId(customer.DELETE, foreignCustomerId, { method: "DELETE" })).status).toBe(404);
    const row = await db.customer.findUniqueOrThrow({ where: { id: foreignCustomerId } });
    expect(row.firstName).toBe("Ayşe");
  });

  it("answers 404 for another company's group everywhere", async () => {
    const path = `/api/v1/customers/groups/${foreignGroupId}`;
    const params = { id: foreignGroupId };
    expect((await call(group.PUT, path, { method: "PUT", headers: owner, params, body: { name: "Z" } })).status).toBe(
      404,
    );
    expect((await call(group.DELETE, path, { method: "DELETE", headers: owner, params })).status).toBe(404);
    expect((await post(valid({ groupId: foreignGroupId }))).status).toBe(404);
    const mine = await newCustomer();
    expect((await byId(customer.PUT, mine.id, { method: "PUT", body: { groupId: foreignGroupId } })).status).toBe(404);
    const assign = await call(bulk.POST, "/api/v1/customers/bulk", {
      headers: owner,
      body: { action: "assign-group", ids: [mine.id], groupId: foreignGroupId },
    });
    expect(assign.status).toBe(404);
    expect(await db.customerGroup.findUniqueOrThrow({ where: { id: foreignGroupId } })).toMatchObject({
      name: "Yabancı",
    });
    expect(await db.customer.count({ where: { groupId: foreignGroupId } })).toBe(0);
  });

  it("answers 404 for a bulk action with any foreign id, and touches nothing", async () => {
    const mine = await newCustomer();
    const myGroup = await newGroup("Bulk hedef");
    for (const body of [
      { action: "delete", ids: [mine.id, foreignCustomerId] },
      { action: "assign-group", ids: [mine.id, foreignCustomerId], groupId: myGroup.id },
    ]) {
      const response = await call(bulk.POST, "/api/v1/customers/bulk", { headers: owner, body });
      expect(response.status).toBe(404);
    }
    expect(await db.customer.findUnique({ where: { id: mine.id } })).toMatchObject({ groupId: null });
    expect(await db.customer.findUnique({ where: { id: foreignCustomerId } })).toMatchObject({ groupId: null });
  });
});

describe("roles", () => {
  it("lets a member read, create and edit, but not delete", async () => {
    const mine = await newCustomer({}, member);
    expect((await byId(customer.GET, mine.id, { headers: member })).status).toBe(200);
    expect((await byId(customer.PUT, mine.id, { method: "PUT", headers: member, body: { notes: "ok" } })).status).toBe(
      200,
    );
    expect((await byId(customer.DELETE, mine.id, { method: "DELETE", headers: member })).status).toBe(403);
    const bulkDelete = await call(bulk.POST, "/api/v1/customers/bulk", {
      headers: member,
      body: { action: "delete", ids: [mine.id] },
    });
    expect(bulkDelete.status).toBe(403);
    const memberGroup = await newGroup("Üye grubu", member);
    const assign = await call(bulk.POST, "/api/v1/customers/bulk", {
      headers: member,
      body: { action: "assign-group", ids: [mine.id], groupId: memberGroup.id },
    });
    expect(assign.json).toMatchObject({ success: true, data: { count: 1 } });
    const groupDelete = await call(group.DELETE, `/api/v1/customers/groups/${memberGroup.id}`, {
      method: "DELETE",
      headers: member,
      params: { id: memberGroup.id },
    });
    expect(groupDelete.status).toBe(403);
    expect(await db.customer.findUnique({ where: { id: mine.id } })).toMatchObject({ groupId: memberGroup.id });
  });

  it("answers 401 without a session and 405 for an unknown verb", async () => {
    expect((await call(customers.POST, "/api/v1/customers", { body: valid() })).status).toBe(401);
    expect((await call(stats.GET, "/api/v1/customers/stats")).status).toBe(401);
    expect((await call(customers.PATCH, "/api/v1/customers", { method: "PATCH", headers: owner })).status).toBe(405);
  });
});

describe("groups", () => {
  it("creates, lists with counts, renames and deletes a group, leaving its customers ungrouped", async () => {
    const vip = await newGroup("  VIP Müşteriler ");
    expect(vip.name).toBe("VIP Müşteriler");
    const a = await newCustomer({ groupId: vip.id });
    const b = await newCustomer();
    expect(a.group).toEqual({ id: vip.id, name: "VIP Müşteriler" });
    await byId(customer.PUT, b.id, { method: "PUT", body: { groupId: vip.id } });

    const list = await call(groups.GET, "/api/v1/customers/groups", { headers: member });
    const listed = (list.json!.data as { id: string; count: number; description: string | null }[]).find(
      (item) => item.id === vip.id,
    );
    expect(listed).toMatchObject({ count: 2, description: null });

    const duplicate = await call(groups.POST, "/api/v1/customers/groups", {
      headers: owner,
      body: { name: "VIP Müşteriler" },
    });
    expect(duplicate.status).toBe(409);
    expect(errorFields(duplicate)).toEqual(["name"]);
    const blank = await call(groups.POST, "/api/v1/customers/groups", { headers: owner, body: { name: "  " } });
    expect(errorFields(blank)).toEqual(["name"]);
    const long = await call(groups.POST, "/api/v1/customers/groups", {
      headers: owner,
      body: { name: "x".repeat(61) },
    });
    expect(errorFields(long)).toEqual(["name"]);

    const params = { id: vip.id };
    const path = `/api/v1/customers/groups/${vip.id}`;
    const renamed = await call(group.PUT, path, {
      method: "PUT",
      headers: member,
      params,
      body: { name: "Sadık", description: "Düzenli alanlar" },
    });
    expect(renamed.json).toMatchObject({ data: { name: "Sadık", description: "Düzenli alanlar", count: 2 } });
    const renamedAgain = await call(group.PUT, path, {
      method: "PUT",
      headers: owner,
      params,
      body: { name: "Sadık+" },
    });
    expect(renamedAgain.json).toMatchObject({ data: { name: "Sadık+", description: "Düzenli alanlar" } });

    const removed = await call(group.DELETE, path, { method: "DELETE", headers: owner, params });
    expect(removed.json).toMatchObject({ success: true, data: { ungrouped: 2 } });
    expect(await db.customer.count({ where: { id: { in: [a.id, b.id] }, groupId: null } })).toBe(2);
    expect((await byId(customer.GET, a.id)).json!.data).toMatchObject({ group: null });
  });
});

describe("filters, sorts, stats and bulk on a fresh company", () => {
  let headers: Record<string, string>;
  let groupId: string;
  const names = ["Derya", "Çağla", "Cem", "Ömer", "İlker", "Işıl", "Burak"];

  beforeAll(async () => {
    const company = await createCompany();
    headers = (await signIn(await createUser({ companyId: company.id, role: "admin" }))).headers;
    groupId = (await newGroup("Kurumsal", headers)).id;
    for (const [index, firstName] of names.entries()) {
      const created = await newCustomer(
        {
          firstName,
          lastName: "Test",
          status: index % 2 === 0 ? "active" : "inactive",
          tags: index < 3 ? ["VIP"] : [],
          groupId: index < 4 ? groupId : null,
        },
        headers,
      );
      // Spread the creation dates: the first name is the oldest.
      await db.customer.update({
        where: { id: created.id },
        data: { createdAt: new Date(Date.now() - (names.length - index) * 86_400_000 * 10) },
      });
    }
  });

  const listed = async (query: string) => {
    const response = await call(customers.GET, `/api/v1/customers?${query}`, { headers });
    expect(response.status).toBe(200);
    return (response.json!.data as { customers: CustomerBody[] }).customers.map((item) => item.firstName);
  };

  it("sorts by Turkish name order, and by date", async () => {
    expect(await listed("sort=name_asc")).toEqual(["Burak", "Cem", "Çağla", "Derya", "Işıl", "İlker", "Ömer"]);
    expect(await listed("sort=name_desc")).toEqual(["Ömer", "İlker", "Işıl", "Derya", "Çağla", "Cem", "Burak"]);
    expect(await listed("sort=oldest")).toEqual(names);
    expect(await listed("")).toEqual([...names].reverse());
    expect((await call(customers.GET, "/api/v1/customers?sort=random", { headers })).status).toBe(400);
  });

  it("filters by group, status and tag, together with search and paging", async () => {
    expect(await listed(`group=${groupId}&sort=oldest`)).toEqual(["Derya", "Çağla", "Cem", "Ömer"]);
    expect(await listed("group=all&sort=oldest")).toEqual(names);
    expect(await listed("group=none&sort=oldest")).toEqual(["İlker", "Işıl", "Burak"]);
    expect(await listed("status=inactive&sort=oldest")).toEqual(["Çağla", "Ömer", "Işıl"]);
    expect(await listed("tag=VIP&status=active&sort=oldest")).toEqual(["Derya", "Cem"]);
    expect(await listed(`group=${groupId}&search=cagla`)).toEqual(["Çağla"]);
    expect(await listed(`group=${foreignGroupId}`)).toEqual([]);
    const page = await call(customers.GET, `/api/v1/customers?group=${groupId}&limit=3&page=2&sort=oldest`, {
      headers,
    });
    expect(page.json!.data).toMatchObject({ pagination: { page: 2, limit: 3, total: 4, totalPages: 2 } });
    expect((await call(customers.GET, "/api/v1/customers?status=gone", { headers })).status).toBe(400);
  });

  it("lists the company's tags, most used first, and no other company's", async () => {
    const own = (await signIn(await createUser({ companyId: (await createCompany()).id }))).headers;
    await newCustomer({ tags: ["VIP"] }, own);
    await newCustomer({ tags: ["İzmir", "VIP"] }, own);
    const response = await call(tags.GET, "/api/v1/customers/tags", { headers: own });
    expect(response.status).toBe(200);
    expect(response.json!.data).toEqual([
      { tag: "VIP", count: 2 },
      { tag: "İzmir", count: 1 },
    ]);
    const strangers = await call(tags.GET, "/api/v1/customers/tags", { headers: stranger });
    expect((strangers.json!.data as { tag: string }[]).map((item) => item.tag)).not.toContain("İzmir");
    expect((await call(tags.POST, "/api/v1/customers/tags", { headers: own, body: {} })).status).toBe(405);
  });

  it("answers the stat cards", async () => {
    const response = await call(stats.GET, "/api/v1/customers/stats", { headers });
    // Created 70, 60 … 10 days ago: two are within the last 30 days.
    expect(response.json).toMatchObject({ success: true, data: { total: 7, active: 4, newLast30Days: 2 } });
  });

  it("applies `all: true` to exactly the filtered set", async () => {
    const target = await newGroup("Hedef", headers);
    const assign = await call(bulk.POST, "/api/v1/customers/bulk", {
      headers,
      body: { action: "assign-group", all: true, filter: { status: "inactive", group: groupId }, groupId: target.id },
    });
    expect(assign.json).toMatchObject({ success: true, data: { action: "assign-group", count: 2 } });
    expect(await listed(`group=${target.id}&sort=oldest`)).toEqual(["Çağla", "Ömer"]);

    const remove = await call(bulk.POST, "/api/v1/customers/bulk", {
      headers,
      body: { action: "delete", all: true, filter: { search: "isil" } },
    });
    expect(remove.json).toMatchObject({ data: { action: "delete", count: 1 } });
    expect(await listed("sort=oldest")).toEqual(["Derya", "Çağla", "Cem", "Ömer", "İlker", "Burak"]);
    // The other company's customers are never part of "all".
    expect(await db.customer.findUnique({ where: { id: foreignCustomerId } })).not.toBeNull();

    const ungroup = await call(bulk.POST, "/api/v1/customers/bulk", {
      headers,
      body: { action: "assign-group", all: true, filter: { group: target.id }, groupId: null },
    });
    expect(ungroup.json).toMatchObject({ data: { count: 2 } });
  });

  it("deletes the checked ids", async () => {
    const ids = (await call(customers.GET, "/api/v1/customers?tag=VIP", { headers })).json!.data as {
      customers: CustomerBody[];
    };
    const response = await call(bulk.POST, "/api/v1/customers/bulk", {
      headers,
      body: { action: "delete", ids: ids.customers.map((item) => item.id) },
    });
    expect(response.json).toMatchObject({ data: { count: 3 } });
    expect(await listed("tag=VIP")).toEqual([]);
  });

  it.each<[string, unknown, string[]]>([
    ["neither ids nor all", { action: "delete" }, ["ids"]],
    ["both ids and all", { action: "delete", ids: ["a"], all: true }, ["ids"]],
    ["empty ids", { action: "delete", ids: [] }, ["ids"]],
    ["too many ids", { action: "delete", ids: Array.from({ length: 1001 }, (_, index) => `id${index}`) }, ["ids"]],
    ["an unknown action", { action: "archive", ids: ["a"] }, ["action"]],
    ["assign without a group", { action: "assign-group", ids: ["a"] }, ["groupId"]],
    ["all: false", { action: "delete", all: false }, ["all"]],
  ])("refuses a bulk body with %s", async (_label, body, expected) => {
    const response = await call(bulk.POST, "/api/v1/customers/bulk", { headers, body });
    expect(response.status).toBe(400);
    expect(errorFields(response).sort()).toEqual([...expected].sort());
  });
});
