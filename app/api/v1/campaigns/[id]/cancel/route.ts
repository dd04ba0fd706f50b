import { cancelCampaign } from "@/lib/server/campaigns/campaign-state";
import { campaignStateRoute } from "@/lib/server/campaigns/state-route";

// POST /api/v1/campaigns/{id}/cancel – SCHEDULED, ACTIVE or PAUSED → CANCELLED, for good (409 from the wrong state).
export const { GET, POST, PUT, PATCH, DELETE } = campaignStateRoute("campaigns.cancel", cancelCampaign, "cancelled");
