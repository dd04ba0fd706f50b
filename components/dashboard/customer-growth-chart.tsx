"use client";

import { useTranslations } from "next-intl";
import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { AXIS_PROPS, GRID_PROPS } from "@/components/analytics/chart-style";
import { useFormatter } from "@/components/format/formatter-provider";
import type { Formatter } from "@/lib/format";
import type { GrowthWeek } from "@/lib/dashboard/types";

export type CustomerGrowthChartProps = { weeks: GrowthWeek[] };

const DAY_MS = 86_400_000;

function weekRange(weekStart: string, format: Formatter) {
  // Half past the sixth day: Sunday whatever a clock change did to the week.
  const end = new Date(new Date(weekStart).getTime() + 6.5 * DAY_MS);
  return { start: format.monthDay(weekStart), end: format.monthDay(end) };
}

type GrowthTooltipProps = { active?: boolean; week?: GrowthWeek; format: Formatter };

function GrowthTooltip({ active, week, format }: GrowthTooltipProps) {
  const t = useTranslations("dashboard.growth");
  if (!active || !week) return null;
  const rows = [
    { key: "new", label: t("newCustomers"), value: week.newCustomers, swatch: "size-2.5 rounded-[3px] bg-chart-1" },
    {
      key: "total",
      label: t("totalCustomers"),
      value: week.totalCustomers,
      swatch: "h-0.5 w-3 rounded-full bg-chart-2",
    },
  ];
  return (
    <div className="min-w-44 rounded-lg border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
      <p className="mb-1.5 font-medium">{t("weekRange", weekRange(week.weekStart, format))}</p>
      <dl className="space-y-1">
        {rows.map((row) => (
          <div key={row.key} className="flex items-center gap-2">
            <span className={row.swatch} aria-hidden />
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="ml-auto font-medium tabular-nums">{format.number(row.value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Bars: new customers per week (left axis); line: all customers by the end of each week (right axis). */
export function CustomerGrowthChart({ weeks }: CustomerGrowthChartProps) {
  const format = useFormatter();
  // Both counts (new per week on the left, the running total on the right) read the same way.
  const countAxis = {
    allowDecimals: false,
    tickFormatter: (value: number) => format.number(value, { notation: "compact" }),
    ...AXIS_PROPS,
  } as const;

  return (
    // The figures are in the card's table for assistive technology; the drawing is decoration.
    <div className="size-full" aria-hidden>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={weeks} margin={{ top: 8, right: 4, bottom: 0, left: 4 }} accessibilityLayer={false}>
          <CartesianGrid yAxisId="new" {...GRID_PROPS} />
          <XAxis
            dataKey="weekStart"
            tickFormatter={(value: string) => format.monthDay(value)}
            {...AXIS_PROPS}
            tickMargin={8}
            minTickGap={16}
          />
          <YAxis yAxisId="new" width={32} {...countAxis} />
          <YAxis yAxisId="total" orientation="right" width={36} {...countAxis} />
          <Tooltip
            cursor={{ fill: "var(--accent)", opacity: 0.6 }}
            content={({ active, payload }) => (
              <GrowthTooltip active={active} week={payload?.[0]?.payload as GrowthWeek | undefined} format={format} />
            )}
          />
          <Bar yAxisId="new" dataKey="newCustomers" fill="var(--chart-1)" radius={[4, 4, 0, 0]} maxBarSize={32} />
          <Line
            yAxisId="total"
            dataKey="totalCustomers"
            type="monotone"
            stroke="var(--chart-2)"
            strokeWidth={2}
            dot={false}
            activeDot={{ r: 4, strokeWidth: 2, stroke: "var(--card)" }}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
