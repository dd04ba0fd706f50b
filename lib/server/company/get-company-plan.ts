import "server-only";
import { db } from "@/lib/server/db";

// The company's plan, for the shell's upgrade call-to-action (shown on "free" only). Billing does
// not exist yet, so the plan is a plain string on Company; a missing row reads as "free".

export type CompanyPlan = string;

export const FREE_PLAN = "free";

export async function getCompanyPlan({ companyId }: { companyId: string }): Promise<CompanyPlan> {
  const company = await db.company.findUnique({ where: { id: companyId }, select: { plan: true } });
  return company?.plan ?? FREE_PLAN;
}
