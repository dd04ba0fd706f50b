import { afterAll, describe, expect, it } from "vitest";
import { secretChecks } from "@/lib/auth/secret-checks";
import { db } from "@/lib/server/db";
import { LIMITS, type Limit } from "@/lib/server/rate-limit";
import { ACCOUNT_LIMITS } from "@/lib/server/account/account-limits";
import { startEmailVerification } from "@/lib/server/auth/email-verification";
import { totpCodeAtStep, totpStep } from "@/lib/server/auth/two-factor/totp";
import { VERIFICATION_MAX_ATTEMPTS } from "@/lib/constants";
import { POST as register } from "@/app/api/v1/auth/register/route";
import { POST as forgot } from "@/app/api/v1/auth/forgot-password/route";
import { POST as verifyEmail } from "@/app/api/v1/auth/verify-email/route";
import { POST as loginRoute } from "@/app/api/v1/auth/login/route";
import { POST as twoFactorRoute } from "@/app/api/v1/auth/two-factor/route";
import { POST as resetRoute } from "@/app/api/v1/auth/reset-password/route";
import { POST as resendRoute } from "@/app/api/v1/auth/resend-verification/route";
import { POST as refreshRoute } from "@/app/api/v1/auth/refresh/route";
import { POST as acceptInvitationRoute } from "@/app/api/v1/auth/accept-invitation/route";
import { GET as invitationRoute } from "@/app/api/v1/auth/invitation/route";
import { POST as changePasswordRoute } from "@/app/api/v1/account/password/route";
import { DELETE as deleteAccountRoute } from "@/app/api/v1/account/route";
import { POST as startEmailChangeRoute } from "@/app/api/v1/account/email/route";
import { POST as confirmEmailChangeRoute } from "@/app/api/v1/account/email/confirm/route";
import { POST as enableRoute } from "@/app/api/v1/account/two-factor/enable/route";
import { POST as disableRoute } from "@/app/api/v1/account/two-factor/disable/route";
import { POST as recoveryCodesRoute } from "@/app/api/v1/account/two-factor/recovery-codes/route";
import { enableTwoFactor, login } from "@/tests/helpers/auth";
import { createCompany, createUser, latestMail, signIn, uniqueEmail, uniqueIp } from "@/tests/helpers/factories";
import { call } from "@/tests/helpers/request";

// Throttles kept in PostgreSQL: 429 with Retry-After and a message; windows end by themselves.
// Every limit counts the attempt before the check it guards, so guesses sent at once cannot
// all pass a count read before any of them was added.

const PASSWORD = "Dogru-Parola1";

afterAll(async () => {
  await db.$disconnect();
});

/** Moves a throttle window's end into the past, as time would. */
const expireWindow = (key: string) =>
  db.rateLimitBucket.update({ where: { key }, data: { resetAt: new Date(Date.now() - 1000) } });

describe("login", () => {
  it("locks an account after repeated failures from any address, until the window ends", async () => {
    const company = await createCompany();
    const { email } = await createUser({ companyId: company.id, password: PASSWORD });
    for (let i = 0; i < LIMITS.loginFailuresPerAccount.limit; i++) {
      expect((await login(email, "Yanlis-Parola1")).status).toBe(401);
    }
    // Even the right password, from a new address, waits.
    const locked = await login(email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.json).toMatchObject({ code: "RATE_LIMITED", message: expect.stringMatching(/dakika sonra/) });
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(60);
    // Another account is not affected.
    const other = await createUser({ companyId: company.id, password: PASSWORD });
    expect((await login(other.email, PASSWORD)).status).toBe(200);

    await expireWindow(`login:account:${email}`);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it("a successful sign-in clears the account's failures", async () => {
    const company = await createCompany();
    const { email } = await createUser({ companyId: company.id, password: PASSWORD });
    for (let i = 0; i < LIMITS.loginFailuresPerAccount.limit - 1; i++) await login(email, "Yanlis-Parola1");
    expect((await login(email, PASSWORD)).status).toBe(200);
    expect((await login(email, "Yanlis-Parola1")).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it("limits attempts per address, whatever the accounts", async () => {
    const ip = uniqueIp();
    // Most of the window is already used up (30 bcrypt compares would only slow the suite down).
    await db.rateLimitBucket.create({
      data: { key: `login:ip:${ip}`, count: LIMITS.loginPerIp.limit - 2, resetAt: new Date(Date.now() + 600_000) },
    });
    for (let i = 0; i < 2; i++) expect((await login(uniqueEmail("spray"), "Yanlis-Parola1", { ip })).status).toBe(401);
    const blocked = await login(uniqueEmail("spray"), "Yanlis-Parola1", { ip });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(500);
    expect((await login(uniqueEmail("spray"), "Yanlis-Parola1")).status).toBe(401);
    await expireWindow(`login:ip:${ip}`);
    expect((await login(uniqueEmail("spray"), "Yanlis-Parola1", { ip })).status).toBe(401);
  });
});

describe("register, forgot and verify", () => {
  it("register is limited per address", async () => {
    const ip = uniqueIp();
    await db.rateLimitBucket.create({
      data: { key: `register:ip:${ip}`, count: LIMITS.registerPerIp.limit, resetAt: new Date(Date.now() + 60_000) },
    });
    const response = await call(register, "/api/v1/auth/register", {
      body: { firstName: "A", lastName: "B", email: uniqueEmail(), password: "Guclu-Parola1", acceptTerms: true },
      headers: { "x-forwarded-for": ip, "accept-language": "en" },
    });
    expect(response.status).toBe(429);
    expect(response.json).toMatchObject({
      code: "RATE_LIMITED",
      message: "Too many attempts. Please try again in 1 minute",
    });
  });

  it("forgot-password is limited per account, and the answer stays the same for unknown ones", async () => {
    const email = uniqueEmail("forgot");
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.forgotPerAccount.limit; i++) {
      const response = await call(forgot, "/api/v1/auth/forgot-password", {
        body: { email },
        headers: { "x-forwarded-for": uniqueIp() },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(LIMITS.forgotPerAccount.limit).fill(200), 429]);
  });

  it("verify-email is limited per address", async () => {
    const ip = uniqueIp();
    let last = 0;
    for (let i = 0; i <= LIMITS.verifyPerIp.limit; i++) {
      const response = await call(verifyEmail, "/api/v1/auth/verify-email", {
        body: { email: "a@b.co", token: "forged", code: "123456" },
        headers: { "x-forwarded-for": ip },
      });
      last = response.status;
    }
    expect(last).toBe(429);
  });
});

// Issue 13 #2: guesses sent all at once. Each burst is the limit × 4 requests in parallel; the
// counters of lib/auth/secret-checks.ts say how many reached bcrypt, the second-factor check or
// the code comparison, and that must be the limit at most (before the fix: 20–25 bcrypt compares
// for a limit of 10, up to 30 code checks for a limit of 5).
describe("parallel guesses", () => {
  type Kind = keyof typeof secretChecks;
  type Answer = Awaited<ReturnType<typeof call>>;

  /** Fires `count` requests at once; answers them with how many secret checks of `kind` ran meanwhile. */
  async function burst(kind: Kind, count: number, send: (index: number) => Promise<Answer>) {
    const before = secretChecks[kind];
    const answers = await Promise.all(Array.from({ length: count }, (_, index) => send(index)));
    const statuses = answers.map((answer) => answer.status);
    return {
      checks: secretChecks[kind] - before,
      passed: statuses.filter((status) => status !== 429).length,
      limited: statuses.filter((status) => status === 429).length,
      statuses,
    };
  }

  const post = (handler: typeof loginRoute, path: string, body: unknown, headers: Record<string, string> = {}) =>
    call(handler, path, { body, headers: { "x-forwarded-for": uniqueIp(), ...headers } });

  /** A user with two-factor on, signed in (bearer headers), and its authenticator secret. */
  async function twoFactorUser() {
    const company = await createCompany();
    const user = await createUser({ companyId: company.id, password: PASSWORD });
    const { headers } = await signIn(user);
    const { secret } = await enableTwoFactor(headers, PASSWORD);
    return { user, headers, secret };
  }

  /** A 6-digit code that is none of the ones the authenticator shows around now. */
  function wrongCode(secret: string) {
    const near = new Set([-1, 0, 1].map((offset) => totpCodeAtStep(secret, totpStep() + offset)));
    for (let n = 0; ; n++) {
      const code = String(n).padStart(6, "0");
      if (!near.has(code)) return code;
    }
  }

  it("login: failures per account", async () => {
    const { limit } = LIMITS.loginFailuresPerAccount;
    const company = await createCompany();
    const { email } = await createUser({ companyId: company.id, password: PASSWORD });
    const result = await burst("password", limit * 4, () => login(email, "Yanlis-Parola1"));
    expect(result.checks).toBeLessThanOrEqual(limit);
    expect(result.passed).toBe(limit);
    expect(result.statuses.filter((status) => status === 401)).toHaveLength(limit);
    // Locked: even the right password waits for the window.
    expect((await login(email, PASSWORD)).status).toBe(429);
  });

  it("login: right passwords at once are not failures", async () => {
    const company = await createCompany();
    const { email } = await createUser({ companyId: company.id, password: PASSWORD });
    const signIns = await Promise.all(Array.from({ length: 3 }, () => login(email, PASSWORD)));
    expect(signIns.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(await db.rateLimitBucket.findUnique({ where: { key: `login:account:${email}` } })).toBeNull();
  });

  it("two-factor codes at sign-in, per user (codes and recovery codes alike)", async () => {
    const { limit } = LIMITS.twoFactorFailuresPerUser;
    const { user, secret } = await twoFactorUser();
    const signedIn = await login(user.email, PASSWORD);
    const challenge = (signedIn.json!.data as { challenge: string }).challenge;
    const code = wrongCode(secret);
    const result = await burst("secondFactor", limit * 4, (index) =>
      post(
        twoFactorRoute,
        "/api/v1/auth/two-factor",
        index % 2 ? { challenge, code } : { challenge, recoveryCode: `zzzz-${String(index).padStart(4, "0")}` },
      ),
    );
    expect(result.checks).toBeLessThanOrEqual(limit);
    expect(result.passed).toBe(limit);
    expect(result.statuses.filter((status) => status === 400)).toHaveLength(limit);
    // The right code now waits too.
    const right = await post(twoFactorRoute, "/api/v1/auth/two-factor", {
      challenge,
      code: totpCodeAtStep(secret, totpStep() + 1),
    });
    expect(right.status).toBe(429);
  });

  it("password confirmations: changing the password and deleting the account share one limit", async () => {
    const { limit } = ACCOUNT_LIMITS.passwordFailures;
    const company = await createCompany();
    const user = await createUser({ companyId: company.id, password: PASSWORD });
    const { headers } = await signIn(user);
    const result = await burst("password", limit * 4, (index) =>
      index % 2
        ? post(
            changePasswordRoute,
            "/api/v1/account/password",
            { currentPassword: `Yanlis-Parola${index}`, password: "Yeni-Parola22" },
            headers,
          )
        : call(deleteAccountRoute, "/api/v1/account", {
            method: "DELETE",
            body: { confirmation: user.email, password: `Yanlis-Parola${index}` },
            headers: { ...headers, "x-forwarded-for": uniqueIp() },
          }),
    );
    expect(result.checks).toBeLessThanOrEqual(limit);
    expect(result.passed).toBe(limit);
    expect(result.statuses.filter((status) => status === 400)).toHaveLength(limit);
    expect(await db.user.count({ where: { id: user.id } })).toBe(1);
  });

  it("password confirmations: two-factor on, off and new recovery codes share one limit", async () => {
    const { limit } = LIMITS.twoFactorFailuresPerUser;
    const { headers, secret } = await twoFactorUser();
    const routes = [
      () => post(disableRoute, "/api/v1/account/two-factor/disable", { password: "Yanlis-Parola1" }, headers),
      () =>
        post(recoveryCodesRoute, "/api/v1/account/two-factor/recovery-codes", { password: "Yanlis-Parola1" }, headers),
      () =>
        post(
          enableRoute,
          "/api/v1/account/two-factor/enable",
          { code: totpCodeAtStep(secret, totpStep()), password: "Yanlis-Parola1" },
          headers,
        ),
    ];
    const result = await burst("password", limit * 4, (index) => routes[index % routes.length]!());
    expect(result.checks).toBeLessThanOrEqual(limit);
    expect(result.passed).toBe(limit);
  });

  it("mailed codes: e-mail verification allows 5 tries per code, whatever arrives at once", async () => {
    const company = await createCompany();
    const user = await createUser({ companyId: company.id, verified: false });
    const token = await startEmailVerification({ ...user, locale: "tr" });
    const right = (await latestMail(user.email))!.code!;
    const wrong = right === "000000" ? "000001" : "000000";
    const result = await burst("mailedCode", VERIFICATION_MAX_ATTEMPTS * 4, () =>
      post(verifyEmail, "/api/v1/auth/verify-email", { email: user.email, token, code: wrong }),
    );
    expect(result.checks).toBeLessThanOrEqual(VERIFICATION_MAX_ATTEMPTS);
    // Used up: the right code no longer works.
    const late = await post(verifyEmail, "/api/v1/auth/verify-email", { email: user.email, token, code: right });
    expect(late.status).toBe(400);
  });

  it("mailed codes: an e-mail change allows 5 tries per code, whatever arrives at once", async () => {
    const company = await createCompany();
    const user = await createUser({ companyId: company.id });
    const { headers } = await signIn(user);
    const newEmail = uniqueEmail("new");
    expect((await post(startEmailChangeRoute, "/api/v1/account/email", { email: newEmail }, headers)).status).toBe(200);
    const right = (await latestMail(newEmail))!.code!;
    const wrong = right === "000000" ? "000001" : "000000";
    const result = await burst("mailedCode", VERIFICATION_MAX_ATTEMPTS * 4, () =>
      post(confirmEmailChangeRoute, "/api/v1/account/email/confirm", { code: wrong }, headers),
    );
    expect(result.checks).toBeLessThanOrEqual(VERIFICATION_MAX_ATTEMPTS);
    // Used up (and the per-user window with it): the right code no longer switches the address.
    const late = await post(confirmEmailChangeRoute, "/api/v1/account/email/confirm", { code: right }, headers);
    expect([400, 429]).toContain(late.status);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
  });

  // The per-address limits: most of the window is used up first (a full window of bcrypt
  // compares would only slow the suite down); what is left × 4 arrives at once.
  const LEFT = 5;
  const perIp: { name: string; key: string; limit: Limit; send: (ip: string) => Promise<Answer> }[] = [
    {
      name: "login",
      key: "login:ip",
      limit: LIMITS.loginPerIp,
      send: (ip) =>
        call(loginRoute, "/api/v1/auth/login", {
          body: { email: uniqueEmail("spray"), password: "Yanlis-Parola1" },
          headers: { "x-forwarded-for": ip },
        }),
    },
    {
      name: "two-factor sign-in",
      key: "login:ip",
      limit: LIMITS.loginPerIp,
      send: (ip) =>
        call(twoFactorRoute, "/api/v1/auth/two-factor", {
          body: { challenge: "forged", code: "123456" },
          headers: { "x-forwarded-for": ip },
        }),
    },
    ...(
      [
        ["register", "register:ip", LIMITS.registerPerIp, register, "/api/v1/auth/register"],
        ["reset-password", "reset:ip", LIMITS.forgotPerIp, resetRoute, "/api/v1/auth/reset-password"],
        ["verify-email", "verify:ip", LIMITS.verifyPerIp, verifyEmail, "/api/v1/auth/verify-email"],
        ["resend-verification", "resend:ip", LIMITS.resendPerIp, resendRoute, "/api/v1/auth/resend-verification"],
        ["refresh", "refresh:ip", LIMITS.refreshPerIp, refreshRoute, "/api/v1/auth/refresh"],
        [
          "accept-invitation",
          "accept-invitation:ip",
          LIMITS.acceptInvitationPerIp,
          acceptInvitationRoute,
          "/api/v1/auth/accept-invitation",
        ],
      ] as const
    ).map(([name, key, limit, handler, path]) => ({
      name,
      key,
      limit,
      send: (ip: string) => call(handler, path, { body: {}, headers: { "x-forwarded-for": ip } }),
    })),
    {
      name: "forgot-password",
      key: "forgot:ip",
      limit: LIMITS.forgotPerIp,
      send: (ip) =>
        call(forgot, "/api/v1/auth/forgot-password", {
          body: { email: uniqueEmail("forgot") },
          headers: { "x-forwarded-for": ip },
        }),
    },
    {
      name: "invitation check",
      key: "invitation-check:ip",
      limit: LIMITS.verifyPerIp,
      send: (ip) =>
        call(invitationRoute, "/api/v1/auth/invitation?token=forged", { headers: { "x-forwarded-for": ip } }),
    },
  ];

  it.each(perIp)("per address: $name", async ({ key, limit, send }) => {
    const ip = uniqueIp();
    await db.rateLimitBucket.create({
      data: { key: `${key}:${ip}`, count: limit.limit - LEFT, resetAt: new Date(Date.now() + 600_000) },
    });
    const result = await burst("password", LEFT * 4, () => send(ip));
    expect(result.passed).toBe(LEFT);
    expect(result.limited).toBe(LEFT * 3);
  });
});
