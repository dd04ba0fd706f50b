import "server-only";
import { db } from "@/lib/server/db";
import { DEFAULT_TIME_ZONE } from "@/lib/format";

export const GROWTH_WEEKS = 12;

/** One ISO week (Monday 00:00 in the company's zone): customers created in it, and the total by its end. */
export type GrowthWeek = { weekStart: string; newCustomers: number; totalCustomers: number };

export type GetCustomerGrowthOptions = { companyId: string; now?: Date; timeZone?: string };

type GrowthRow = { weekStart: Date; newCustomers: number; totalCustomers: number };

/**
 * New customers per week for the last 12 weeks (the current one included, so far), zero-filled,
 * with the running total, in one query. Weeks start on Monday in Europe/Istanbul: `createdAt` is
 * stored as UTC without a zone, so it is read as UTC, moved to the zone, then truncated. Customers
 * older than the window are folded into one bucket before it, so the total counts them too.
 */
export async function getCustomerGrowth({
  companyId,
  now = new Date(),
  timeZone = DEFAULT_TIME_ZONE,
}: GetCustomerGrowthOptions): Promise<GrowthWeek[]> {
  const rows = await db.$queryRaw<GrowthRow[]>`
    WITH bounds AS (
      SELECT date_trunc('week', ${now}::timestamptz AT TIME ZONE ${timeZone}::text) AS current_week
    ),
    weeks AS (
      SELECT generate_series(current_week - (${GROWTH_WEEKS - 1}::int * interval '1 week'), current_week, interval '1 week') AS week
      FROM bounds
    ),
    created AS (
      SELECT greatest(
               date_trunc('week', (c."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE ${timeZone}::text),
               b.current_week - (${GROWTH_WEEKS}::int * interval '1 week')
             ) AS week,
             count(*)::int AS customers
      FROM "Customer" c CROSS JOIN bounds b
      WHERE c."companyId" = ${companyId} AND c."createdAt" <= ${now}
      GROUP BY 1
    )
    SELECT (w.week AT TIME ZONE ${timeZone}::text)                                    AS "weekStart",
           coalesce(c.customers, 0)::int                                             AS "newCustomers",
           (SELECT coalesce(sum(t.customers), 0) FROM created t WHERE t.week <= w.week)::int AS "totalCustomers"
    FROM weeks w LEFT JOIN created c ON c.week = w.week
    ORDER BY w.week`;
  return rows.map((row) => ({ ...row, weekStart: row.weekStart.toISOString() }));
}
