import "server-only";
import { addDays, dayInZone, eachDay, zonedDayStart, type IsoDay } from "@/lib/analytics/range";
import { sandboxAccountDay, type AccountDay } from "@/lib/analytics/sandbox-insights";
import { sandboxEngagement } from "@/lib/posts/sandbox-engagement";
import type { SocialPlatform } from "@/lib/posts/types";
import { decryptChannelSecret } from "@/lib/server/channels/channel-secrets";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { metaAccountDay } from "@/lib/server/analytics/meta-insights";

// The `social-snapshots` job (issue 21): every social account's figures for a day, kept as one row
// per account and UTC day (SocialAccountSnapshot) and one per published post and day
// (PostSnapshot). Writing a day again replaces its row, so the hourly run (yesterday, final; today,
// so far) and any re-run are idempotent. Sandbox accounts get the deterministic figures of
// lib/analytics/sandbox-insights.ts plus their posts' (lib/posts/sandbox-engagement.ts); Meta
// accounts are asked through the Graph API (meta-insights.ts); manual accounts have no source.

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

type PostRow = {
  targetId: string;
  day: IsoDay;
  companyId: string;
  postId: string;
  accountId: string;
  impressions: number;
  reach: number;
  likes: number;
  comments: number;
  shares: number;
  saves: number;
};

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
    }
  }
  // A transient error is thrown after the others are written: the job's retry takes the day again.
  if (failures.length > 0 && failures.length === accounts.length) throw failures[0];
  return { accounts: accounts.length, rows, failed: failures.length };
}

async function snapshotAccount(account: Account, days: IsoDay[]): Promise<number> {
  const posts = account.provider === "sandbox" ? await sandboxPostRows(account, days) : [];
  const figures: (AccountDay & { day: IsoDay })[] = [];
  for (const day of days) {
    const base =
      account.provider === "sandbox"
        ? sandboxAccountDay(account.id, account.platform, day)
        : await metaAccountDay(
            {
              platform: account.platform as "facebook" | "instagram",
              externalId: account.externalId ?? "",
              accessToken: decryptChannelSecret(account.accessTokenEnc ?? ""),
            },
            day,
          );
    const ofDay = posts.filter((row) => row.day === day);
    const add = (key: "impressions" | "reach" | "likes" | "comments" | "shares" | "saves") =>
      base[key] + ofDay.reduce((total, row) => total + row[key], 0);
    figures.push({
      ...base,
      day,
      impressions: add("impressions"),
      reach: add("reach"),
      likes: add("likes"),
      comments: add("comments"),
      shares: add("shares"),
      saves: add("saves"),
    });
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
      rows.push({
        targetId: target.id,
        day,
        companyId: account.companyId,
        postId: target.postId,
        accountId: account.id,
        impressions: figures.impressions,
        reach: figures.reach,
        likes: figures.likes,
        comments: figures.comments,
        shares: figures.shares,
        saves: figures.saves,
      });
    }
  }
  return rows;
}
