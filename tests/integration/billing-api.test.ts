import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import * as avatar from "@/app/api/v1/account/avatar/route";
import * as billing from "@/app/api/v1/billing/route";
import * as plan from "@/app/api/v1/billing/plan/route";
import type { BillingOverview } from "@/lib/billing/overview";
import { runDataExport } from "@/lib/server/account/data-export";
import { deleteCustomer } from "@/lib/server/customers/delete-customer";
import { setCustomerPhoto } from "@/lib/server/images/customer-photo";
import { createCompany, createUser, signIn } from "@/tests/helpers/factories";
import { call, callRaw, errorFields } from "@/tests/helpers/request";

// GET / PUT /api/v1/billing and POST /api/v1/billing/plan (issue 7, Billing): the overview's shape
// and its real counts, owner-only writes (admin and member 403), plan changes recorded without a
// charge, refusals (same plan, a downgrade below usage), 400 with field errors, and one company's
// usage never counting another's.

const storageDir = mkdtempSync(path.join(tmpdir(), "kanal-billing-"));
process.env.STORAGE_DRIVER = "local";
process.env.STORAGE_DIR = storageDir;

type Headers = Record<string, string>;

afterAll(async () => {
  await db.$disconnect();
});

async function member(companyId: string, role: Role = "member") {
  const user = await createUser({ companyId, role });
  return { user, headers: (await signIn(user)).headers as Headers };
}

/** A company with an owner, an admin and a member (3 users), on `plan`. */
async function team(plan = "basic") {
  const company = await createCompany();
  if (plan !== "basic") await db.company.update({ where: { id: company.id }, data: { plan } });
  const [owner, admin, plain] = [
    await member(company.id, "owner"),
    await member(company.id, "admin"),
    await member(company.id),
  ];
  return { companyId: company.id, owner, admin, member: plain };
}

const read = (headers: Headers) => call(billing.GET, "/api/v1/billing", { headers });
const overview = async (headers: Headers) => {
  const response = await read(headers);
  expect(response.status, response.text).toBe(200);
  return response.json!.data as BillingOverview;
};
const writeSettings = (headers: Headers, body: unknown) =>
  call(billing.PUT, "/api/v1/billing", { method: "PUT", headers, body });
const changePlan = (headers: Headers, body: unknown) =>
  call(plan.POST, "/api/v1/billing/plan", { method: "POST", headers, body });

const png = async () =>
  new Uint8Array(
    await sharp({ create: { width: 300, height: 200, channels: 3, background: "#22aa66" } })
      .png()
      .toBuffer(),
  );
function uploadAvatar(headers: Headers, bytes: Uint8Array) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "me.png");
  return call(avatar.POST, "/api/v1/account/avatar", { method: "POST", headers, rawBody: form });
}

describe("GET /api/v1/billing", () => {
  it("answers plan, cycle, settings, limits, real usage, samples and plan changes", async () => {
    const { owner } = await team();
    const data = await overview(owner.headers);
    expect(data).toMatchObject({
      plan: "basic",
      billingCycle: "monthly",
      autoRenew: true,
      usageAlerts: { members: true, messages: true, storage: true },
      limits: { members: 5, messagesPerMonth: 1000, storageBytes: 5 * 1024 ** 3 },
      usage: { members: 3, messagesThisMonth: 0, storageBytes: 0 },
      planChanges: [],
      canManage: true,
    });
    expect(new Date(data.renewsAt).getTime()).toBeGreaterThan(Date.now());
    // Samples, and flagged as such: there is no payment provider.
    expect(data.samples.paymentMethods.length).toBeGreaterThan(0);
    expect(data.samples.paymentMethods.every((item) => item.sample === true && /^\d{4}$/.test(item.last4))).toBe(true);
    expect(data.samples.invoices.length).toBeGreaterThan(0);
    for (const invoice of data.samples.invoices) {
      expect(invoice).toMatchObject({ sample: true, plan: "basic", amount: 9, currency: "USD" });
      expect(invoice.id).toMatch(/^INV-\d{3}$/);
    }
  });

  it("lets admins and members read it, without the right to manage", async () => {
    const { admin, member: plain } = await team();
    expect((await overview(admin.headers)).canManage).toBe(false);
    expect((await overview(plain.headers)).canManage).toBe(false);
  });

  it("is 401 without a session and 405 for another method", async () => {
    expect((await read({})).status).toBe(401);
    expect((await writeSettings({}, { autoRenew: false })).status).toBe(401);
    expect((await changePlan({}, { plan: "pro", billingCycle: "monthly" })).status).toBe(401);
    const { owner } = await team();
    expect((await call(billing.DELETE, "/api/v1/billing", { method: "DELETE", headers: owner.headers })).status).toBe(
      405,
    );
  });

  it("counts the storage of stored files: an avatar adds its bytes, removing it takes them away", async () => {
    const { companyId, admin } = await team();
    const uploaded = await uploadAvatar(admin.headers, await png());
    expect(uploaded.status, uploaded.text).toBe(200);
    const url = (uploaded.json!.data as { avatar: string }).avatar;
    const file = path.join(storageDir, "avatars", companyId, admin.user.id, `${url.split("/").at(-1)!}.webp`);
    const size = statSync(file).size;
    expect(size).toBeGreaterThan(0);
    expect((await overview(admin.headers)).usage.storageBytes).toBe(size);

    const removed = await call(avatar.DELETE, "/api/v1/account/avatar", { method: "DELETE", headers: admin.headers });
    expect(removed.status, removed.text).toBe(200);
    expect((await overview(admin.headers)).usage.storageBytes).toBe(0);
  });

  it("counts a customer's photo until the customer is deleted, and a data export's file", async () => {
    const { companyId, owner } = await team();
    const customer = await db.customer.create({
      data: { companyId, firstName: "Ada", lastName: "Photo", email: "ada@photo.test" },
    });
    await setCustomerPhoto({ companyId, customerId: customer.id, bytes: await png() });
    const withPhoto = (await overview(owner.headers)).usage.storageBytes;
    expect(withPhoto).toBeGreaterThan(0);
    await deleteCustomer({ companyId, id: customer.id });
    expect((await overview(owner.headers)).usage.storageBytes).toBe(0);

    const job = await db.dataExport.create({ data: { userId: owner.user.id, companyId } });
    await runDataExport(job.id);
    const ready = await db.dataExport.findUniqueOrThrow({ where: { id: job.id } });
    expect(ready.status).toBe("ready");
    expect((await overview(owner.headers)).usage.storageBytes).toBe(ready.sizeBytes);
  });

  it("never counts another company's members or files", async () => {
    const a = await team();
    const b = await team("pro");
    await member(a.companyId);
    await member(a.companyId);
    expect((await uploadAvatar(a.owner.headers, await png())).status).toBe(200);

    const ofA = await overview(a.owner.headers);
    const ofB = await overview(b.owner.headers);
    expect(ofA.usage.members).toBe(5);
    expect(ofA.usage.storageBytes).toBeGreaterThan(0);
    expect(ofB).toMatchObject({ plan: "pro", usage: { members: 3, messagesThisMonth: 0, storageBytes: 0 } });

    // And B's owner writes only B's settings and plan.
    expect((await writeSettings(b.owner.headers, { autoRenew: false })).status).toBe(200);
    expect((await changePlan(b.owner.headers, { plan: "enterprise", billingCycle: "yearly" })).status).toBe(200);
    const companyA = await db.company.findUniqueOrThrow({ where: { id: a.companyId } });
    expect(companyA).toMatchObject({ plan: "basic", billingCycle: "monthly", autoRenew: true });
    expect(await db.planChange.count({ where: { companyId: a.companyId } })).toBe(0);
  });
});

describe("PUT /api/v1/billing", () => {
  it("saves auto-renewal and the usage alert checkboxes for the owner, keeping what is left out", async () => {
    const { companyId, owner } = await team();
    const first = await writeSettings(owner.headers, { autoRenew: false, usageAlerts: { storage: false } });
    expect(first.status, first.text).toBe(200);
    expect(first.json!.data).toEqual({
      autoRenew: false,
      usageAlerts: { members: true, messages: true, storage: false },
    });
    const second = await writeSettings(owner.headers, { usageAlerts: { members: false } });
    expect(second.json!.data).toEqual({
      autoRenew: false,
      usageAlerts: { members: false, messages: true, storage: false },
    });
    expect(await db.company.findUniqueOrThrow({ where: { id: companyId } })).toMatchObject({
      autoRenew: false,
      usageAlerts: { members: false, messages: true, storage: false },
    });
    expect(await overview(owner.headers)).toMatchObject({
      autoRenew: false,
      usageAlerts: { members: false, messages: true, storage: false },
    });
  });

  it("is 403 for admins and members, and changes nothing", async () => {
    const { companyId, admin, member: plain } = await team();
    for (const headers of [admin.headers, plain.headers]) {
      const response = await writeSettings(headers, { autoRenew: false });
      expect(response.status, response.text).toBe(403);
      expect(response.json).toMatchObject({ success: false, code: "FORBIDDEN" });
    }
    expect((await db.company.findUniqueOrThrow({ where: { id: companyId } })).autoRenew).toBe(true);
  });

  it("answers 400 with field errors for bad values and unknown fields", async () => {
    const { owner } = await team();
    const wrongType = await writeSettings(owner.headers, { autoRenew: "yes", usageAlerts: { storage: 1 } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
    expect(errorFields(wrongType).sort()).toEqual(["autoRenew", "usageAlerts.storage"]);
    // A plan is not a setting: it changes only through POST /billing/plan.
    const smuggled = await writeSettings(owner.headers, { plan: "enterprise" });
    expect(smuggled.status).toBe(400);
    const unknownResource = await writeSettings(owner.headers, { usageAlerts: { seats: true } });
    expect(unknownResource.status).toBe(400);
    expect((await overview(owner.headers)).plan).toBe("basic");
  });
});

describe("POST /api/v1/billing/plan", () => {
  it("records the owner's change without charging and updates the company", async () => {
    const { companyId, owner } = await team();
    const response = await changePlan(owner.headers, { plan: "pro", billingCycle: "yearly" });
    expect(response.status, response.text).toBe(200);
    const data = response.json!.data as BillingOverview;
    expect(data).toMatchObject({
      plan: "pro",
      billingCycle: "yearly",
      limits: { members: 25, messagesPerMonth: 10_000 },
    });
    expect(data.planChanges[0]).toMatchObject({
      fromPlan: "basic",
      toPlan: "pro",
      billingCycle: "yearly",
      changedBy: { firstName: "Test", lastName: "Kullanıcı" },
    });
    expect(await db.planChange.findMany({ where: { companyId } })).toEqual([
      expect.objectContaining({ fromPlan: "basic", toPlan: "pro", billingCycle: "yearly", changedById: owner.user.id }),
    ]);
    expect(await db.company.findUniqueOrThrow({ where: { id: companyId } })).toMatchObject({
      plan: "pro",
      billingCycle: "yearly",
    });
    // The same plan on the other cycle is a change too.
    const monthly = await changePlan(owner.headers, { plan: "pro", billingCycle: "monthly" });
    expect(monthly.status, monthly.text).toBe(200);
    expect(await db.planChange.count({ where: { companyId } })).toBe(2);
  });

  it("refuses the current plan and cycle with 409, recording nothing", async () => {
    const { companyId, owner } = await team("pro");
    const response = await changePlan(owner.headers, { plan: "pro", billingCycle: "monthly" });
    expect(response.status, response.text).toBe(409);
    expect(response.json).toMatchObject({ success: false, code: "CONFLICT" });
    expect(await db.planChange.count({ where: { companyId } })).toBe(0);
  });

  it("refuses a downgrade below current usage with a message naming the figures", async () => {
    const { companyId, owner } = await team("pro");
    for (let index = 0; index < 4; index++) await member(companyId);
    const response = await call(plan.POST, "/api/v1/billing/plan", {
      method: "POST",
      headers: { ...owner.headers, "accept-language": "en" },
      body: { plan: "basic", billingCycle: "monthly" },
    });
    expect(response.status, response.text).toBe(409);
    expect(response.json!.message).toBe(
      "Your team has 7 members; the Basic plan allows 5. Remove members before switching.",
    );
    expect((await db.company.findUniqueOrThrow({ where: { id: companyId } })).plan).toBe("pro");
    expect(await db.planChange.count({ where: { companyId } })).toBe(0);
  });

  it("is 403 for admins and members", async () => {
    const { companyId, admin, member: plain } = await team();
    for (const headers of [admin.headers, plain.headers]) {
      const response = await changePlan(headers, { plan: "enterprise", billingCycle: "monthly" });
      expect(response.status, response.text).toBe(403);
    }
    expect((await db.company.findUniqueOrThrow({ where: { id: companyId } })).plan).toBe("basic");
    expect(await db.planChange.count({ where: { companyId } })).toBe(0);
  });

  it("answers 400 with field errors for an unknown plan or a missing cycle", async () => {
    const { owner } = await team();
    const unknown = await changePlan(owner.headers, { plan: "gold", billingCycle: "weekly" });
    expect(unknown.status).toBe(400);
    expect(errorFields(unknown).sort()).toEqual(["billingCycle", "plan"]);
    const missing = await changePlan(owner.headers, { plan: "pro" });
    expect(missing.status).toBe(400);
    expect(errorFields(missing)).toEqual(["billingCycle"]);
    const notJson = await callRaw(plan.POST, "/api/v1/billing/plan", { headers: owner.headers, rawBody: "{" });
    expect(notJson.status).toBe(400);
  });
});
