import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";
import { campaignToJson } from "@/lib/server/campaigns/campaign-json";
import { launchCampaign } from "@/lib/server/campaigns/launch-campaign";

// POST /api/v1/campaigns/{id}/launch – the confirmed launch: a send-now campaign freezes its
// audience and starts; a scheduled one is SCHEDULED for its time. 409 from the wrong state or past
// the plan's monthly message limit (with the figures).
const launch = route<{ id: string }>({ permission: "campaigns.launch" }, async ({ params, session, t }) => {
  const result = await launchCampaign({ companyId: session.companyId, userId: session.userId, id: params.id });
  return ok(
    {
      campaign: await campaignToJson(session.companyId, result.campaign),
      recipients: result.recipients,
      skipped: result.skipped,
    },
    {
      message: t(result.scheduled ? "campaignsApi.api.scheduled" : "campaignsApi.api.launched", {
        count: result.recipients,
      }),
    },
  );
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: launch });
