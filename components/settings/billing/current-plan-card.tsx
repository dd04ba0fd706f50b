"use client";

import { CalendarClock, Repeat } from "lucide-react";
import { useTranslations } from "next-intl";
import { useBillingFormat } from "@/components/settings/billing/use-billing-format";
import { SettingsSection } from "@/components/settings/settings-page";
import { SwitchRow } from "@/components/common/switch-row";
import { Badge } from "@/components/ui/badge";
import type { BillingOverview } from "@/lib/billing/overview";
import { PLANS } from "@/lib/billing/plans";

type CurrentPlanCardProps = { overview: BillingOverview; isSaving: boolean; onAutoRenewChange: (on: boolean) => void };

/**
 * The current plan (spec 02 §2.12): name, price, billing cycle, the next renewal (or the end of
 * the period while auto-renewal is off) and the auto-renewal switch, which only the owner may use.
 */
export function CurrentPlanCard({ overview, isSaving, onAutoRenewChange }: CurrentPlanCardProps) {
  const t = useTranslations("settings.billing");
  const plans = useTranslations("settings.overview.plans");
  const format = useBillingFormat();
  const price = PLANS[overview.plan].price[overview.billingCycle];
  const planName = plans(overview.plan);
  return (
    <SettingsSection id="current-plan" title={t("current.title")} description={t("current.description")}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-lg font-semibold tracking-tight" data-testid="current-plan-name">
              {t("current.planName", { plan: planName })}
            </p>
            <Badge>{t("current.badge")}</Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            <span className="text-2xl font-semibold text-foreground tabular-nums">{format.money(price)}</span>{" "}
            {t("current.perPeriod", { period: t(`current.period.${overview.billingCycle}`) })}
          </p>
        </div>
        <dl className="grid gap-2 text-sm sm:text-right">
          <div className="flex items-center gap-2 sm:justify-end">
            <Repeat className="size-4 text-muted-foreground" aria-hidden />
            <dt className="text-muted-foreground">{t("current.cycle")}</dt>
            <dd className="font-medium">{t(`current.cycles.${overview.billingCycle}`)}</dd>
          </div>
          <div className="flex items-center gap-2 sm:justify-end">
            <CalendarClock className="size-4 text-muted-foreground" aria-hidden />
            <dt className="sr-only">{t("current.renewal")}</dt>
            <dd className="font-medium">
              {t(overview.autoRenew ? "current.renewsOn" : "current.endsOn", { date: format.date(overview.renewsAt) })}
            </dd>
          </div>
        </dl>
      </div>
      <SwitchRow
        id="auto-renew"
        label={t("current.autoRenew")}
        hint={overview.canManage ? t("current.autoRenewHint") : t("ownerOnly")}
        checked={overview.autoRenew}
        disabled={!overview.canManage || isSaving}
        onCheckedChange={onAutoRenewChange}
        className="border-t pt-4"
      />
    </SettingsSection>
  );
}
