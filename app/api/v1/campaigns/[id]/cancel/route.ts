import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";
import { campaignToJson } from "@/lib/server/campaigns/campaign-json";
import { cancelCampaign } from "@/lib/server/campaigns/campaign-state";

// POST /api/v1/campaigns/{id}/cancel – SCHEDULED, ACTIVE or PAUSED → CANCELLED, for good (409 from the wrong state).
const action = route<{ id: string }>({ permission: "campaigns.cancel" }, async ({ params, session, t }) => {
  const campaign = await cancelCampaign({ companyId: session.companyId, id: params.id });
  return ok(
    { campaign: await campaignToJson(session.companyId, campaign) },
    { message: t("campaignsApi.api.cancelled") },
  );
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: action });
