import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { addFunnels, funnelRates, type FunnelCounts } from "@/lib/analytics/funnel";
import { previousRange, rangeInstants, type DayRange } from "@/lib/analytics/range";
import type { CampaignAnalytics } from "@/lib/analytics/types";
import { db } from "@/lib/server/db";
import type { AnalyticsScope } from "@/lib/server/analytics/scope";

// GET /analytics/campaigns (issue 21): the funnel of the campaigns that started sending in the
// range (and in the previous period), from their recipients' rows. A stage counts a recipient who
// reached it or any later one, so the funnel never widens (a read receipt without its delivery
// receipt still counts as delivered). Campaigns are company figures: every role sees them. The
// recipients are read from an index that holds the stages' times (an index-only scan, migration
// analytics_summaries); per-campaign counters would lock one row per campaign on every status
// webhook, for a query that is already fast enough.

type FunnelRow = FunnelCounts & { id: string; name: string; status: string; sentAt: Date; current: boolean };

/** The statement GET /analytics/campaigns runs (the bench runs the same through `pg`). */
export function campaignFunnelSql(scope: AnalyticsScope, range: DayRange) {
  const { start, end } = rangeInstants(range, scope.timeZone);
  const { start: previousStart } = rangeInstants(previousRange(range), scope.timeZone);
  const channels = scope.channelIds ? Prisma.sql`AND c."channelId" = ANY(${scope.channelIds}::text[])` : Prisma.empty;
  return Prisma.sql`
    SELECT c.id, c.name, c.status::text AS status, c."sentAt", c."sentAt" >= ${start} AS current,
           count(r.id) FILTER (WHERE r.status <> 'skipped')::int AS recipients,
           count(r."sentAt")::int AS sent,
           count(*) FILTER (WHERE r."deliveredAt" IS NOT NULL OR r."readAt" IS NOT NULL)::int AS delivered,
           count(r."readAt")::int AS read,
           count(r."clickedAt")::int AS clicked,
           count(r."repliedAt")::int AS replied,
           count(r."convertedAt")::int AS converted
    FROM "Campaign" c LEFT JOIN "CampaignRecipient" r ON r."campaignId" = c.id
    WHERE c."companyId" = ${scope.companyId} AND c."sentAt" >= ${previousStart} AND c."sentAt" < ${end} ${channels}
    GROUP BY c.id
    ORDER BY c."sentAt" DESC`;
}

export async function campaignAnalytics(scope: AnalyticsScope, range: DayRange): Promise<CampaignAnalytics> {
  const previous = previousRange(range);
  const rows = await db.$queryRaw<FunnelRow[]>(campaignFunnelSql(scope, range));
  const sum = (current: boolean) => addFunnels(rows.filter((row) => row.current === current));
  const funnel = sum(true);
  const hadPrevious = rows.some((row) => !row.current);
  const previousFunnel = hadPrevious ? sum(false) : null;
  return {
    range,
    previousRange: previous,
    funnel,
    previous: previousFunnel,
    readRate: {
      value: funnelRates(funnel).openRate,
      previous: previousFunnel ? funnelRates(previousFunnel).openRate : null,
    },
    campaigns: rows
      .filter((row) => row.current)
      .map(({ id, name, status, sentAt, recipients, sent, delivered, read, clicked, replied, converted }) => ({
        id,
        name,
        status,
        sentAt: sentAt.toISOString(),
        funnel: { recipients, sent, delivered, read, clicked, replied, converted },
      })),
  };
}
