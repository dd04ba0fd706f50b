import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { fromDatabaseError } from "@/lib/server/http/database-errors";
import type { RouteHandler } from "@/lib/server/http/route";
import { statusOf } from "@/lib/server/http/status";
import * as customers from "@/app/api/v1/customers/route";
import * as customer from "@/app/api/v1/customers/[id]/route";
import * as bulk from "@/app/api/v1/customers/bulk/route";
import * as exportRoute from "@/app/api/v1/customers/export/route";
import * as groups from "@/app/api/v1/customers/groups/route";
import * as group from "@/app/api/v1/customers/groups/[id]/route";
import * as profile from "@/app/api/v1/account/profile/route";
import * as preferences from "@/app/api/v1/account/preferences/route";
import * as session from "@/app/api/v1/account/sessions/[id]/route";
import * as accountExport from "@/app/api/v1/account/export/[id]/route";
import * as company from "@/app/api/v1/company/route";
import * as register from "@/app/api/v1/auth/register/route";
import * as login from "@/app/api/v1/auth/login/route";
import * as invitation from "@/app/api/v1/auth/invitation/route";
import * as invitations from "@/app/api/v1/team/invitations/route";
import * as invitationById from "@/app/api/v1/team/invitations/[id]/route";
import * as member from "@/app/api/v1/team/members/[id]/route";
import * as transfer from "@/app/api/v1/team/transfer-ownership/route";
import { createCompany, createUser, signIn, uniqueEmail, uniqueIp } from "@/tests/helpers/factories";
import { call } from "@/tests/helpers/request";

// Issue 13 #3: a control character (NUL above all, which PostgreSQL refuses in text) in any body
// field, query parameter or path id is a 400 VALIDATION_ERROR naming the field, in the caller's
// language, and nothing is stored; multi-line fields keep their line breaks and tabs.

type Json = Record<string, unknown>;

let headers: Record<string, string>;
let companyId: string;
let customerId: string;
let groupId: string;

const NUL = "a\u0000b";
const BAD_TEXTS = { NUL, SOH: "a\u0001b", ESC: "a\u001bb", DEL: "a\u007fb", C1: "a\u0085b", loneSurrogate: "a\ud800b" };

beforeAll(async () => {
  const created = await createCompany();
  companyId = created.id;
  const owner = await createUser({ companyId, role: "owner" });
  headers = (await signIn(owner)).headers;
  groupId = (await db.customerGroup.create({ data: { companyId, name: "Grup" } })).id;
  customerId = (
    await db.customer.create({
      data: { companyId, firstName: "Ada", lastName: "Yıldız", email: "ada@ornek.com", searchText: "", sortName: "" },
    })
  ).id;
});

afterAll(async () => {
  await db.$disconnect();
});

const counts = async () => ({
  customers: await db.customer.count({ where: { companyId } }),
  groups: await db.customerGroup.count({ where: { companyId } }),
  users: await db.user.count(),
  companies: await db.company.count(),
  invitations: await db.invitation.count({ where: { companyId } }),
});

/** A 400 VALIDATION_ERROR whose errors[] names `field`, with a translated message. */
function expectFieldError(response: { status: number; json: Json | null }, field: string) {
  expect(response.status, JSON.stringify(response.json)).toBe(400);
  expect(response.json).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
  const errors = response.json!.errors as { field: string; message: string }[];
  const error = errors.find((item) => item.field === field);
  expect(error, JSON.stringify(errors)).toBeDefined();
  expect(error!.message).not.toMatch(/^validation\./);
  return error!;
}

const validCustomer = (overrides: Json = {}) => ({
  firstName: "Ayşe",
  lastName: "Yılmaz",
  email: `ayse-${Math.random().toString(36).slice(2, 8)}@ornek.com`,
  ...overrides,
});

// [label, handler, path, method, valid body, field (dotted) that gets the bad text]
type BodyCase = [string, RouteHandler, string, string, Json, string, Record<string, string>?];

const bodyCases = (): BodyCase[] => [
  ...["firstName", "lastName", "email", "phone", "notes", "instagram", "groupId", "tags.0"].map((field): BodyCase => [
    "create customer",
    customers.POST,
    "/api/v1/customers",
    "POST",
    validCustomer(),
    field,
  ]),
  ...["firstName", "notes", "tags.0"].map((field): BodyCase => [
    "update customer",
    customer.PUT,
    `/api/v1/customers/${customerId}`,
    "PUT",
    {},
    field,
    { id: customerId },
  ]),
  ["create group", groups.POST, "/api/v1/customers/groups", "POST", { name: "Yeni" }, "name"],
  ["create group", groups.POST, "/api/v1/customers/groups", "POST", { name: "Yeni" }, "description"],
  ["update group", group.PUT, `/api/v1/customers/groups/${groupId}`, "PUT", {}, "name", { id: groupId }],
  ["bulk", bulk.POST, "/api/v1/customers/bulk", "POST", { action: "delete", ids: ["x"] }, "ids.0"],
  ["bulk", bulk.POST, "/api/v1/customers/bulk", "POST", { action: "delete", all: true }, "filter.search"],
  ["bulk", bulk.POST, "/api/v1/customers/bulk", "POST", { action: "delete", all: true }, "filter.tag"],
  ["bulk", bulk.POST, "/api/v1/customers/bulk", "POST", { action: "assign-group", ids: ["x"] }, "groupId"],
  ...["firstName", "lastName", "phone", "jobTitle", "bio"].map((field): BodyCase => [
    "profile",
    profile.PUT,
    "/api/v1/account/profile",
    "PUT",
    { firstName: "Ada", lastName: "Yıldız" },
    field,
  ]),
  ["company", company.PUT, "/api/v1/company", "PUT", {}, "name"],
  [
    "preferences",
    preferences.PUT,
    "/api/v1/account/preferences",
    "PUT",
    { notifications: { doNotDisturb: { enabled: true } } },
    "notifications.doNotDisturb.start",
  ],
  ["invite", invitations.POST, "/api/v1/team/invitations", "POST", { role: "member" }, "email"],
  ["transfer", transfer.POST, "/api/v1/team/transfer-ownership", "POST", {}, "userId"],
  ...["firstName", "lastName", "email", "company", "password"].map((field): BodyCase => [
    "register",
    register.POST,
    "/api/v1/auth/register",
    "POST",
    {
      firstName: "Ada",
      lastName: "Yıldız",
      email: uniqueEmail("nul"),
      password: "Gizli-Sifre1",
      acceptTerms: true,
    },
    field,
  ]),
  ["login", login.POST, "/api/v1/auth/login", "POST", { email: "a@b.co" }, "password"],
];

/** Sets `dotted` in a copy of `body` to `value`, making arrays and objects on the way. */
function withValue(body: Json, dotted: string, value: string): Json {
  const copy = structuredClone(body);
  const keys = dotted.split(".");
  let target: Record<string, unknown> = copy;
  keys.slice(0, -1).forEach((key, index) => {
    const nextIsIndex = /^\d+$/.test(keys[index + 1]!);
    target[key] ??= nextIsIndex ? [] : {};
    target = target[key] as Record<string, unknown>;
  });
  target[keys.at(-1)!] = value;
  return copy;
}

describe("control characters in bodies", () => {
  it("answer 400 on the field, translated, and store nothing, for every text field", async () => {
    const before = await counts();
    for (const [label, handler, path, method, body, field, params] of bodyCases()) {
      for (const [name, bad] of Object.entries(BAD_TEXTS)) {
        const response = await call(handler, path, {
          method,
          headers: { ...headers, "x-forwarded-for": uniqueIp() },
          body: withValue(body, field, bad),
          params,
        });
        try {
          expectFieldError(response, field);
        } catch (error) {
          throw new Error(`${label}: ${field} with ${name}: ${(error as Error).message}`);
        }
      }
    }
    expect(await counts()).toEqual(before);
    const stored = await db.customer.findUniqueOrThrow({ where: { id: customerId } });
    expect(stored.firstName).toBe("Ada");
  });

  it("names the refusal in English and in Turkish", async () => {
    const tr = expectFieldError(
      await call(customers.POST, "/api/v1/customers", {
        headers: { ...headers, "accept-language": "tr" },
        body: validCustomer({ firstName: NUL }),
      }),
      "firstName",
    );
    const en = expectFieldError(
      await call(customers.POST, "/api/v1/customers", {
        headers: { ...headers, "accept-language": "en" },
        body: validCustomer({ firstName: NUL }),
      }),
      "firstName",
    );
    expect(tr.message).not.toBe(en.message);
    expect(en.message).toMatch(/control character/i);
  });

  it("refuses a control character in an object key", async () => {
    const response = await call(customers.POST, "/api/v1/customers", {
      headers,
      body: { ...validCustomer(), ["x\u0000"]: 1 },
    });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
  });

  it("keeps line breaks and tabs in multi-line fields, refuses them in single-line ones", async () => {
    const created = await call(customers.POST, "/api/v1/customers", {
      headers,
      body: validCustomer({ notes: "satır 1\nsatır\t2\r\nson" }),
    });
    expect(created.status).toBe(201);
    expect((created.json!.data as Json).notes).toBe("satır 1\nsatır\t2\r\nson");
    const before = await counts();
    for (const field of ["firstName", "lastName", "phone", "instagram", "tags.0"]) {
      const response = await call(customers.POST, "/api/v1/customers", {
        headers,
        body: withValue(validCustomer(), field, "a\nb"),
      });
      expectFieldError(response, field);
    }
    expect(await counts()).toEqual(before);
  });
});

describe("control characters in query strings", () => {
  it("answer 400 on the parameter for the list, the export and the invitation check", async () => {
    for (const [handler, path] of [
      [customers.GET, "/api/v1/customers"],
      [exportRoute.GET, "/api/v1/customers/export"],
    ] as const) {
      for (const key of ["search", "tag", "group"]) {
        for (const bad of ["%00", "%01", "a%0Ab"]) {
          const response = await call(handler, `${path}?${key}=x${bad}y`, { headers });
          expectFieldError(response, key);
        }
      }
    }
    const response = await call(invitation.GET, "/api/v1/auth/invitation?token=a%00b");
    expectFieldError(response, "token");
  });
});

describe("control characters in path ids", () => {
  const cases: [string, RouteHandler, string, string][] = [
    ["GET", customer.GET, "/api/v1/customers/{id}", "id"],
    ["PUT", customer.PUT, "/api/v1/customers/{id}", "id"],
    ["DELETE", customer.DELETE, "/api/v1/customers/{id}", "id"],
    ["PUT", group.PUT, "/api/v1/customers/groups/{id}", "id"],
    ["DELETE", group.DELETE, "/api/v1/customers/groups/{id}", "id"],
    ["DELETE", session.DELETE, "/api/v1/account/sessions/{id}", "id"],
    ["GET", accountExport.GET, "/api/v1/account/export/{id}", "id"],
    ["PATCH", member.PATCH, "/api/v1/team/members/{id}", "id"],
    ["DELETE", member.DELETE, "/api/v1/team/members/{id}", "id"],
    ["DELETE", invitationById.DELETE, "/api/v1/team/invitations/{id}", "id"],
  ];

  it("answer 400 naming the id, before any query runs", async () => {
    for (const [method, handler, template, param] of cases) {
      for (const bad of Object.values(BAD_TEXTS)) {
        // The handler reads the id from params, as Next decodes it (a lone surrogate has no URL form).
        const response = await call(handler, template.replace("{id}", "x"), {
          method,
          headers,
          params: { [param]: bad },
          body: method === "PUT" || method === "PATCH" ? { name: "x", role: "member", firstName: "x" } : undefined,
        });
        try {
          expectFieldError(response, param);
        } catch (error) {
          throw new Error(`${method} ${template} ${JSON.stringify(bad)}: ${(error as Error).message}`);
        }
      }
    }
  });
});

describe("invalid text that still reaches the database", () => {
  it("is a 400, not a 500", async () => {
    const error = await db.$queryRaw`SELECT ${"a\u0000b"}::text`.catch((caught: unknown) => caught);
    expect(fromDatabaseError(error)).toMatchObject({ code: "VALIDATION_ERROR" });
    const badNumber = await db.$queryRaw`SELECT ${"x"}::int`.catch((caught: unknown) => caught);
    expect(fromDatabaseError(badNumber)).toMatchObject({ code: "VALIDATION_ERROR" });
    const badJson = await db.company
      .update({ where: { id: companyId }, data: { teamSettings: { ["a\u0000"]: 1 } } })
      .catch((caught: unknown) => caught);
    expect(fromDatabaseError(badJson)).toMatchObject({ code: "VALIDATION_ERROR" });
    expect(statusOf("VALIDATION_ERROR")).toBe(400);
  });
});
