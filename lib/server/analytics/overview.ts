import "server-only";
import { previousRange, type DayRange } from "@/lib/analytics/range";
import type { AnalyticsOverview } from "@/lib/analytics/types";
import { db } from "@/lib/server/db";
import { campaignAnalytics } from "@/lib/server/analytics/campaigns";
import { messageTotals } from "@/lib/server/analytics/messaging";
import { socialTotals } from "@/lib/server/analytics/social";
import type { AnalyticsScope } from "@/lib/server/analytics/scope";

// GET /analytics/overview (issue 21): the cards — social reach (from the daily snapshots) and
// Kanal's own messages, first response and campaign read rate — each with the previous period's.

export async function analyticsOverview(scope: AnalyticsScope, range: DayRange): Promise<AnalyticsOverview> {
  const [totals, social, campaigns, channels, socialAccounts, campaignCount] = await Promise.all([
    messageTotals(scope, range),
    socialTotals(scope, range),
    campaignAnalytics(scope, range),
    db.channel.count({ where: { companyId: scope.companyId } }),
    db.socialAccount.count({ where: { companyId: scope.companyId, status: { not: "disconnected" } } }),
    db.campaign.count({ where: { companyId: scope.companyId, sentAt: { not: null } } }),
  ]);
  return {
    range,
    previousRange: previousRange(range),
    followers: social.followers,
    reach: social.reach,
    engagement: social.engagement,
    messages: totals.messages,
    firstResponseSeconds: totals.firstResponseSeconds,
    campaignReadRate: campaigns.readRate,
    setup: { channels, socialAccounts, campaigns: campaignCount },
  };
}
