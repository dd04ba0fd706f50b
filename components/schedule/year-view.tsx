"use client";

import { useLocale, useTranslations } from "next-intl";
import { useFormatter } from "@/components/format/formatter-provider";
import { dropTargetProps } from "@/components/schedule/calendar-entry";
import { toLocale } from "@/lib/i18n/config";
import { dotDensity, monthGrid, parseDay, sameMonth, yearMonths, type DayKey } from "@/lib/schedule/calendar-dates";
import type { MonthGridInput } from "@/lib/schedule/calendar-entries";
import { dayTitle, monthName, weekdayNarrow } from "@/lib/schedule/calendar-labels";
import { cn } from "@/lib/utils";

const DOT = ["", "bg-primary/35", "bg-primary/65", "bg-primary"] as const;

/**
 * The year: twelve small months, each day with a dot whose strength says how much is planned that
 * day (one, two, three or more). A day opens the day view; a month's name opens the month. A post
 * (an undated draft from the list below, say) dropped on a day moves there, as on the month's days.
 */
export function YearView({
  anchor,
  today,
  weekStartsOn,
  days,
  onOpenDay,
  onOpenMonth,
  onDropPost,
}: MonthGridInput & {
  onOpenDay: (day: DayKey) => void;
  onOpenMonth: (day: DayKey) => void;
  /** A post dropped on a day: it keeps its time (an undated one gets the month view's default). */
  onDropPost: (postId: string, day: DayKey) => void;
}) {
  const t = useTranslations("schedule");
  const locale = toLocale(useLocale());
  const format = useFormatter();
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="year-view">
      {yearMonths(anchor).map((month) => {
        const grid = monthGrid(month, weekStartsOn);
        return (
          <section
            key={month}
            className="rounded-lg border p-3"
            aria-label={monthName(month, locale)}
            data-testid="year-month"
          >
            <button
              type="button"
              onClick={() => onOpenMonth(month)}
              className="mb-2 rounded text-sm font-semibold outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {monthName(month, locale)}
            </button>
            <div className="grid grid-cols-7 gap-0.5 text-center text-[0.7rem]">
              {grid.slice(0, 7).map((day) => (
                <span key={day} className="text-muted-foreground" aria-hidden>
                  {weekdayNarrow(day, locale)}
                </span>
              ))}
              {grid.map((day) => {
                if (!sameMonth(day, month)) return <span key={day} aria-hidden />;
                const count = days.get(day)?.length ?? 0;
                const density = dotDensity(count);
                return (
                  <button
                    key={day}
                    type="button"
                    onClick={() => onOpenDay(day)}
                    className={cn(
                      "flex flex-col items-center rounded py-0.5 tabular-nums outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
                      day === today && "font-semibold text-primary",
                    )}
                    aria-label={`${dayTitle(day, locale)}: ${t("itemCount", { count })}`}
                    data-testid="year-day"
                    data-day={day}
                    data-density={density}
                    {...dropTargetProps((postId) => onDropPost(postId, day))}
                  >
                    {format.number(parseDay(day).day)}
                    <span className={cn("size-1.5 rounded-full", DOT[density])} aria-hidden />
                  </button>
                );
              })}
            </div>
          </section>
        );
      })}
    </div>
  );
}
