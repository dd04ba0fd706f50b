import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";
import { campaignToJson } from "@/lib/server/campaigns/campaign-json";
import { pauseCampaign } from "@/lib/server/campaigns/campaign-state";

// POST /api/v1/campaigns/{id}/pause – ACTIVE → PAUSED; answers how many sends were already in flight.
const pause = route<{ id: string }>({ permission: "campaigns.pause" }, async ({ params, session, t }) => {
  const { campaign, inFlight } = await pauseCampaign({ companyId: session.companyId, id: params.id });
  return ok(
    { campaign: await campaignToJson(session.companyId, campaign), inFlight },
    { message: t("campaignsApi.api.paused", { inFlight }) },
  );
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: pause });
