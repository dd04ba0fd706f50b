import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_COOKIE, REFRESH_COOKIE, signAccessToken } from "@/lib/auth/jwt";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/server/db";
import { getEnv } from "@/lib/server/env";
import { LIMITS } from "@/lib/server/rate-limit";
import { passwordVersion, signChallenge } from "@/lib/server/auth/two-factor/challenge";
import { decryptSecret } from "@/lib/server/auth/two-factor/secret-box";
import { totpCodeAtStep, totpStep } from "@/lib/server/auth/two-factor/totp";
import { getTwoFactorState } from "@/lib/server/auth/two-factor/state";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { POST as loginRoute } from "@/app/api/v1/auth/login/route";
import { POST as twoFactorRoute } from "@/app/api/v1/auth/two-factor/route";
import { GET as stateRoute, POST as stateWrongMethod } from "@/app/api/v1/account/two-factor/route";
import { POST as setupRoute } from "@/app/api/v1/account/two-factor/setup/route";
import { POST as enableRoute } from "@/app/api/v1/account/two-factor/enable/route";
import { POST as disableRoute } from "@/app/api/v1/account/two-factor/disable/route";
import { POST as recoveryCodesRoute } from "@/app/api/v1/account/two-factor/recovery-codes/route";
import { GET as getPolicy, PUT as putPolicy } from "@/app/api/v1/company/security/route";
import { cookiesOf, enableTwoFactor } from "@/tests/helpers/auth";
import { createCompany, createUser, latestMail, signIn, uniqueIp } from "@/tests/helpers/factories";
import { jobsSettled, runJobWorker } from "@/tests/helpers/jobs";
import { call } from "@/tests/helpers/request";

// Two-factor sign-in (issue 6): setup, enable, disable and new recovery codes on the account; the
// code step of the sign-in with its replay protection, single-use recovery codes and throttle; the
// owner's company rule; deactivated accounts; and the new-device alert mail.

const PASSWORD = "Dogru-Parola1";
const CHROME_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";
const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

type User = { id: string; companyId: string; email: string };
type Json = Record<string, unknown>;

afterAll(async () => {
  await db.$disconnect();
});

const bearer = async (user: User) => (await signIn(user)).headers;

function post(handler: typeof setupRoute, path: string, body: unknown, headers: Record<string, string> = {}) {
  return call(handler, path, { body, headers: { "x-forwarded-for": uniqueIp(), ...headers } });
}

const signInPassword = (
  email: string,
  options: { password?: string; rememberMe?: boolean; reactivate?: boolean; userAgent?: string; ip?: string } = {},
) =>
  post(
    loginRoute,
    "/api/v1/auth/login",
    {
      email,
      password: options.password ?? PASSWORD,
      rememberMe: options.rememberMe ?? false,
      ...(options.reactivate !== undefined ? { reactivate: options.reactivate } : {}),
    },
    { "user-agent": options.userAgent ?? CHROME_WINDOWS, ...(options.ip ? { "x-forwarded-for": options.ip } : {}) },
  );

const signInCode = (body: Json, userAgent = CHROME_WINDOWS) =>
  post(twoFactorRoute, "/api/v1/auth/two-factor", body, { "user-agent": userAgent });

/**
 * A code the user has not spent yet, within the window. When the last spent step is already the
 * newest one accepted (two sign-ins within seconds), that sign-in is moved a minute back, as
 * waiting for the app's next code would.
 */
async function nextCode(userId: string, secret: string): Promise<string> {
  const now = totpStep();
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { twoFactorLastStep: true } });
  const lastStep = user.twoFactorLastStep ?? now - 2;
  if (lastStep >= now + 1) {
    await db.user.update({ where: { id: userId }, data: { twoFactorLastStep: now - 2 } });
    return totpCodeAtStep(secret, now);
  }
  return totpCodeAtStep(secret, Math.max(now, lastStep + 1));
}

/** A user with two-factor on: returns its secret and recovery codes. */
async function userWithTwoFactor(companyId?: string, role: "owner" | "admin" | "member" = "member") {
  const company = companyId ? { id: companyId } : await createCompany();
  const user = await createUser({ companyId: company.id, role, password: PASSWORD });
  const headers = await bearer(user);
  const { secret, recoveryCodes } = await enableTwoFactor(headers, PASSWORD);
  return { user, headers, secret, recoveryCodes };
}

async function challengeFor(email: string, options: { rememberMe?: boolean; reactivate?: boolean } = {}) {
  const response = await signInPassword(email, options);
  expect(response.status).toBe(200);
  const data = response.json!.data as { twoFactorRequired: boolean; challenge: string };
  expect(data.twoFactorRequired).toBe(true);
  return data.challenge;
}

const events = (userId: string, action: string) => db.securityEvent.findMany({ where: { userId, action } });

describe("GET /api/v1/account/two-factor", () => {
  it("answers the caller's state, and needs a session", async () => {
    const company = await createCompany();
    const user = await createUser({ companyId: company.id });
    const response = await call(stateRoute, "/api/v1/account/two-factor", { headers: await bearer(user) });
    expect(response.status).toBe(200);
    expect(response.json!.data).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });
    expect((await call(stateRoute, "/api/v1/account/two-factor")).status).toBe(401);
    expect((await call(stateWrongMethod, "/api/v1/account/two-factor", { method: "POST" })).status).toBe(405);
  });
});

describe("setup and enable", () => {
  it("gives a secret, its otpauth URI and a QR code; stores the secret encrypted and not yet on", async () => {
    const company = await createCompany();
    const user = await createUser({ companyId: company.id, password: PASSWORD });
    const headers = await bearer(user);
    const response = await post(setupRoute, "/api/v1/account/two-factor/setup", undefined, headers);
    expect(response.status).toBe(200);
    const data = response.json!.data as { secret: string; otpauthUri: string; qrSvg: string };
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(data.otpauthUri);
    expect(`${uri.protocol}//${uri.host}${uri.pathname}`).toBe(
      `otpauth://totp/Kanal:${encodeURIComponent(user.email)}`,
    );
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: data.secret,
      issuer: "Kanal",
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
    expect(data.qrSvg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.twoFactorSecret).not.toContain(data.secret);
    expect(decryptSecret(stored.twoFactorSecret!)).toBe(data.secret);
    expect(stored.twoFactorEnabledAt).toBeNull();
    // Not on yet: the password alone still signs in.
    expect((await signInPassword(user.email)).json!.data).toMatchObject({ token: expect.any(String) });

    // A second setup replaces the secret: a code of the first one no longer enables.
    const again = await post(setupRoute, "/api/v1/account/two-factor/setup", undefined, headers);
    const second = (again.json!.data as { secret: string }).secret;
    expect(second).not.toBe(data.secret);
    const stale = await post(
      enableRoute,
      "/api/v1/account/two-factor/enable",
      { code: totpCodeAtStep(data.secret, totpStep()), password: PASSWORD },
      headers,
    );
    expect(stale.status).toBe(400);
  });

  it("refuses bad and wrong codes, and enabling without a setup", async () => {
    const company = await createCompany();
    const user = await createUser({ companyId: company.id, password: PASSWORD });
    const headers = await bearer(user);
    const withoutSetup = await post(
      enableRoute,
      "/api/v1/account/two-factor/enable",
      { code: "123456", password: PASSWORD },
      headers,
    );
    expect(withoutSetup.status).toBe(409);
    expect(withoutSetup.json).toMatchObject({ code: "CONFLICT", message: "Önce kurulumu başlatın" });

    const setup = await post(setupRoute, "/api/v1/account/two-factor/setup", undefined, headers);
    const secret = (setup.json!.data as { secret: string }).secret;
    const missing = await post(enableRoute, "/api/v1/account/two-factor/enable", {}, headers);
    expect(missing.status).toBe(400);
    expect(missing.json!.errors).toEqual([
      { field: "code", message: "Bu alan zorunludur" },
      { field: "password", message: "Bu alan zorunludur" },
    ]);
    const malformed = await post(
      enableRoute,
      "/api/v1/account/two-factor/enable",
      { code: "12ab56", password: PASSWORD },
      headers,
    );
    expect(malformed.json!.errors).toEqual([{ field: "code", message: "Doğrulama kodu 6 haneli olmalıdır" }]);
    const now = totpStep();
    const wrongCode = ["000000", "111111"].find((code) => totpCodeAtStep(secret, now) !== code)!;
    const wrong = await post(
      enableRoute,
      "/api/v1/account/two-factor/enable",
      { code: wrongCode, password: PASSWORD },
      headers,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.json!.errors).toEqual([{ field: "code", message: "Kod hatalı. Uygulamanızdaki güncel kodu girin" }]);
    const english = await call(enableRoute, "/api/v1/account/two-factor/enable", {
      body: { code: wrongCode, password: PASSWORD },
      headers: { ...headers, "accept-language": "en" },
    });
    expect(english.json!.errors).toEqual([
      { field: "code", message: "The code is wrong. Enter the current code from your app" },
    ]);
    // A right code with a wrong password: a borrowed session cannot turn it on.
    const borrowed = await post(
      enableRoute,
      "/api/v1/account/two-factor/enable",
      { code: totpCodeAtStep(secret, totpStep()), password: "Yanlis-Parola1" },
      headers,
    );
    expect(borrowed.status).toBe(400);
    expect(borrowed.json!.errors).toEqual([{ field: "password", message: expect.any(String) }]);
    expect((await getTwoFactorState(user.id, user.companyId)).enabled).toBe(false);
  });

  it("turns on with a code, answers 10 recovery codes once, stores them hashed, and logs it", async () => {
    const { user, headers, recoveryCodes } = await userWithTwoFactor();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}$/);
    const stored = await db.recoveryCode.findMany({ where: { userId: user.id } });
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(recoveryCodes.join()).not.toContain(row.codeHash);
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]!);

    const state = await call(stateRoute, "/api/v1/account/two-factor", { headers });
    expect(state.json!.data).toEqual({
      enabled: true,
      enabledAt: expect.any(String),
      recoveryCodesLeft: 10,
      required: false,
    });
    expect(await events(user.id, "twoFactorEnabled")).toHaveLength(1);

    // Already on: a new setup or a second enable is a conflict, and the secret stays.
    const before = (await db.user.findUniqueOrThrow({ where: { id: user.id } })).twoFactorSecret;
    expect((await post(setupRoute, "/api/v1/account/two-factor/setup", undefined, headers)).status).toBe(409);
    expect(
      (await post(enableRoute, "/api/v1/account/two-factor/enable", { code: "123456", password: PASSWORD }, headers))
        .status,
    ).toBe(409);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).twoFactorSecret).toBe(before);
  });
});

describe("sign-in with two-factor", () => {
  it("asks for a code after the password, without a session; the code signs in like login", async () => {
    const { user, secret } = await userWithTwoFactor();
    const sessionsBefore = await db.session.count({ where: { userId: user.id } });
    const first = await signInPassword(user.email);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      success: true,
      data: { twoFactorRequired: true, challenge: expect.any(String) },
    });
    expect(Object.keys(first.json!.data as Json).sort()).toEqual(["challenge", "twoFactorRequired"]);
    expect(first.headers.getSetCookie()).toEqual([]);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(sessionsBefore);

    const challenge = (first.json!.data as { challenge: string }).challenge;
    const code = await nextCode(user.id, secret);
    const second = await signInCode({ challenge, code });
    expect(second.status).toBe(200);
    const data = second.json!.data as {
      token: string;
      refreshToken: string;
      user: Json;
      twoFactorSetupRequired: boolean;
    };
    expect(data).toMatchObject({
      token: expect.any(String),
      refreshToken: expect.any(String),
      user: { id: user.id, email: user.email },
      twoFactorSetupRequired: false,
    });
    const cookies = cookiesOf(second.headers);
    expect(cookies[ACCESS_COOKIE]!.value).toBe(data.token);
    expect(cookies[REFRESH_COOKIE]!.attributes.httponly).toBe(true);
    const check = await call(me, "/api/v1/auth/me", { headers: { authorization: `Bearer ${data.token}` } });
    expect(check.status).toBe(200);
    const [signedIn] = await events(user.id, "signIn");
    expect(signedIn!.data).toMatchObject({ method: "totp" });

    // The same code again, even with a fresh challenge, is refused: it is spent.
    const replay = await signInCode({ challenge: await challengeFor(user.email), code });
    expect(replay.status).toBe(400);
    expect(replay.json!.errors).toEqual([
      { field: "code", message: "Bu kod zaten kullanıldı. Uygulamanızda yeni kodu bekleyin" },
    ]);
    // So is the code of an earlier step.
    const lastStep = (await db.user.findUniqueOrThrow({ where: { id: user.id } })).twoFactorLastStep!;
    const older = totpCodeAtStep(secret, lastStep - 1);
    if (lastStep - 1 >= totpStep() - 1) {
      expect((await signInCode({ challenge: await challengeFor(user.email), code: older })).status).toBe(400);
    }
  });

  it("two requests racing with one code: only one signs in", async () => {
    const { user, secret } = await userWithTwoFactor();
    const code = await nextCode(user.id, secret);
    const [a, b] = await Promise.all([
      challengeFor(user.email).then((challenge) => signInCode({ challenge, code })),
      challengeFor(user.email).then((challenge) => signInCode({ challenge, code })),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
  });

  it("keeps the remember-me choice made with the password", async () => {
    const { user, secret } = await userWithTwoFactor();
    const challenge = await challengeFor(user.email, { rememberMe: true });
    const response = await signInCode({ challenge, code: await nextCode(user.id, secret) });
    expect(Number(cookiesOf(response.headers)[REFRESH_COOKIE]!.attributes["max-age"])).toBeGreaterThan(29 * 86_400);
  });

  it("a recovery code signs in once", async () => {
    const { user, recoveryCodes, headers } = await userWithTwoFactor();
    const [first, second] = recoveryCodes;
    const used = await signInCode({ challenge: await challengeFor(user.email), recoveryCode: first });
    expect(used.status).toBe(200);
    expect(used.json!.data).toMatchObject({ user: { id: user.id } });
    const again = await signInCode({ challenge: await challengeFor(user.email), recoveryCode: first });
    expect(again.status).toBe(400);
    expect(again.json!.errors).toEqual([
      { field: "recoveryCode", message: "Kurtarma kodu hatalı veya daha önce kullanılmış" },
    ]);
    // Typed in capitals and without its dash, another one works.
    const typed = await signInCode({
      challenge: await challengeFor(user.email),
      recoveryCode: second!.replace("-", "").toUpperCase(),
    });
    expect(typed.status).toBe(200);
    expect((await call(stateRoute, "/api/v1/account/two-factor", { headers })).json!.data).toMatchObject({
      recoveryCodesLeft: 8,
    });
    expect(await events(user.id, "recoveryCodeUsed")).toHaveLength(2);
    const [signedIn] = await events(user.id, "signIn");
    expect(signedIn!.data).toMatchObject({ method: "recoveryCode" });
  });

  it("a secret that can no longer be read (AUTH_SECRET rotated) refuses codes with a 400, and a recovery code still works", async () => {
    const { user, secret, recoveryCodes } = await userWithTwoFactor();
    await db.user.update({ where: { id: user.id }, data: { twoFactorSecret: "v1.not-a-readable-secret" } });
    const code = await signInCode({ challenge: await challengeFor(user.email), code: await nextCode(user.id, secret) });
    expect(code.status).toBe(400);
    const recovery = await signInCode({ challenge: await challengeFor(user.email), recoveryCode: recoveryCodes[0] });
    expect(recovery.status).toBe(200);
  });

  it("refuses a missing code, a malformed recovery code, and both kinds at once", async () => {
    const { user } = await userWithTwoFactor();
    const challenge = await challengeFor(user.email);
    const none = await signInCode({ challenge });
    expect(none.status).toBe(400);
    expect(none.json!.errors).toEqual([{ field: "code", message: "Bu alan zorunludur" }]);
    const malformed = await signInCode({ challenge, recoveryCode: "abc" });
    expect(malformed.json!.errors).toEqual([
      { field: "recoveryCode", message: "Kurtarma kodu xxxx-xxxx biçiminde olmalıdır" },
    ]);
    expect((await signInCode({ challenge, code: "123456", recoveryCode: "abcd-efgh" })).status).toBe(400);
    expect((await signInCode({ code: "123456" })).status).toBe(400);
  });

  it("throttles wrong codes per user: 5 in 15 minutes, then 429 with Retry-After, and logs them", async () => {
    const { user, secret, recoveryCodes } = await userWithTwoFactor();
    const good = await nextCode(user.id, secret);
    const wrongCode = good === "000000" ? "111111" : "000000";
    for (let i = 0; i < LIMITS.twoFactorFailuresPerUser.limit; i++) {
      // A new challenge each time does not reset the count.
      const wrong = await signInCode({ challenge: await challengeFor(user.email), code: wrongCode });
      expect(wrong.status).toBe(400);
    }
    const blocked = await signInCode({ challenge: await challengeFor(user.email), code: good });
    expect(blocked.status).toBe(429);
    expect(blocked.json).toMatchObject({ code: "RATE_LIMITED", message: expect.stringMatching(/dakika sonra/) });
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(60);
    const blockedRecovery = await signInCode({
      challenge: await challengeFor(user.email),
      recoveryCode: recoveryCodes[0],
    });
    expect(blockedRecovery.status).toBe(429);
    const failures = await events(user.id, "twoFactorFailed");
    expect(failures).toHaveLength(LIMITS.twoFactorFailuresPerUser.limit);
    expect(failures[0]!.status).toBe("warning");

    // The window ends by itself; then the right code works again.
    await db.rateLimitBucket.update({
      where: { key: `2fa:signin:${user.id}` },
      data: { resetAt: new Date(Date.now() - 1000) },
    });
    expect((await signInCode({ challenge: await challengeFor(user.email), code: good })).status).toBe(200);
  });

  it("refuses forged, expired and stale challenges with 401", async () => {
    const { user, secret, headers } = await userWithTwoFactor();
    const code = await nextCode(user.id, secret);
    const garbage = await signInCode({ challenge: "not-a-token", code });
    expect(garbage.status).toBe(401);
    expect(garbage.json).toMatchObject({
      code: "UNAUTHENTICATED",
      message: "Girişin süresi doldu. Lütfen şifrenizi tekrar girin",
    });
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    const claims = {
      userId: user.id,
      rememberMe: false,
      reactivate: false,
      passwordVersion: passwordVersion(stored.passwordHash),
    };
    const expired = await signChallenge(claims, { ttlSeconds: -5 });
    expect((await signInCode({ challenge: expired, code })).status).toBe(401);
    const forged = await signChallenge(claims, { secret: "someone-elses-secret-0123456789-0123456789" });
    expect((await signInCode({ challenge: forged, code })).status).toBe(401);
    // An access token is not a challenge.
    const access = await signAccessToken({ sub: user.id, sid: "x", cid: user.companyId }, getEnv().AUTH_SECRET);
    expect((await signInCode({ challenge: access, code })).status).toBe(401);

    // A password change since the challenge was given kills it.
    const open = await challengeFor(user.email);
    await db.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword("Baska-Parola2") } });
    expect((await signInCode({ challenge: open, code })).status).toBe(401);
    await db.user.update({ where: { id: user.id }, data: { passwordHash: stored.passwordHash } });

    // So does turning two-factor off.
    const beforeDisable = await challengeFor(user.email);
    expect(
      (await post(disableRoute, "/api/v1/account/two-factor/disable", { password: PASSWORD }, headers)).status,
    ).toBe(200);
    expect((await signInCode({ challenge: beforeDisable, code })).status).toBe(401);
  });

  it("one user's challenge cannot sign in another user", async () => {
    const company = await createCompany();
    const alice = await userWithTwoFactor(company.id);
    const bob = await userWithTwoFactor(company.id);
    const alicesChallenge = await challengeFor(alice.user.email);
    // Bob's valid code and recovery code, with Alice's challenge: checked against Alice, refused.
    const withBobsCode = await signInCode({
      challenge: alicesChallenge,
      code: await nextCode(bob.user.id, bob.secret),
    });
    expect(withBobsCode.status).toBe(400);
    const withBobsRecovery = await signInCode({ challenge: alicesChallenge, recoveryCode: bob.recoveryCodes[0] });
    expect(withBobsRecovery.status).toBe(400);
    // Bob's codes are untouched; Alice's challenge signs in only Alice.
    expect(
      (await signInCode({ challenge: await challengeFor(bob.user.email), recoveryCode: bob.recoveryCodes[0] })).status,
    ).toBe(200);
    const asAlice = await signInCode({ challenge: alicesChallenge, code: await nextCode(alice.user.id, alice.secret) });
    expect(asAlice.json!.data).toMatchObject({ user: { id: alice.user.id } });
  });

  it("records a wrong password of a real account as a failed sign-in", async () => {
    const company = await createCompany();
    const user = await createUser({ companyId: company.id, password: PASSWORD });
    expect((await signInPassword(user.email, { password: "Yanlis-Parola1" })).status).toBe(401);
    const [failed] = await events(user.id, "signInFailed");
    expect(failed).toMatchObject({ status: "warning", userAgent: CHROME_WINDOWS });
  });
});

describe("disable and new recovery codes", () => {
  it("turning off needs the password; then the password alone signs in", async () => {
    const { user, headers } = await userWithTwoFactor();
    const missing = await post(disableRoute, "/api/v1/account/two-factor/disable", {}, headers);
    expect(missing.json!.errors).toEqual([{ field: "password", message: "Bu alan zorunludur" }]);
    const wrong = await post(disableRoute, "/api/v1/account/two-factor/disable", { password: "Yanlis-1" }, headers);
    expect(wrong.status).toBe(400);
    expect(wrong.json!.errors).toEqual([{ field: "password", message: "Şifre hatalı" }]);
    expect((await getTwoFactorState(user.id, user.companyId)).enabled).toBe(true);

    const done = await post(disableRoute, "/api/v1/account/two-factor/disable", { password: PASSWORD }, headers);
    expect(done.status).toBe(200);
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored).toMatchObject({ twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null });
    expect(await db.recoveryCode.count({ where: { userId: user.id } })).toBe(0);
    expect(await events(user.id, "twoFactorDisabled")).toHaveLength(1);
    expect((await signInPassword(user.email)).json!.data).toMatchObject({ token: expect.any(String) });
    expect(
      (await post(disableRoute, "/api/v1/account/two-factor/disable", { password: PASSWORD }, headers)).status,
    ).toBe(409);
    expect(
      (await post(recoveryCodesRoute, "/api/v1/account/two-factor/recovery-codes", { password: PASSWORD }, headers))
        .status,
    ).toBe(409);
  });

  it("new recovery codes need the password; the old ones die", async () => {
    const { user, headers, recoveryCodes } = await userWithTwoFactor();
    const wrong = await post(
      recoveryCodesRoute,
      "/api/v1/account/two-factor/recovery-codes",
      { password: "x" },
      headers,
    );
    expect(wrong.status).toBe(400);
    const response = await post(
      recoveryCodesRoute,
      "/api/v1/account/two-factor/recovery-codes",
      { password: PASSWORD },
      headers,
    );
    expect(response.status).toBe(200);
    const fresh = (response.json!.data as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => recoveryCodes.includes(code))).toBe(false);
    expect(
      (await signInCode({ challenge: await challengeFor(user.email), recoveryCode: recoveryCodes[0] })).status,
    ).toBe(400);
    expect((await signInCode({ challenge: await challengeFor(user.email), recoveryCode: fresh[0] })).status).toBe(200);
    expect(await events(user.id, "recoveryCodesRegenerated")).toHaveLength(1);
  });

  it("throttles wrong passwords: 5, then 429", async () => {
    const { headers } = await userWithTwoFactor();
    for (let i = 0; i < LIMITS.twoFactorFailuresPerUser.limit; i++) {
      expect(
        (await post(disableRoute, "/api/v1/account/two-factor/disable", { password: "Yanlis-1" }, headers)).status,
      ).toBe(400);
    }
    const blocked = await post(disableRoute, "/api/v1/account/two-factor/disable", { password: PASSWORD }, headers);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBeTruthy();
  });
});

describe("the company rule (owner only)", () => {
  let owner: User;
  let admin: User;
  let member: User;
  let outsider: User;

  beforeAll(async () => {
    const company = await createCompany();
    owner = await createUser({ companyId: company.id, role: "owner", password: PASSWORD });
    admin = await createUser({ companyId: company.id, role: "admin", password: PASSWORD });
    member = await createUser({ companyId: company.id, role: "member", password: PASSWORD });
    const other = await createCompany();
    outsider = await createUser({ companyId: other.id, role: "member", password: PASSWORD });
  });

  it("only the owner reads and changes it", async () => {
    for (const user of [admin, member]) {
      const headers = await bearer(user);
      expect((await call(getPolicy, "/api/v1/company/security", { headers })).status).toBe(403);
      const put = await call(putPolicy, "/api/v1/company/security", {
        method: "PUT",
        body: { requireTwoFactor: true },
        headers,
      });
      expect(put.status).toBe(403);
    }
    expect((await call(getPolicy, "/api/v1/company/security")).status).toBe(401);
    const headers = await bearer(owner);
    expect((await call(getPolicy, "/api/v1/company/security", { headers })).json!.data).toEqual({
      requireTwoFactor: false,
    });
    const bad = await call(putPolicy, "/api/v1/company/security", {
      method: "PUT",
      body: { requireTwoFactor: "yes" },
      headers,
    });
    expect(bad.status).toBe(400);
    expect(bad.json!.errors).toEqual([{ field: "requireTwoFactor", message: expect.any(String) }]);
    const saved = await call(putPolicy, "/api/v1/company/security", {
      method: "PUT",
      body: { requireTwoFactor: true },
      headers,
    });
    expect(saved.status).toBe(200);
    expect(saved.json!.data).toEqual({ requireTwoFactor: true });
    const [event] = await events(owner.id, "twoFactorPolicyChanged");
    expect(event!.data).toEqual({ requireTwoFactor: true });
  });

  it("members without two-factor sign in but are sent to set it up; other companies are not affected", async () => {
    const signedIn = await signInPassword(member.email);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json!.data).toMatchObject({ token: expect.any(String), twoFactorSetupRequired: true });
    expect(cookiesOf(signedIn.headers)[ACCESS_COOKIE]).toBeDefined();
    expect((await getTwoFactorState(member.id, member.companyId)).required).toBe(true);
    expect((await signInPassword(outsider.email)).json!.data).toMatchObject({ twoFactorSetupRequired: false });

    // Once set up, the sign-in goes through the code and nothing more is asked.
    const withTwoFactor = await userWithTwoFactor(member.companyId);
    const response = await signInCode({
      challenge: await challengeFor(withTwoFactor.user.email),
      code: await nextCode(withTwoFactor.user.id, withTwoFactor.secret),
    });
    expect(response.json!.data).toMatchObject({ twoFactorSetupRequired: false });
  });
});

describe("deactivated accounts", () => {
  it("a right password asks to reactivate, without a session; reactivate: true signs in", async () => {
    const company = await createCompany();
    const user = await createUser({ companyId: company.id, password: PASSWORD });
    await db.user.update({ where: { id: user.id }, data: { deactivatedAt: new Date() } });

    const wrong = await signInPassword(user.email, { password: "Yanlis-Parola1" });
    const unknown = await signInPassword("nobody-at-all@test.kanal", { password: "Yanlis-Parola1" });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);

    const asked = await signInPassword(user.email);
    expect(asked.status).toBe(200);
    expect(asked.json!.data).toEqual({ reactivationRequired: true });
    expect(asked.headers.getSetCookie()).toEqual([]);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).deactivatedAt).not.toBeNull();

    const reactivated = await signInPassword(user.email, { reactivate: true });
    expect(reactivated.status).toBe(200);
    expect(reactivated.json!.data).toMatchObject({ token: expect.any(String) });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).deactivatedAt).toBeNull();
    expect(await events(user.id, "accountReactivated")).toHaveLength(1);
  });

  it("with two-factor, reactivation needs the code too", async () => {
    const { user, secret } = await userWithTwoFactor();
    await db.user.update({ where: { id: user.id }, data: { deactivatedAt: new Date() } });
    expect((await signInPassword(user.email)).json!.data).toEqual({ reactivationRequired: true });
    const challenge = await challengeFor(user.email, { reactivate: true });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).deactivatedAt).not.toBeNull();
    const wrong = await signInCode({ challenge, code: "abcdef" });
    expect(wrong.status).toBe(400);
    const done = await signInCode({ challenge, code: await nextCode(user.id, secret) });
    expect(done.json!.data).toMatchObject({ token: expect.any(String) });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).deactivatedAt).toBeNull();

    // Deactivated between the password and the code, without having said "reactivate": asked.
    const open = await challengeFor(user.email);
    await db.user.update({ where: { id: user.id }, data: { deactivatedAt: new Date() } });
    const asked = await signInCode({ challenge: open, code: await nextCode(user.id, secret) });
    expect(asked.json!.data).toEqual({ reactivationRequired: true });
    expect(asked.headers.getSetCookie()).toEqual([]);
  });
});

describe("login alerts", () => {
  // The alert is a background job: a worker runs it here, and each check waits for it.
  runJobWorker();

  it("mails a sign-in from a new device, in the user's language; not a known device; not when switched off", async () => {
    const company = await createCompany();
    const user = await createUser({ companyId: company.id, password: PASSWORD });
    const ip = uniqueIp();
    await signInPassword(user.email, { userAgent: CHROME_WINDOWS, ip });
    await jobsSettled();
    const mail = await latestMail(user.email);
    expect(mail).toMatchObject({ subject: "Kanal hesabınıza yeni bir cihazdan giriş yapıldı" });
    expect(mail!.text).toContain("Cihaz: Chrome · Windows");
    expect(mail!.text).toContain(`IP adresi: ${ip}`);
    expect(mail!.text).toMatch(/Zaman: .*UTC/);
    expect(mail!.link).toBe(`${process.env.APP_URL}/settings/security`);

    // The same browser and system again: no new mail.
    await signInPassword(user.email, { userAgent: CHROME_WINDOWS.replace("131.0", "132.0") });
    await jobsSettled();
    expect(await db.mailboxMessage.count({ where: { to: user.email } })).toBe(1);

    // A new device, in English.
    await db.user.update({ where: { id: user.id }, data: { locale: "en" } });
    await signInPassword(user.email, { userAgent: FIREFOX_LINUX });
    await jobsSettled();
    expect((await latestMail(user.email))!.subject).toBe("New sign-in to your Kanal account");
    expect((await latestMail(user.email))!.text).toContain("Device: Firefox · Linux");

    // Switched off: nothing, whatever the device.
    await db.user.update({ where: { id: user.id }, data: { loginAlerts: false } });
    await signInPassword(user.email, {
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Safari/604.1",
    });
    await jobsSettled();
    expect(await db.mailboxMessage.count({ where: { to: user.email } })).toBe(2);
  });

  it("also after the code step, and the security log says the device was new", async () => {
    const { user, secret } = await userWithTwoFactor();
    const before = await db.mailboxMessage.count({ where: { to: user.email } });
    await signInCode(
      { challenge: await challengeFor(user.email), code: await nextCode(user.id, secret) },
      FIREFOX_LINUX,
    );
    await jobsSettled();
    expect(await db.mailboxMessage.count({ where: { to: user.email } })).toBe(before + 1);
    const [signedIn] = await events(user.id, "signIn");
    expect(signedIn!.data).toMatchObject({ method: "totp", newDevice: true });
  });
});
