import { created } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";
import { campaignToJson } from "@/lib/server/campaigns/campaign-json";
import { duplicateCampaign } from "@/lib/server/campaigns/save-campaign";

// POST /api/v1/campaigns/{id}/duplicate – a draft copy (owners, admins).
const duplicate = route<{ id: string }>({ permission: "campaigns.create" }, async ({ params, session, t }) => {
  const row = await duplicateCampaign({ companyId: session.companyId, userId: session.userId, id: params.id });
  return created({ campaign: await campaignToJson(session.companyId, row) }, t("campaignsApi.api.duplicated"));
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: duplicate });
