import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { sha256 } from "@/lib/server/auth/secrets";
import { POST as forgot } from "@/app/api/v1/auth/forgot-password/route";
import { POST as reset } from "@/app/api/v1/auth/reset-password/route";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { login } from "@/tests/helpers/auth";
import { createCompany, createUser, latestMail, uniqueEmail, uniqueIp } from "@/tests/helpers/factories";
import { call } from "@/tests/helpers/request";
import { jobsSettled, runJobWorker } from "@/tests/helpers/jobs";

// Forgot and reset (api.md): same answer for any address, a hashed single-use 24 h link, newer
// links void older ones, a reset ends every session and does not sign in.

// The reset mails are background jobs: a worker runs them here.
runJobWorker();

const OLD_PASSWORD = "Eski-Parola1";
const NEW_PASSWORD = "Yeni-Parola2";
let email: string;

const post = (handler: typeof forgot, path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(handler, path, { body, headers: { "x-forwarded-for": uniqueIp(), ...headers } });

beforeEach(async () => {
  const company = await createCompany();
  email = (await createUser({ companyId: company.id, password: OLD_PASSWORD })).email;
});

afterAll(async () => {
  await db.$disconnect();
});

async function requestLink(address = email) {
  const response = await post(forgot, "/api/v1/auth/forgot-password", { email: address });
  expect(response.status).toBe(200);
  // The link is made and mailed after the answer.
  await jobsSettled();
  return (await latestMail(address))!;
}

describe("POST /api/v1/auth/forgot-password", () => {
  it("answers every address the same and mails only a real account", async () => {
    const ghost = uniqueEmail("ghost");
    const known = await post(forgot, "/api/v1/auth/forgot-password", { email: email.toUpperCase() });
    const unknown = await post(forgot, "/api/v1/auth/forgot-password", { email: ghost });
    expect(known.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    await jobsSettled();
    expect(await latestMail(ghost)).toBeNull();
    const mail = (await latestMail(email))!;
    const link = new URL(mail.link!);
    expect(link.origin + link.pathname).toBe(`${process.env.APP_URL}/auth/reset-password`);
    expect(link.searchParams.get("email")).toBe(email);
    expect(mail.token).toHaveLength(43);
    const stored = await db.passwordResetToken.findUniqueOrThrow({ where: { tokenHash: sha256(mail.token!) } });
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect(await db.passwordResetToken.count({ where: { tokenHash: mail.token! } })).toBe(0);
  });

  it("refuses a bad address with a field error", async () => {
    const response = await post(forgot, "/api/v1/auth/forgot-password", { email: "nope" });
    expect(response.status).toBe(400);
    expect(response.json!.errors).toEqual([{ field: "email", message: "Geçerli bir e-posta adresi girin" }]);
  });
});

describe("POST /api/v1/auth/reset-password", () => {
  it("sets the new password, ends every session and does not sign in", async () => {
    const phone = await login(email, OLD_PASSWORD);
    const laptop = await login(email, OLD_PASSWORD, { rememberMe: true });
    const { token } = await requestLink();
    const response = await post(reset, "/api/v1/auth/reset-password", { email, token, password: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ data: {} });
    expect(response.headers.getSetCookie().join()).not.toMatch(/kanal_at=ey/);
    for (const device of [phone, laptop]) {
      const check = await call(me, "/api/v1/auth/me", { headers: { authorization: `Bearer ${device.data.token}` } });
      expect(check.status).toBe(401);
    }
    expect((await login(email, OLD_PASSWORD)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it("a link works once", async () => {
    const { token } = await requestLink();
    expect((await post(reset, "/api/v1/auth/reset-password", { email, token, password: NEW_PASSWORD })).status).toBe(
      200,
    );
    const again = await post(reset, "/api/v1/auth/reset-password", { email, token, password: "Ucuncu-Parola3" });
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ message: "Bu şifre sıfırlama linki geçersiz veya süresi dolmuş." });
  });

  it("a newer request voids the older link", async () => {
    const first = await requestLink();
    const second = await requestLink();
    expect(first.token).not.toBe(second.token);
    expect(
      (await post(reset, "/api/v1/auth/reset-password", { email, token: first.token, password: NEW_PASSWORD })).status,
    ).toBe(400);
    expect(
      (await post(reset, "/api/v1/auth/reset-password", { email, token: second.token, password: NEW_PASSWORD })).status,
    ).toBe(200);
  });

  it("refuses expired, forged and other-address links, and keeps the password", async () => {
    const { token } = await requestLink();
    const company = await createCompany();
    const other = await createUser({ companyId: company.id });
    const crossed = await post(reset, "/api/v1/auth/reset-password", {
      email: other.email,
      token,
      password: NEW_PASSWORD,
    });
    expect(crossed.status).toBe(400);
    const forged = await post(reset, "/api/v1/auth/reset-password", {
      email,
      token: "x".repeat(43),
      password: NEW_PASSWORD,
    });
    expect(forged.json!.errors).toEqual([
      { field: "token", message: "Bu şifre sıfırlama linki geçersiz veya süresi dolmuş." },
    ]);
    await db.passwordResetToken.update({
      where: { tokenHash: sha256(token!) },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    expect((await post(reset, "/api/v1/auth/reset-password", { email, token, password: NEW_PASSWORD })).status).toBe(
      400,
    );
    expect((await login(email, OLD_PASSWORD)).status).toBe(200);
  });

  it("enforces the password rule, in English too, and keeps the link usable", async () => {
    const { token } = await requestLink();
    const weak = await post(
      reset,
      "/api/v1/auth/reset-password",
      { email, token, password: "password" },
      { "accept-language": "en" },
    );
    expect(weak.status).toBe(400);
    expect(weak.json!.errors).toEqual([
      { field: "password", message: "Password must contain an upper-case letter, a lower-case letter and a digit" },
    ]);
    const missing = await post(reset, "/api/v1/auth/reset-password", {});
    expect((missing.json!.errors as { field: string }[]).map((error) => error.field).sort()).toEqual([
      "email",
      "password",
      "token",
    ]);
    expect((await post(reset, "/api/v1/auth/reset-password", { email, token, password: NEW_PASSWORD })).status).toBe(
      200,
    );
  });

  it("also verifies the address: the mail was read", async () => {
    const company = await createCompany();
    const unverified = await createUser({ companyId: company.id, password: OLD_PASSWORD, verified: false });
    const { token } = await requestLink(unverified.email);
    await post(reset, "/api/v1/auth/reset-password", { email: unverified.email, token, password: NEW_PASSWORD });
    const user = await db.user.findUniqueOrThrow({ where: { id: unverified.id } });
    expect(user.emailVerifiedAt).not.toBeNull();
  });
});
