"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useFormatter } from "@/components/format/formatter-provider";
import { AXIS_PROPS, GRID_PROPS, LEGEND_STYLE, TOOLTIP_STYLE } from "@/components/analytics/chart-style";

// A daily series as bars (stacked when `stacked`): messages sent and received, engagement. Loaded
// lazily (series-chart-lazy.tsx): recharts stays out of /analytics's first load.

export type Series = { key: string; label: string; color: string };
export type SeriesChartProps = {
  data: Record<string, string | number>[];
  /** The x field: a calendar day "YYYY-MM-DD". */
  x: string;
  series: Series[];
  stacked?: boolean;
};

export function SeriesChart({ data, x, series, stacked = false }: SeriesChartProps) {
  const format = useFormatter();
  // Days are calendar days: read at noon UTC so no zone moves them across midnight.
  const dayLabel = (value: string) => format.monthDay(`${value}T12:00:00Z`);
  return (
    <div className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: 4 }} accessibilityLayer={false}>
          <CartesianGrid {...GRID_PROPS} />
          <XAxis dataKey={x} tickFormatter={dayLabel} {...AXIS_PROPS} tickMargin={8} minTickGap={16} />
          <YAxis
            width={36}
            allowDecimals={false}
            tickFormatter={(value: number) => format.number(value, { notation: "compact" })}
            {...AXIS_PROPS}
          />
          <Tooltip
            cursor={{ fill: "var(--accent)", opacity: 0.6 }}
            labelFormatter={(value) => dayLabel(String(value))}
            formatter={(value) => format.number(Number(value))}
            contentStyle={TOOLTIP_STYLE}
          />
          <Legend iconType="square" iconSize={10} wrapperStyle={LEGEND_STYLE} />
          {series.map((item, index) => (
            <Bar
              key={item.key}
              dataKey={item.key}
              name={item.label}
              stackId={stacked ? "stack" : undefined}
              fill={item.color}
              radius={!stacked || index === series.length - 1 ? [4, 4, 0, 0] : 0}
              maxBarSize={28}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
