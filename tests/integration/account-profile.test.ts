import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import bcrypt from "bcryptjs";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import type { AccountProfile } from "@/lib/account/types";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "@/lib/auth/jwt";
import { db } from "@/lib/server/db";
import type { RouteHandler } from "@/lib/server/http/route";
import { IMAGE_UPLOAD_MAX_BYTES } from "@/lib/images/image-kind";
import * as account from "@/app/api/v1/account/route";
import * as avatar from "@/app/api/v1/account/avatar/route";
import * as files from "@/app/api/v1/files/[id]/route";
import * as deactivate from "@/app/api/v1/account/deactivate/route";
import * as email from "@/app/api/v1/account/email/route";
import * as emailConfirm from "@/app/api/v1/account/email/confirm/route";
import * as password from "@/app/api/v1/account/password/route";
import * as profile from "@/app/api/v1/account/profile/route";
import { cookiesOf } from "@/tests/helpers/auth";
import { createCompany, createUser, latestMail, signIn, uniqueEmail } from "@/tests/helpers/factories";
import { call, callRaw, errorFields, fieldErrors } from "@/tests/helpers/request";

// The signed-in user's own account (issue 6, api.md §Account): profile read and update (and the
// fields it must never assign), the e-mail change by a code to the new address, the photo, the
// password change that ends the other sessions, deactivation and deletion with its company rules.

const storageDir = mkdtempSync(path.join(tmpdir(), "kanal-avatar-"));
process.env.STORAGE_DRIVER = "local";
process.env.STORAGE_DIR = storageDir;

type Headers = Record<string, string>;
const PASSWORD = "Eski-Parola1";
const NEW_PASSWORD = "Yeni-Parola2";
const EN = { "accept-language": "en" };

afterAll(async () => {
  await db.$disconnect();
  rmSync(storageDir, { recursive: true, force: true });
});

/** A company with one user of `role`, signed in (bearer); more sessions on request. */
async function newAccount(options: { role?: "owner" | "admin" | "member"; companyId?: string } = {}) {
  const companyId = options.companyId ?? (await createCompany()).id;
  const user = await createUser({ companyId, role: options.role ?? "owner", password: PASSWORD });
  const { session, headers } = await signIn(user);
  return { user, companyId, session, headers: headers as Headers };
}

const getProfile = (headers: Headers) => call(profile.GET, "/api/v1/account/profile", { headers });
const putProfile = (headers: Headers, body: unknown) =>
  call(profile.PUT, "/api/v1/account/profile", { method: "PUT", headers, body });

describe("GET /api/v1/account/profile", () => {
  it("answers the session's user with plan, role and no pending change", async () => {
    const { user, headers } = await newAccount();
    const response = await getProfile(headers);
    expect(response.status, response.text).toBe(200);
    expect(response.json!.data).toEqual({
      profile: expect.objectContaining({
        id: user.id,
        email: user.email,
        firstName: "Test",
        phone: null,
        jobTitle: null,
        bio: null,
        avatar: null,
        role: "owner",
        plan: "basic",
        emailVerified: true,
        pendingEmail: null,
      }),
    });
    expect(response.text).not.toMatch(/passwordHash|\$2[aby]\$/);
  });

  it("is 401 without a session and 405 for another method", async () => {
    expect((await getProfile({})).status).toBe(401);
    const { headers } = await newAccount();
    const post = await call(profile.POST, "/api/v1/account/profile", { headers, body: {} });
    expect(post.status).toBe(405);
  });
});

describe("PUT /api/v1/account/profile", () => {
  it("saves the five fields, trimmed, and clears the blank ones", async () => {
    const { user, headers } = await newAccount();
    const first = await putProfile(headers, {
      firstName: "  Ayşe ",
      lastName: "Yılmaz",
      phone: "+90 532 000 00 00",
      jobTitle: "Pazarlama Müdürü",
      bio: "Merhaba!",
    });
    expect(first.status, first.text).toBe(200);
    expect((first.json!.data as { profile: AccountProfile }).profile).toMatchObject({
      firstName: "Ayşe",
      lastName: "Yılmaz",
      phone: "+90 532 000 00 00",
      jobTitle: "Pazarlama Müdürü",
      bio: "Merhaba!",
    });
    const second = await putProfile(headers, { firstName: "Ayşe", lastName: "Yılmaz", phone: "", bio: null });
    expect(second.status, second.text).toBe(200);
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ firstName: "Ayşe", phone: null, jobTitle: null, bio: null });
  });

  it("answers bad input with 400 and an error on each field, in the caller's language", async () => {
    const { headers } = await newAccount();
    const response = await putProfile(
      { ...headers, ...EN },
      { firstName: "", lastName: "x".repeat(101), phone: "call me", jobTitle: 5, bio: "b".repeat(501) },
    );
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
    expect(errorFields(response).sort()).toEqual(["bio", "firstName", "jobTitle", "lastName", "phone"]);
    expect(fieldErrors(response).find((item) => item.field === "firstName")?.message).toBe("This field is required");
    const turkish = await putProfile(headers, { lastName: "Yılmaz" });
    expect(fieldErrors(turkish)).toEqual([{ field: "firstName", message: "Bu alan zorunludur" }]);

    const notJson = await callRaw(profile.PUT, "/api/v1/account/profile", {
      method: "PUT",
      headers,
      rawBody: "{not json",
    });
    expect(notJson.status).toBe(400);
    expect(notJson.json).toMatchObject({ code: "INVALID_JSON" });
  });

  it("ignores e-mail, role, company, photo and verification in the body (no mass assignment)", async () => {
    const { user, companyId, headers } = await newAccount({ role: "member" });
    const other = await createCompany();
    const response = await putProfile(headers, {
      firstName: "Deniz",
      lastName: "Kaya",
      email: uniqueEmail("hijack"),
      role: "owner",
      companyId: other.id,
      avatarUrl: "https://evil.example/x.png",
      avatar: "https://evil.example/x.png",
      emailVerifiedAt: null,
      passwordHash: "x",
      deactivatedAt: new Date().toISOString(),
      id: "someone-else",
    });
    expect(response.status, response.text).toBe(200);
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({
      firstName: "Deniz",
      email: user.email,
      role: "member",
      companyId,
      avatarUrl: null,
      passwordHash: user.passwordHash,
      deactivatedAt: null,
    });
    expect(row.emailVerifiedAt).not.toBeNull();
  });
});

// --- e-mail change ----------------------------------------------------------------------------

const startChange = (headers: Headers, address: string) =>
  call(email.POST, "/api/v1/account/email", { headers, body: { email: address } });
const confirmChange = (headers: Headers, code: string) =>
  call(emailConfirm.POST, "/api/v1/account/email/confirm", { headers, body: { code } });

/** A 6-digit code that is not `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("changing the e-mail address", () => {
  it("mails a code to the new address in the user's language, then switches on the right code", async () => {
    const { user, companyId, headers } = await newAccount();
    await db.user.update({ where: { id: user.id }, data: { locale: "en" } });
    const next = uniqueEmail("new");
    const started = await startChange(headers, `  ${next.toUpperCase()} `);
    expect(started.status, started.text).toBe(200);
    const pending = (started.json!.data as { pendingEmail: { email: string; expiresAt: string } }).pendingEmail;
    expect(pending.email).toBe(next);
    const ttl = Date.parse(pending.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(290_000);
    expect(ttl).toBeLessThanOrEqual(300_000);

    // Nothing changes until the code comes back; the profile shows the pending address.
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
    const read = await getProfile(headers);
    expect((read.json!.data as { profile: AccountProfile }).profile.pendingEmail?.email).toBe(next);

    const mail = await latestMail(next);
    expect(mail?.subject).toMatch(/^Your Kanal e-mail change code: \d{6}$/);
    expect(mail?.code).toMatch(/^\d{6}$/);
    const stored = await db.emailChange.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.codeHash).not.toContain(mail!.code!);

    const confirmed = await confirmChange(headers, mail!.code!);
    expect(confirmed.status, confirmed.text).toBe(200);
    expect((confirmed.json!.data as { profile: AccountProfile }).profile).toMatchObject({
      email: next,
      pendingEmail: null,
    });
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.email).toBe(next);
    expect(row.emailVerifiedAt).not.toBeNull();

    const event = await db.securityEvent.findFirst({ where: { userId: user.id, companyId, action: "emailChanged" } });
    expect(event?.data).toEqual({ from: user.email, to: next });
    const notice = await latestMail(user.email);
    expect(notice?.subject).toBe("The e-mail address of your Kanal account changed");
    expect(notice?.text).toContain(next);

    // Single use: the same code again finds nothing to confirm.
    const again = await confirmChange(headers, mail!.code!);
    expect(again.status).toBe(400);
    expect(errorFields(again)).toEqual(["code"]);
  });

  it("refuses an expired code", async () => {
    const { user, headers } = await newAccount();
    const next = uniqueEmail("late");
    expect((await startChange(headers, next)).status).toBe(200);
    const code = (await latestMail(next))!.code!;
    await db.emailChange.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const response = await confirmChange({ ...headers, ...EN }, code);
    expect(response.status).toBe(400);
    expect(fieldErrors(response)).toEqual([{ field: "code", message: "The verification code has expired" }]);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
  });

  it("locks the code after five wrong tries, even for the right code afterwards", async () => {
    const { user, headers } = await newAccount();
    const next = uniqueEmail("guess");
    expect((await startChange(headers, next)).status).toBe(200);
    const code = (await latestMail(next))!.code!;
    const wrong = otherCode(code);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await confirmChange({ ...headers, ...EN }, wrong);
      expect(response.status).toBe(400);
      expect(fieldErrors(response)[0]?.message).toBe(`The verification code is wrong. ${5 - attempt} attempts left`);
    }
    const fifth = await confirmChange({ ...headers, ...EN }, wrong);
    expect(fieldErrors(fifth)[0]?.message).toBe("Too many wrong attempts. Please request a new code");
    const right = await confirmChange(headers, code);
    expect(right.status).toBe(400);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
  });

  it("answers 409 for an address another account has, 400 for its own or a malformed one", async () => {
    const { user, companyId, headers } = await newAccount();
    const colleague = await createUser({ companyId });
    const stranger = await createUser({ companyId: (await createCompany()).id });
    for (const taken of [colleague.email, stranger.email.toUpperCase()]) {
      const response = await startChange({ ...headers, ...EN }, taken);
      expect(response.status).toBe(409);
      expect(fieldErrors(response)).toEqual([
        { field: "email", message: "An account with this e-mail address already exists" },
      ]);
    }
    expect((await startChange(headers, user.email)).status).toBe(400);
    const malformed = await startChange(headers, "not-an-address");
    expect(malformed.status).toBe(400);
    expect(errorFields(malformed)).toEqual(["email"]);
    expect(await db.emailChange.count({ where: { userId: user.id } })).toBe(0);
  });

  it("voids the older code when a new one is asked for", async () => {
    const { user, headers } = await newAccount();
    const first = uniqueEmail("first");
    const second = uniqueEmail("second");
    await startChange(headers, first);
    const firstCode = (await latestMail(first))!.code!;
    await startChange(headers, second);
    const secondCode = (await latestMail(second))!.code!;
    if (firstCode !== secondCode) expect((await confirmChange(headers, firstCode)).status).toBe(400);
    const response = await confirmChange(headers, secondCode);
    expect(response.status, response.text).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(second);
  });

  it("refuses the switch if the address was taken after the code was sent", async () => {
    const { companyId, headers } = await newAccount();
    const next = uniqueEmail("race");
    await startChange(headers, next);
    const code = (await latestMail(next))!.code!;
    await createUser({ companyId, email: next });
    const response = await confirmChange(headers, code);
    expect(response.status).toBe(409);
  });

  it("throttles starting changes (5 an hour per user)", async () => {
    const { headers } = await newAccount();
    for (let index = 0; index < 5; index++) {
      expect((await startChange(headers, uniqueEmail("many"))).status).toBe(200);
    }
    const throttled = await startChange(headers, uniqueEmail("many"));
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("bounds the addresses one account can ask about: 80 taken ones at once, 20 answered", async () => {
    const { companyId, headers } = await newAccount();
    const taken = await createUser({ companyId });
    const answers = await Promise.all(Array.from({ length: 80 }, () => startChange(headers, taken.email)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 409)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60);
  });
});

// --- avatar -----------------------------------------------------------------------------------

const png = async () =>
  new Uint8Array(
    await sharp({ create: { width: 300, height: 200, channels: 3, background: "#3366ff" } })
      .png()
      .toBuffer(),
  );

function uploadAvatar(headers: Headers, bytes: Uint8Array, name = "me.png") {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), name);
  return call(avatar.POST, "/api/v1/account/avatar", { method: "POST", headers, rawBody: form });
}

async function getAvatarFile(url: string, headers: Headers) {
  const id = url.replace("/api/v1/files/", "");
  const req = new NextRequest(new URL(url, "http://127.0.0.1:3000"), { headers });
  const response = await (files.GET as RouteHandler)(req, { params: Promise.resolve({ id }) });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const storedAvatar = (companyId: string, userId: string, url: string) =>
  path.join(storageDir, "avatars", companyId, userId, `${url.split("/").at(-1)!}.webp`);

describe("the profile photo", () => {
  it("stores an upload as a 256 px WebP, serves it inside the company only, replaces and removes it", async () => {
    const { user, companyId, headers } = await newAccount();
    const colleague = (await signIn(await createUser({ companyId }))).headers as Headers;
    const stranger = (await newAccount()).headers;

    const first = await uploadAvatar(headers, await png());
    expect(first.status, first.text).toBe(200);
    const url = (first.json!.data as { avatar: string }).avatar;
    expect(url).toMatch(/^\/api\/v1\/files\/[0-9a-f]{32}$/);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).avatarUrl).toBe(url);
    expect(existsSync(storedAvatar(companyId, user.id, url))).toBe(true);

    const served = await getAvatarFile(url, colleague);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(await sharp(served.bytes).metadata()).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect((await getAvatarFile(url, stranger)).status).toBe(404);
    expect((await getAvatarFile(url, {})).status).toBe(401);
    // The profile and the shell's user (api.md `avatar`) carry it.
    expect(((await getProfile(headers)).json!.data as { profile: AccountProfile }).profile.avatar).toBe(url);

    const second = await uploadAvatar(headers, await png());
    const replaced = (second.json!.data as { avatar: string }).avatar;
    expect(replaced).not.toBe(url);
    expect(existsSync(storedAvatar(companyId, user.id, url))).toBe(false);
    expect((await getAvatarFile(url, headers)).status).toBe(404);

    const removed = await call(avatar.DELETE, "/api/v1/account/avatar", { method: "DELETE", headers });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json!.data).toEqual({ avatar: null });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).avatarUrl).toBeNull();
    expect(existsSync(storedAvatar(companyId, user.id, replaced))).toBe(false);
    // Removing an absent photo is fine.
    expect((await call(avatar.DELETE, "/api/v1/account/avatar", { method: "DELETE", headers })).status).toBe(200);
  });

  it("judges the bytes: a .png text file, garbage after a signature and 2 MB + 1 byte are 400 on avatar", async () => {
    const { user, headers } = await newAccount();
    const text = await uploadAvatar({ ...headers, ...EN }, new TextEncoder().encode("not a picture"));
    expect(text.status).toBe(400);
    expect(fieldErrors(text)).toEqual([{ field: "avatar", message: "Only JPG, PNG or GIF images can be uploaded" }]);

    const garbage = new Uint8Array(1000).fill(7);
    garbage.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const unreadable = await uploadAvatar(headers, garbage);
    expect(unreadable.status).toBe(400);
    expect(errorFields(unreadable)).toEqual(["avatar"]);

    const justOver = new Uint8Array(IMAGE_UPLOAD_MAX_BYTES + 1);
    justOver.set(await png());
    const over = await uploadAvatar({ ...headers, ...EN }, justOver);
    expect(over.status).toBe(400);
    expect(fieldErrors(over)).toEqual([{ field: "avatar", message: "The photo can be at most 2 MB" }]);

    const json = await call(avatar.POST, "/api/v1/account/avatar", { headers, body: { file: "x" } });
    expect(json.status).toBe(415);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).avatarUrl).toBeNull();
  });
});

// --- password ---------------------------------------------------------------------------------

const changePassword = (headers: Headers, body: unknown) =>
  call(password.POST, "/api/v1/account/password", { headers, body });

describe("POST /api/v1/account/password", () => {
  it("refuses a wrong current password (400 on currentPassword) and a weak or unchanged new one", async () => {
    const { user, headers } = await newAccount();
    const wrong = await changePassword(
      { ...headers, ...EN },
      { currentPassword: "Wrong-Parola1", password: NEW_PASSWORD },
    );
    expect(wrong.status).toBe(400);
    expect(fieldErrors(wrong)).toEqual([{ field: "currentPassword", message: "Your current password is wrong" }]);

    const weak = await changePassword(headers, { currentPassword: PASSWORD, password: "abcdefgh" });
    expect(weak.status).toBe(400);
    expect(errorFields(weak)).toEqual(["password"]);
    const short = await changePassword(headers, { currentPassword: PASSWORD, password: "Ab1" });
    expect(fieldErrors(short)).toEqual([{ field: "password", message: "Şifre en az 8 karakter olmalıdır" }]);
    const missing = await changePassword(headers, { password: NEW_PASSWORD });
    expect(errorFields(missing)).toEqual(["currentPassword"]);

    const unchanged = await changePassword(headers, { currentPassword: PASSWORD, password: PASSWORD });
    expect(unchanged.status).toBe(400);
    expect(errorFields(unchanged)).toEqual(["password"]);
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await bcrypt.compare(PASSWORD, row.passwordHash)).toBe(true);
  });

  it("sets the new password, ends the other sessions at once and keeps this one", async () => {
    const { user, companyId, session, headers } = await newAccount();
    const phone = await signIn(user);
    const laptop = await signIn(user);
    const response = await changePassword(headers, { currentPassword: PASSWORD, password: NEW_PASSWORD });
    expect(response.status, response.text).toBe(200);
    expect(response.json!.data).toEqual({ revokedSessions: 2 });

    expect((await getProfile(headers)).status).toBe(200);
    expect((await getProfile(phone.headers)).status).toBe(401);
    expect((await getProfile(laptop.headers)).status).toBe(401);
    expect((await db.session.findUniqueOrThrow({ where: { id: session.id } })).revokedAt).toBeNull();

    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await bcrypt.compare(NEW_PASSWORD, row.passwordHash)).toBe(true);
    expect(await bcrypt.compare(PASSWORD, row.passwordHash)).toBe(false);
    const event = await db.securityEvent.findFirst({
      where: { userId: user.id, companyId, action: "passwordChanged" },
    });
    expect(event).toMatchObject({ status: "success", data: { revokedSessions: 2 } });
  });

  it("answers 429 after ten wrong current passwords, before checking the eleventh", async () => {
    const { headers } = await newAccount();
    for (let index = 0; index < 10; index++) {
      const response = await changePassword(headers, { currentPassword: `Wrong-${index}A`, password: NEW_PASSWORD });
      expect(response.status).toBe(400);
    }
    const locked = await changePassword(headers, { currentPassword: PASSWORD, password: NEW_PASSWORD });
    expect(locked.status).toBe(429);
  });
});

// --- deactivate and delete --------------------------------------------------------------------

describe("POST /api/v1/account/deactivate", () => {
  it("sets deactivatedAt, ends every session (this one too), clears the cookies and logs it", async () => {
    const { user, companyId, headers } = await newAccount();
    const other = await signIn(user);
    const response = await call(deactivate.POST, "/api/v1/account/deactivate", { headers, body: {} });
    expect(response.status, response.text).toBe(200);
    const cookies = cookiesOf(response.headers);
    expect(cookies[ACCESS_COOKIE]?.attributes["max-age"]).toBe("0");
    expect(cookies[REFRESH_COOKIE]?.attributes["max-age"]).toBe("0");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).deactivatedAt).not.toBeNull();
    expect((await getProfile(headers)).status).toBe(401);
    expect((await getProfile(other.headers)).status).toBe(401);
    expect(await db.session.count({ where: { userId: user.id, revokedAt: null } })).toBe(0);
    expect(await db.securityEvent.count({ where: { userId: user.id, companyId, action: "accountDeactivated" } })).toBe(
      1,
    );
  });
});

const deleteAccount = (headers: Headers, body: unknown) =>
  call(account.DELETE, "/api/v1/account", { method: "DELETE", headers, body });

describe("DELETE /api/v1/account", () => {
  it("refuses the last owner of a company with other users (409) and keeps everything", async () => {
    const owner = await newAccount();
    await createUser({ companyId: owner.companyId, role: "admin" });
    const response = await deleteAccount(
      { ...owner.headers, ...EN },
      { confirmation: owner.user.email, password: PASSWORD },
    );
    expect(response.status).toBe(409);
    expect(response.json).toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(/last owner.*hand over ownership.*delete the workspace/),
    });
    expect(await db.user.count({ where: { id: owner.user.id } })).toBe(1);
    expect((await getProfile(owner.headers)).status).toBe(200);
  });

  it("needs the user's own e-mail typed and the right password", async () => {
    const { user, headers } = await newAccount();
    const typo = await deleteAccount(headers, { confirmation: "someone@else.com", password: PASSWORD });
    expect(typo.status).toBe(400);
    expect(errorFields(typo)).toEqual(["confirmation"]);
    const wrong = await deleteAccount(headers, { confirmation: user.email, password: "Wrong-Parola1" });
    expect(wrong.status).toBe(400);
    expect(errorFields(wrong)).toEqual(["password"]);
    const empty = await deleteAccount(headers, {});
    expect(errorFields(empty).sort()).toEqual(["confirmation", "password"]);
    expect(await db.user.count({ where: { id: user.id } })).toBe(1);
  });

  it("deletes the company with its only user, data and photo files", async () => {
    const { user, companyId, headers } = await newAccount();
    const photo = await uploadAvatar(headers, await png());
    const url = (photo.json!.data as { avatar: string }).avatar;
    await db.customer.create({
      data: { companyId, firstName: "Müşteri", lastName: "Bir", email: uniqueEmail("customer") },
    });
    const response = await deleteAccount(headers, {
      confirmation: ` ${user.email.toUpperCase()} `,
      password: PASSWORD,
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json!.data).toEqual({ outcome: "deletesCompany" });
    expect(cookiesOf(response.headers)[ACCESS_COOKIE]?.attributes["max-age"]).toBe("0");
    expect(await db.company.count({ where: { id: companyId } })).toBe(0);
    expect(await db.user.count({ where: { id: user.id } })).toBe(0);
    expect(await db.customer.count({ where: { companyId } })).toBe(0);
    expect(existsSync(storedAvatar(companyId, user.id, url))).toBe(false);
    expect((await getProfile(headers)).status).toBe(401);
  });

  it("deletes a member and leaves the company and its data to the others", async () => {
    const owner = await newAccount();
    const member = await newAccount({ role: "member", companyId: owner.companyId });
    await db.customer.create({
      data: { companyId: owner.companyId, firstName: "Kalıcı", lastName: "Müşteri", email: uniqueEmail("stays") },
    });
    const response = await deleteAccount(member.headers, { confirmation: member.user.email, password: PASSWORD });
    expect(response.status, response.text).toBe(200);
    expect(response.json!.data).toEqual({ outcome: "deletesUser" });
    expect(await db.user.count({ where: { id: member.user.id } })).toBe(0);
    expect(await db.company.count({ where: { id: owner.companyId } })).toBe(1);
    expect(await db.customer.count({ where: { companyId: owner.companyId } })).toBe(1);
    expect((await getProfile(owner.headers)).status).toBe(200);
  });

  it("lets an owner go when another owner stays", async () => {
    const first = await newAccount();
    const second = await newAccount({ role: "owner", companyId: first.companyId });
    const response = await deleteAccount(first.headers, { confirmation: first.user.email, password: PASSWORD });
    expect(response.status, response.text).toBe(200);
    expect(response.json!.data).toEqual({ outcome: "deletesUser" });
    // Now the remaining owner is the last one and, being alone, takes the company along.
    const last = await deleteAccount(second.headers, { confirmation: second.user.email, password: PASSWORD });
    expect(last.json!.data).toEqual({ outcome: "deletesCompany" });
  });
});
