import "server-only";
import type { GrowthWeek } from "@/lib/dashboard/types";
import { db } from "@/lib/server/db";
import { DEFAULT_TIME_ZONE } from "@/lib/format";

export const GROWTH_WEEKS = 12;

export type { GrowthWeek };

export type GetCustomerGrowthOptions = {
  companyId: string;
  now?: Date;
  /** The viewer's zone (region settings); Istanbul by default. */
  timeZone?: string;
  /** 0 = Sunday, 1 = Monday (ISO, the default), 6 = Saturday: the region's first day of the week. */
  weekStartsOn?: 0 | 1 | 6;
};

type GrowthRow = { weekStart: Date; newCustomers: number; totalCustomers: number };

/**
 * New customers per week for the last 12 weeks (the current one included, so far), zero-filled,
 * with the running total, in one query. Weeks start on the viewer's first day of the week in their
 * zone (Monday in Europe/Istanbul by default): `createdAt` is stored as UTC without a zone, so it is
 * read as UTC, moved to the zone, then truncated (date_trunc('week') truncates to Monday, so the
 * timestamp is shifted forward by the days from the chosen first day to Monday and back). Customers
 * older than the window are folded into one bucket before it, so the total counts them too.
 */
export async function getCustomerGrowth({
  companyId,
  now = new Date(),
  timeZone = DEFAULT_TIME_ZONE,
  weekStartsOn = 1,
}: GetCustomerGrowthOptions): Promise<GrowthWeek[]> {
  const shift = (8 - weekStartsOn) % 7; // days from the first day of the week to the next Monday
  const rows = await db.$queryRaw<GrowthRow[]>`
    WITH bounds AS (
      SELECT date_trunc('week', (${now}::timestamptz AT TIME ZONE ${timeZone}::text) + ${shift}::int * interval '1 day')
               - ${shift}::int * interval '1 day' AS current_week
    ),
    weeks AS (
      SELECT generate_series(current_week - (${GROWTH_WEEKS - 1}::int * interval '1 week'), current_week, interval '1 week') AS week
      FROM bounds
    ),
    created AS (
      SELECT greatest(
               date_trunc('week', ((c."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE ${timeZone}::text) + ${shift}::int * interval '1 day')
                 - ${shift}::int * interval '1 day',
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
