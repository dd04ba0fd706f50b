import { afterAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import * as members from "@/app/api/v1/team/members/route";
import * as member from "@/app/api/v1/team/members/[id]/route";
import * as transfer from "@/app/api/v1/team/transfer-ownership/route";
import * as invitations from "@/app/api/v1/team/invitations/route";
import * as overview from "@/app/api/v1/team/overview/route";
import * as company from "@/app/api/v1/company/route";
import { createCompany, createUser, signIn, uniqueEmail } from "@/tests/helpers/factories";
import { call, callRaw, errorFields, fieldErrors } from "@/tests/helpers/request";

// The team API (issue 7, api.md "Workspace", architecture.md roles): the role matrix of every
// team endpoint, the last-owner rules, cross-company 404s, bad input, and rights that end on the
// very next request after a demotion or a removal.

type Json = Record<string, unknown>;
type Headers = Record<string, string>;
const EN = { "accept-language": "en" };

afterAll(async () => {
  await db.$disconnect();
});

/** A company with one person of each role (signed in), plus an extra member to act on. */
async function team() {
  const { id: companyId } = await createCompany();
  const people = {} as Record<"owner" | "admin" | "member", { id: string; headers: Headers }>;
  for (const role of ["owner", "admin", "member"] as const) {
    const user = await createUser({ companyId, role });
    people[role] = { id: user.id, headers: { ...(await signIn(user)).headers, ...EN } };
  }
  return { companyId, ...people };
}

const addUser = async (companyId: string, role: Role) => (await createUser({ companyId, role })).id;
const roleOf = async (id: string) => (await db.user.findUnique({ where: { id }, select: { role: true } }))?.role;

const patchRole = (headers: Headers, id: string, role: unknown) =>
  call(member.PATCH, `/api/v1/team/members/${id}`, { method: "PATCH", headers, body: { role }, params: { id } });
const remove = (headers: Headers, id: string) =>
  call(member.DELETE, `/api/v1/team/members/${id}`, { method: "DELETE", headers, params: { id } });
const transferTo = (headers: Headers, userId: unknown) =>
  call(transfer.POST, "/api/v1/team/transfer-ownership", { headers, body: { userId } });
const invite = (headers: Headers, body: unknown) =>
  call(invitations.POST, "/api/v1/team/invitations", { headers, body });

describe("role matrix", () => {
  it("lets every role read the members, invitations, overview and company", async () => {
    const { owner, admin, member: plain } = await team();
    for (const person of [owner, admin, plain]) {
      const list = await call(members.GET, "/api/v1/team/members", { headers: person.headers });
      expect(list.status, list.text).toBe(200);
      const rows = (list.json!.data as { members: Json[] }).members;
      expect(rows).toHaveLength(3);
      expect(rows.map((row) => row.role)).toEqual(["owner", "admin", "member"]);
      expect(Object.keys(rows[0]!).sort()).toEqual(
        ["avatar", "email", "firstName", "id", "joinedAt", "lastName", "lastSeenAt", "role", "status"].sort(),
      );
      expect((await call(invitations.GET, "/api/v1/team/invitations", { headers: person.headers })).status).toBe(200);
      expect((await call(overview.GET, "/api/v1/team/overview", { headers: person.headers })).status).toBe(200);
      expect((await call(company.GET, "/api/v1/company", { headers: person.headers })).status).toBe(200);
    }
  });

  it("is 401 for every team endpoint without a session", async () => {
    expect((await call(members.GET, "/api/v1/team/members")).status).toBe(401);
    expect((await patchRole({}, "x", "admin")).status).toBe(401);
    expect((await remove({}, "x")).status).toBe(401);
    expect((await transferTo({}, "x")).status).toBe(401);
    expect((await invite({}, { email: uniqueEmail(), role: "member" })).status).toBe(401);
  });

  it("invite: owner ✓, admin ✓, member 403", async () => {
    const { owner, admin, member: plain } = await team();
    expect((await invite(owner.headers, { email: uniqueEmail(), role: "admin" })).status).toBe(201);
    expect((await invite(admin.headers, { email: uniqueEmail(), role: "member" })).status).toBe(201);
    const refused = await invite(plain.headers, { email: uniqueEmail(), role: "member" });
    expect(refused.status).toBe(403);
    expect(refused.json!.code).toBe("FORBIDDEN");
  });

  it("change role: owner ✓ on anyone, admin ✓ on non-owners only, member 403", async () => {
    const { companyId, owner, admin, member: plain } = await team();
    const target = await addUser(companyId, "member");
    expect((await patchRole(owner.headers, target, "admin")).status).toBe(200);
    expect(await roleOf(target)).toBe("admin");
    expect((await patchRole(admin.headers, target, "member")).status).toBe(200);
    expect(await roleOf(target)).toBe("member");
    expect((await patchRole(plain.headers, target, "admin")).status).toBe(403);
    // Admins can neither touch an owner nor make one.
    const coOwner = await addUser(companyId, "owner");
    expect((await patchRole(admin.headers, coOwner, "member")).status).toBe(403);
    expect((await patchRole(admin.headers, target, "owner")).status).toBe(403);
    expect(await roleOf(coOwner)).toBe("owner");
    expect(await roleOf(target)).toBe("member");
    // An owner can make another owner, and demote a co-owner.
    expect((await patchRole(owner.headers, target, "owner")).status).toBe(200);
    expect((await patchRole(owner.headers, coOwner, "admin")).status).toBe(200);
    expect(await roleOf(coOwner)).toBe("admin");
  });

  it("remove: owner ✓, admin ✓ on non-owners only, member 403", async () => {
    const { companyId, owner, admin, member: plain } = await team();
    const [first, second, third] = [
      await addUser(companyId, "member"),
      await addUser(companyId, "admin"),
      await addUser(companyId, "member"),
    ];
    expect((await remove(owner.headers, first)).status).toBe(200);
    expect(await roleOf(first)).toBeUndefined();
    expect((await remove(admin.headers, second)).status).toBe(200);
    expect((await remove(plain.headers, third)).status).toBe(403);
    expect(await roleOf(third)).toBe("member");
    const coOwner = await addUser(companyId, "owner");
    expect((await remove(admin.headers, coOwner)).status).toBe(403);
    expect((await remove(owner.headers, coOwner)).status).toBe(200);
  });

  it("transfer ownership: owner only; the old owner becomes an admin", async () => {
    const { owner, admin, member: plain } = await team();
    expect((await transferTo(admin.headers, plain.id)).status).toBe(403);
    expect((await transferTo(plain.headers, admin.id)).status).toBe(403);
    const done = await transferTo(owner.headers, plain.id);
    expect(done.status, done.text).toBe(200);
    expect(await roleOf(plain.id)).toBe("owner");
    expect(await roleOf(owner.id)).toBe("admin");
    // The old owner is an admin from the next request on: no more transfers.
    expect((await transferTo(owner.headers, admin.id)).status).toBe(403);
  });
});

describe("last owner", () => {
  it("nobody can demote or remove the last owner (409), not even the owner", async () => {
    const { owner } = await team();
    const demote = await patchRole(owner.headers, owner.id, "admin");
    expect(demote.status).toBe(409);
    expect(demote.json!.message).toMatch(/last owner/i);
    expect((await remove(owner.headers, owner.id)).status).toBe(409);
    expect(await roleOf(owner.id)).toBe("owner");
  });

  it("a co-owner may step down while another owner remains; removing yourself is refused", async () => {
    const { companyId, owner } = await team();
    const coOwner = await addUser(companyId, "owner");
    expect((await patchRole(owner.headers, owner.id, "admin")).status).toBe(200);
    // Now coOwner is the last owner: the former owner (an admin) cannot demote them.
    expect((await patchRole(owner.headers, coOwner, "member")).status).toBe(403);
    const { headers } = await signIn({ id: coOwner, companyId });
    expect((await patchRole({ ...headers, ...EN }, coOwner, "member")).status).toBe(409);
    const adminSelf = await remove(owner.headers, owner.id);
    expect(adminSelf.status).toBe(403);
  });

  it("transferring to yourself is refused", async () => {
    const { owner } = await team();
    expect((await transferTo(owner.headers, owner.id)).status).toBe(403);
  });
});

describe("company scoping", () => {
  it("another company's member is a 404 for change role, remove and transfer", async () => {
    const { owner } = await team();
    const other = await team();
    for (const response of [
      await patchRole(owner.headers, other.member.id, "admin"),
      await remove(owner.headers, other.member.id),
      await transferTo(owner.headers, other.member.id),
      await patchRole(owner.headers, "no-such-id", "admin"),
    ]) {
      expect(response.status).toBe(404);
      expect(response.json!.code).toBe("NOT_FOUND");
    }
    expect(await roleOf(other.member.id)).toBe("member");
  });

  it("lists only the caller's company", async () => {
    const { owner } = await team();
    await team();
    const rows = (await call(members.GET, "/api/v1/team/members", { headers: owner.headers })).json!.data as {
      members: Json[];
    };
    expect(rows.members).toHaveLength(3);
  });
});

describe("bad input", () => {
  it("answers 400 with field errors", async () => {
    const { owner, member: plain } = await team();
    const badRole = await patchRole(owner.headers, plain.id, "superuser");
    expect(badRole.status).toBe(400);
    expect(fieldErrors(badRole)).toEqual([{ field: "role", message: "Invalid choice" }]);
    const missing = await call(member.PATCH, `/api/v1/team/members/${plain.id}`, {
      method: "PATCH",
      headers: owner.headers,
      body: {},
      params: { id: plain.id },
    });
    expect(missing.status).toBe(400);
    expect(fieldErrors(missing)[0]!.field).toBe("role");
    const noUser = await transferTo(owner.headers, "");
    expect(noUser.status).toBe(400);
    expect(fieldErrors(noUser)[0]!.field).toBe("userId");
    const malformed = await callRaw(member.PATCH, `/api/v1/team/members/${plain.id}`, {
      method: "PATCH",
      headers: owner.headers,
      rawBody: "{",
      params: { id: plain.id },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json!.code).toBe("INVALID_JSON");
  });
});

describe("rights end on the next request", () => {
  it("a demoted admin cannot invite on their next request", async () => {
    const { owner, admin } = await team();
    expect((await invite(admin.headers, { email: uniqueEmail(), role: "member" })).status).toBe(201);
    expect((await patchRole(owner.headers, admin.id, "member")).status).toBe(200);
    // Same token, same session: the role is read from the database on every request.
    expect((await invite(admin.headers, { email: uniqueEmail(), role: "member" })).status).toBe(403);
  });

  it("a removed member's sessions end at once (401)", async () => {
    const { owner, member: plain } = await team();
    expect((await call(members.GET, "/api/v1/team/members", { headers: plain.headers })).status).toBe(200);
    expect((await remove(owner.headers, plain.id)).status).toBe(200);
    expect(await db.session.count({ where: { userId: plain.id } })).toBe(0);
    expect((await call(members.GET, "/api/v1/team/members", { headers: plain.headers })).status).toBe(401);
  });
});

describe("GET/PUT /api/v1/company", () => {
  it("reads the defaults and saves name and team settings (owner and admin), member 403", async () => {
    const { owner, admin, member: plain } = await team();
    const read = await call(company.GET, "/api/v1/company", { headers: plain.headers });
    expect((read.json!.data as { company: Json }).company).toMatchObject({
      plan: "basic",
      teamSettings: { teamSize: "unlimited", defaultInviteRole: "member" },
    });
    const put = (headers: Headers, body: unknown) =>
      call(company.PUT, "/api/v1/company", { method: "PUT", headers, body });
    const saved = await put(owner.headers, { name: "  Yeni Ad  ", teamSettings: { teamSize: "25" } });
    expect(saved.status, saved.text).toBe(200);
    expect((saved.json!.data as { company: Json }).company).toMatchObject({
      name: "Yeni Ad",
      teamSettings: { teamSize: "25", defaultInviteRole: "member" },
    });
    const byAdmin = await put(admin.headers, { teamSettings: { defaultInviteRole: "admin" } });
    expect((byAdmin.json!.data as { company: Json }).company).toMatchObject({
      name: "Yeni Ad",
      teamSettings: { teamSize: "25", defaultInviteRole: "admin" },
    });
    expect((await put(plain.headers, { name: "Nope" })).status).toBe(403);
    const bad = await put(owner.headers, { name: "", teamSettings: { teamSize: "10", defaultInviteRole: "owner" } });
    expect(bad.status).toBe(400);
    expect(errorFields(bad).sort()).toEqual(["name", "teamSettings.defaultInviteRole", "teamSettings.teamSize"].sort());
  });
});
