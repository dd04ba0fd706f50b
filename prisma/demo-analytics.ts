import type { PrismaClient } from "../lib/generated/prisma/client.ts";

// The demo company's analytics (issue 21): a few boosted posts (one running, two finished) and 14
// months of daily snapshots of its sandbox social accounts, so this year and last year both have a
// line, written by the same job the worker runs every hour (lib/server/analytics/snapshots.ts).
// Once: skipped when the company has any snapshot.

const DAY_MS = 86_400_000;
const MONTHS = 14;

export async function seedDemoAnalytics(prisma: PrismaClient, companyId: string, databaseUrl: string): Promise<number> {
  if ((await prisma.socialAccountSnapshot.count({ where: { companyId } })) > 0) return 0;
  const now = Date.now();
  const published = await prisma.post.findMany({
    where: { companyId, status: "published", publishedAt: { not: null } },
    select: { id: true, publishedAt: true },
    orderBy: { publishedAt: "desc" },
    take: 3,
  });
  const budgets = ["150.00", "300.00", "500.00"];
  for (const [index, post] of published.entries()) {
    const startsAt = post.publishedAt!.getTime() + 2 * 3_600_000;
    // The newest is boosted until three days from now; the older ones ran for five days.
    const endsAt = index === 0 ? Math.max(now + 3 * DAY_MS, startsAt + DAY_MS) : startsAt + 5 * DAY_MS;
    await prisma.post.update({
      where: { id: post.id },
      data: { boostStartsAt: new Date(startsAt), boostEndsAt: new Date(endsAt), boostBudget: budgets[index] },
    });
  }

  // The job's modules read DATABASE_URL through lib/server/env and are marked server-only.
  process.env.DATABASE_URL = databaseUrl;
  await import("../lib/cli/server-only-hook.ts");
  const [{ snapshotSocialAccounts }, { eachDay, addDays, dayInZone }, { getDb }] = await Promise.all([
    import("../lib/server/analytics/snapshots.ts"),
    import("../lib/analytics/range.ts"),
    import("../lib/server/db.ts"),
  ]);
  try {
    const today = dayInZone(new Date(now), "UTC");
    const days = eachDay({ from: addDays(today, -Math.round(MONTHS * 30.5)), to: today });
    const { rows } = await snapshotSocialAccounts({ companyId, days });
    return rows + published.length;
  } finally {
    await getDb().$disconnect();
  }
}
