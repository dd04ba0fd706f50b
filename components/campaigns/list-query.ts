import { z } from "zod";
import { listQueryParams, listUrlFields } from "@/lib/query/url-state";
import { CAMPAIGN_STATUSES, CAMPAIGN_TYPES, CAMPAIGNS_PAGE_SIZE } from "@/lib/validation/campaigns";

// The campaigns screen's URL (lib/query/url-state.ts): search, type, status and page; anything
// unknown falls back to its default field by field. The same state is the API's list query.

export const campaignsUrlSchema = z.object({
  search: listUrlFields.search,
  type: z.enum(CAMPAIGN_TYPES).or(z.literal("")).catch(""),
  status: z.enum(CAMPAIGN_STATUSES).or(z.literal("")).catch(""),
  page: listUrlFields.page,
});

export type CampaignsListState = z.output<typeof campaignsUrlSchema>;

export const DEFAULT_CAMPAIGNS_STATE: CampaignsListState = { search: "", type: "", status: "", page: 1 };

/** GET /campaigns's query for a state (defaults left out), with the page size. */
export function campaignListParams(state: CampaignsListState): URLSearchParams {
  const params = listQueryParams(campaignsUrlSchema, state);
  params.set("limit", String(CAMPAIGNS_PAGE_SIZE));
  return params;
}

/** Whether any filter narrows the list (an empty list is then "no matches", not "no campaigns yet"). */
export const isFiltered = (state: CampaignsListState) =>
  listQueryParams(campaignsUrlSchema, state, { filtersOnly: true }).size > 0;
