import { resumeCampaign } from "@/lib/server/campaigns/campaign-state";
import { campaignStateRoute } from "@/lib/server/campaigns/state-route";

// POST /api/v1/campaigns/{id}/resume – PAUSED → ACTIVE: continues where it stopped (409 from the wrong state).
export const { GET, POST, PUT, PATCH, DELETE } = campaignStateRoute("campaigns.resume", resumeCampaign, "resumed");
