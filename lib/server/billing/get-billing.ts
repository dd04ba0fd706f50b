import "server-only";
import { addMonths, addYears } from "date-fns";
import type { BillingOverview } from "@/lib/billing/overview";
import { BILLING_CYCLES, planOf, type BillingCycle } from "@/lib/billing/plans";
import type { Role } from "@/lib/generated/prisma/client";
import { can } from "@/lib/permissions";
import { readUsageAlerts } from "@/lib/server/billing/billing-settings";
import { sampleInvoices, samplePaymentMethods } from "@/lib/server/billing/sample-records";
import { getCompanyUsage } from "@/lib/server/billing/usage";
import { alertOnUsage } from "@/lib/server/billing/usage-alerts";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";

const RECENT_PLAN_CHANGES = 5;

const cycleOf = (value: string): BillingCycle =>
  (BILLING_CYCLES as readonly string[]).includes(value) ? (value as BillingCycle) : "monthly";

/** The first whole-cycle step after `anchor` that lies in the future. */
export function nextRenewal(anchor: Date, cycle: BillingCycle, now = new Date()): Date {
  const step = cycle === "yearly" ? addYears : addMonths;
  let count = 1;
  let next = step(anchor, count);
  while (next <= now) next = step(anchor, ++count);
  return next;
}

/**
 * Everything the billing page shows for the caller's company (GET /api/v1/billing). Checks the
 * usage alerts with the figures it shows, so a crossing nobody triggered (e.g. a plan change
 * elsewhere) still notifies.
 */
export async function getBillingOverview({
  companyId,
  role,
}: {
  companyId: string;
  role: Role;
}): Promise<BillingOverview> {
  const [company, usage, planChanges] = await Promise.all([
    db.company.findUnique({
      where: { id: companyId },
      select: { plan: true, billingCycle: true, autoRenew: true, usageAlerts: true, createdAt: true },
    }),
    getCompanyUsage(companyId),
    db.planChange.findMany({
      where: { companyId },
      orderBy: { createdAt: "desc" },
      take: RECENT_PLAN_CHANGES,
      select: {
        id: true,
        fromPlan: true,
        toPlan: true,
        billingCycle: true,
        createdAt: true,
        changedBy: { select: { firstName: true, lastName: true } },
      },
    }),
  ]);
  if (!company) throw notFound();
  await alertOnUsage({ companyId, plan: company.plan, usageAlerts: company.usageAlerts, usage });
  const plan = planOf(company.plan);
  const billingCycle = cycleOf(company.billingCycle);
  const renewsAt = nextRenewal(planChanges[0]?.createdAt ?? company.createdAt, billingCycle);
  return {
    plan: plan.id,
    billingCycle,
    autoRenew: company.autoRenew,
    renewsAt: renewsAt.toISOString(),
    usageAlerts: readUsageAlerts(company.usageAlerts),
    limits: { ...plan.limits },
    usage,
    planChanges: planChanges.map((change) => ({ ...change, createdAt: change.createdAt.toISOString() })),
    canManage: can(role, "billing.change"),
    samples: {
      paymentMethods: samplePaymentMethods(),
      invoices: sampleInvoices({ plan: plan.id, billingCycle, periodEnd: renewsAt }),
    },
  };
}
