import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";
import { campaignToJson } from "@/lib/server/campaigns/campaign-json";
import { resumeCampaign } from "@/lib/server/campaigns/campaign-state";

// POST /api/v1/campaigns/{id}/resume – PAUSED → ACTIVE: continues where it stopped (409 from the wrong state).
const action = route<{ id: string }>({ permission: "campaigns.resume" }, async ({ params, session, t }) => {
  const campaign = await resumeCampaign({ companyId: session.companyId, id: params.id });
  return ok(
    { campaign: await campaignToJson(session.companyId, campaign) },
    { message: t("campaignsApi.api.resumed") },
  );
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: action });
