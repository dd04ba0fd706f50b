import "server-only";
import { planOf, type PlanId } from "@/lib/billing/plans";
import { db } from "@/lib/server/db";

// The company's plan (basic / pro / enterprise, lib/billing/plans.ts), for the shell's upgrade
// card (shown on basic) and the settings overview. A missing row or an unknown value reads as basic.

export async function getCompanyPlan({ companyId }: { companyId: string }): Promise<PlanId> {
  const company = await db.company.findUnique({ where: { id: companyId }, select: { plan: true } });
  return planOf(company?.plan ?? "basic").id;
}
