"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { CalendarEntryItem, dropTargetProps } from "@/components/schedule/calendar-entry";
import type { DayActions } from "@/components/schedule/month-view";
import { useFormatter } from "@/components/format/formatter-provider";
import { toLocale } from "@/lib/i18n/config";
import { minuteOfDay, parseDay, zonedInstant, type DayKey } from "@/lib/schedule/calendar-dates";
import type { CalendarEntry } from "@/lib/schedule/calendar-entries";
import { dayTitle, weekdayShort } from "@/lib/schedule/calendar-labels";
import { cn } from "@/lib/utils";

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const pad = (value: number) => String(value).padStart(2, "0");
/** Where the grid opens: the working day, not midnight. */
const FIRST_SHOWN_HOUR = 7;

/**
 * The week (7 columns) or the day (1): an hour per row in the user's time zone, each post in the
 * hour it is due, in time order. A click on an hour's empty space makes a post at that hour; a post
 * dropped there keeps its minutes.
 */
export function TimeGridView({
  days: columns,
  today,
  entries,
  actions,
}: {
  days: DayKey[];
  today: DayKey;
  entries: Map<DayKey, CalendarEntry[]>;
  actions: DayActions;
}) {
  const t = useTranslations("schedule");
  const locale = toLocale(useLocale());
  const format = useFormatter();
  const scroller = useRef<HTMLDivElement>(null);
  const isWeek = columns.length > 1;

  // Open at the working day; the scroll position is the DOM's, set once it exists.
  useEffect(() => {
    const row = scroller.current?.querySelector<HTMLElement>(`[data-hour="${FIRST_SHOWN_HOUR}"]`);
    if (scroller.current && row) scroller.current.scrollTop = row.offsetTop - 40;
  }, []);

  const hourEntries = (day: DayKey, hour: number) =>
    (entries.get(day) ?? []).filter((entry) => Math.floor(minuteOfDay(entry.at, format.timeZone) / 60) === hour);
  const hourLabel = (hour: number) => format.time(zonedInstant(columns[0]!, `${pad(hour)}:00`, format.timeZone));

  return (
    <div className="overflow-x-auto rounded-lg border" data-testid={isWeek ? "week-view" : "day-view"}>
      <div
        role="grid"
        aria-label={isWeek ? t("views.week") : dayTitle(columns[0]!, locale)}
        className={cn(isWeek && "min-w-[44rem]")}
      >
        <div
          role="row"
          className="grid border-b bg-muted/40"
          style={{ gridTemplateColumns: `4rem repeat(${columns.length}, minmax(0, 1fr))` }}
        >
          <div role="columnheader" className="px-2 py-1.5 text-xs text-muted-foreground">
            <span className="sr-only">{t("hour")}</span>
          </div>
          {columns.map((day) => (
            <div
              key={day}
              role="columnheader"
              className={cn("border-l px-2 py-1.5 text-xs font-medium", day === today && "text-primary")}
              aria-current={day === today ? "date" : undefined}
            >
              {isWeek ? `${weekdayShort(day, locale)} ${format.number(parseDay(day).day)}` : dayTitle(day, locale)}
            </div>
          ))}
        </div>
        <div ref={scroller} className="relative max-h-[36rem] overflow-y-auto">
          {HOURS.map((hour) => (
            <div
              role="row"
              key={hour}
              data-hour={hour}
              className="grid border-b last:border-b-0"
              style={{ gridTemplateColumns: `4rem repeat(${columns.length}, minmax(0, 1fr))` }}
            >
              <div role="rowheader" className="px-2 py-1 text-right text-xs text-muted-foreground tabular-nums">
                {hourLabel(hour)}
              </div>
              {columns.map((day) => {
                const time = `${pad(hour)}:00`;
                return (
                  <div
                    key={day}
                    role="gridcell"
                    className={cn("flex min-h-12 min-w-0 flex-col gap-1 border-l p-1", day === today && "bg-primary/5")}
                    data-testid="calendar-slot"
                    data-day={day}
                    data-time={time}
                    {...dropTargetProps((postId) => actions.onDropPost(postId, day, time))}
                    onClick={(event) => {
                      if (actions.canCreate && event.target === event.currentTarget) actions.onCreate(day, time);
                    }}
                  >
                    {hourEntries(day, hour).map((entry) => (
                      <CalendarEntryItem
                        key={`${entry.kind}-${entry.id}`}
                        entry={entry}
                        onOpenPost={actions.onOpenPost}
                        compact={isWeek}
                      />
                    ))}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
