import "server-only";
import { db } from "@/lib/server/db";
import type { StatsScope } from "@/lib/server/stats-scope";

const DAY_MS = 86_400_000;

/** The three stat cards of the customers screen: total, active, new in the last 30 days. */
export async function customerStats({ companyId, now = new Date() }: StatsScope) {
  const [total, active, newLast30Days] = await Promise.all([
    db.customer.count({ where: { companyId } }),
    db.customer.count({ where: { companyId, status: "active" } }),
    db.customer.count({ where: { companyId, createdAt: { gte: new Date(now.getTime() - 30 * DAY_MS) } } }),
  ]);
  return { total, active, newLast30Days };
}
