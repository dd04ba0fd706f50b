import "server-only";
import type { CampaignCounts, CampaignJson } from "@/lib/campaigns/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CampaignVariables } from "@/lib/validation/campaigns";
import { db } from "@/lib/server/db";
import { campaignNotFound } from "@/lib/server/campaigns/campaign-errors";

// A campaign as the API answers it (api.md → Campaigns). Its figures come from its recipients'
// rows, counted in one GROUP BY for a page of campaigns (the index on (campaignId, status)).

export const campaignInclude = {} as const satisfies Prisma.CampaignInclude;
export type CampaignRow = Prisma.CampaignGetPayload<{ include: typeof campaignInclude }>;

export const EMPTY_COUNTS: CampaignCounts = {
  pending: 0,
  sending: 0,
  sent: 0,
  delivered: 0,
  read: 0,
  failed: 0,
  unknown: 0,
  skipped: 0,
  clicked: 0,
  replied: 0,
  converted: 0,
};

/** Each campaign's counts, by id (a campaign without recipients has none: EMPTY_COUNTS). */
export async function countsOf(campaignIds: readonly string[]): Promise<Map<string, CampaignCounts>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await db.$queryRaw<(CampaignCounts & { campaignId: string })[]>`
    SELECT "campaignId",
      count(*) FILTER (WHERE status = 'pending')::int AS pending,
      count(*) FILTER (WHERE status = 'sending')::int AS sending,
      count(*) FILTER (WHERE status IN ('sent', 'delivered', 'read'))::int AS sent,
      count(*) FILTER (WHERE status IN ('delivered', 'read'))::int AS delivered,
      count(*) FILTER (WHERE status = 'read')::int AS read,
      count(*) FILTER (WHERE status = 'failed')::int AS failed,
      count(*) FILTER (WHERE status = 'unknown')::int AS unknown,
      count(*) FILTER (WHERE status = 'skipped')::int AS skipped,
      count("clickedAt")::int AS clicked,
      count("repliedAt")::int AS replied,
      count("convertedAt")::int AS converted
    FROM "CampaignRecipient" WHERE "campaignId" = ANY(${[...campaignIds]}::text[])
    GROUP BY "campaignId"`;
  return new Map(rows.map(({ campaignId, ...counts }) => [campaignId, counts]));
}

const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The campaigns as JSON, with their channel, template and counts (three queries for any number). */
export async function campaignsToJson(companyId: string, rows: readonly CampaignRow[]): Promise<CampaignJson[]> {
  const channelIds = [...new Set(rows.flatMap((row) => (row.channelId ? [row.channelId] : [])))];
  const templateIds = [...new Set(rows.flatMap((row) => (row.templateId ? [row.templateId] : [])))];
  const [channels, templates, counts] = await Promise.all([
    channelIds.length
      ? db.channel.findMany({
          where: { companyId, id: { in: channelIds } },
          select: { id: true, name: true, kind: true, status: true, rateLimitPerSecond: true },
        })
      : [],
    templateIds.length
      ? db.template.findMany({
          where: { companyId, id: { in: templateIds } },
          select: { id: true, name: true, displayName: true, status: true, category: true, language: true },
        })
      : [],
    countsOf(rows.filter((row) => row.run > 0).map((row) => row.id)),
  ]);
  const channelById = new Map(channels.map((channel) => [channel.id, channel]));
  const templateById = new Map(templates.map((template) => [template.id, template]));
  return rows.map((row) => {
    const count = counts.get(row.id) ?? EMPTY_COUNTS;
    const template = row.templateId ? templateById.get(row.templateId) : undefined;
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      type: row.type,
      status: row.status,
      channel: (row.channelId ? channelById.get(row.channelId) : null) ?? null,
      template: template ?? null,
      templateName: row.templateName ?? template?.name ?? null,
      variables: row.variables as CampaignVariables,
      targetAudience: row.targetAudience,
      selectedGroups: row.selectedGroups,
      selectedCustomers: row.selectedCustomers,
      sendImmediately: row.sendImmediately,
      scheduledFor: iso(row.scheduledFor),
      sentAt: iso(row.sentAt),
      completedAt: iso(row.completedAt),
      launchedAt: iso(row.launchedAt),
      settings: {
        sendInBatches: row.sendInBatches,
        batchSize: row.batchSize,
        delayBetweenBatches: row.delayBetweenBatches,
        retryFailed: row.retryFailed,
        maxRetries: row.maxRetries,
      },
      totalRecipients: row.totalRecipients,
      sentRecipients: count.sent,
      counts: count,
      openRate: rate(count.read, count.sent),
      clickRate: rate(count.clicked, count.sent),
      conversionRate: rate(count.converted, count.sent),
      pausedReason: row.pausedReason,
      pausedInFlight: row.pausedInFlight,
      run: row.run,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function campaignToJson(companyId: string, row: CampaignRow): Promise<CampaignJson> {
  return (await campaignsToJson(companyId, [row]))[0]!;
}

/** One of the company's campaigns; another company's id (or none) is a 404, never a 403. */
export async function getCampaignOrThrow({ companyId, id }: { companyId: string; id: string }) {
  const row = await db.campaign.findFirst({ where: { id, companyId }, include: campaignInclude });
  if (!row) throw campaignNotFound();
  return row;
}
