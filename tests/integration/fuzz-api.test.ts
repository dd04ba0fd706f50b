import { globSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import type { RouteHandler } from "@/lib/server/http/route";
import { createCompany, createUser, signIn, uniqueIp } from "@/tests/helpers/factories";

// Issue 13, "Also": every route file under app/api (found by a glob, so a new route is fuzzed
// without anyone listing it), every exported method, signed in as a real owner of a test company,
// gets generated bodies (wrong types, control characters, lone surrogates, 1 MB strings, 10,000
// levels of nesting, arrays for objects, malformed JSON, wrong content types), query strings and
// path ids. No answer may be a 5xx, and every error is the envelope of api.md. The generator is
// seeded: a failure prints FUZZ_SEED, and `FUZZ_SEED=<n> npm run test:integration -- tests/integration/fuzz-api.test.ts`
// replays it exactly.

const SEED = Number(process.env.FUZZ_SEED) || Math.floor(Math.random() * 2 ** 31);
console.log(`fuzz-api: FUZZ_SEED=${SEED}`);

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}
type Random = ReturnType<typeof prng>;

const ROOT = path.join(import.meta.dirname, "../..");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const MB = 1024 * 1024;

// Field names the schemas use, so generated objects reach past "required" into each field's rules.
const FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "name",
  "description",
  "notes",
  "tags",
  "groupId",
  "ids",
  "all",
  "filter",
  "action",
  "role",
  "userId",
  "password",
  "currentPassword",
  "confirmation",
  "token",
  "refreshToken",
  "code",
  "company",
  "companySize",
  "acceptTerms",
  "rememberMe",
  "jobTitle",
  "bio",
  "plan",
  "interval",
  "notifications",
  "appearance",
  "region",
  "teamSettings",
  "loginAlerts",
  "profileVisibility",
  "search",
  "status",
  "customerType",
  "countryCode",
  "__proto__",
  "constructor",
];

const NASTY_STRINGS = [
  "a\u0000b",
  "\u0000",
  "a\u0001b",
  "\u001b[31m",
  "a\u007fb",
  "a\u0085b",
  "\ud800",
  "x\udc00y",
  "\ud83d",
  "😀ğüşıöç İ",
  "\u202e\u200b\ufeff",
  "../../etc/passwd",
  "' OR 1=1 --",
  "%00",
  "<script>alert(1)</script>",
  '=HYPERLINK("http://evil")',
  "",
  " ",
  "a\nb\tc\r",
];

function randomString(random: Random): string {
  switch (random.int(4)) {
    case 0:
      return random.pick(NASTY_STRINGS);
    case 1:
      return Array.from({ length: random.int(40) }, () => String.fromCharCode(random.int(0x80))).join("");
    case 2:
      return Array.from({ length: random.int(20) }, () => String.fromCharCode(random.int(0x10000))).join("");
    default:
      return "x".repeat(random.pick([1, 61, 101, 255, 5001, 70_000]));
  }
}

function randomValue(random: Random, depth = 0): unknown {
  const kind = random.int(depth > 3 ? 6 : 9);
  switch (kind) {
    case 0:
      return null;
    case 1:
      return random.next() < 0.5;
    case 2:
      return random.pick([0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31]);
    case 3:
    case 4:
    case 5:
      return randomString(random);
    case 6:
      return Array.from({ length: random.int(4) }, () => randomValue(random, depth + 1));
    default:
      return randomObject(random, depth + 1);
  }
}

function randomObject(random: Random, depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (let count = random.int(6) + 1; count > 0; count--) {
    object[random.next() < 0.85 ? random.pick(FIELDS) : randomString(random)] = randomValue(random, depth);
  }
  return object;
}

type BodyCase = { label: string; body: BodyInit; contentType?: string };

/** The fixed structural cases, then generated objects. */
function bodyCases(random: Random): BodyCase[] {
  const json = (label: string, value: unknown): BodyCase => ({
    label,
    body: JSON.stringify(value),
    contentType: "application/json",
  });
  const raw = (label: string, body: BodyInit, contentType?: string): BodyCase => ({ label, body, contentType });
  const allFields = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]));
  return [
    raw("malformed JSON", '{"firstName": "a",', "application/json"),
    raw("JSON with a raw NUL", '{"name": "a\u0000b"}', "application/json"),
    raw(
      "invalid UTF-8",
      new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d]),
      "application/json",
    ),
    json("a number", 42),
    json("a boolean", true),
    json("null", null),
    json("a string", "a\u0000b"),
    json("an array for an object", [allFields("x"), 1]),
    json("NUL in every field", allFields("a\u0000b")),
    json("\\u0001 in every field", allFields("a\u0001b")),
    json("lone surrogates in every field", allFields("\ud800x\udc00")),
    json("arrays in every field", allFields(["a\u0000", { x: null }])),
    json("objects in every field", allFields({ firstName: "a" })),
    json("numbers in every field", allFields(1e308)),
    json("a NUL key", { ["a\u0000b"]: 1, ["\ud800"]: 2 }),
    json("a 1 MB string (over the body limit)", { name: "x".repeat(MB) }),
    json("a 0.9 MB string", { name: "x".repeat(900_000), firstName: "y".repeat(90_000) }),
    raw("10,000 nested arrays", "[".repeat(10_000) + "]".repeat(10_000), "application/json"),
    raw("10,000 nested objects", '{"a":'.repeat(10_000) + "1" + "}".repeat(10_000), "application/json"),
    raw("JSON as text/plain", JSON.stringify(allFields("x")), "text/plain"),
    raw("a form", "firstName=a%00b&email=x", "application/x-www-form-urlencoded"),
    raw(
      "a broken multipart",
      '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
      "multipart/form-data; boundary=x",
    ),
    raw("multipart without a boundary", "abc", "multipart/form-data"),
    raw("no content type", '{"name":"x"}'),
    raw("an XML body", "<a>\u0000</a>", "application/xml"),
    ...Array.from({ length: 6 }, (_, index) => json(`generated object ${index}`, randomObject(random))),
    ...Array.from({ length: 2 }, (_, index) => json(`generated value ${index}`, randomValue(random))),
  ];
}

function queryCases(random: Random): string[] {
  const keys = [
    "search",
    "tag",
    "group",
    "status",
    "page",
    "limit",
    "sort",
    "count",
    "ids",
    "token",
    "preview",
    "inline",
  ];
  const values = [
    "%00",
    "a%00b",
    "%01",
    "%ED%A0%80",
    "%",
    "%zz",
    "-1",
    "1e309",
    "NaN",
    "x".repeat(100_000),
    "..%2F..%2F",
    "%F0%9F%98%80%C4%9F",
  ];
  return [
    ...keys.map((key) => `${key}=${random.pick(values)}&${key}=${random.pick(values)}`),
    `${keys.map((key) => `${key}=${random.pick(values)}`).join("&")}`,
    "%00=1",
    "a[b][c]=1&__proto__=x",
  ];
}

const PATH_IDS = [
  "a\u0000b",
  "\u0001",
  "\ud800",
  "x".repeat(10_000),
  "../../etc/passwd",
  "..",
  "%",
  "%00",
  "ünicode-ğış-😀",
  " ",
  "",
  "null",
  "' OR 1=1 --",
];

type Actor = { companyId: string; headers: Record<string, string>; params: Record<string, string> };

/** A fresh company and signed-in owner, with a customer, a group and a second member to aim ids at. */
async function seedActor(): Promise<Actor> {
  const company = await createCompany();
  const owner = await createUser({ companyId: company.id, role: "owner" });
  const member = await createUser({ companyId: company.id, role: "member" });
  const { headers, session } = await signIn(owner);
  const customer = await db.customer.create({
    data: {
      companyId: company.id,
      firstName: "Ada",
      lastName: "Yıldız",
      email: "ada@ornek.com",
      searchText: "",
      sortName: "",
    },
  });
  const group = await db.customerGroup.create({ data: { companyId: company.id, name: "Grup" } });
  return {
    companyId: company.id,
    headers,
    // Real ids of this company, so the bodies get past "not found" into the handlers.
    params: {
      customerId: customer.id,
      groupId: group.id,
      memberId: member.id,
      sessionId: session.id,
      userId: owner.id,
    },
  };
}

/** A second session (and, when the account was deactivated or deleted, a second owner). */
async function refreshActor(actor: Actor): Promise<void> {
  const owner = await createUser({ companyId: actor.companyId, role: "owner" });
  actor.headers = (await signIn(owner)).headers;
}

type RouteFile = { file: string; url: string; params: string[] };

function routeFiles(): RouteFile[] {
  return globSync("app/api/**/route.ts", { cwd: ROOT })
    .sort()
    .map((file) => {
      const dir = path.dirname(file).split(path.sep).slice(1);
      const params = dir.filter((segment) => segment.startsWith("[")).map((segment) => segment.replace(/[[\].]/g, ""));
      return { file, url: "/" + dir.join("/"), params };
    });
}

/** The params Next would pass for `id` at every dynamic segment (catch-alls get an array). */
function paramsFor(route: RouteFile, actor: Actor, id?: string): Record<string, string | string[]> {
  const real = (name: string) => {
    if (route.url.includes("/customers/groups/")) return actor.params.groupId!;
    if (route.url.includes("/customers/")) return name === "file" ? "photo.jpg" : actor.params.customerId!;
    if (route.url.includes("/team/members/")) return actor.params.memberId!;
    if (route.url.includes("/sessions/")) return actor.params.sessionId!;
    if (route.url.includes("/avatar/")) return name === "file" ? "avatar.png" : actor.params.userId!;
    return "x";
  };
  return Object.fromEntries(
    route.params.map((name) => {
      const value = id ?? real(name);
      return [
        name,
        route.url.includes(`[...${name}]`) || route.url.includes(`[[...${name}]]`) ? [value, value] : value,
      ];
    }),
  );
}

function urlFor(route: RouteFile, params: Record<string, string | string[]>, query = "") {
  const safe = (value: string) => {
    try {
      return encodeURIComponent(value);
    } catch {
      return "x"; // a lone surrogate has no URL form; the handler reads params, as Next decodes them
    }
  };
  const pathname = route.url.replace(/\[\[?(?:\.\.\.)?(\w+)\]?\]/g, (_, name: string) => {
    const value = params[name];
    return Array.isArray(value) ? value.map(safe).join("/") : safe(value ?? "x");
  });
  return `${pathname}${query ? `?${query}` : ""}`;
}

type Failure = string;

async function send(
  handler: RouteHandler,
  method: string,
  url: string,
  params: Record<string, string | string[]>,
  headers: Record<string, string>,
  body?: BodyCase,
) {
  const requestHeaders = new Headers({ ...headers, "x-forwarded-for": uniqueIp(), "accept-language": "en" });
  if (body?.contentType) requestHeaders.set("content-type", body.contentType);
  const req = new NextRequest(new URL(url, "http://127.0.0.1:3000"), {
    method,
    headers: requestHeaders,
    body: method === "GET" ? undefined : body?.body,
  });
  const response = await handler(req, { params: Promise.resolve(params) });
  const contentType = response.headers.get("content-type") ?? "";
  // An event stream (GET /api/v1/events) never ends: its first frame is enough, then it is closed.
  if (response.ok && contentType.startsWith("text/event-stream")) {
    const reader = response.body!.getReader();
    const first = await reader.read();
    await reader.cancel();
    return { status: response.status, contentType, text: new TextDecoder().decode(first.value) };
  }
  const text = await response.text().catch((error: unknown) => `<<body failed: ${String(error)}>>`);
  return { status: response.status, contentType, text };
}

/** Why this answer breaks the contract, or null. */
function verdict(answer: { status: number; contentType: string; text: string }): string | null {
  if (answer.status >= 500) return `status ${answer.status}: ${answer.text.slice(0, 300)}`;
  if (answer.status < 400) return null;
  if (!answer.contentType.includes("application/json")) return `error without JSON: ${answer.contentType}`;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(answer.text) as Record<string, unknown>;
  } catch {
    return `error body is not JSON: ${answer.text.slice(0, 200)}`;
  }
  if (body.success !== false || typeof body.code !== "string" || typeof body.message !== "string" || !body.message) {
    return `not the envelope: ${answer.text.slice(0, 200)}`;
  }
  return null;
}

afterAll(async () => {
  await db.$disconnect();
});

describe("fuzzing every API route", () => {
  const routes = routeFiles();

  it("finds the route files", () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.some((route) => route.url === "/api/v1/customers/[id]")).toBe(true);
  });

  it.each(routes.map((route) => [route.url, route] as const))(
    "%s: no 5xx, every error in the envelope",
    async (_, route) => {
      const random = prng(SEED ^ hash(route.url));
      const routeModule = (await import(path.join(ROOT, route.file))) as Partial<Record<string, RouteHandler>>;
      const actor = await seedActor();
      const failures: Failure[] = [];
      let requests = 0;

      for (const method of METHODS) {
        const handler = routeModule[method];
        if (typeof handler !== "function") continue;
        const check = async (
          label: string,
          url: string,
          params: Record<string, string | string[]>,
          body?: BodyCase,
        ) => {
          const answer = await send(handler, method, url, params, actor.headers, body);
          requests++;
          const problem = verdict(answer);
          if (problem) failures.push(`${method} ${route.url} [${label}] → ${problem}`);
          // Logout, deactivation, account deletion and revocations end the session: start another.
          if (answer.status === 401) await refreshActor(actor);
          return answer;
        };

        const params = paramsFor(route, actor);
        const first = await check("no body", urlFor(route, params), params);
        if (first.status === 405) continue; // the shared 405 handler: fuzzing it again proves nothing

        const bodies = bodyCases(random);
        for (const body of bodies) {
          if (method === "GET") break;
          await check(`body: ${body.label}`, urlFor(route, params), params, body);
        }
        for (const query of queryCases(random)) {
          await check(`query: ${query.slice(0, 80)}`, urlFor(route, params, query), params);
        }
        for (const id of route.params.length > 0 ? PATH_IDS : []) {
          const bad = paramsFor(route, actor, id);
          const body = method === "GET" ? undefined : random.pick(bodies);
          await check(`path id ${JSON.stringify(id.slice(0, 20))}`, urlFor(route, bad), bad, body);
        }
      }

      expect(failures, `FUZZ_SEED=${SEED}, ${requests} requests\n${failures.join("\n")}`).toEqual([]);
    },
    60_000,
  );
});

function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index++) value = Math.imul(value ^ text.charCodeAt(index), 16777619);
  return value >>> 0;
}
