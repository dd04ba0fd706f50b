import { afterAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { checkUsageAlerts } from "@/lib/server/billing/usage-alerts";
import { usagePeriod } from "@/lib/server/billing/usage";
import * as billing from "@/app/api/v1/billing/route";
import { GET as listNotifications } from "@/app/api/v1/notifications/route";
import { createCompany, createUser, signIn } from "@/tests/helpers/factories";
import { call } from "@/tests/helpers/request";

// Usage alerts (issue 7, Billing; spec 02 §9): crossing 80 % of a plan limit notifies the company's
// owners and admins once per resource and month (bell, and e-mail for those who take system
// updates by e-mail); an alert switched off on the billing page stays silent.

type Headers = Record<string, string>;
const GB = 1024 ** 3;

afterAll(async () => {
  await db.$disconnect();
});

async function person(companyId: string, role: Role = "member") {
  const user = await createUser({ companyId, role });
  return { user, headers: (await signIn(user)).headers as Headers };
}

/** A basic-plan company (5 members) with an owner, an admin and a member: 3 of 5 = 60 %. */
async function basicTeam() {
  const company = await createCompany();
  const owner = await person(company.id, "owner");
  const admin = await person(company.id, "admin");
  const plain = await person(company.id);
  return { companyId: company.id, owner, admin, member: plain };
}

const alertsOf = (userId: string) => db.notification.findMany({ where: { userId, type: "usageAlert" } });
const mailsTo = (email: string) =>
  db.mailboxMessage.findMany({ where: { to: email, subject: { contains: "Kanal" } }, orderBy: { createdAt: "asc" } });

describe("usage alerts", () => {
  it("stay silent below 80 %", async () => {
    const { companyId, owner } = await basicTeam();
    await checkUsageAlerts(companyId);
    expect(await alertsOf(owner.user.id)).toEqual([]);
    expect(await db.usageAlertLog.count({ where: { companyId } })).toBe(0);
  });

  it("notify owners and admins once when members reach 80 %, not again in the same month", async () => {
    const { companyId, owner, admin, member } = await basicTeam();
    await person(companyId); // the 4th of 5: 80 %, as when the team helper's invitation is accepted
    await checkUsageAlerts(companyId);

    for (const manager of [owner, admin]) {
      expect(await alertsOf(manager.user.id)).toEqual([
        expect.objectContaining({
          companyId,
          data: { resource: "members", used: 4, limit: 5, percent: 80, plan: "basic" },
          readAt: null,
        }),
      ]);
    }
    expect(await alertsOf(member.user.id)).toEqual([]);
    expect(await db.usageAlertLog.findMany({ where: { companyId } })).toEqual([
      expect.objectContaining({ resource: "members", period: usagePeriod() }),
    ]);

    // Again, and through the billing page (which checks too), and a 5th member: still one.
    await checkUsageAlerts(companyId);
    expect((await call(billing.GET, "/api/v1/billing", { headers: owner.headers })).status).toBe(200);
    await person(companyId);
    await Promise.all([checkUsageAlerts(companyId), checkUsageAlerts(companyId)]);
    expect(await alertsOf(owner.user.id)).toHaveLength(1);
    expect(await alertsOf(admin.user.id)).toHaveLength(1);

    // The bell lists it for the owner.
    const bell = await call(listNotifications, "/api/v1/notifications", { headers: owner.headers });
    expect(bell.json).toMatchObject({
      data: { notifications: [{ type: "usageAlert", data: { resource: "members" } }] },
    });
  });

  it("fire again in the next month", async () => {
    const { companyId, owner } = await basicTeam();
    await person(companyId);
    const now = new Date();
    await checkUsageAlerts(companyId, now);
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 2));
    await checkUsageAlerts(companyId, nextMonth);
    expect(await alertsOf(owner.user.id)).toHaveLength(2);
    expect((await db.usageAlertLog.findMany({ where: { companyId } })).map((row) => row.period).sort()).toEqual(
      [usagePeriod(now), usagePeriod(nextMonth)].sort(),
    );
  });

  it("respect the checkbox: an alert switched off stays silent, and fires once switched on again", async () => {
    const { companyId, owner, admin } = await basicTeam();
    const off = await call(billing.PUT, "/api/v1/billing", {
      method: "PUT",
      headers: owner.headers,
      body: { usageAlerts: { members: false } },
    });
    expect(off.status, off.text).toBe(200);
    await person(companyId);
    await checkUsageAlerts(companyId);
    expect(await alertsOf(owner.user.id)).toEqual([]);
    // Nothing was claimed for the month, so switching it back on still alerts.
    expect(await db.usageAlertLog.count({ where: { companyId } })).toBe(0);

    await call(billing.PUT, "/api/v1/billing", {
      method: "PUT",
      headers: owner.headers,
      body: { usageAlerts: { members: true } },
    });
    expect((await call(billing.GET, "/api/v1/billing", { headers: admin.headers })).status).toBe(200);
    expect(await alertsOf(owner.user.id)).toHaveLength(1);
    expect(await alertsOf(admin.user.id)).toHaveLength(1);
  });

  it("count storage from the stored-file ledger (past 2 GB), per resource", async () => {
    const { companyId, owner } = await basicTeam();
    // 3 × 1.4 GB = 4.2 GB of the basic plan's 5 GB: 84 %.
    await db.storedFile.createMany({
      data: [1, 2, 3].map((index) => ({
        key: `test/${companyId}/${index}`,
        companyId,
        sizeBytes: BigInt(Math.round(1.4 * GB)),
      })),
    });
    await checkUsageAlerts(companyId);
    const alerts = await alertsOf(owner.user.id);
    expect(alerts).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ resource: "storage", percent: 84 }) }),
    ]);
    const overview = await call(billing.GET, "/api/v1/billing", { headers: owner.headers });
    expect(overview.json).toMatchObject({ data: { usage: { storageBytes: 3 * Math.round(1.4 * GB) } } });
  });

  it("mail the managers who take system updates by e-mail, in their language", async () => {
    const { companyId, owner, admin } = await basicTeam();
    await db.user.update({ where: { id: owner.user.id }, data: { locale: "en" } });
    await db.user.update({
      where: { id: admin.user.id },
      data: { preferences: { notifications: { channels: { email: false } } } },
    });
    await person(companyId);
    await checkUsageAlerts(companyId);
    const ownerMails = await mailsTo(owner.user.email);
    expect(ownerMails).toHaveLength(1);
    expect(ownerMails[0]).toMatchObject({ subject: "Kanal usage alert: Team members at 80%" });
    expect(ownerMails[0]!.text).toContain("4 of 5");
    expect(ownerMails[0]!.text).toContain("/settings/billing");
    expect(await mailsTo(admin.user.email)).toEqual([]);
    // The bell still tells the admin.
    expect(await alertsOf(admin.user.id)).toHaveLength(1);
  });

  it("follow the plan: unlimited resources never alert", async () => {
    const company = await createCompany();
    await db.company.update({ where: { id: company.id }, data: { plan: "enterprise" } });
    const owner = await person(company.id, "owner");
    for (let index = 0; index < 5; index++) await person(company.id);
    await checkUsageAlerts(company.id);
    expect(await alertsOf(owner.user.id)).toEqual([]);
  });
});
