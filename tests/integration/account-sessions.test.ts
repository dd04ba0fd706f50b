import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "@/lib/auth/jwt";
import { db } from "@/lib/server/db";
import { GET as listSessions, POST as listPost } from "@/app/api/v1/account/sessions/route";
import { DELETE as revokeSession, GET as sessionGet } from "@/app/api/v1/account/sessions/[id]/route";
import { POST as revokeOthers, GET as revokeOthersGet } from "@/app/api/v1/account/sessions/revoke-others/route";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { POST as refresh } from "@/app/api/v1/auth/refresh/route";
import { cookieHeader, login } from "@/tests/helpers/auth";
import { createCompany, createUser, signIn, uniqueIp } from "@/tests/helpers/factories";
import { call } from "@/tests/helpers/request";

// The security page's active sessions (api.md §Account): list, revoke one, revoke all others —
// taking effect on the very next request of the revoked session.

const PASSWORD = "Dogru-Parola1";
const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const FIREFOX_IPAD = "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X; rv:120.0) Gecko/20100101 Firefox/120.0";

type SessionRow = {
  id: string;
  device: string | null;
  deviceType: string;
  browser: string | null;
  ip: string | null;
  lastActiveAt: string;
  createdAt: string;
  current: boolean;
};

let companyId: string;

beforeAll(async () => {
  companyId = (await createCompany()).id;
});

afterAll(async () => {
  await db.$disconnect();
});

/** Signs a user in through the real login route from a given browser and address. */
async function signInFrom(email: string, userAgent: string, ip = uniqueIp()) {
  const { POST } = await import("@/app/api/v1/auth/login/route");
  const response = await call(POST, "/api/v1/auth/login", {
    body: { email, password: PASSWORD },
    headers: { "user-agent": userAgent, "x-forwarded-for": ip },
  });
  expect(response.status).toBe(200);
  const data = response.json!.data as { token: string; refreshToken: string };
  return { ...data, ip, headers: { authorization: `Bearer ${data.token}` } };
}

const sessionsOf = (response: { json: Record<string, unknown> | null }) =>
  (response.json!.data as { sessions: SessionRow[] }).sessions;

describe("GET /api/v1/account/sessions", () => {
  it("lists the live sessions with device, browser and IP, the caller's own first and marked", async () => {
    const user = await createUser({ companyId, password: PASSWORD });
    const laptop = await signInFrom(user.email, CHROME_WINDOWS, "10.20.30.40");
    const phone = await signInFrom(user.email, SAFARI_IPHONE, "10.20.30.41");
    const tablet = await signInFrom(user.email, FIREFOX_IPAD);
    // Ended and expired sessions are not listed.
    const ended = await signInFrom(user.email, CHROME_WINDOWS);
    await call(revokeSession, "/x", {
      method: "DELETE",
      headers: ended.headers,
      params: { id: await sidOf(ended.token) },
    });
    await db.session.create({
      data: { userId: user.id, companyId, expiresAt: new Date(Date.now() - 1000), userAgent: CHROME_WINDOWS },
    });
    // The phone was active most recently.
    await db.session.update({
      where: { id: await sidOf(phone.token) },
      data: { lastActiveAt: new Date(Date.now() + 1000) },
    });

    const response = await call(listSessions, "/api/v1/account/sessions", { headers: laptop.headers });
    expect(response.status).toBe(200);
    const sessions = sessionsOf(response);
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({
      id: await sidOf(laptop.token),
      device: "Windows",
      deviceType: "desktop",
      browser: "Chrome",
      ip: "10.20.30.40",
      current: true,
    });
    expect(sessions[1]).toMatchObject({
      id: await sidOf(phone.token),
      device: "iOS",
      deviceType: "mobile",
      browser: "Safari",
      ip: "10.20.30.41",
      current: false,
    });
    expect(sessions[2]).toMatchObject({ id: await sidOf(tablet.token), deviceType: "tablet", browser: "Firefox" });
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual(
        ["browser", "createdAt", "current", "device", "deviceType", "id", "ip", "lastActiveAt"].sort(),
      );
      expect(new Date(session.lastActiveAt).getTime()).not.toBeNaN();
      expect(new Date(session.createdAt).getTime()).not.toBeNaN();
    }
    // Nothing secret in the answer.
    expect(response.text).not.toMatch(/tokenHash|refreshToken|passwordHash/);
  });

  it("shows only the caller's sessions, never a colleague's", async () => {
    const user = await createUser({ companyId });
    const colleague = await createUser({ companyId });
    const mine = await signIn(user);
    await signIn(colleague);
    const response = await call(listSessions, "/api/v1/account/sessions", { headers: mine.headers });
    expect(sessionsOf(response).map((session) => session.id)).toEqual([mine.session.id]);
  });

  it("answers an unknown agent with nulls and 401 without a session", async () => {
    const user = await createUser({ companyId });
    const { headers } = await signIn(user);
    const [session] = sessionsOf(await call(listSessions, "/api/v1/account/sessions", { headers }));
    expect(session).toMatchObject({ device: null, browser: null, deviceType: "unknown", ip: null, current: true });
    expect((await call(listSessions, "/api/v1/account/sessions")).status).toBe(401);
    expect((await call(listPost, "/api/v1/account/sessions", { method: "POST", headers })).status).toBe(405);
  });
});

describe("DELETE /api/v1/account/sessions/{id}", () => {
  it("ends another session at once: its access token is refused on the next request, its refresh token is dead", async () => {
    const user = await createUser({ companyId, password: PASSWORD });
    const first = await signInFrom(user.email, CHROME_WINDOWS);
    const second = await signInFrom(user.email, SAFARI_IPHONE, "10.9.8.7");
    expect((await call(me, "/api/v1/auth/me", { headers: second.headers })).status).toBe(200);

    const secondId = await sidOf(second.token);
    const response = await call(revokeSession, `/api/v1/account/sessions/${secondId}`, {
      method: "DELETE",
      headers: first.headers,
      params: { id: secondId },
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ success: true, message: "Oturum sonlandırıldı", data: { current: false } });
    // The caller's own cookies are untouched.
    expect(response.headers.getSetCookie()).toEqual([]);

    // The revoked session's still-unexpired access token: 401 at once.
    const refused = await call(me, "/api/v1/auth/me", { headers: second.headers });
    expect(refused.status).toBe(401);
    expect(refused.json).toMatchObject({ code: "UNAUTHENTICATED" });
    // Its refresh token cannot bring it back.
    const renewed = await call(refresh, "/api/v1/auth/refresh", { body: { refreshToken: second.refreshToken } });
    expect(renewed.status).toBe(401);
    // The caller goes on.
    expect((await call(me, "/api/v1/auth/me", { headers: first.headers })).status).toBe(200);

    const event = await db.securityEvent.findFirst({ where: { userId: user.id, action: "sessionRevoked" } });
    expect(event).toMatchObject({ status: "warning" });
    expect(event!.data).toMatchObject({ browser: "Safari", device: "iOS", ip: "10.9.8.7", current: false });

    // Already ended: 404.
    const again = await call(revokeSession, `/api/v1/account/sessions/${secondId}`, {
      method: "DELETE",
      headers: first.headers,
      params: { id: secondId },
    });
    expect(again.status).toBe(404);
  });

  it("ending the caller's own session signs them out and clears the cookies", async () => {
    const user = await createUser({ companyId, password: PASSWORD });
    const signedIn = await login(user.email, PASSWORD);
    const cookies = cookieHeader({
      [ACCESS_COOKIE]: signedIn.data.token!,
      [REFRESH_COOKIE]: signedIn.data.refreshToken!,
    });
    const own = await sidOf(signedIn.data.token!);
    const response = await call(revokeSession, `/api/v1/account/sessions/${own}`, {
      method: "DELETE",
      headers: { cookie: cookies, "sec-fetch-site": "same-origin" },
      params: { id: own },
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ data: { current: true } });
    const cleared = response.headers.getSetCookie().join("\n");
    expect(cleared).toMatch(new RegExp(`${ACCESS_COOKIE}=;.*Max-Age=0`, "i"));
    expect(cleared).toMatch(new RegExp(`${REFRESH_COOKIE}=;.*Max-Age=0`, "i"));
    expect((await call(me, "/api/v1/auth/me", { headers: { cookie: cookies } })).status).toBe(401);
  });

  it("another user's session, an unknown id: 404, and the session lives on", async () => {
    const user = await createUser({ companyId });
    const colleague = await createUser({ companyId });
    const outsider = await createUser({ companyId: (await createCompany()).id });
    const mine = await signIn(user);
    const theirs = await signIn(colleague);
    const foreign = await signIn(outsider);
    for (const id of [theirs.session.id, foreign.session.id, "does-not-exist"]) {
      const response = await call(revokeSession, `/api/v1/account/sessions/${id}`, {
        method: "DELETE",
        headers: mine.headers,
        params: { id },
      });
      expect(response.status).toBe(404);
      expect(response.json).toMatchObject({
        code: "NOT_FOUND",
        message: "Oturum bulunamadı ya da zaten sonlandırılmış",
      });
    }
    expect((await call(me, "/api/v1/auth/me", { headers: theirs.headers })).status).toBe(200);
    expect((await call(me, "/api/v1/auth/me", { headers: foreign.headers })).status).toBe(200);
  });

  it("needs a session, refuses cross-site cookie writes and other methods", async () => {
    const user = await createUser({ companyId, password: PASSWORD });
    const signedIn = await login(user.email, PASSWORD);
    const own = await sidOf(signedIn.data.token!);
    expect((await call(revokeSession, "/x", { method: "DELETE", params: { id: own } })).status).toBe(401);
    const crossSite = await call(revokeSession, "/x", {
      method: "DELETE",
      params: { id: own },
      headers: { cookie: cookieHeader({ [ACCESS_COOKIE]: signedIn.data.token! }), "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect((await db.session.findUnique({ where: { id: own } }))!.revokedAt).toBeNull();
    const { headers } = await signIn(user);
    expect((await call(sessionGet, "/x", { headers, params: { id: own } })).status).toBe(405);
  });
});

describe("POST /api/v1/account/sessions/revoke-others", () => {
  it("ends every other session of the caller, at once, and keeps the caller's and a colleague's", async () => {
    const user = await createUser({ companyId, password: PASSWORD });
    const colleague = await createUser({ companyId });
    const here = await signInFrom(user.email, CHROME_WINDOWS);
    const phone = await signInFrom(user.email, SAFARI_IPHONE);
    const tablet = await signInFrom(user.email, FIREFOX_IPAD);
    const theirs = await signIn(colleague);

    const response = await call(revokeOthers, "/api/v1/account/sessions/revoke-others", {
      method: "POST",
      headers: here.headers,
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ success: true, message: "2 oturum sonlandırıldı", data: { count: 2 } });
    for (const other of [phone, tablet]) {
      expect((await call(me, "/api/v1/auth/me", { headers: other.headers })).status).toBe(401);
      expect((await call(refresh, "/api/v1/auth/refresh", { body: { refreshToken: other.refreshToken } })).status).toBe(
        401,
      );
    }
    expect((await call(me, "/api/v1/auth/me", { headers: here.headers })).status).toBe(200);
    expect((await call(me, "/api/v1/auth/me", { headers: theirs.headers })).status).toBe(200);
    const list = sessionsOf(await call(listSessions, "/api/v1/account/sessions", { headers: here.headers }));
    expect(list.map((session) => session.current)).toEqual([true]);

    const events = await db.securityEvent.findMany({ where: { userId: user.id, action: "otherSessionsRevoked" } });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ status: "warning", data: { count: 2 } });

    // Nothing left to end: 0, and no second event.
    const again = await call(revokeOthers, "/api/v1/account/sessions/revoke-others", {
      method: "POST",
      headers: here.headers,
    });
    expect(again.json).toMatchObject({ data: { count: 0 } });
    expect(await db.securityEvent.count({ where: { userId: user.id, action: "otherSessionsRevoked" } })).toBe(1);
  });

  it("answers in English, needs a session, and refuses GET", async () => {
    const user = await createUser({ companyId });
    await signIn(user);
    const { headers } = await signIn(user);
    const english = await call(revokeOthers, "/x", {
      method: "POST",
      headers: { ...headers, "accept-language": "en-GB,en;q=0.9" },
    });
    expect(english.json).toMatchObject({ message: "1 session ended", data: { count: 1 } });
    expect((await call(revokeOthers, "/x", { method: "POST" })).status).toBe(401);
    expect((await call(revokeOthersGet, "/x", { headers })).status).toBe(405);
  });
});

/** The session id inside an access token (its `sid` claim). */
async function sidOf(token: string): Promise<string> {
  const payload = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8")) as { sid: string };
  return payload.sid;
}
