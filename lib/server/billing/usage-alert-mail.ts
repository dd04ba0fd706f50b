import "server-only";
import { formatUsageFigure } from "@/lib/billing/usage-figures";
import { createFormatter } from "@/lib/format";
import { appUrl } from "@/lib/server/app-url";
import type { Mail } from "@/lib/server/mail/mailer";
import { mailToUser, type Recipient } from "@/lib/server/mail/templates";
import type { UsageResource } from "@/lib/validation/billing";

/** A usage alert (80 % of a plan limit) for an owner or admin; the link leads to the billing page. */
export const usageAlertMail = (
  user: Recipient,
  alert: { resource: UsageResource; used: number; limit: number; percent: number; plan: string },
): Mail =>
  mailToUser(user, (t, locale) => {
    const number = createFormatter({ locale }).number;
    const resource = t(`settings.billing.resources.${alert.resource}`);
    return {
      subject: t("mail.usageAlert.subject", { resource, percent: alert.percent }),
      paragraphs: [
        t("mail.usageAlert.intro", {
          resource,
          percent: alert.percent,
          used: formatUsageFigure(alert.resource, alert.used, number),
          limit: formatUsageFigure(alert.resource, alert.limit, number),
          plan: t(`settings.overview.plans.${alert.plan}`),
        }),
        t("mail.usageAlert.next"),
      ],
      action: { label: t("mail.usageAlert.action"), url: appUrl("/settings/billing") },
      footer: t("mail.usageAlert.footer"),
    };
  });
