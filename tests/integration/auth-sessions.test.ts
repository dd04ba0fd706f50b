import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "@/lib/auth/jwt";
import { db } from "@/lib/server/db";
import { sha256 } from "@/lib/server/auth/secrets";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { POST as refresh } from "@/app/api/v1/auth/refresh/route";
import { POST as logout } from "@/app/api/v1/auth/logout/route";
import { GET as renewSession } from "@/app/(auth)/auth/session/route";
import { cookieHeader, cookiesOf, login } from "@/tests/helpers/auth";
import { createCompany, createUser, uniqueIp } from "@/tests/helpers/factories";
import { call } from "@/tests/helpers/request";
import { NextRequest } from "next/server";

// Sign-in, the session row behind every request, refresh rotation and logout (api.md, architecture.md §Sessions).

const PASSWORD = "Dogru-Parola1";
let email: string;
let companyName: string;

beforeAll(async () => {
  const company = await createCompany();
  companyName = company.name;
  const user = await createUser({ companyId: company.id, role: "admin", password: PASSWORD });
  email = user.email;
});

afterAll(async () => {
  await db.$disconnect();
});

describe("POST /api/v1/auth/login", () => {
  it("answers the spec's shape and sets httpOnly cookies", async () => {
    const response = await login(email.toUpperCase(), PASSWORD);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ success: true, message: "Giriş başarılı" });
    expect(response.data.token).toEqual(expect.any(String));
    expect(response.data.refreshToken).toEqual(expect.any(String));
    expect(response.data.user).toEqual({
      id: expect.any(String),
      firstName: "Test",
      lastName: "Kullanıcı",
      email,
      phone: null,
      role: "admin",
      companyId: expect.any(String),
      companyName,
      emailVerified: true,
      avatar: null,
      createdAt: expect.any(String),
    });
    expect(response.text).not.toMatch(/passwordHash|\$2[aby]\$/);
    const access = response.cookies[ACCESS_COOKIE]!;
    const refreshCookie = response.cookies[REFRESH_COOKIE]!;
    expect(access.value).toBe(response.data.token);
    expect(refreshCookie.value).toBe(response.data.refreshToken);
    for (const cookie of [access, refreshCookie]) {
      expect(cookie.attributes.httponly).toBe(true);
      expect(cookie.attributes.samesite).toBe("lax");
      expect(cookie.attributes.path).toBe("/");
    }
    // The refresh token is stored only as its hash.
    const stored = await db.refreshToken.findUnique({ where: { tokenHash: sha256(response.data.refreshToken!) } });
    expect(stored).not.toBeNull();
    expect(await db.refreshToken.count({ where: { tokenHash: response.data.refreshToken! } })).toBe(0);
  });

  it("remember me keeps the refresh cookie and the session for 30 days; without it, 1 day and a browser-session cookie", async () => {
    const remembered = await login(email, PASSWORD, { rememberMe: true });
    expect(Number(remembered.cookies[REFRESH_COOKIE]!.attributes["max-age"])).toBeGreaterThan(29 * 86_400);
    const rememberedSession = await db.refreshToken.findUnique({
      where: { tokenHash: sha256(remembered.data.refreshToken!) },
      include: { session: true },
    });
    expect(rememberedSession!.session.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);

    const forgetful = await login(email, PASSWORD, { rememberMe: false });
    expect(forgetful.cookies[REFRESH_COOKIE]!.attributes["max-age"]).toBeUndefined();
    const session = await db.refreshToken.findUnique({
      where: { tokenHash: sha256(forgetful.data.refreshToken!) },
      include: { session: true },
    });
    const lifetime = session!.session.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(23 * 3_600_000);
    expect(lifetime).toBeLessThanOrEqual(24 * 3_600_000);
  });

  it("answers a wrong password and an unknown address the same way", async () => {
    const wrong = await login(email, "Yanlis-Parola1");
    const unknown = await login(`nobody-${Date.now()}@test.kanal`, "Yanlis-Parola1");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual({
      success: false,
      code: "UNAUTHENTICATED",
      message: "E-posta adresi veya şifre hatalı",
    });
    expect(unknown.json).toEqual(wrong.json);
    expect(wrong.cookies[ACCESS_COOKIE]).toBeUndefined();
  });

  it("refuses missing fields, wrong types, bad e-mails and over-long passwords with field errors", async () => {
    const empty = await login("", "");
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({
      code: "VALIDATION_ERROR",
      errors: [
        { field: "email", message: "Bu alan zorunludur" },
        { field: "password", message: "Bu alan zorunludur" },
      ],
    });
    const tooLong = await login(email, "Ş".repeat(37));
    expect(tooLong.status).toBe(400);
    expect(tooLong.json!.errors).toEqual([{ field: "password", message: expect.stringContaining("72") }]);
    const badEmail = await login("not-an-email", PASSWORD);
    expect(badEmail.json!.errors).toEqual([{ field: "email", message: "Geçerli bir e-posta adresi girin" }]);
  });

  it("answers in English when the caller asks for it", async () => {
    const { POST } = await import("@/app/api/v1/auth/login/route");
    const response = await call(POST, "/api/v1/auth/login", {
      body: { email, password: "Yanlis-Parola1" },
      headers: { "accept-language": "en", "x-forwarded-for": uniqueIp() },
    });
    expect(response.json).toMatchObject({ message: "Incorrect e-mail address or password" });
  });

  it("refuses a cross-site login form (login CSRF)", async () => {
    const { POST } = await import("@/app/api/v1/auth/login/route");
    const response = await call(POST, "/api/v1/auth/login", {
      body: { email, password: PASSWORD },
      headers: { "sec-fetch-site": "cross-site", "x-forwarded-for": uniqueIp() },
    });
    expect(response.status).toBe(403);
  });
});

describe("the session behind every request", () => {
  it("GET /auth/me works with the cookie and with the bearer token", async () => {
    const { data } = await login(email, PASSWORD);
    const byCookie = await call(me, "/api/v1/auth/me", {
      headers: { cookie: cookieHeader({ [ACCESS_COOKIE]: data.token! }) },
    });
    expect(byCookie.status).toBe(200);
    expect(byCookie.json).toMatchObject({ data: { user: { email } } });
    const byBearer = await call(me, "/api/v1/auth/me", { headers: { authorization: `Bearer ${data.token}` } });
    expect(byBearer.status).toBe(200);
  });

  it("a revoked session stops working at once, though its token has not expired", async () => {
    const { data } = await login(email, PASSWORD);
    const headers = { authorization: `Bearer ${data.token}` };
    expect((await call(me, "/api/v1/auth/me", { headers })).status).toBe(200);
    const { sessionId } = (await db.refreshToken.findUnique({ where: { tokenHash: sha256(data.refreshToken!) } }))!;
    await db.session.update({ where: { id: sessionId }, data: { revokedAt: new Date() } });
    const after = await call(me, "/api/v1/auth/me", { headers });
    expect(after.status).toBe(401);
    expect(after.json).toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("route handlers check the session themselves: a spoofed middleware header gets 401 (CVE-2025-29927)", async () => {
    const response = await call(me, "/api/v1/auth/me", { headers: { "x-middleware-subrequest": "middleware" } });
    expect(response.status).toBe(401);
    const forged = await call(me, "/api/v1/auth/me", {
      headers: {
        "x-middleware-subrequest": "middleware:middleware:middleware",
        authorization: "Bearer forged.token.x",
      },
    });
    expect(forged.status).toBe(401);
  });
});

describe("POST /api/v1/auth/refresh", () => {
  it("rotates: a new pair works, the old refresh token is dead", async () => {
    const { data } = await login(email, PASSWORD);
    const rotated = await call(refresh, "/api/v1/auth/refresh", { body: { refreshToken: data.refreshToken } });
    expect(rotated.status).toBe(200);
    const next = rotated.json!.data as { token: string; refreshToken: string };
    expect(next.refreshToken).not.toBe(data.refreshToken);
    expect(cookiesOf(rotated.headers)[REFRESH_COOKIE]!.value).toBe(next.refreshToken);
    expect((await call(me, "/api/v1/auth/me", { headers: { authorization: `Bearer ${next.token}` } })).status).toBe(
      200,
    );
    const again = await call(refresh, "/api/v1/auth/refresh", { body: { refreshToken: next.refreshToken } });
    expect(again.status).toBe(200);
  });

  it("reads the refresh cookie when the body has none", async () => {
    const { data } = await login(email, PASSWORD);
    const rotated = await call(refresh, "/api/v1/auth/refresh", {
      method: "POST",
      headers: { cookie: cookieHeader({ [REFRESH_COOKIE]: data.refreshToken! }) },
    });
    expect(rotated.status).toBe(200);
  });

  it("two tabs refreshing with the same token at once both stay signed in", async () => {
    const { data } = await login(email, PASSWORD);
    const [first, second] = await Promise.all([
      call(refresh, "/api/v1/auth/refresh", { body: { refreshToken: data.refreshToken } }),
      call(refresh, "/api/v1/auth/refresh", { body: { refreshToken: data.refreshToken } }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    for (const result of [first, second]) {
      const token = (result.json!.data as { token: string }).token;
      expect((await call(me, "/api/v1/auth/me", { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    }
  });

  it("a replayed refresh token (after the grace window) revokes the whole family", async () => {
    const { data } = await login(email, PASSWORD);
    const rotated = await call(refresh, "/api/v1/auth/refresh", { body: { refreshToken: data.refreshToken } });
    const fresh = rotated.json!.data as { token: string; refreshToken: string };
    // The thief comes back a minute later with the stolen, already-used token.
    await db.refreshToken.update({
      where: { tokenHash: sha256(data.refreshToken!) },
      data: { usedAt: new Date(Date.now() - 60_000) },
    });
    const replay = await call(refresh, "/api/v1/auth/refresh", { body: { refreshToken: data.refreshToken } });
    expect(replay.status).toBe(401);
    expect(cookiesOf(replay.headers)[REFRESH_COOKIE]!.attributes["max-age"]).toBe("0");
    // The legitimate user's newer tokens died with the family.
    expect((await call(me, "/api/v1/auth/me", { headers: { authorization: `Bearer ${fresh.token}` } })).status).toBe(
      401,
    );
    const legit = await call(refresh, "/api/v1/auth/refresh", { body: { refreshToken: fresh.refreshToken } });
    expect(legit.status).toBe(401);
  });

  it("refuses missing, forged and expired refresh tokens", async () => {
    expect((await call(refresh, "/api/v1/auth/refresh", { body: {} })).status).toBe(401);
    const forged = await call(refresh, "/api/v1/auth/refresh", { body: { refreshToken: "forged" } });
    expect(forged.status).toBe(401);
    expect(forged.json).toMatchObject({ code: "UNAUTHENTICATED", message: expect.stringContaining("Oturum") });
    const { data } = await login(email, PASSWORD);
    await db.refreshToken.update({
      where: { tokenHash: sha256(data.refreshToken!) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await call(refresh, "/api/v1/auth/refresh", { body: { refreshToken: data.refreshToken } })).status).toBe(
      401,
    );
    expect((await call(refresh, "/api/v1/auth/refresh", { body: { refreshToken: 42 } })).status).toBe(400);
  });
});

describe("POST /api/v1/auth/logout", () => {
  it("ends this session only and clears the cookies", async () => {
    const other = await login(email, PASSWORD);
    const { data } = await login(email, PASSWORD);
    const response = await call(logout, "/api/v1/auth/logout", {
      method: "POST",
      headers: { cookie: cookieHeader({ [ACCESS_COOKIE]: data.token!, [REFRESH_COOKIE]: data.refreshToken! }) },
    });
    expect(response.status).toBe(200);
    const cleared = cookiesOf(response.headers);
    expect(cleared[ACCESS_COOKIE]!.attributes["max-age"]).toBe("0");
    expect(cleared[REFRESH_COOKIE]!.attributes["max-age"]).toBe("0");
    expect((await call(me, "/api/v1/auth/me", { headers: { authorization: `Bearer ${data.token}` } })).status).toBe(
      401,
    );
    expect((await call(refresh, "/api/v1/auth/refresh", { body: { refreshToken: data.refreshToken } })).status).toBe(
      401,
    );
    // Another device stays signed in.
    expect(
      (await call(me, "/api/v1/auth/me", { headers: { authorization: `Bearer ${other.data.token}` } })).status,
    ).toBe(200);
  });

  it("with only a refresh cookie (expired access token) still ends the session", async () => {
    const { data } = await login(email, PASSWORD);
    await call(logout, "/api/v1/auth/logout", {
      method: "POST",
      headers: { cookie: cookieHeader({ [REFRESH_COOKIE]: data.refreshToken! }) },
    });
    expect((await call(refresh, "/api/v1/auth/refresh", { body: { refreshToken: data.refreshToken } })).status).toBe(
      401,
    );
  });

  it("answers 200 when there is no session at all", async () => {
    const response = await call(logout, "/api/v1/auth/logout", { method: "POST" });
    expect(response.status).toBe(200);
  });

  it("refuses a cookie-authenticated logout from another site", async () => {
    const { data } = await login(email, PASSWORD);
    const response = await call(logout, "/api/v1/auth/logout", {
      method: "POST",
      headers: {
        cookie: cookieHeader({ [ACCESS_COOKIE]: data.token! }),
        origin: "https://evil.example",
        host: "127.0.0.1:3000",
      },
    });
    expect(response.status).toBe(403);
    expect((await call(me, "/api/v1/auth/me", { headers: { authorization: `Bearer ${data.token}` } })).status).toBe(
      200,
    );
  });
});

describe("GET /auth/session (page visits with an expired access token)", () => {
  const visit = (cookie: string, next: string) =>
    renewSession(
      new NextRequest(new URL(`/auth/session?next=${encodeURIComponent(next)}`, "http://127.0.0.1:3000"), {
        headers: { cookie },
      }),
    );

  it("renews with the refresh cookie and goes on to the page", async () => {
    const { data } = await login(email, PASSWORD);
    const response = await visit(cookieHeader({ [REFRESH_COOKIE]: data.refreshToken! }), "/customers?page=2");
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("/customers?page=2");
    expect(cookiesOf(response.headers)[ACCESS_COOKIE]!.value).toMatch(/^ey/);
  });

  it("clears dead cookies and goes to the login page, never to another site", async () => {
    const response = await visit(cookieHeader({ [REFRESH_COOKIE]: "dead" }), "//evil.example/x");
    expect(response.headers.get("location")).toBe("/auth/login?next=%2Fdashboard");
    expect(cookiesOf(response.headers)[REFRESH_COOKIE]!.attributes["max-age"]).toBe("0");
  });
});
