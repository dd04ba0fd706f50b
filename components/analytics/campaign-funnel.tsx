"use client";

import { useTranslations } from "next-intl";
import { ChartCard, type ChartData } from "@/components/analytics/chart-card";
import { useFormatter } from "@/components/format/formatter-provider";
import { funnelSteps, type FunnelCounts } from "@/lib/analytics/funnel";

// The campaign funnel (recipients → sent → delivered → read → clicked → replied → converted):
// bars as wide as each stage's share of the recipients, with the share of the stage before.

export function CampaignFunnel({ funnel, title, empty }: { funnel: FunnelCounts; title: string; empty: string }) {
  const t = useTranslations("analytics.funnel");
  const format = useFormatter();
  const steps = funnelSteps(funnel);
  const percent = (value: number | null) =>
    value === null ? "—" : format.number(value, { style: "percent", maximumFractionDigits: 1 });
  const data: ChartData = {
    fileName: "campaign-funnel",
    columns: [t("stage"), t("count"), t("ofRecipients"), t("ofPrevious")],
    rows:
      funnel.recipients > 0
        ? steps.map((step) => ({
            display: [
              t(`stages.${step.stage}`),
              format.number(step.count),
              percent(step.ofRecipients),
              percent(step.ofPrevious),
            ],
            raw: [t(`stages.${step.stage}`), step.count, step.ofRecipients, step.ofPrevious],
          }))
        : [],
  };
  return (
    <ChartCard title={title} data={data} empty={empty}>
      <ol className="flex flex-col gap-2">
        {steps.map((step) => (
          <li key={step.stage} className="grid grid-cols-[6.5rem_1fr_4.5rem] items-center gap-3 text-sm">
            <span className="truncate text-muted-foreground">{t(`stages.${step.stage}`)}</span>
            <span className="h-6 overflow-hidden rounded-md bg-muted">
              <span
                className="block h-full rounded-md bg-primary/80"
                style={{ width: `${Math.max((step.ofRecipients ?? 0) * 100, step.count > 0 ? 1 : 0)}%` }}
              />
            </span>
            <span className="text-right font-medium tabular-nums">{format.number(step.count)}</span>
          </li>
        ))}
      </ol>
    </ChartCard>
  );
}
