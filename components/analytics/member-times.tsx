"use client";

import { useTranslations } from "next-intl";
import { ChartCard, type ChartData } from "@/components/analytics/chart-card";
import { useFormatter } from "@/components/format/formatter-provider";
import { formatDuration } from "@/lib/analytics/duration";
import type { MemberTimes } from "@/lib/analytics/types";

// Response and resolution times per member (owners and admins see everyone who answered; a member
// their own row): a table is the chart here, so the card's table view and CSV are the same rows.

export function MemberTimesCard({ members }: { members: MemberTimes[] }) {
  const t = useTranslations("analytics.members");
  const format = useFormatter();
  const duration = (seconds: number | null) => (seconds === null ? "—" : formatDuration(seconds, format));
  const data: ChartData = {
    fileName: "response-times",
    columns: [t("member"), t("firstResponse"), t("responses"), t("resolution"), t("resolved")],
    rows: members.map((row) => ({
      display: [
        row.name,
        duration(row.firstResponseSeconds),
        format.number(row.responses),
        duration(row.resolutionSeconds),
        format.number(row.resolved),
      ],
      raw: [row.name, row.firstResponseSeconds, row.responses, row.resolutionSeconds, row.resolved],
    })),
  };
  return (
    <ChartCard title={t("title")} description={t("description")} data={data} empty={t("empty")}>
      <ul className="divide-y">
        {members.slice(0, 8).map((row) => (
          <li key={row.userId} className="grid grid-cols-[1fr_auto_auto] items-center gap-4 py-2 text-sm">
            <span className="truncate font-medium">{row.name}</span>
            <span className="text-right tabular-nums">
              <span className="block text-xs text-muted-foreground">{t("firstResponse")}</span>
              {duration(row.firstResponseSeconds)}
            </span>
            <span className="text-right tabular-nums">
              <span className="block text-xs text-muted-foreground">{t("resolution")}</span>
              {duration(row.resolutionSeconds)}
            </span>
          </li>
        ))}
      </ul>
    </ChartCard>
  );
}
