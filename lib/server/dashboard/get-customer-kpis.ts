import "server-only";
import type { CustomerKpis, KpiFigure } from "@/lib/dashboard/types";
import { NEW_CUSTOMER_DAYS } from "@/lib/constants";
import { db } from "@/lib/server/db";

export type { CustomerKpis, KpiFigure };

export type GetCustomerKpisOptions = { companyId: string; now?: Date };

const DAY_MS = 86_400_000;

type KpiRow = {
  total: number;
  totalBefore: number;
  active: number;
  activeBefore: number;
  newRecent: number;
  newPrevious: number;
};

function figure(current: number, previous: number): KpiFigure {
  return { current, previous, changeRatio: previous === 0 ? null : (current - previous) / previous };
}

/**
 * The dashboard's three customer KPIs in one round trip: customers, active customers and new
 * customers (spec 01 §9: created within the last 30 days). Total and active compare today with 30
 * days ago (customers created before then: there is no status history, so "active then" means
 * active now and already there); new compares the last 30 days with the 30 before.
 */
export async function getCustomerKpis({ companyId, now = new Date() }: GetCustomerKpisOptions): Promise<CustomerKpis> {
  const since = new Date(now.getTime() - NEW_CUSTOMER_DAYS * DAY_MS);
  const previousSince = new Date(now.getTime() - 2 * NEW_CUSTOMER_DAYS * DAY_MS);
  const [row] = await db.$queryRaw<KpiRow[]>`
    SELECT
      count(*)::int                                                                 AS "total",
      count(*) FILTER (WHERE "createdAt" < ${since})::int                           AS "totalBefore",
      count(*) FILTER (WHERE "status" = 'active')::int                              AS "active",
      count(*) FILTER (WHERE "status" = 'active' AND "createdAt" < ${since})::int   AS "activeBefore",
      count(*) FILTER (WHERE "createdAt" >= ${since})::int                          AS "newRecent",
      count(*) FILTER (WHERE "createdAt" >= ${previousSince} AND "createdAt" < ${since})::int AS "newPrevious"
    FROM "Customer"
    WHERE "companyId" = ${companyId} AND "createdAt" <= ${now}`;
  const counts = row ?? { total: 0, totalBefore: 0, active: 0, activeBefore: 0, newRecent: 0, newPrevious: 0 };
  return {
    total: figure(counts.total, counts.totalBefore),
    active: figure(counts.active, counts.activeBefore),
    newCustomers: figure(counts.newRecent, counts.newPrevious),
  };
}
