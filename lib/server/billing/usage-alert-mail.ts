import "server-only";
import { formatUsageFigure } from "@/lib/billing/usage-figures";
import { createFormatter } from "@/lib/format";
import { toLocale } from "@/lib/i18n/config";
import { getEnv } from "@/lib/server/env";
import { translatorFor } from "@/lib/server/i18n";
import type { Mail } from "@/lib/server/mail/mailer";
import { layout, type Recipient } from "@/lib/server/mail/templates";
import type { UsageResource } from "@/lib/validation/billing";

/** A usage alert (80 % of a plan limit) for an owner or admin; the link leads to the billing page. */
export function usageAlertMail(
  user: Recipient,
  alert: { resource: UsageResource; used: number; limit: number; percent: number; plan: string },
): Mail {
  const locale = toLocale(user.locale);
  const t = translatorFor(locale);
  const number = createFormatter({ locale }).number;
  const url = new URL("/settings/billing", getEnv().APP_URL).toString();
  const resource = t(`settings.billing.resources.${alert.resource}`);
  const paragraphs = [
    t("mail.greeting", { name: user.firstName }),
    t("mail.usageAlert.intro", {
      resource,
      percent: alert.percent,
      used: formatUsageFigure(alert.resource, alert.used, number),
      limit: formatUsageFigure(alert.resource, alert.limit, number),
      plan: t(`settings.overview.plans.${alert.plan}`),
    }),
    t("mail.usageAlert.next"),
  ];
  const { html, text } = layout(
    locale,
    paragraphs,
    { label: t("mail.usageAlert.action"), url },
    undefined,
    t("mail.usageAlert.footer"),
  );
  return {
    to: user.email,
    subject: t("mail.usageAlert.subject", { resource, percent: alert.percent }),
    text,
    html,
    link: url,
  };
}
