import { afterAll, describe, expect, it } from "vitest";
import { ACCESS_COOKIE } from "@/lib/auth/jwt";
import { db } from "@/lib/server/db";
import { POST as register } from "@/app/api/v1/auth/register/route";
import { POST as verifyEmail } from "@/app/api/v1/auth/verify-email/route";
import { POST as resend } from "@/app/api/v1/auth/resend-verification/route";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { cookiesOf } from "@/tests/helpers/auth";
import { createCompany, createUser, latestMail, uniqueEmail, uniqueIp } from "@/tests/helpers/factories";
import { call } from "@/tests/helpers/request";
import { jobsSettled, runJobWorker } from "@/tests/helpers/jobs";

// Registration (one transaction, signs in, mails a code) and e-mail verification (300 s, 5 tries, single use).

// The verification mails of resend-verification are background jobs: a worker runs them here.
runJobWorker();

const PASSWORD = "Guclu-Parola1";

function registration(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Şükrü",
    lastName: "Öztürk",
    email: uniqueEmail("register"),
    phone: "+90 532 000 00 00",
    company: "Öztürk Tekstil",
    companySize: "11-50",
    password: PASSWORD,
    acceptTerms: true,
    acceptMarketing: false,
    ...overrides,
  };
}

const post = (handler: typeof register, path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(handler, path, { body, headers: { "x-forwarded-for": uniqueIp(), ...headers } });

afterAll(async () => {
  await db.$disconnect();
});

describe("POST /api/v1/auth/register", () => {
  it("creates the company with the user as owner, signs in and mails a 6-digit code", async () => {
    const body = registration({ email: uniqueEmail("Register").toUpperCase() });
    const response = await post(register, "/api/v1/auth/register", body);
    expect(response.status).toBe(201);
    const data = response.json!.data as { user: Record<string, unknown>; token: string; refreshToken: string };
    expect(data.user).toMatchObject({
      firstName: "Şükrü",
      lastName: "Öztürk",
      email: body.email.toLowerCase(),
      role: "owner",
      companyName: "Öztürk Tekstil",
      emailVerified: false,
    });
    expect(response.text).not.toMatch(/passwordHash|\$2[aby]\$/);
    expect(cookiesOf(response.headers)[ACCESS_COOKIE]!.value).toBe(data.token);
    const me1 = await call(me, "/api/v1/auth/me", { headers: { authorization: `Bearer ${data.token}` } });
    expect(me1.status).toBe(200);

    const user = await db.user.findUniqueOrThrow({
      where: { email: body.email.toLowerCase() },
      include: { company: true },
    });
    expect(user.company).toMatchObject({ name: "Öztürk Tekstil", size: "11-50" });
    expect(user.termsAcceptedAt).not.toBeNull();
    expect(user.passwordHash).toMatch(/^\$2[aby]\$12\$/);

    const mail = await latestMail(user.email);
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(mail?.link).toContain(`${process.env.APP_URL}/auth/email-verify?token=`);
    expect(new URL(mail!.link!).searchParams.get("email")).toBe(user.email);
    expect(mail?.subject).toContain(mail!.code!);
    expect(mail?.html).toContain(mail!.code!);
    // Codes and links are stored only as hashes.
    const stored = await db.verificationCode.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.codeHash).not.toContain(mail!.code!);
    expect(stored.tokenHash).not.toBe(mail!.token);
  });

  it("names the company after the person when none is given, in their language", async () => {
    const tr = await post(register, "/api/v1/auth/register", registration({ company: "" }));
    expect((tr.json!.data as { user: { companyName: string } }).user.companyName).toBe("Şükrü Öztürk Çalışma Alanı");
    const en = await post(
      register,
      "/api/v1/auth/register",
      registration({ company: undefined, firstName: "Jane", lastName: "Doe" }),
      {
        "accept-language": "en-GB",
      },
    );
    expect((en.json!.data as { user: { companyName: string } }).user.companyName).toBe("Jane Doe's Workspace");
    const mail = await latestMail((en.json!.data as { user: { email: string } }).user.email);
    expect(mail?.subject).toMatch(/^Your Kanal verification code/);
  });

  it("refuses an address that already has an account (any case) with 409 and writes nothing", async () => {
    const company = await createCompany();
    const existing = await createUser({ companyId: company.id });
    const companies = await db.company.count();
    const response = await post(
      register,
      "/api/v1/auth/register",
      registration({ email: existing.email.toUpperCase() }),
    );
    expect(response.status).toBe(409);
    expect(response.json).toMatchObject({
      code: "CONFLICT",
      errors: [{ field: "email", message: "Bu e-posta adresiyle zaten bir hesap var" }],
    });
    expect(await db.company.count()).toBe(companies);
  });

  it("two registrations of one address at once: one account, the other gets 409", async () => {
    const body = registration();
    const results = await Promise.all([
      post(register, "/api/v1/auth/register", body),
      post(register, "/api/v1/auth/register", body),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
    expect(await db.user.count({ where: { email: body.email } })).toBe(1);
  });

  it("enforces the password rule and bcrypt's 72 bytes", async () => {
    const weak = await post(register, "/api/v1/auth/register", registration({ password: "alllowercase1" }));
    expect(weak.status).toBe(400);
    expect(weak.json!.errors).toEqual([
      { field: "password", message: "Şifre en az bir büyük harf, bir küçük harf ve bir rakam içermelidir" },
    ]);
    const short = await post(register, "/api/v1/auth/register", registration({ password: "Ab1" }));
    expect(short.json!.errors).toEqual([{ field: "password", message: "Şifre en az 8 karakter olmalıdır" }]);
    // 40 characters but 73 bytes: refused, not silently cut to 72.
    const long = await post(register, "/api/v1/auth/register", registration({ password: `Aa1${"ş".repeat(35)}x` }));
    expect(long.status).toBe(400);
    expect(long.json!.errors).toEqual([{ field: "password", message: expect.stringContaining("72 bayt") }]);
  });

  it("names every missing or wrong field, and refuses unaccepted terms", async () => {
    const response = await post(register, "/api/v1/auth/register", {
      firstName: "  ",
      email: "x@",
      companySize: "huge",
      password: PASSWORD,
      acceptTerms: false,
    });
    expect(response.status).toBe(400);
    const fields = (response.json!.errors as { field: string }[]).map((error) => error.field).sort();
    expect(fields).toEqual(["acceptTerms", "companySize", "email", "firstName", "lastName"]);
    expect(response.json!.errors).toContainEqual({
      field: "acceptTerms",
      message: "Devam etmek için kullanım koşullarını kabul etmelisiniz",
    });
  });

  it("says how long a name may be", async () => {
    const response = await post(register, "/api/v1/auth/register", registration({ firstName: "A".repeat(101) }));
    expect(response.status).toBe(400);
    expect(response.json!.errors).toEqual([{ field: "firstName", message: "En fazla 100 karakter olabilir" }]);
  });

  it("answers malformed JSON, a wrong content type and a non-object body clearly", async () => {
    const malformed = await call(register, "/api/v1/auth/register", {
      method: "POST",
      rawBody: '{"firstName": ',
      headers: { "content-type": "application/json", "x-forwarded-for": uniqueIp() },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json).toMatchObject({ code: "INVALID_JSON" });
    const form = await call(register, "/api/v1/auth/register", {
      method: "POST",
      rawBody: "firstName=a",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": uniqueIp() },
    });
    expect(form.status).toBe(415);
    const array = await post(register, "/api/v1/auth/register", [1, 2]);
    expect(array.status).toBe(400);
  });
});

async function registered() {
  const body = registration();
  const response = await post(register, "/api/v1/auth/register", body);
  const data = response.json!.data as { token: string; user: { email: string } };
  const mail = (await latestMail(body.email))!;
  return { email: body.email, token: mail.token!, code: mail.code!, accessToken: data.token };
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("POST /api/v1/auth/verify-email", () => {
  it("verifies with the mailed code, once", async () => {
    const { email, token, code, accessToken } = await registered();
    const response = await post(verifyEmail, "/api/v1/auth/verify-email", { email, token, code });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ success: true, message: "E-posta adresiniz doğrulandı" });
    const user = await call(me, "/api/v1/auth/me", { headers: { authorization: `Bearer ${accessToken}` } });
    expect(user.json).toMatchObject({ data: { user: { emailVerified: true } } });
    const again = await post(verifyEmail, "/api/v1/auth/verify-email", { email, token, code });
    expect(again.json).toMatchObject({ data: { alreadyVerified: true } });
  });

  it("counts wrong codes: 5 tries, then the code is dead even when right", async () => {
    const { email, token, code } = await registered();
    const first = await post(verifyEmail, "/api/v1/auth/verify-email", { email, token, code: wrongCode(code) });
    expect(first.status).toBe(400);
    expect(first.json!.errors).toEqual([{ field: "code", message: "Doğrulama kodu hatalı. 4 deneme hakkınız kaldı" }]);
    for (let i = 0; i < 4; i++)
      await post(verifyEmail, "/api/v1/auth/verify-email", { email, token, code: wrongCode(code) });
    const right = await post(verifyEmail, "/api/v1/auth/verify-email", { email, token, code });
    expect(right.status).toBe(400);
    expect(right.json!.message).toBe("Çok fazla hatalı deneme yapıldı. Lütfen yeni bir kod isteyin");
  });

  it("parallel wrong guesses cannot exceed the 5 tries", async () => {
    const { email, token, code } = await registered();
    await Promise.all(
      Array.from({ length: 12 }, () =>
        post(verifyEmail, "/api/v1/auth/verify-email", { email, token, code: wrongCode(code) }),
      ),
    );
    const row = await db.verificationCode.findFirstOrThrow({ where: { user: { email } } });
    expect(row.attempts).toBe(5);
  });

  it("an expired code says so ('Doğrulama kodunun süresi doldu')", async () => {
    const { email, token, code } = await registered();
    await db.verificationCode.updateMany({
      where: { user: { email } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const response = await post(verifyEmail, "/api/v1/auth/verify-email", { email, token, code });
    expect(response.status).toBe(400);
    expect(response.json!.errors).toEqual([{ field: "code", message: "Doğrulama kodunun süresi doldu" }]);
  });

  it("refuses forged tokens, another address's token and malformed codes", async () => {
    const { email, token, code } = await registered();
    const other = await registered();
    const forged = await post(verifyEmail, "/api/v1/auth/verify-email", { email, token: "forged", code });
    expect(forged.json!.message).toBe("Bu e-posta doğrulama linki geçersiz veya süresi dolmuş.");
    const crossed = await post(verifyEmail, "/api/v1/auth/verify-email", { email: other.email, token, code });
    expect(crossed.status).toBe(400);
    for (const bad of ["12345", "1234567", "12a456", 123456]) {
      const response = await post(verifyEmail, "/api/v1/auth/verify-email", { email, token, code: bad });
      expect(response.status).toBe(400);
      expect(response.json!.errors).toEqual([{ field: "code", message: expect.any(String) }]);
    }
  });
});

describe("POST /api/v1/auth/resend-verification", () => {
  /** Ends the address's one-a-minute window, as waiting would. */
  const expireResendWindow = (email: string) =>
    db.rateLimitBucket.update({
      where: { key: `resend:address:${email}` },
      data: { resetAt: new Date(Date.now() - 1000) },
    });

  it("gives the same link a new code, one a minute per address; the old code is dead", async () => {
    const { email, token, code } = await registered();
    const first = await post(resend, "/api/v1/auth/resend-verification", { email, token });
    expect(first.status).toBe(200);
    // Jobs run in any order: this one's mail goes out before the next request, as a minute apart would.
    await jobsSettled();
    const early = await post(resend, "/api/v1/auth/resend-verification", { email, token });
    expect(early.status).toBe(429);
    expect(Number(early.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(early.json).toMatchObject({ code: "RATE_LIMITED", message: expect.stringMatching(/saniye/) });

    await expireResendWindow(email);
    const later = await post(resend, "/api/v1/auth/resend-verification", { email, token });
    expect(later.status).toBe(200);
    await jobsSettled();
    const mail = (await latestMail(email))!;
    expect(mail.token).toBe(token);
    if (mail.code !== code) {
      expect((await post(verifyEmail, "/api/v1/auth/verify-email", { email, token, code })).status).toBe(400);
    }
    expect((await post(verifyEmail, "/api/v1/auth/verify-email", { email, token, code: mail.code })).status).toBe(200);
  });

  it("answers the same for unknown and verified addresses and sends them nothing", async () => {
    const unknown = await post(resend, "/api/v1/auth/resend-verification", { email: uniqueEmail("ghost") });
    const company = await createCompany();
    const verified = await createUser({ companyId: company.id });
    const done = await post(resend, "/api/v1/auth/resend-verification", { email: verified.email });
    expect(unknown.json).toEqual(done.json);
    expect(unknown.json).toEqual({ success: true, message: "Yeni doğrulama kodu gönderildi", data: {} });
    await jobsSettled();
    expect(await latestMail(verified.email)).toBeNull();
  });

  it("gives the link's token only to the signed-in owner of the address", async () => {
    const { email, accessToken } = await registered();
    const anonymous = await post(resend, "/api/v1/auth/resend-verification", { email });
    expect(anonymous.json!.data).toEqual({});
    await jobsSettled();
    await expireResendWindow(email);
    const owner = await post(
      resend,
      "/api/v1/auth/resend-verification",
      { email },
      { authorization: `Bearer ${accessToken}` },
    );
    const token = (owner.json!.data as { token: string }).token;
    expect(token).toBe((await latestMail(email))!.token);
  });
});
