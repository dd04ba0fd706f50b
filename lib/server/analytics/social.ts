import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { addDays, previousRange, type DayRange } from "@/lib/analytics/range";
import type {
  AudienceAnalytics,
  BoostedPost,
  Compared,
  EngagementDay,
  SocialActivity,
  SocialAnalytics,
  SocialTotals,
} from "@/lib/analytics/types";
import { db } from "@/lib/server/db";
import { mediaThumbnailUrl } from "@/lib/media/constants";
import type { AnalyticsScope } from "@/lib/server/analytics/scope";

// Social figures (issue 21), read only from the daily snapshots the `social-snapshots` job keeps
// (snapshots.ts). A snapshot's day is a UTC calendar day; the range's days are taken as the same
// calendar days. Social figures are company figures: every role sees them (issue 21 → Rules).

const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function accountFilter(scope: AnalyticsScope, platform?: string): Prisma.Sql {
  const ids = scope.accountIds ? Prisma.sql`AND a.id = ANY(${scope.accountIds}::text[])` : Prisma.empty;
  const kind = platform && platform !== "all" ? Prisma.sql`AND a.platform::text = ${platform}` : Prisma.empty;
  return Prisma.sql`a."companyId" = ${scope.companyId} ${ids} ${kind}`;
}

type TotalsRow = {
  current: boolean;
  days: number;
  reach: number;
  impressions: number;
  engagement: number;
  followers: number | null;
};

/** Followers (at the end of each period), reach, impressions and engagement, both periods. */
export function socialTotalsSql(scope: AnalyticsScope, range: DayRange, platform?: string) {
  const previous = previousRange(range);
  return Prisma.sql`
    WITH s AS (
      SELECT s.*, s.day >= ${dayDate(range.from)}::date AS current
      FROM "SocialAccountSnapshot" s JOIN "SocialAccount" a ON a.id = s."accountId"
      WHERE ${accountFilter(scope, platform)} AND s.day >= ${dayDate(previous.from)}::date AND s.day <= ${dayDate(range.to)}::date
    ),
    last AS (
      SELECT DISTINCT ON (current, "accountId") current, followers FROM s ORDER BY current, "accountId", day DESC
    )
    SELECT s.current, count(DISTINCT s.day)::int AS days, sum(s.reach)::float8 AS reach,
           sum(s.impressions)::float8 AS impressions,
           sum(s.likes + s.comments + s.shares + s.saves)::float8 AS engagement,
           (SELECT sum(followers)::float8 FROM last WHERE last.current = s.current) AS followers
    FROM s GROUP BY s.current`;
}

export async function socialTotals(scope: AnalyticsScope, range: DayRange, platform?: string): Promise<SocialTotals> {
  const rows = await db.$queryRaw<TotalsRow[]>(socialTotalsSql(scope, range, platform));
  const now = rows.find((row) => row.current);
  const before = rows.find((row) => !row.current);
  const pair = (key: "reach" | "impressions" | "engagement" | "followers"): Compared => ({
    value: now ? (now[key] ?? null) : null,
    previous: before ? (before[key] ?? null) : null,
  });
  return {
    followers: pair("followers"),
    reach: pair("reach"),
    impressions: pair("impressions"),
    engagement: pair("engagement"),
  };
}

/** GET /analytics/engagement: the range's daily series over the chosen accounts. */
export function engagementSql(scope: AnalyticsScope, range: DayRange) {
  return Prisma.sql`
    SELECT s.day, sum(s.impressions)::int AS impressions, sum(s.reach)::int AS reach, sum(s.likes)::int AS likes,
           sum(s.comments)::int AS comments, sum(s.shares)::int AS shares, sum(s.saves)::int AS saves
    FROM "SocialAccountSnapshot" s JOIN "SocialAccount" a ON a.id = s."accountId"
    WHERE ${accountFilter(scope)} AND s.day >= ${dayDate(range.from)}::date AND s.day <= ${dayDate(range.to)}::date
    GROUP BY s.day ORDER BY s.day`;
}

export async function engagementSeries(scope: AnalyticsScope, range: DayRange) {
  const days = await db.$queryRaw<(Omit<EngagementDay, "day"> & { day: Date })[]>(engagementSql(scope, range));
  return {
    range,
    sandbox: await anySandbox(scope),
    days: days.map((row) => ({ ...row, day: isoDay(row.day) })) as EngagementDay[],
  };
}

export const anySandboxSql = (scope: AnalyticsScope, platform?: string) => Prisma.sql`
  SELECT EXISTS (SELECT 1 FROM "SocialAccount" a WHERE ${accountFilter(scope, platform)} AND a.provider = 'sandbox') AS any`;

async function anySandbox(scope: AnalyticsScope, platform?: string): Promise<boolean> {
  const rows = await db.$queryRaw<{ any: boolean }[]>(anySandboxSql(scope, platform));
  return rows[0]?.any ?? false;
}

/** GET /analytics/audience: the latest age breakdown in the range, added over the accounts that give one. */
export function audienceSql(scope: AnalyticsScope, range: DayRange) {
  return Prisma.sql`
    SELECT DISTINCT ON (s."accountId") s."accountId", s.audience
    FROM "SocialAccountSnapshot" s JOIN "SocialAccount" a ON a.id = s."accountId"
    WHERE ${accountFilter(scope)} AND s.day >= ${dayDate(range.from)}::date AND s.day <= ${dayDate(range.to)}::date
    ORDER BY s."accountId", s.day DESC`;
}

export async function audienceBreakdown(scope: AnalyticsScope, range: DayRange): Promise<AudienceAnalytics> {
  const latest = await db.$queryRaw<{ accountId: string; audience: Record<string, number> | null }[]>(
    audienceSql(scope, range),
  );
  const withAudience = latest.filter((row) => row.audience);
  const totals = new Map<string, number>();
  for (const row of withAudience) {
    for (const [group, followers] of Object.entries(row.audience!))
      totals.set(group, (totals.get(group) ?? 0) + followers);
  }
  return {
    // In the platforms' order of age groups (youngest first), whatever order the rows came in.
    groups: withAudience.length
      ? [...totals]
          .map(([group, followers]) => ({ group, followers }))
          .sort((a, b) => a.group.localeCompare(b.group, "en", { numeric: true }))
      : null,
    accountsWithout: latest.length - withAudience.length,
    sandbox: await anySandbox(scope),
  };
}

/** GET /analytics/social?platform=…: the social stats view. */
/** Every statement GET /analytics/social runs besides the totals (the bench runs the same through `pg`). */
export function socialSql(scope: AnalyticsScope, range: DayRange, platform = "all") {
  const thisYear = Number(range.to.slice(0, 4));
  const from = dayDate(range.from);
  const until = dayDate(addDays(range.to, 1));
  return {
    accounts: Prisma.sql`
      SELECT a.id, a.name, a.platform::text AS platform, a.handle, a.provider::text AS provider
      FROM "SocialAccount" a WHERE ${accountFilter(scope, platform)} AND a.status <> 'disconnected'
      ORDER BY a."createdAt"`,
    growth: Prisma.sql`
      WITH month_end AS (
        SELECT DISTINCT ON (s."accountId", date_trunc('month', s.day))
               s."accountId", extract(year FROM s.day)::int AS year, extract(month FROM s.day)::int AS month, s.followers
        FROM "SocialAccountSnapshot" s JOIN "SocialAccount" a ON a.id = s."accountId"
        WHERE ${accountFilter(scope, platform)} AND s.day >= make_date(${thisYear - 1}, 1, 1) AND s.day < make_date(${thisYear + 1}, 1, 1)
        ORDER BY s."accountId", date_trunc('month', s.day), s.day DESC
      )
      SELECT year, month, sum(followers)::int AS followers FROM month_end GROUP BY year, month`,
    published: Prisma.sql`
      SELECT t."publishedAt" AS at, p.id AS "postId", p.title, a.platform::text AS platform
      FROM "PostTarget" t JOIN "Post" p ON p.id = t."postId" JOIN "SocialAccount" a ON a.id = t."accountId"
      WHERE ${accountFilter(scope, platform)} AND t.status = 'published'
        AND t."publishedAt" >= ${dayDate(range.from)} AND t."publishedAt" < ${dayDate(addDays(range.to, 1))}
      ORDER BY t."publishedAt" DESC LIMIT 10`,
    // A big change: a day whose followers moved by 2 % or more from the day before.
    changes: Prisma.sql`
      SELECT day AS at, "accountId", name, platform, change FROM (
        SELECT s.day, s."accountId", a.name, a.platform::text AS platform,
               (s.followers - lag(s.followers) OVER w)::float8 / nullif(lag(s.followers) OVER w, 0) AS change
        FROM "SocialAccountSnapshot" s JOIN "SocialAccount" a ON a.id = s."accountId"
        WHERE ${accountFilter(scope, platform)} AND s.day >= ${dayDate(addDays(range.from, -1))}::date AND s.day <= ${dayDate(range.to)}::date
        WINDOW w AS (PARTITION BY s."accountId" ORDER BY s.day)
      ) d WHERE abs(change) >= 0.02 ORDER BY day DESC LIMIT 5`,
    campaigns: Prisma.sql`
      SELECT id, name, status::text AS status, "sentAt", "completedAt" FROM "Campaign"
      WHERE "companyId" = ${scope.companyId}
        AND (("sentAt" >= ${from} AND "sentAt" < ${until}) OR ("completedAt" >= ${from} AND "completedAt" < ${until}))
      ORDER BY "sentAt" DESC NULLS LAST LIMIT 5`,
  };
}

export async function socialAnalytics(
  scope: AnalyticsScope,
  range: DayRange,
  platform = "all",
): Promise<SocialAnalytics> {
  const thisYear = Number(range.to.slice(0, 4));
  const sql = socialSql(scope, range, platform);
  const [accounts, totals, growth, published, changes, campaigns] = await Promise.all([
    db.$queryRaw<SocialAnalytics["accounts"]>(sql.accounts),
    socialTotals(scope, range, platform),
    db.$queryRaw<{ year: number; month: number; followers: number }[]>(sql.growth),
    db.$queryRaw<{ at: Date; postId: string; title: string; platform: string }[]>(sql.published),
    db.$queryRaw<{ at: Date; accountId: string; name: string; platform: string; change: number }[]>(sql.changes),
    db.$queryRaw<{ id: string; name: string; status: string; sentAt: Date | null; completedAt: Date | null }[]>(
      sql.campaigns,
    ),
  ]);
  const followersAt = (year: number, month: number) =>
    growth.find((row) => row.year === year && row.month === month)?.followers ?? null;
  const engagementRate: Compared = {
    value: totals.reach.value ? (totals.engagement.value ?? 0) / totals.reach.value : null,
    previous: totals.reach.previous ? (totals.engagement.previous ?? 0) / totals.reach.previous : null,
  };
  const activity: SocialActivity[] = [
    ...published.map((row) => ({ kind: "published" as const, ...row, at: row.at.toISOString() })),
    ...changes.map((row) => ({ kind: "followers" as const, ...row, at: row.at.toISOString() })),
    ...campaigns.map((row) => ({
      kind: "campaign" as const,
      at: (row.completedAt ?? row.sentAt ?? new Date(0)).toISOString(),
      campaignId: row.id,
      name: row.name,
      status: row.status,
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  return {
    platform,
    accounts,
    sandbox: accounts.some((account) => account.provider === "sandbox"),
    totals,
    engagementRate,
    growth: Array.from({ length: 12 }, (_, index) => ({
      month: index + 1,
      thisYear: followersAt(thisYear, index + 1),
      lastYear: followersAt(thisYear - 1, index + 1),
    })),
    activity: activity.slice(0, 12),
  };
}

/** GET /analytics/boosted: every boosted post, newest boost first, with its snapshots' totals. */
export const boostedSql = (scope: AnalyticsScope) => Prisma.sql`
    SELECT p.id, p.title,
           (SELECT f.id FROM "MediaFile" f WHERE f.id = p."mediaIds"[1] AND f."companyId" = p."companyId"
              AND f."thumbnailKey" IS NOT NULL) AS "thumbnailId",
           p."boostStartsAt" AS "startsAt", p."boostEndsAt" AS "endsAt", p."createdAt",
           p."boostBudget"::text AS budget,
           coalesce(sum(ps.likes), 0)::int AS likes, coalesce(sum(ps.comments), 0)::int AS comments,
           coalesce(sum(ps.shares), 0)::int AS shares
    FROM "Post" p LEFT JOIN "PostSnapshot" ps ON ps."postId" = p.id
    WHERE p."companyId" = ${scope.companyId} AND p."boostStartsAt" IS NOT NULL AND p."boostEndsAt" IS NOT NULL
    GROUP BY p.id ORDER BY p."boostStartsAt" DESC, p.id`;

export async function boostedPosts(scope: AnalyticsScope): Promise<BoostedPost[]> {
  const rows = await db.$queryRaw<
    {
      id: string;
      title: string;
      thumbnailId: string | null;
      startsAt: Date;
      endsAt: Date;
      createdAt: Date;
      budget: string | null;
      likes: number;
      comments: number;
      shares: number;
    }[]
  >(boostedSql(scope));
  const now = scope.now.getTime();
  return rows.map(({ thumbnailId, startsAt, endsAt, createdAt, ...row }) => ({
    ...row,
    imageUrl: thumbnailId ? mediaThumbnailUrl(thumbnailId) : null,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    createdAt: createdAt.toISOString(),
    status: now < startsAt.getTime() ? "upcoming" : now < endsAt.getTime() ? "inProgress" : "finished",
  }));
}
