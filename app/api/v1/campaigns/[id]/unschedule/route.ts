import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";
import { campaignToJson } from "@/lib/server/campaigns/campaign-json";
import { unscheduleCampaign } from "@/lib/server/campaigns/campaign-state";

// POST /api/v1/campaigns/{id}/unschedule – SCHEDULED → DRAFT (409 from the wrong state).
const action = route<{ id: string }>({ permission: "campaigns.update" }, async ({ params, session, t }) => {
  const campaign = await unscheduleCampaign({ companyId: session.companyId, id: params.id });
  return ok(
    { campaign: await campaignToJson(session.companyId, campaign) },
    { message: t("campaignsApi.api.unscheduled") },
  );
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: action });
