import { audienceQuerySchema } from "@/lib/validation/campaigns";
import { ok } from "@/lib/server/http/envelope";
import { parseQuery } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { assertChoiceIsOwn, countAudience } from "@/lib/server/campaigns/audience";
import { channelNotFound } from "@/lib/server/campaigns/campaign-errors";
import { db } from "@/lib/server/db";

// GET /api/v1/campaigns/audience – the editor's live count for an audience choice: how many
// customers it matches and how many of them are skipped, and why.
const audience = route({ permission: "campaigns.read" }, async ({ req, session }) => {
  const query = parseQuery(req, audienceQuerySchema);
  const companyId = session.companyId;
  if (query.channelId) {
    const channel = await db.channel.findFirst({ where: { id: query.channelId, companyId }, select: { id: true } });
    if (!channel) throw channelNotFound();
  }
  const choice = {
    targetAudience: query.type,
    selectedGroups: query.selectedGroups,
    selectedCustomers: query.selectedCustomers,
  };
  await assertChoiceIsOwn(companyId, choice);
  return ok(await countAudience({ companyId, choice, campaignType: query.campaignType }));
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: audience });
