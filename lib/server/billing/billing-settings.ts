import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import {
  DEFAULT_USAGE_ALERTS,
  usageAlertsSchema,
  type UpdateBillingSettings,
  type UsageAlerts,
} from "@/lib/validation/billing";

/** Company.usageAlerts completed with defaults; a malformed value reads as the defaults. */
export function readUsageAlerts(stored: Prisma.JsonValue | null | undefined): UsageAlerts {
  const parsed = usageAlertsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : DEFAULT_USAGE_ALERTS;
}

/**
 * Saves the billing page's settings (auto-renewal, usage alert checkboxes) for the company; what
 * the input leaves out keeps its stored value. Answers the settings as now stored.
 */
export async function updateBillingSettings(
  companyId: string,
  input: UpdateBillingSettings,
): Promise<{ autoRenew: boolean; usageAlerts: UsageAlerts }> {
  // One transaction with a row lock: two tabs saving different checkboxes both keep theirs.
  return db.$transaction(async (tx) => {
    const [company] = await tx.$queryRaw<{ autoRenew: boolean; usageAlerts: Prisma.JsonValue }[]>`
      SELECT "autoRenew", "usageAlerts" FROM "Company" WHERE "id" = ${companyId} FOR UPDATE`;
    if (!company) throw notFound();
    const usageAlerts = { ...readUsageAlerts(company.usageAlerts), ...input.usageAlerts };
    const autoRenew = input.autoRenew ?? company.autoRenew;
    await tx.company.update({ where: { id: companyId }, data: { autoRenew, usageAlerts } });
    return { autoRenew, usageAlerts };
  });
}
