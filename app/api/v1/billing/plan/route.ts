import { changePlan } from "@/lib/server/billing/change-plan";
import { getBillingOverview } from "@/lib/server/billing/get-billing";
import { ok } from "@/lib/server/http/envelope";
import { parseBody } from "@/lib/server/http/parse";
import { methods, route } from "@/lib/server/http/route";
import { changePlanSchema } from "@/lib/validation/billing";

// POST /api/v1/billing/plan – { plan, billingCycle }, owner only. Recorded in PlanChange without
// charging (there is no payment provider). 409 when it is the current plan and cycle, or when the
// company already uses more than the new plan allows. Answers the billing overview as it now is.
const change = route({ permission: "billing.change" }, async ({ req, session, locale, t }) => {
  const input = await parseBody(req, changePlanSchema);
  await changePlan({ companyId: session.companyId, userId: session.userId, locale, t, input });
  return ok(await getBillingOverview({ companyId: session.companyId, role: session.role }), {
    message: t("settings.billing.plans.changed", { plan: t(`settings.overview.plans.${input.plan}`) }),
  });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: change });
