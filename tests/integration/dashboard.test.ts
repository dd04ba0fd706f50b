import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CustomerStatus } from "@/lib/generated/prisma/client";
import { customerSearchText, customerSortName } from "@/lib/customers/search-text";
import { db } from "@/lib/server/db";
import { getCustomerGrowth } from "@/lib/server/dashboard/get-customer-growth";
import { getCustomerKpis } from "@/lib/server/dashboard/get-customer-kpis";
import { getOnboardingState } from "@/lib/server/dashboard/get-onboarding-state";
import { listRecentCustomers } from "@/lib/server/dashboard/list-recent-customers";
import { createCompany, createUser } from "@/tests/helpers/factories";

// The dashboard's figures on a company with customers at chosen moments. "Now" is fixed: a
// Wednesday, 12:00 in Istanbul; weeks start on Monday 00:00 Istanbul time (Sunday 21:00 UTC).

const NOW = new Date("2026-03-18T09:00:00.000Z");

type Seed = { key: string; createdAt: string; status: CustomerStatus; group?: boolean };

// since = 2026-02-16T09:00Z (30 days), previous window from 2026-01-17T09:00Z.
const SEEDS: Seed[] = [
  { key: "a", createdAt: "2025-10-01T10:00:00.000Z", status: "active" }, // before the 12 weeks
  { key: "b", createdAt: "2025-12-28T20:59:00.000Z", status: "active" }, // Sun 23:59 Istanbul: still before
  { key: "c", createdAt: "2025-12-28T21:00:00.000Z", status: "inactive" }, // Mon 00:00 Istanbul: week 1
  { key: "d", createdAt: "2026-01-20T12:00:00.000Z", status: "active" }, // week 4, previous 30 days
  { key: "k", createdAt: "2026-02-01T10:00:00.000Z", status: "active" }, // week 5, previous 30 days
  { key: "e", createdAt: "2026-02-10T08:00:00.000Z", status: "inactive" }, // week 7, previous 30 days
  { key: "f", createdAt: "2026-02-16T09:00:00.000Z", status: "active" }, // exactly 30 days ago: new; week 8
  { key: "g", createdAt: "2026-03-01T20:30:00.000Z", status: "active" }, // Sun 23:30 Istanbul: week 9
  { key: "h", createdAt: "2026-03-15T22:30:00.000Z", status: "inactive" }, // Mon 01:30 Istanbul: week 12
  { key: "i", createdAt: "2026-03-18T08:00:00.000Z", status: "active", group: true }, // week 12
];

let companyId: string;
let otherCompanyId: string;
let emptyCompanyId: string;
const idsByKey = new Map<string, string>();

async function createCustomer(companyId: string, seed: Seed, groupId: string | null) {
  const person = { firstName: `Müşteri ${seed.key}`, lastName: "Şahin", email: `${seed.key}@ornek.com.tr` };
  const customer = await db.customer.create({
    data: {
      ...person,
      companyId,
      groupId,
      status: seed.status,
      searchText: customerSearchText(person),
      sortName: customerSortName(person),
      createdAt: new Date(seed.createdAt),
    },
  });
  return customer.id;
}

beforeAll(async () => {
  const company = await createCompany();
  companyId = company.id;
  await createUser({ companyId, role: "owner" });
  const group = await db.customerGroup.create({ data: { companyId, name: "VIP" } });
  for (const seed of SEEDS) idsByKey.set(seed.key, await createCustomer(companyId, seed, seed.group ? group.id : null));

  // Another company with customers in the same windows and newer than all of ours: never counted.
  const other = await createCompany();
  otherCompanyId = other.id;
  const otherUser = await createUser({ companyId: otherCompanyId, role: "owner" });
  const otherGroup = await db.customerGroup.create({ data: { companyId: otherCompanyId, name: "VIP" } });
  for (const seed of SEEDS) await createCustomer(otherCompanyId, seed, otherGroup.id);
  await createCustomer(otherCompanyId, { key: "z", createdAt: "2026-03-18T08:59:00.000Z", status: "active" }, null);
  await db.notification.create({
    data: { companyId: otherCompanyId, userId: otherUser.id, type: "importFinished", data: { count: 11 } },
  });

  emptyCompanyId = (await createCompany()).id;
  await createUser({ companyId: emptyCompanyId, role: "owner" });
});

afterAll(async () => {
  await db.$disconnect();
});

describe("KPIs", () => {
  it("counts customers, active customers and new ones against 30 days earlier, in the company only", async () => {
    const kpis = await getCustomerKpis({ companyId, now: NOW });
    // total: 10 now, 6 created before 2026-02-16T09:00Z.
    expect(kpis.total).toEqual({ current: 10, previous: 6, changeRatio: expect.closeTo(4 / 6, 6) });
    // active: a b d k f g i now; a b d k then.
    expect(kpis.active).toEqual({ current: 7, previous: 4, changeRatio: 0.75 });
    // new: f (on the boundary) g h i in the last 30 days; d k e in the 30 before.
    expect(kpis.newCustomers).toEqual({ current: 4, previous: 3, changeRatio: expect.closeTo(1 / 3, 6) });
  });

  it("has no ratio to show when there is nothing to compare with", async () => {
    const early = await getCustomerKpis({ companyId, now: new Date("2025-10-15T00:00:00.000Z") });
    expect(early.total).toEqual({ current: 1, previous: 0, changeRatio: null });
    expect(early.newCustomers).toEqual({ current: 1, previous: 0, changeRatio: null });

    const empty = await getCustomerKpis({ companyId: emptyCompanyId, now: NOW });
    const zero = { current: 0, previous: 0, changeRatio: null };
    expect(empty).toEqual({ total: zero, active: zero, newCustomers: zero });
  });

  it("a falling figure gives a negative change", async () => {
    // 30 days later: nobody new since, and f g h i in the 30 days before.
    const later = await getCustomerKpis({ companyId, now: new Date("2026-04-17T09:00:00.000Z") });
    expect(later.newCustomers).toEqual({ current: 0, previous: 4, changeRatio: -1 });
    expect(later.total).toEqual({ current: 10, previous: 10, changeRatio: 0 });
  });
});

describe("customer growth", () => {
  it("gives 12 Monday-based Istanbul weeks, zero-filled, with the running total", async () => {
    const weeks = await getCustomerGrowth({ companyId, now: NOW });
    const mondays = [
      "2025-12-28",
      "2026-01-04",
      "2026-01-11",
      "2026-01-18",
      "2026-01-25",
      "2026-02-01",
      "2026-02-08",
      "2026-02-15",
      "2026-02-22",
      "2026-03-01",
      "2026-03-08",
      "2026-03-15",
    ].map((sunday) => `${sunday}T21:00:00.000Z`);
    expect(weeks.map((week) => week.weekStart)).toEqual(mondays);
    expect(weeks.map((week) => week.newCustomers)).toEqual([1, 0, 0, 1, 1, 0, 1, 1, 1, 0, 0, 2]);
    // a and b came before the first week.
    expect(weeks.map((week) => week.totalCustomers)).toEqual([3, 3, 3, 4, 5, 5, 6, 7, 8, 8, 8, 10]);
  });

  it("a Monday just after midnight in Istanbul is already the new week", async () => {
    // 2026-03-15T21:30Z is Monday 00:30 in Istanbul (still Sunday in UTC).
    const weeks = await getCustomerGrowth({ companyId, now: new Date("2026-03-15T21:30:00.000Z") });
    expect(weeks.at(-1)).toEqual({ weekStart: "2026-03-15T21:00:00.000Z", newCustomers: 0, totalCustomers: 8 });
    expect(weeks[0]?.weekStart).toBe("2025-12-28T21:00:00.000Z");
  });

  it("is twelve zero weeks for a company without customers", async () => {
    const weeks = await getCustomerGrowth({ companyId: emptyCompanyId, now: NOW });
    expect(weeks).toHaveLength(12);
    expect(weeks.every((week) => week.newCustomers === 0 && week.totalCustomers === 0)).toBe(true);
  });
});

describe("recent customers", () => {
  it("lists the 5 newest with their group, never another company's", async () => {
    const recent = await listRecentCustomers({ companyId });
    expect(recent.map((customer) => customer.id)).toEqual(["i", "h", "g", "f", "e"].map((key) => idsByKey.get(key)));
    expect(recent[0]).toMatchObject({ firstName: "Müşteri i", email: "i@ornek.com.tr", groupName: "VIP" });
    expect(recent[0]?.createdAt).toEqual(new Date("2026-03-18T08:00:00.000Z"));
    expect(recent[1]?.groupName).toBeNull();
  });

  it("is empty for a company without customers", async () => {
    expect(await listRecentCustomers({ companyId: emptyCompanyId })).toEqual([]);
  });
});

describe("onboarding state", () => {
  it("knows whether the company has customers and has finished an import", async () => {
    expect(await getOnboardingState({ companyId })).toEqual({ hasCustomers: true, hasImported: false });
    expect(await getOnboardingState({ companyId: otherCompanyId })).toEqual({ hasCustomers: true, hasImported: true });
    // Another company's import never ticks this one's checklist.
    expect(await getOnboardingState({ companyId: emptyCompanyId })).toEqual({
      hasCustomers: false,
      hasImported: false,
    });
  });
});
