"use client";

import { useTranslations } from "next-intl";
import { ChartCard, type ChartData } from "@/components/analytics/chart-card";
import { useFormatter } from "@/components/format/formatter-provider";
import type { AudienceAnalytics } from "@/lib/analytics/types";

// Followers by age group (spec 01 §2 "followers segmentation by age group"), over the accounts
// whose platform gives the breakdown; the card says when some accounts, or all, give none.

export function AudienceCard({ audience }: { audience: AudienceAnalytics }) {
  const t = useTranslations("analytics.audience");
  const format = useFormatter();
  const groups = audience.groups ?? [];
  const total = groups.reduce((sum, row) => sum + row.followers, 0);
  const largest = Math.max(1, ...groups.map((row) => row.followers));
  const share = (value: number) =>
    format.number(total ? value / total : 0, { style: "percent", maximumFractionDigits: 1 });
  const data: ChartData = {
    fileName: "followers-by-age",
    columns: [t("group"), t("followers"), t("share")],
    rows: groups.map((row) => ({
      display: [row.group, format.number(row.followers), share(row.followers)],
      raw: [row.group, row.followers, total ? row.followers / total : null],
    })),
  };
  return (
    <ChartCard
      title={t("title")}
      description={
        audience.accountsWithout > 0 && groups.length > 0
          ? t("partial", { count: audience.accountsWithout })
          : undefined
      }
      data={data}
      empty={audience.accountsWithout > 0 ? t("unavailable") : t("empty")}
      badge={audience.sandbox}
    >
      <ul className="flex flex-col gap-2">
        {groups.map((row) => (
          <li key={row.group} className="grid grid-cols-[3.5rem_1fr_3.5rem] items-center gap-3 text-sm">
            <span className="text-muted-foreground tabular-nums">{row.group}</span>
            <span className="h-5 overflow-hidden rounded-md bg-muted">
              <span
                className="block h-full rounded-md bg-chart-2"
                style={{ width: `${(row.followers / largest) * 100}%` }}
              />
            </span>
            <span className="text-right tabular-nums">{share(row.followers)}</span>
          </li>
        ))}
      </ul>
    </ChartCard>
  );
}
