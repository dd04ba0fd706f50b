import { afterAll, describe, expect, it } from "vitest";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "@/lib/auth/jwt";
import { db } from "@/lib/server/db";
import { sha256 } from "@/lib/server/auth/secrets";
import * as invitations from "@/app/api/v1/team/invitations/route";
import * as invitation from "@/app/api/v1/team/invitations/[id]/route";
import * as resend from "@/app/api/v1/team/invitations/[id]/resend/route";
import * as overview from "@/app/api/v1/team/overview/route";
import * as members from "@/app/api/v1/team/members/route";
import * as accept from "@/app/api/v1/auth/accept-invitation/route";
import * as check from "@/app/api/v1/auth/invitation/route";
import * as me from "@/app/api/v1/auth/me/route";
import * as notifications from "@/app/api/v1/notifications/route";
import { cookiesOf } from "@/tests/helpers/auth";
import { createCompany, createUser, latestMail, signIn, uniqueEmail, uniqueIp } from "@/tests/helpers/factories";
import { jobsSettled, runJobWorker } from "@/tests/helpers/jobs";
import { call, errorFields, fieldErrors } from "@/tests/helpers/request";

// Invitations (issue 7): sending (roles, seats, existing accounts, one open invitation per
// address), the mailed link (7 days, single use, hashed, resend kills the old one, cancel), the
// accept endpoint that registers straight into the company, and the inviter's notification.

type Json = Record<string, unknown>;
type Headers = Record<string, string>;
const EN = { "accept-language": "en" };
const PASSWORD = "Davetli2026";
// A member joining queues a usage alert check (a background job): a worker runs it here.
runJobWorker();

afterAll(async () => {
  await db.$disconnect();
});

async function team(plan = "pro") {
  const { id: companyId } = await createCompany();
  await db.company.update({ where: { id: companyId }, data: { plan } });
  const owner = await createUser({ companyId, role: "owner" });
  const admin = await createUser({ companyId, role: "admin" });
  const plain = await createUser({ companyId, role: "member" });
  const headersOf = async (user: { id: string; companyId: string }) => ({ ...(await signIn(user)).headers, ...EN });
  return {
    companyId,
    owner: { id: owner.id, headers: await headersOf(owner) },
    admin: { id: admin.id, headers: await headersOf(admin) },
    member: { id: plain.id, headers: await headersOf(plain) },
  };
}

const invite = (headers: Headers, body: unknown) =>
  call(invitations.POST, "/api/v1/team/invitations", { headers, body });
const list = async (headers: Headers) =>
  ((await call(invitations.GET, "/api/v1/team/invitations", { headers })).json!.data as { invitations: Json[] })
    .invitations;
const cancel = (headers: Headers, id: string) =>
  call(invitation.DELETE, `/api/v1/team/invitations/${id}`, { method: "DELETE", headers, params: { id } });
const resendOne = (headers: Headers, id: string) =>
  call(resend.POST, `/api/v1/team/invitations/${id}/resend`, { method: "POST", headers, params: { id } });
const acceptWith = (body: Json, headers: Headers = {}) =>
  call(accept.POST, "/api/v1/auth/accept-invitation", {
    body,
    headers: { "x-forwarded-for": uniqueIp(), ...EN, ...headers },
  });
const checkToken = async (token: string) =>
  (
    await call(check.GET, `/api/v1/auth/invitation?token=${encodeURIComponent(token)}`, {
      headers: { "x-forwarded-for": uniqueIp() },
    })
  ).json!.data as Json;

/** Invites an address and reads the token out of the mailed link. */
async function invited(headers: Headers, role: "member" | "admin" = "member") {
  const email = uniqueEmail("invitee");
  const response = await invite(headers, { email, role });
  expect(response.status, response.text).toBe(201);
  const mail = await latestMail(email);
  return {
    email,
    id: (response.json!.data as { invitation: Json }).invitation.id as string,
    token: mail!.token!,
    mail: mail!,
  };
}

const acceptBody = (email: string, token: string) => ({
  token,
  email,
  firstName: "Elif",
  lastName: "Şahin",
  password: PASSWORD,
});

describe("POST /api/v1/team/invitations", () => {
  it("creates a pending invitation, mails a 7-day link in the inviter's language and stores only the hash", async () => {
    const { owner, companyId } = await team();
    await db.user.update({ where: { id: owner.id }, data: { locale: "en" } });
    const { email, id, token, mail } = await invited(owner.headers, "admin");
    expect(mail.subject).toMatch(/invited you to/);
    expect(mail.link).toContain("/auth/accept-invitation?token=");
    const row = await db.invitation.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ companyId, email, role: "admin", invitedById: owner.id, acceptedAt: null });
    expect(row.tokenHash).toBe(sha256(token));
    expect(row.tokenHash).not.toContain(token);
    const days = (row.expiresAt.getTime() - row.sentAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);
    const rows = await list(owner.headers);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, email, role: "admin", status: "pending", invitedBy: { id: owner.id } });
  });

  it("offers only member or admin; e-mail must be non-empty and valid (400 with field errors)", async () => {
    const { owner } = await team();
    const owned = await invite(owner.headers, { email: uniqueEmail(), role: "owner" });
    expect(owned.status).toBe(400);
    expect(fieldErrors(owned)).toEqual([{ field: "role", message: "Invalid choice" }]);
    const empty = await invite(owner.headers, { email: "  ", role: "member" });
    expect(fieldErrors(empty)).toEqual([{ field: "email", message: "This field is required" }]);
    const invalid = await invite(owner.headers, { email: "not-an-address", role: "member" });
    expect(fieldErrors(invalid)).toEqual([{ field: "email", message: "Enter a valid e-mail address" }]);
    expect(await list(owner.headers)).toHaveLength(0);
  });

  it("refuses an address that already has a Kanal account (409, clear message)", async () => {
    const { owner } = await team();
    const elsewhere = await createUser({ companyId: (await createCompany()).id });
    const response = await invite(owner.headers, { email: elsewhere.email.toUpperCase(), role: "member" });
    expect(response.status).toBe(409);
    expect(response.json!.message).toMatch(/already has a Kanal account/);
    expect(fieldErrors(response)[0]!.field).toBe("email");
    const colleague = await invite(owner.headers, {
      email: (await db.user.findUniqueOrThrow({ where: { id: owner.id } })).email,
      role: "admin",
    });
    expect(colleague.status).toBe(409);
    expect(colleague.json!.message).toBe("This person is already a member of your team.");
  });

  it("re-inviting an address replaces its open invitation (one per company and address)", async () => {
    const { owner, admin } = await team();
    const first = await invited(owner.headers, "member");
    const again = await invite(admin.headers, { email: first.email, role: "admin" });
    expect(again.status).toBe(200);
    const rows = await list(owner.headers);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first.id, role: "admin", invitedBy: { id: admin.id } });
    // The first link died with the replacement.
    expect((await checkToken(first.token)).status).toBe("invalid");
  });

  it("refuses an invitation when members plus pending reach the seat limit", async () => {
    const { owner, companyId } = await team("basic"); // 5 members
    await invited(owner.headers);
    await invited(owner.headers); // 3 members + 2 pending = 5
    const full = await invite(owner.headers, { email: uniqueEmail(), role: "member" });
    expect(full.status).toBe(409);
    expect(full.json!.message).toMatch(/All seats are taken \(5 people/);
    const counts = (await call(overview.GET, "/api/v1/team/overview", { headers: owner.headers })).json!.data;
    expect(counts).toMatchObject({
      members: 3,
      owners: 1,
      admins: 1,
      pendingInvitations: 2,
      seats: { used: 5, limit: 5 },
    });
    // A chosen team size lowers the plan's limit.
    await db.company.update({
      where: { id: companyId },
      data: { plan: "enterprise", teamSettings: { teamSize: "25" } },
    });
    const seats = (await call(overview.GET, "/api/v1/team/overview", { headers: owner.headers })).json!.data as Json;
    expect(seats.seats).toEqual({ used: 5, limit: 25, planLimit: null });
  });

  it("throttles a flood of invitations (429)", async () => {
    const { owner } = await team("enterprise");
    let status = 0;
    for (let index = 0; index < 31 && status !== 429; index++) {
      status = (await invite(owner.headers, { email: uniqueEmail(), role: "member" })).status;
    }
    expect(status).toBe(429);
  });
});

describe("cancel and resend", () => {
  it("cancel: the link stops working and the seat is freed; member 403; other company 404", async () => {
    const { owner, member: plain } = await team();
    const other = await team();
    const { id, token } = await invited(owner.headers);
    expect((await cancel(plain.headers, id)).status).toBe(403);
    expect((await cancel(other.owner.headers, id)).status).toBe(404);
    expect((await resendOne(other.owner.headers, id)).status).toBe(404);
    expect((await cancel(owner.headers, id)).status).toBe(200);
    expect(await list(owner.headers)).toHaveLength(0);
    expect((await checkToken(token)).status).toBe("cancelled");
    expect((await cancel(owner.headers, id)).status).toBe(404);
    expect((await resendOne(owner.headers, id)).status).toBe(404);
  });

  it("resend issues a new token (the old link dies) and 7 new days", async () => {
    const { owner, admin, member: plain } = await team();
    const { id, email, token } = await invited(owner.headers);
    await db.invitation.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await list(owner.headers))[0]!.status).toBe("expired");
    expect((await resendOne(plain.headers, id)).status).toBe(403);
    const resent = await resendOne(admin.headers, id);
    expect(resent.status, resent.text).toBe(200);
    const fresh = (await latestMail(email))!.token!;
    expect(fresh).not.toBe(token);
    expect((await checkToken(token)).status).toBe("invalid");
    expect((await checkToken(fresh)).status).toBe("valid");
    expect((await list(owner.headers))[0]!.status).toBe("pending");
    expect((await acceptWith(acceptBody(email, token))).status).toBe(400);
    expect((await acceptWith(acceptBody(email, fresh))).status).toBe(201);
  });
});

describe("accepting", () => {
  it("registers straight into the company with the invited role, signs in, notifies the inviter", async () => {
    const { owner, admin, companyId } = await team();
    const { email, token } = await invited(admin.headers, "admin");
    const checked = await checkToken(token);
    expect(checked).toMatchObject({ status: "valid", email, role: "admin", accountExists: false });
    const response = await acceptWith(acceptBody(email, token));
    expect(response.status, response.text).toBe(201);
    const user = (response.json!.data as { user: Json }).user;
    expect(user).toMatchObject({ email, role: "admin", companyId, emailVerified: true, firstName: "Elif" });
    const cookies = cookiesOf(response.headers);
    expect(cookies[ACCESS_COOKIE]?.value).toBeTruthy();
    expect(cookies[REFRESH_COOKIE]?.attributes.httponly).toBe(true);
    const token2 = (response.json!.data as { token: string }).token;
    const whoami = await call(me.GET, "/api/v1/auth/me", { headers: { authorization: `Bearer ${token2}` } });
    expect((whoami.json!.data as { user: Json }).user).toMatchObject({ email, role: "admin", companyId });
    const names = (
      (await call(members.GET, "/api/v1/team/members", { headers: owner.headers })).json!.data as {
        members: Json[];
      }
    ).members.map((row) => [row.email, row.role]);
    expect(names).toContainEqual([email, "admin"]);
    expect(await list(owner.headers)).toHaveLength(0);
    const bell = (await call(notifications.GET, "/api/v1/notifications", { headers: admin.headers })).json!.data as {
      notifications: { type: string; data: Json }[];
    };
    expect(bell.notifications[0]).toMatchObject({ type: "invitationAccepted", data: { email, name: "Elif Şahin" } });
  });

  it("a member joining checks the usage alerts: 4 of 5 seats on basic alerts the owner", async () => {
    const { owner, companyId } = await team("basic");
    const { email, token } = await invited(owner.headers);
    expect((await acceptWith(acceptBody(email, token))).status).toBe(201);
    await jobsSettled();
    const alerts = await db.notification.findMany({ where: { companyId, userId: owner.id, type: "usageAlert" } });
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.data).toMatchObject({ resource: "members" });
  });

  it("works once: a second use is refused and reads as used", async () => {
    const { owner } = await team();
    const { email, token } = await invited(owner.headers);
    expect((await acceptWith(acceptBody(email, token))).status).toBe(201);
    const again = await acceptWith({ ...acceptBody(email, token), email: uniqueEmail() });
    expect(again.status).toBe(400);
    expect(fieldErrors(again)[0]!.field).toBe("token");
    expect((await checkToken(token)).status).toBe("used");
  });

  it("refuses an expired link (and the check says expired)", async () => {
    const { owner } = await team();
    const { id, email, token } = await invited(owner.headers);
    await db.invitation.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await checkToken(token)).status).toBe("expired");
    const response = await acceptWith(acceptBody(email, token));
    expect(response.status).toBe(400);
    expect(response.json!.message).toMatch(/invalid, has expired or has already been used/);
    expect(await db.user.count({ where: { email } })).toBe(0);
  });

  it("refuses a forged token and a mismatched e-mail", async () => {
    const { owner } = await team();
    const { email, token } = await invited(owner.headers);
    expect((await checkToken("forged-token")).status).toBe("invalid");
    expect((await acceptWith(acceptBody(email, "forged-token"))).status).toBe(400);
    expect((await acceptWith(acceptBody(uniqueEmail(), token))).status).toBe(400);
    expect((await checkToken(token)).status).toBe("valid");
  });

  it("an address that got an account meanwhile gets a clear 409", async () => {
    const { owner } = await team();
    const { email, token } = await invited(owner.headers);
    await createUser({ companyId: (await createCompany()).id, email });
    expect(await checkToken(token)).toMatchObject({ status: "valid", accountExists: true });
    const response = await acceptWith(acceptBody(email, token));
    expect(response.status).toBe(409);
    expect(response.json!.message).toMatch(/already has a Kanal account/);
    expect((await checkToken(token)).status).toBe("valid");
  });

  it("bad input → 400 with field errors, nothing created", async () => {
    const { owner } = await team();
    const { email, token } = await invited(owner.headers);
    const response = await acceptWith({ token, email, firstName: "", lastName: " ", password: "short" });
    expect(response.status).toBe(400);
    expect(errorFields(response).sort()).toEqual(["firstName", "lastName", "password"]);
    expect((await checkToken(token)).status).toBe("valid");
  });
});
