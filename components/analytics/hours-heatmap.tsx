"use client";

import { useTranslations } from "next-intl";
import { ChartCard, type ChartData } from "@/components/analytics/chart-card";
import { useFormatter } from "@/components/format/formatter-provider";
import { heatmapBucket, heatmapGrid, weekdayOrder, type HeatmapCount } from "@/lib/analytics/heatmap";
import type { DayRange } from "@/lib/analytics/range";
import { cn } from "@/lib/utils";

// The busiest hours (issue 21): inbound messages per weekday and hour in the viewer's zone, as the
// average per hour over the range, in the spec's four intensity buckets.

const BUCKET_CLASS = ["bg-muted", "bg-primary/30", "bg-primary/60", "bg-primary"] as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
// 1 January 2024 was a Monday: index 0 of the heatmap's rows.
const weekdayDate = (weekday: number) => new Date(Date.UTC(2024, 0, 1 + weekday, 12));

export function HoursHeatmap({ counts, range }: { counts: HeatmapCount[]; range: DayRange }) {
  const t = useTranslations("analytics.heatmap");
  const format = useFormatter();
  const grid = heatmapGrid(counts, range);
  const rows = weekdayOrder(format.weekStartsOn);
  const weekday = (index: number, style: "short" | "long") =>
    new Intl.DateTimeFormat(format.locale, { weekday: style, timeZone: "UTC" }).format(weekdayDate(index));
  const average = (value: number) => format.number(value, { maximumFractionDigits: 1 });
  const data: ChartData = {
    fileName: "busiest-hours",
    columns: [t("weekday"), ...HOURS.map((hour) => t("hour", { hour: String(hour).padStart(2, "0") }))],
    rows: counts.length
      ? rows.map((index) => ({
          display: [weekday(index, "long"), ...grid[index]!.map(average)],
          raw: [weekday(index, "long"), ...grid[index]!.map((value) => Number(value.toFixed(2)))],
        }))
      : [],
  };
  const legend = [
    t("below", { value: 1 }),
    t("between", { from: 1, to: 2 }),
    t("between", { from: 2, to: 3 }),
    t("atLeast", { value: 3 }),
  ];

  return (
    <ChartCard title={t("title")} description={t("description")} data={data} empty={t("empty")}>
      <div className="overflow-x-auto">
        <div className="grid min-w-[34rem] grid-cols-[2.5rem_repeat(24,minmax(0,1fr))] gap-0.5 text-[10px] text-muted-foreground">
          {rows.map((index) => (
            <div key={index} className="contents">
              <span className="truncate pr-1 leading-5">{weekday(index, "short")}</span>
              {grid[index]!.map((value, hour) => (
                <span key={hour} className={cn("h-5 rounded-[3px]", BUCKET_CLASS[heatmapBucket(value)])} />
              ))}
            </div>
          ))}
          <span />
          {HOURS.map((hour) => (
            <span key={hour} className="text-center tabular-nums">
              {hour % 3 === 0 ? hour : ""}
            </span>
          ))}
        </div>
      </div>
      <ul className="mt-3 flex flex-wrap items-center gap-3 text-xs text-muted-foreground">
        {legend.map((label, bucket) => (
          <li key={label} className="flex items-center gap-1.5">
            <span className={cn("size-3 rounded-[3px]", BUCKET_CLASS[bucket])} />
            {label}
          </li>
        ))}
      </ul>
    </ChartCard>
  );
}
