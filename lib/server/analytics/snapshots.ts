import "server-only";
import { addDays, dayInZone, eachDay, zonedDayStart, type IsoDay } from "@/lib/analytics/range";
import { sandboxAccountDay, type AccountDay } from "@/lib/analytics/sandbox-insights";
import { sandboxEngagement, type EngagementCounts } from "@/lib/posts/sandbox-engagement";
import type { SocialPlatform } from "@/lib/posts/types";
import { decryptChannelSecret } from "@/lib/server/channels/channel-secrets";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { metaAccountDay, metaPostTotals, type MetaAccount } from "@/lib/server/analytics/meta-insights";
import { isProviderError } from "@/lib/server/channels/providers/errors";
import { markSocialAccountError } from "@/lib/server/posts/social-accounts";

// The `social-snapshots` job (issue 21): every social account's figures for a day, kept as one row
// per account and UTC day (SocialAccountSnapshot) and one per published post and day
// (PostSnapshot). Writing a day again replaces its row, so the hourly run (yesterday, final; today,
// so far) and any re-run are idempotent. Sandbox accounts get the deterministic figures of
// lib/analytics/sandbox-insights.ts plus their posts' (lib/posts/sandbox-engagement.ts); Meta
// accounts are asked through the Graph API (meta-insights.ts); manual accounts have no source.
//
// A Meta post's insights are lifetime totals "so far", so its row for a day is what the totals grew
// by since the rows of the days before: the last day asked (today, for the hourly run) gets
// totals − the sum of the post's earlier rows; re-running the day replaces that row, so one row
// per post and day, and the rows add up to Meta's totals. A post Meta no longer knows (deleted:
// error 100) is skipped; a token Meta refuses (190) or another account-level error puts the
// account in `error` with the reason (shown in /settings/channels), and the job stops asking
// until someone enters a new token there (which sets it back to connected).

/** How long after publishing a post's daily figures are still taken. */
const POST_DAYS = 30;
const DAY_MS = 86_400_000;

type Account = {
  id: string;
  companyId: string;
  platform: SocialPlatform;
  provider: "sandbox" | "meta" | "manual";
  externalId: string | null;
  accessTokenEnc: string | null;
};

/** One published post target's figures of one day (a PostSnapshot row). */
type PostRow = {
  targetId: string;
  day: IsoDay;
  companyId: string;
  postId: string;
  accountId: string;
} & EngagementCounts;

/** Yesterday and today in UTC: what the hourly run writes. */
export function defaultSnapshotDays(now = new Date()): IsoDay[] {
  const today = dayInZone(now, "UTC");
  return [addDays(today, -1), today];
}

export async function snapshotSocialAccounts({
  days = defaultSnapshotDays(),
  companyId,
  accountIds,
}: { days?: IsoDay[]; companyId?: string; accountIds?: string[] } = {}) {
  const accounts = (await db.socialAccount.findMany({
    where: {
      status: { not: "disconnected" },
      NOT: { status: "error", lastErrorReason: "tokenInvalid" },
      provider: { in: ["sandbox", "meta"] },
      ...(companyId ? { companyId } : {}),
      ...(accountIds ? { id: { in: accountIds } } : {}),
    },
    select: { id: true, companyId: true, platform: true, provider: true, externalId: true, accessTokenEnc: true },
  })) as Account[];
  let rows = 0;
  const failures: unknown[] = [];
  for (const account of accounts) {
    try {
      rows += await snapshotAccount(account, days);
    } catch (error) {
      // One account's error (an expired token) never keeps the others' figures from being taken.
      logger.warn({ accountId: account.id, err: error }, "social snapshot failed");
      failures.push(error);
      if (isProviderError(error) && error.channelLevel) await markSocialAccountError(account.id, error);
    }
  }
  // A transient error is thrown after the others are written: the job's retry takes the day again.
  if (failures.length > 0 && failures.length === accounts.length) throw failures[0];
  return { accounts: accounts.length, rows, failed: failures.length };
}

const METRICS = ["impressions", "reach", "likes", "comments", "shares", "saves"] as const;
type Metric = (typeof METRICS)[number];

/** The row of `target` on `day`, each count from `count`. */
function postRow(
  account: Account,
  target: { id: string; postId: string },
  day: IsoDay,
  count: (metric: Metric) => number,
): PostRow {
  return {
    targetId: target.id,
    day,
    companyId: account.companyId,
    postId: target.postId,
    accountId: account.id,
    impressions: count("impressions"),
    reach: count("reach"),
    likes: count("likes"),
    comments: count("comments"),
    shares: count("shares"),
    saves: count("saves"),
  };
}

async function snapshotAccount(account: Account, days: IsoDay[]): Promise<number> {
  const meta: MetaAccount | null =
    account.provider === "meta"
      ? {
          platform: account.platform as "facebook" | "instagram",
          externalId: account.externalId ?? "",
          accessToken: decryptChannelSecret(account.accessTokenEnc ?? ""),
        }
      : null;
  const posts = meta ? await metaPostRows(account, meta, days) : await sandboxPostRows(account, days);
  // What a day's account row adds of its posts' rows: all of the sandbox's (its account figures
  // leave posts out); a Facebook Page's comments and shares (its insights have none); nothing of
  // an Instagram account's (its account insights already count its posts).
  const added: readonly Metric[] = meta ? (meta.platform === "facebook" ? ["comments", "shares"] : []) : METRICS;
  // A Meta account's posts have rows of this run on the last day only: the other days (and posts
  // this run did not read again) add the rows stored by earlier runs, so yesterday's final row
  // keeps its posts' comments and shares.
  const written = new Set(posts.map((row) => `${row.targetId}:${row.day}`));
  const stored =
    added.length > 0 && meta
      ? (
          await db.postSnapshot.findMany({
            where: { accountId: account.id, day: { in: days.map((day) => zonedDayStart(day, "UTC")) } },
            select: { targetId: true, day: true, comments: true, shares: true },
          })
        )
          .map((row) => ({ ...row, day: dayInZone(row.day, "UTC") }))
          .filter((row) => !written.has(`${row.targetId}:${row.day}`))
      : [];
  const figures: (AccountDay & { day: IsoDay })[] = [];
  for (const day of days) {
    const base = meta ? await metaAccountDay(meta, day) : sandboxAccountDay(account.id, account.platform, day);
    const ofDay = [...posts.filter((row) => row.day === day), ...stored.filter((row) => row.day === day)];
    const row = { ...base, day };
    for (const key of added) {
      row[key] = base[key] + ofDay.reduce((total, post) => total + ((post as Partial<PostRow>)[key] ?? 0), 0);
    }
    figures.push(row);
  }
  const accountRows = figures.map((row) => ({ ...row, accountId: account.id, companyId: account.companyId }));
  for (let index = 0; index < accountRows.length; index += 500) {
    const chunk = JSON.stringify(accountRows.slice(index, index + 500));
    await db.$executeRaw`
      INSERT INTO "SocialAccountSnapshot"
        ("accountId", "day", "companyId", "followers", "impressions", "reach", "likes", "comments", "shares", "saves", "audience")
      SELECT r."accountId", r.day::date, r."companyId", r.followers, r.impressions, r.reach, r.likes, r.comments,
             r.shares, r.saves, r.audience
      FROM jsonb_to_recordset(${chunk}::jsonb) AS r("accountId" text, day text, "companyId" text, followers int,
           impressions int, reach int, likes int, comments int, shares int, saves int, audience jsonb)
      ON CONFLICT ("accountId", "day") DO UPDATE SET
        followers = EXCLUDED.followers, impressions = EXCLUDED.impressions, reach = EXCLUDED.reach,
        likes = EXCLUDED.likes, comments = EXCLUDED.comments, shares = EXCLUDED.shares, saves = EXCLUDED.saves,
        audience = EXCLUDED.audience`;
  }
  for (let index = 0; index < posts.length; index += 1000) {
    const chunk = JSON.stringify(posts.slice(index, index + 1000));
    await db.$executeRaw`
      INSERT INTO "PostSnapshot"
        ("targetId", "day", "companyId", "postId", "accountId", "impressions", "reach", "likes", "comments", "shares", "saves")
      SELECT r."targetId", r.day::date, r."companyId", r."postId", r."accountId", r.impressions, r.reach, r.likes,
             r.comments, r.shares, r.saves
      FROM jsonb_to_recordset(${chunk}::jsonb) AS r("targetId" text, day text, "companyId" text, "postId" text,
           "accountId" text, impressions int, reach int, likes int, comments int, shares int, saves int)
      ON CONFLICT ("targetId", "day") DO UPDATE SET
        impressions = EXCLUDED.impressions, reach = EXCLUDED.reach, likes = EXCLUDED.likes,
        comments = EXCLUDED.comments, shares = EXCLUDED.shares, saves = EXCLUDED.saves`;
  }
  return accountRows.length + posts.length;
}

/**
 * The Meta account's published posts (their first 30 days) on the last of `days`: what their
 * lifetime totals grew by since their rows of earlier days.
 */
async function metaPostRows(account: Account, meta: MetaAccount, days: IsoDay[]): Promise<PostRow[]> {
  if (days.length === 0) return [];
  const day = [...days].sort().at(-1)!;
  const targets = await db.postTarget.findMany({
    where: {
      accountId: account.id,
      status: "published",
      externalId: { not: null },
      publishedAt: {
        gte: new Date(zonedDayStart(day, "UTC").getTime() - POST_DAYS * DAY_MS),
        lt: zonedDayStart(addDays(day, 1), "UTC"),
      },
    },
    select: { id: true, postId: true, externalId: true },
    orderBy: { publishedAt: "asc" },
  });
  if (targets.length === 0) return [];
  const earlier = await db.postSnapshot.groupBy({
    by: ["targetId"],
    where: { targetId: { in: targets.map((target) => target.id) }, day: { lt: zonedDayStart(day, "UTC") } },
    _sum: { impressions: true, reach: true, likes: true, comments: true, shares: true, saves: true },
  });
  const before = new Map(earlier.map((row) => [row.targetId, row._sum]));
  const rows: PostRow[] = [];
  for (const target of targets) {
    let totals;
    try {
      totals = await metaPostTotals(meta, target.externalId!);
    } catch (error) {
      // A post deleted at Meta (error 100: the object does not exist), or one Meta refuses to report
      // on, must not cost the others their figures; the account's own errors (190…) stop it.
      if (isProviderError(error) && error.kind === "permanent" && (error.code === 100 || !error.channelLevel)) {
        logger.warn({ accountId: account.id, targetId: target.id, err: error }, "post insights skipped");
        continue;
      }
      throw error;
    }
    const sums = before.get(target.id);
    rows.push(postRow(account, target, day, (metric) => Math.max(0, totals[metric] - (sums?.[metric] ?? 0))));
  }
  return rows;
}

/** The sandbox's figures of the account's published posts on each of `days` (their first 30 days). */
async function sandboxPostRows(account: Account, days: IsoDay[]): Promise<PostRow[]> {
  if (days.length === 0) return [];
  const sorted = [...days].sort();
  const targets = await db.postTarget.findMany({
    where: {
      accountId: account.id,
      status: "published",
      publishedAt: {
        gte: new Date(zonedDayStart(sorted[0]!, "UTC").getTime() - POST_DAYS * DAY_MS),
        lt: zonedDayStart(addDays(sorted.at(-1)!, 1), "UTC"),
      },
    },
    select: { id: true, postId: true, publishedAt: true },
  });
  const rows: PostRow[] = [];
  const wanted = new Set(days);
  for (const target of targets) {
    const published = dayInZone(target.publishedAt!, "UTC");
    for (const [index, day] of eachDay({ from: published, to: addDays(published, POST_DAYS - 1) }).entries()) {
      if (!wanted.has(day)) continue;
      const figures = sandboxEngagement(target.id, account.platform, index);
      if (figures.reach === 0) continue;
      rows.push(postRow(account, target, day, (metric) => figures[metric]));
    }
  }
  return rows;
}
