import { campaignSchema, listCampaignsQuerySchema } from "@/lib/validation/campaigns";
import { created, ok } from "@/lib/server/http/envelope";
import { parseBody, parseQuery } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { campaignToJson } from "@/lib/server/campaigns/campaign-json";
import { createCampaign, listCampaigns } from "@/lib/server/campaigns/save-campaign";

// GET /api/v1/campaigns – the company's campaigns with their figures (search, type, status, page).
const list = route({ permission: "campaigns.read" }, async ({ req, session }) => {
  const query = parseQuery(req, listCampaignsQuerySchema);
  return ok(await listCampaigns({ companyId: session.companyId, query }));
});

// POST /api/v1/campaigns – a new draft (owners, admins).
const create = route({ permission: "campaigns.create" }, async ({ req, session, t }) => {
  const input = await parseBody(req, campaignSchema);
  const row = await createCampaign({ companyId: session.companyId, userId: session.userId, input });
  return created({ campaign: await campaignToJson(session.companyId, row) }, t("campaignsApi.api.created"));
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: list, POST: create });
