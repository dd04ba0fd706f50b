import { unscheduleCampaign } from "@/lib/server/campaigns/campaign-state";
import { campaignStateRoute } from "@/lib/server/campaigns/state-route";

// POST /api/v1/campaigns/{id}/unschedule – SCHEDULED → DRAFT (409 from the wrong state).
export const { GET, POST, PUT, PATCH, DELETE } = campaignStateRoute(
  "campaigns.update",
  unscheduleCampaign,
  "unscheduled",
);
