import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { planOf, USAGE_ALERT_RATIO } from "@/lib/billing/plans";
import { limitOf, usedOf } from "@/lib/billing/usage";
import { rolesFor } from "@/lib/permissions";
import { getPreferences, wantsEmail } from "@/lib/server/account/preferences";
import { readUsageAlerts } from "@/lib/server/billing/billing-settings";
import { usageAlertMail } from "@/lib/server/billing/usage-alert-mail";
import { getCompanyUsage, usagePeriod, type CompanyUsage } from "@/lib/server/billing/usage";
import { db } from "@/lib/server/db";
import { enqueue } from "@/lib/server/jobs/enqueue";
import { logger } from "@/lib/server/logger";
import { sendMail } from "@/lib/server/mail/mailer";
import { recipientSelect } from "@/lib/server/mail/templates";
import { createNotification } from "@/lib/server/notifications/notifications";
import { USAGE_RESOURCES, type UsageResource } from "@/lib/validation/billing";

/**
 * Checks the company's usage against its plan and notifies its owners and admins once per
 * resource and month when a usage alert (80 %) is crossed: a bell notification, and an e-mail to
 * those who take system updates by e-mail. Alerts switched off on the billing page stay silent.
 * After anything that raises usage (a member joins, a file is stored) call checkUsageAlertsLater;
 * GET /billing checks at once (alertOnUsage). It never throws: a failed alert must not fail the
 * action that raised the usage.
 */
export async function checkUsageAlerts(companyId: string, now = new Date()): Promise<void> {
  try {
    const company = await db.company.findUnique({
      where: { id: companyId },
      select: { plan: true, usageAlerts: true },
    });
    if (!company) return;
    await alertOnUsage({ companyId, plan: company.plan, usageAlerts: company.usageAlerts, now });
  } catch (error) {
    logger.error({ err: error, companyId }, "usage alert check failed");
  }
}

/**
 * Queues the check (the "usage-alerts" job, lib/server/jobs): the action that raised usage does not
 * wait for it, and while one check of the company waits, another is not queued. Never throws.
 */
export async function checkUsageAlertsLater(companyId: string): Promise<void> {
  await enqueue("usage-alerts", { companyId }, { key: companyId }).catch((error: unknown) =>
    logger.error({ err: error, companyId }, "queueing the usage alert check failed"),
  );
}

/**
 * The check itself, for a caller that has already read the company (and maybe its usage: the
 * billing page does, so nothing is counted twice). Never throws either.
 */
export async function alertOnUsage({
  companyId,
  plan: planId,
  usageAlerts,
  usage: knownUsage,
  now = new Date(),
}: {
  companyId: string;
  plan: string;
  usageAlerts: Prisma.JsonValue;
  usage?: CompanyUsage;
  now?: Date;
}): Promise<void> {
  try {
    const plan = planOf(planId);
    const enabled = readUsageAlerts(usageAlerts);
    const candidates = USAGE_RESOURCES.filter((resource) => enabled[resource] && limitOf(plan, resource) !== null);
    if (candidates.length === 0) return;
    const usage = knownUsage ?? (await getCompanyUsage(companyId));
    for (const resource of candidates) {
      const limit = limitOf(plan, resource)!;
      const used = usedOf(usage, resource);
      if (used < limit * USAGE_ALERT_RATIO) continue;
      if (!(await claimAlert(companyId, resource, usagePeriod(now)))) continue;
      await notifyManagers({ companyId, resource, used, limit, plan: plan.id });
    }
  } catch (error) {
    logger.error({ err: error, companyId }, "usage alert check failed");
  }
}

/**
 * The month's alert for this resource, taken at most once: the insert wins for exactly one of
 * any number of concurrent checks (the row's key is company + resource + month).
 */
async function claimAlert(companyId: string, resource: UsageResource, period: string): Promise<boolean> {
  const inserted = await db.$executeRaw`
    INSERT INTO "UsageAlertLog" ("companyId", "resource", "period")
    VALUES (${companyId}, ${resource}, ${period})
    ON CONFLICT DO NOTHING`;
  return inserted === 1;
}

async function notifyManagers(alert: {
  companyId: string;
  resource: UsageResource;
  used: number;
  limit: number;
  plan: string;
}) {
  const managers = await db.user.findMany({
    where: { companyId: alert.companyId, role: { in: rolesFor("billing.receiveAlerts") }, deactivatedAt: null },
    select: { id: true, ...recipientSelect },
  });
  const percent = Math.floor((alert.used / alert.limit) * 100);
  for (const manager of managers) {
    await createNotification({
      companyId: alert.companyId,
      userId: manager.id,
      type: "usageAlert",
      data: { resource: alert.resource, used: alert.used, limit: alert.limit, percent, plan: alert.plan },
    });
    if (!wantsEmail(await getPreferences(manager.id), "systemUpdates")) continue;
    try {
      await sendMail(usageAlertMail(manager, { ...alert, percent }));
    } catch (error) {
      // The bell has it; one unreachable mailbox must not cost the other managers their alert.
      logger.warn({ err: error, userId: manager.id }, "usage alert mail failed");
    }
  }
}
