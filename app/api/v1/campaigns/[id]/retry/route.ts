import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";
import { campaignToJson } from "@/lib/server/campaigns/campaign-json";
import { retryFailedRecipients } from "@/lib/server/campaigns/campaign-state";

// POST /api/v1/campaigns/{id}/retry – "retry the failed ones": a new run over the failed recipients
// only (COMPLETED or PAUSED; 409 otherwise, or when none failed).
const retry = route<{ id: string }>({ permission: "campaigns.launch" }, async ({ params, session, t }) => {
  const { campaign, retried } = await retryFailedRecipients({ companyId: session.companyId, id: params.id });
  return ok(
    { campaign: await campaignToJson(session.companyId, campaign), retried },
    { message: t("campaignsApi.api.retryStarted", { count: retried }) },
  );
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: retry });
