import { getBillingOverview } from "@/lib/server/billing/get-billing";
import { updateBillingSettings } from "@/lib/server/billing/billing-settings";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { updateBillingSettingsSchema } from "@/lib/validation/billing";

// GET /api/v1/billing – the caller's company: plan, billing cycle, auto-renewal, usage alerts,
// limits, usage { members, messagesThisMonth, storageBytes } from real counts, recent plan changes
// and sample payment methods / invoices (flagged `sample`: there is no payment provider).
// Every role may read it; `canManage` tells the page whether its controls work.
const read = route({ permission: "billing.read" }, async ({ session }) =>
  ok(await getBillingOverview({ companyId: session.companyId, role: session.role })),
);

// PUT /api/v1/billing – { autoRenew?, usageAlerts?: { members?, messages?, storage? } }, owner only
// (architecture.md: billing is the owner's). Answers the stored settings.
const update = route({ permission: "billing.change" }, async ({ req, session }) => {
  const input = await parseBody(req, updateBillingSettingsSchema);
  return ok(await updateBillingSettings(session.companyId, input));
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: read, PUT: update });
