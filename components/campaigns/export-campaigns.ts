import { api } from "@/lib/api-client";
import { toCsv } from "@/lib/csv/write";
import type { CampaignJson, CampaignPage } from "@/lib/campaigns/types";

// The campaigns API has no export of its own (api.md → Campaigns): Export writes the filtered list
// as CSV in the browser, reading every page of GET /campaigns.

const EXPORT_PAGE = 100;

/** Every campaign the filters match, page by page. */
export async function fetchAllCampaigns(filters: URLSearchParams): Promise<CampaignJson[]> {
  const rows: CampaignJson[] = [];
  for (let page = 1; ; page += 1) {
    const params = new URLSearchParams(filters);
    params.set("page", String(page));
    params.set("limit", String(EXPORT_PAGE));
    const { data } = await api<CampaignPage>(`/campaigns?${params}`);
    rows.push(...data.campaigns);
    if (page >= data.pagination.totalPages || data.campaigns.length === 0) return rows;
  }
}

/** The list's columns as CSV (machine values: statuses and types as the API names them). */
export function campaignsCsv(campaigns: readonly CampaignJson[], header: readonly string[]): string {
  return toCsv([
    header,
    ...campaigns.map((campaign) => [
      campaign.id,
      campaign.name,
      campaign.type,
      campaign.status,
      campaign.targetAudience,
      campaign.totalRecipients,
      campaign.sentRecipients,
      campaign.openRate,
      campaign.clickRate,
      campaign.conversionRate,
      campaign.scheduledFor,
      campaign.sentAt,
      campaign.createdAt,
    ]),
  ]);
}

export const CAMPAIGN_CSV_COLUMNS = [
  "id",
  "name",
  "type",
  "status",
  "targetAudience",
  "totalRecipients",
  "sentRecipients",
  "openRate",
  "clickRate",
  "conversionRate",
  "scheduledFor",
  "sentAt",
  "createdAt",
] as const;
