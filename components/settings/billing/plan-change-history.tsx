"use client";

import { ArrowRightLeft, History } from "lucide-react";
import { useTranslations } from "next-intl";
import { useBillingFormat } from "@/components/settings/billing/use-billing-format";
import { SettingsSection } from "@/components/settings/settings-page";
import type { PlanChangeJson } from "@/lib/billing/overview";
import { isPlanId } from "@/lib/billing/plans";

/** The latest plan changes as recorded (nothing charged): from → to, cycle, who and when. */
export function PlanChangeHistory({ changes }: { changes: PlanChangeJson[] }) {
  const t = useTranslations("settings.billing");
  const planName = useTranslations("settings.overview.plans");
  const format = useBillingFormat();
  const nameOf = (plan: string) => (isPlanId(plan) ? planName(plan) : plan);
  const cycleOf = (cycle: string) => (cycle === "yearly" || cycle === "monthly" ? t(`current.cycles.${cycle}`) : cycle);
  return (
    <SettingsSection id="plan-changes" title={t("history.title")} description={t("history.description")}>
      {changes.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
          <History className="size-5 text-muted-foreground" aria-hidden />
          <p className="text-sm text-muted-foreground">{t("history.empty")}</p>
        </div>
      ) : (
        <ul className="flex flex-col divide-y">
          {changes.map((change) => (
            <li key={change.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
              <ArrowRightLeft className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="text-sm font-medium">
                  {t("history.change", { from: nameOf(change.fromPlan), to: nameOf(change.toPlan) })}
                  <span className="font-normal text-muted-foreground"> · {cycleOf(change.billingCycle)}</span>
                </p>
                <p className="text-xs text-muted-foreground">
                  {t("history.by", {
                    name: change.changedBy
                      ? `${change.changedBy.firstName} ${change.changedBy.lastName}`
                      : t("history.unknownUser"),
                    date: format.date(change.createdAt),
                  })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
