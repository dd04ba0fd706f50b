import { ok } from "@/lib/server/http/envelope";
import { methods, route } from "@/lib/server/http/route";
import { campaignStats } from "@/lib/server/campaigns/save-campaign";

// GET /api/v1/campaigns/stats – the four cards: total, active, scheduled, completed.
const stats = route({ permission: "campaigns.read" }, async ({ session }) =>
  ok(await campaignStats(session.companyId)),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: stats });
