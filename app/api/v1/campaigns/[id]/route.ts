import { campaignSchema } from "@/lib/validation/campaigns";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { campaignToJson, getCampaignOrThrow } from "@/lib/server/campaigns/campaign-json";
import { deleteCampaign, updateCampaign } from "@/lib/server/campaigns/save-campaign";

type Params = { id: string };

// GET /api/v1/campaigns/{id} – one campaign with its figures; another company's is a 404.
const read = route<Params>({ permission: "campaigns.read" }, async ({ params, session }) => {
  const row = await getCampaignOrThrow({ companyId: session.companyId, id: params.id });
  return ok({ campaign: await campaignToJson(session.companyId, row) });
});

// PUT /api/v1/campaigns/{id} – edits a DRAFT or SCHEDULED campaign (409 otherwise).
const update = route<Params>({ permission: "campaigns.update" }, async ({ req, params, session, t }) => {
  const input = await parseBody(req, campaignSchema);
  const row = await updateCampaign({ companyId: session.companyId, id: params.id, input });
  return ok({ campaign: await campaignToJson(session.companyId, row) }, { message: t("campaignsApi.api.updated") });
});

// DELETE /api/v1/campaigns/{id} – not while ACTIVE (409: pause or cancel it first).
const remove = route<Params>({ permission: "campaigns.delete" }, async ({ params, session, t }) => {
  const row = await deleteCampaign({ companyId: session.companyId, id: params.id });
  return ok({ id: row.id }, { message: t("campaignsApi.api.deleted") });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: read, PUT: update, DELETE: remove });
