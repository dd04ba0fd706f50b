"use client";

import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useFormatter } from "@/components/format/formatter-provider";
import { AXIS_PROPS, GRID_PROPS, LEGEND_STYLE, TOOLTIP_STYLE } from "@/components/analytics/chart-style";

// Followers at each month's end, this year against last (spec 01 §2 Social stats view). Lazy:
// growth-chart-lazy.tsx.

export type GrowthChartProps = {
  data: { month: number; thisYear: number | null; lastYear: number | null }[];
  labels: { thisYear: string; lastYear: string };
};

export function GrowthChart({ data, labels }: GrowthChartProps) {
  const format = useFormatter();
  const month = (value: number) =>
    new Intl.DateTimeFormat(format.locale, { month: "short", timeZone: "UTC" }).format(Date.UTC(2024, value - 1, 15));
  return (
    <div className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 4 }} accessibilityLayer={false}>
          <CartesianGrid {...GRID_PROPS} />
          <XAxis dataKey="month" tickFormatter={month} {...AXIS_PROPS} tickMargin={8} />
          <YAxis
            width={44}
            tickFormatter={(value: number) => format.number(value, { notation: "compact" })}
            {...AXIS_PROPS}
          />
          <Tooltip
            labelFormatter={(value) => month(Number(value))}
            formatter={(value) => format.number(Number(value))}
            contentStyle={TOOLTIP_STYLE}
          />
          <Legend iconType="plainline" wrapperStyle={LEGEND_STYLE} />
          <Line
            dataKey="thisYear"
            name={labels.thisYear}
            stroke="var(--chart-1)"
            strokeWidth={2}
            dot={false}
            connectNulls={false}
          />
          <Line
            dataKey="lastYear"
            name={labels.lastYear}
            stroke="var(--chart-2)"
            strokeWidth={2}
            strokeDasharray="5 4"
            dot={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
