import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { LIMITS } from "@/lib/server/rate-limit";
import { POST as register } from "@/app/api/v1/auth/register/route";
import { POST as forgot } from "@/app/api/v1/auth/forgot-password/route";
import { POST as verifyEmail } from "@/app/api/v1/auth/verify-email/route";
import { login } from "@/tests/helpers/auth";
import { createCompany, createUser, uniqueEmail, uniqueIp } from "@/tests/helpers/factories";
import { call } from "@/tests/helpers/request";

// Throttles kept in PostgreSQL: 429 with Retry-After and a message; windows end by themselves.

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
