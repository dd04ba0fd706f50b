"use client";

import { CalendarRange } from "lucide-react";
import { useTranslations } from "next-intl";
import type { AnalyticsUrlState } from "@/components/analytics/analytics-url";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { RANGE_PRESETS, type DayRange, type RangePreset } from "@/lib/analytics/range";
import { cn } from "@/lib/utils";

// The range: 7, 30 (default), 90 days, this month, last month, or custom days (both included, in
// the viewer's time zone). Choosing "custom" starts from the range shown, so nothing jumps.

export function RangePicker({
  state,
  range,
  onChange,
}: {
  state: AnalyticsUrlState;
  range: DayRange;
  onChange: (change: Partial<AnalyticsUrlState>) => void;
}) {
  const t = useTranslations("analytics.range");
  return (
    // A cell of the screen's filter grid on a phone: the whole row when the custom days show.
    <div className={cn("flex flex-wrap items-center gap-2", state.range === "custom" && "col-span-2")}>
      <Select
        value={state.range}
        onValueChange={(value) =>
          onChange(
            value === "custom"
              ? { range: "custom", from: range.from, to: range.to }
              : { range: value as RangePreset, from: "", to: "" },
          )
        }
      >
        <SelectTrigger className="h-9 w-full sm:w-44" aria-label={t("label")}>
          <CalendarRange className="size-4 text-muted-foreground" aria-hidden />
          {/* The rest of the row: the label starts beside the icon, not centred between it and the chevron. */}
          <SelectValue className="flex-1" />
        </SelectTrigger>
        <SelectContent>
          {RANGE_PRESETS.map((preset) => (
            <SelectItem key={preset} value={preset}>
              {t(`presets.${preset}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {state.range === "custom" && (
        <>
          <Input
            type="date"
            className="h-9 w-40"
            aria-label={t("from")}
            value={range.from}
            max={range.to}
            onChange={(event) => event.target.value && onChange({ from: event.target.value })}
          />
          <Input
            type="date"
            className="h-9 w-40"
            aria-label={t("to")}
            value={range.to}
            min={range.from}
            onChange={(event) => event.target.value && onChange({ to: event.target.value })}
          />
        </>
      )}
    </div>
  );
}
