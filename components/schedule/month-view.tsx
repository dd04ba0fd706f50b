"use client";

import { Plus } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { CalendarEntryItem, dropTargetProps } from "@/components/schedule/calendar-entry";
import { useFormatter } from "@/components/format/formatter-provider";
import { CALENDAR_DAY_MAX_ITEMS } from "@/lib/constants";
import { toLocale } from "@/lib/i18n/config";
import { dayCellItems, monthGrid, parseDay, sameMonth, type DayKey } from "@/lib/schedule/calendar-dates";
import type { MonthGridInput } from "@/lib/schedule/calendar-entries";
import { dayTitle, monthTitle, weekdayShort } from "@/lib/schedule/calendar-labels";
import { cn } from "@/lib/utils";

export type DayActions = {
  onOpenPost: (postId: string) => void;
  /** A click on a day's (or a slot's) empty space: a new post there. */
  onCreate: (day: DayKey, time?: string) => void;
  /** '+N more': the day's full list. */
  onShowDay: (day: DayKey) => void;
  /** A post dropped on a day (keeps its time) or on a slot ("HH:mm"). */
  onDropPost: (postId: string, day: DayKey, time?: string) => void;
  canCreate: boolean;
};

/**
 * The month: 42 days from the user's first day of the week (spec 01 §9), each with at most three
 * items and then '+N more'. Days of the neighbouring months are dimmed; today is marked.
 */
export function MonthView({ anchor, today, weekStartsOn, days, actions }: MonthGridInput & { actions: DayActions }) {
  const t = useTranslations("schedule");
  const locale = toLocale(useLocale());
  const format = useFormatter();
  const grid = monthGrid(anchor, weekStartsOn);
  const weeks = Array.from({ length: grid.length / 7 }, (_, index) => grid.slice(index * 7, index * 7 + 7));

  return (
    <div
      role="grid"
      aria-label={monthTitle(anchor, locale)}
      className="overflow-hidden rounded-lg border"
      data-testid="month-view"
    >
      <div role="row" className="grid grid-cols-7 border-b bg-muted/40">
        {weeks[0]!.map((day) => (
          <div key={day} role="columnheader" className="px-2 py-1.5 text-xs font-medium text-muted-foreground">
            {weekdayShort(day, locale)}
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div role="row" key={week[0]} className="grid grid-cols-7 border-b last:border-b-0">
          {week.map((day) => {
            const entries = days.get(day) ?? [];
            const { shown, more } = dayCellItems(entries, CALENDAR_DAY_MAX_ITEMS);
            const isToday = day === today;
            const isOutside = !sameMonth(day, anchor);
            return (
              <div
                key={day}
                role="gridcell"
                aria-label={dayTitle(day, locale)}
                className={cn(
                  "group relative flex min-h-28 min-w-0 flex-col gap-1 border-r p-1 last:border-r-0",
                  isOutside && "bg-muted/30",
                )}
                data-testid="calendar-day"
                data-day={day}
                {...dropTargetProps((postId) => actions.onDropPost(postId, day))}
                onClick={(event) => {
                  if (actions.canCreate && event.target === event.currentTarget) actions.onCreate(day);
                }}
              >
                <div className="flex items-center justify-between">
                  <span
                    className={cn(
                      "grid size-6 place-items-center rounded-full text-xs tabular-nums",
                      isOutside && "text-muted-foreground",
                      isToday && "bg-primary font-semibold text-primary-foreground",
                    )}
                    aria-current={isToday ? "date" : undefined}
                  >
                    {format.number(parseDay(day).day)}
                  </span>
                  {actions.canCreate && (
                    <button
                      type="button"
                      onClick={() => actions.onCreate(day)}
                      className="grid size-6 place-items-center rounded-md text-muted-foreground opacity-0 outline-none group-hover:opacity-100 hover:bg-accent focus-visible:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50"
                      aria-label={t("createOn", { day: dayTitle(day, locale) })}
                    >
                      <Plus className="size-3.5" aria-hidden />
                    </button>
                  )}
                </div>
                {shown.map((entry) => (
                  <CalendarEntryItem
                    key={`${entry.kind}-${entry.id}`}
                    entry={entry}
                    onOpenPost={actions.onOpenPost}
                    compact
                  />
                ))}
                {more > 0 && (
                  <button
                    type="button"
                    onClick={() => actions.onShowDay(day)}
                    className="self-start rounded px-1 text-xs font-medium text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    data-testid="calendar-more"
                  >
                    {t("more", { count: more })}
                  </button>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
