import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { db } from "@/lib/server/db";
import { ok } from "@/lib/server/http/envelope";
import { AppError } from "@/lib/server/errors";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { GET as health } from "@/app/api/v1/health/route";
import { GET as catchAll, POST as catchAllPost } from "@/app/api/[[...path]]/route";
import { createCompany, createUser, signIn, uniqueEmail } from "@/tests/helpers/factories";
import { call } from "@/tests/helpers/request";

// The route wrapper, body parsing and error mapping, against the real database.

const echoSchema = z.object({ name: z.string().min(2), email: z.email() });
const echo = route({ public: true }, async ({ req }) => ok(await parseBody(req, echoSchema)));
const ownerOnly = route({ permission: "billing.change" }, ({ session }) => ok({ companyId: session.companyId }));
const anyMember = route({}, ({ session }) => ok({ role: session.role }));
const boom = route({ public: true }, () => {
  throw new Error("secret internals at /srv/app.ts:12");
});
const duplicate = route({ public: true }, async () => {
  const company = await createCompany();
  const email = uniqueEmail();
  await createUser({ companyId: company.id, email });
  await createUser({ companyId: company.id, email });
  return ok({});
});

let member: Awaited<ReturnType<typeof createUser>>;
let owner: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  const company = await createCompany();
  owner = await createUser({ companyId: company.id, role: "owner" });
  member = await createUser({ companyId: company.id, role: "member" });
});

afterAll(async () => {
  await db.$disconnect();
});

describe("health", () => {
  it("answers ok with the version, never cached", async () => {
    const response = await call(health, "/api/v1/health");
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true, data: { status: "ok", database: "ok", version: "1.0.0" } });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-request-id")).toMatch(/^[\w-]{36}$/);
  });

  it("keeps a sane incoming request id and replaces a hostile one", async () => {
    const kept = await call(health, "/api/v1/health", { headers: { "x-request-id": "abc-123-def-456" } });
    expect(kept.headers.get("x-request-id")).toBe("abc-123-def-456");
    const replaced = await call(health, "/api/v1/health", { headers: { "x-request-id": "<script>" } });
    expect(replaced.headers.get("x-request-id")).not.toBe("<script>");
  });
});

describe("bodies", () => {
  it("accepts valid JSON and strips unknown keys", async () => {
    const response = await call(echo, "/x", { body: { name: "Ayşe", email: "a@b.co", role: "owner" } });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true, data: { name: "Ayşe", email: "a@b.co" } });
  });

  it("malformed JSON → 400 INVALID_JSON", async () => {
    const response = await call(echo, "/x", { rawBody: '{"name": ', headers: { "content-type": "application/json" } });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ success: false, code: "INVALID_JSON" });
  });

  it("a body over 1 MB → 413, whatever Content-Length claims", async () => {
    const big = JSON.stringify({ name: "x".repeat(1024 * 1024), email: "a@b.co" });
    const response = await call(echo, "/x", { rawBody: big, headers: { "content-type": "application/json" } });
    expect(response.status).toBe(413);
    expect(response.json).toMatchObject({ success: false, code: "PAYLOAD_TOO_LARGE" });

    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode("x".repeat(100_000)));
        controller.close();
      },
    });
    const chunked = await call(echo, "/x", { rawBody: stream, headers: { "content-type": "application/json" } });
    expect(chunked.status).toBe(413);
  });

  it("a body that is not JSON → 415", async () => {
    const response = await call(echo, "/x", {
      rawBody: "name=a",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(415);
    expect(response.json).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
  });

  it("a wrong shape → 400 with one error per field, in Turkish by default and English on request", async () => {
    const turkish = await call(echo, "/x", { body: { name: "A", email: "nope" } });
    expect(turkish.status).toBe(400);
    expect(turkish.json).toEqual({
      success: false,
      code: "VALIDATION_ERROR",
      message: "Gönderilen bilgiler geçersiz",
      errors: [
        { field: "name", message: "En az 2 karakter olmalıdır" },
        { field: "email", message: "Geçerli bir e-posta adresi girin" },
      ],
    });
    const english = await call(echo, "/x", { body: {}, headers: { cookie: "NEXT_LOCALE=en" } });
    expect(english.json).toMatchObject({
      message: "The submitted data is invalid",
      errors: [
        { field: "name", message: "This field is required" },
        { field: "email", message: "This field is required" },
      ],
    });
  });
});

describe("errors", () => {
  it("an unexpected error → 500 with a request id and nothing of the internals", async () => {
    const response = await call(boom, "/x");
    expect(response.status).toBe(500);
    expect(response.json).toMatchObject({
      success: false,
      code: "INTERNAL_ERROR",
      message: "Beklenmeyen bir hata oluştu",
    });
    expect(response.json?.requestId).toBe(response.headers.get("x-request-id"));
    expect(response.text).not.toContain("secret internals");
    expect(response.text).not.toContain("/srv/");
  });

  it("a unique clash in the database → 409 CONFLICT", async () => {
    const response = await call(duplicate, "/x");
    expect(response.status).toBe(409);
    expect(response.json).toMatchObject({ success: false, code: "CONFLICT" });
  });

  it("an AppError keeps its code and status", async () => {
    const limited = route({ public: true }, () => {
      throw new AppError("RATE_LIMITED", { retryAfter: 30 });
    });
    const response = await call(limited, "/x");
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("30");
  });

  it("a wrong method → 405 in the envelope with Allow", async () => {
    const handlers = methods({ GET: health });
    const response = await call(handlers.PATCH, "/api/v1/health", { method: "PATCH" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
    expect(response.json).toMatchObject({ success: false, code: "METHOD_NOT_ALLOWED" });
  });

  it("unknown API paths → 404 in the envelope for any method", async () => {
    for (const handler of [catchAll, catchAllPost]) {
      const response = await call(handler, "/api/v1/nope", { method: handler === catchAll ? "GET" : "POST" });
      expect(response.status).toBe(404);
      expect(response.json).toMatchObject({ success: false, code: "NOT_FOUND", message: "Böyle bir API yolu yok" });
    }
  });
});

describe("sessions and roles", () => {
  it("no session → 401; a forged or expired token → 401", async () => {
    expect((await call(anyMember, "/x")).status).toBe(401);
    expect((await call(anyMember, "/x", { headers: { authorization: "Bearer abc.def.ghi" } })).status).toBe(401);
  });

  it("the bearer header and the cookie are both accepted", async () => {
    const { token, headers } = await signIn(member);
    expect((await call(anyMember, "/x", { headers })).json).toEqual({ success: true, data: { role: "member" } });
    const viaCookie = await call(anyMember, "/x", { headers: { cookie: `kanal_at=${token}` } });
    expect(viaCookie.status).toBe(200);
  });

  it("a role that may not → 403; the right role → 200", async () => {
    const memberSession = await signIn(member);
    expect((await call(ownerOnly, "/x", { headers: memberSession.headers })).status).toBe(403);
    const ownerSession = await signIn(owner);
    expect((await call(ownerOnly, "/x", { headers: ownerSession.headers })).status).toBe(200);
  });

  it("revoking the session row takes effect at once, though the token is still valid", async () => {
    const { session, headers } = await signIn(member);
    expect((await call(anyMember, "/x", { headers })).status).toBe(200);
    await db.session.update({ where: { id: session.id }, data: { revokedAt: new Date() } });
    expect((await call(anyMember, "/x", { headers })).status).toBe(401);
  });

  it("a role change in the database applies to the next request", async () => {
    const user = await createUser({ companyId: member.companyId, role: "member" });
    const { headers } = await signIn(user);
    expect((await call(ownerOnly, "/x", { headers })).status).toBe(403);
    await db.user.update({ where: { id: user.id }, data: { role: "owner" } });
    expect((await call(ownerOnly, "/x", { headers })).status).toBe(200);
  });

  it("a cookie-authenticated write from another site is refused; a bearer one is not", async () => {
    const write = route({}, () => ok({ written: true }));
    const { token, headers } = await signIn(member);
    const crossSite = await call(write, "/x", {
      method: "POST",
      headers: { cookie: `kanal_at=${token}`, "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    const sameOrigin = await call(write, "/x", {
      method: "POST",
      headers: { cookie: `kanal_at=${token}`, "sec-fetch-site": "same-origin" },
    });
    expect(sameOrigin.status).toBe(200);
    const bearer = await call(write, "/x", { method: "POST", headers: { ...headers, "sec-fetch-site": "cross-site" } });
    expect(bearer.status).toBe(200);
  });
});
