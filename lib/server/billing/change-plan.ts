import "server-only";
import { planOf, PLANS } from "@/lib/billing/plans";
import { limitOf, usedOf } from "@/lib/billing/usage";
import { formatUsageFigure } from "@/lib/billing/usage-figures";
import { createFormatter } from "@/lib/format";
import type { Locale } from "@/lib/i18n/config";
import { getCompanyUsage } from "@/lib/server/billing/usage";
import { checkUsageAlertsLater } from "@/lib/server/billing/usage-alerts";
import { db } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/server/errors";
import type { Translate } from "@/lib/server/i18n";
import { USAGE_RESOURCES, type ChangePlanInput } from "@/lib/validation/billing";

// A plan change (owner only, checked by the route). There is no payment provider: nothing is
// charged; the change is recorded in PlanChange and Company.plan / billingCycle take the new values.

/**
 * Switches the company to `plan` on `billingCycle`. Refused with 409 when nothing would change,
 * and when the company already uses more than the new plan allows (a downgrade below usage):
 * the message names the first resource over the limit, e.g. "7 members; Basic allows 5".
 */
export async function changePlan({
  companyId,
  userId,
  locale,
  t,
  input,
}: {
  companyId: string;
  userId: string;
  locale: Locale;
  /** The caller's translator: the refusal names the plan in their language. */
  t: Translate;
  input: ChangePlanInput;
}) {
  const company = await db.company.findUnique({
    where: { id: companyId },
    select: { plan: true, billingCycle: true },
  });
  if (!company) throw notFound();
  if (company.plan === input.plan && company.billingCycle === input.billingCycle) {
    throw new AppError("CONFLICT", { messageKey: "api.errors.PLAN_UNCHANGED" });
  }

  const target = PLANS[input.plan];
  const number = createFormatter({ locale }).number;
  const usage = await getCompanyUsage(companyId);
  for (const resource of USAGE_RESOURCES) {
    const limit = limitOf(target, resource);
    const used = usedOf(usage, resource);
    if (limit !== null && used > limit) {
      throw new AppError("CONFLICT", {
        messageKey: `api.errors.PLAN_TOO_SMALL_${resource.toUpperCase()}`,
        values: {
          used: formatUsageFigure(resource, used, number),
          limit: formatUsageFigure(resource, limit, number),
          plan: t(`settings.overview.plans.${input.plan}`),
        },
      });
    }
  }

  // Compare-and-set on what was read: of two owners changing plan at once, the second gets a 409
  // instead of silently recording a change from a plan the company no longer had.
  const change = await db.$transaction(async (tx) => {
    const { count } = await tx.company.updateMany({
      where: { id: companyId, plan: company.plan, billingCycle: company.billingCycle },
      data: { plan: input.plan, billingCycle: input.billingCycle },
    });
    if (count !== 1) throw new AppError("CONFLICT");
    return tx.planChange.create({
      data: {
        companyId,
        fromPlan: planOf(company.plan).id,
        toPlan: input.plan,
        billingCycle: input.billingCycle,
        changedById: userId,
      },
      select: { id: true, createdAt: true },
    });
  });
  // A smaller plan can put usage past the alert mark.
  await checkUsageAlertsLater(companyId);
  return change;
}
