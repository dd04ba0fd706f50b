"use client";

import { CalendarDays } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { CalendarEntryList } from "@/components/schedule/calendar-entry";
import { DataTableStateBox } from "@/components/data-table/states";
import { Button } from "@/components/ui/button";
import { toLocale } from "@/lib/i18n/config";
import { sameMonth, type DayKey } from "@/lib/schedule/calendar-dates";
import type { CalendarEntry } from "@/lib/schedule/calendar-entries";
import { dayTitle } from "@/lib/schedule/calendar-labels";
import { cn } from "@/lib/utils";

/**
 * The month on a phone: its days that have something, in order, each with all its items. An empty
 * month says so (with Create New), unless filters emptied it: the screen's note says that instead.
 */
export function AgendaList({
  anchor,
  today,
  days,
  onOpenPost,
  onCreate,
  canCreate,
  isFiltered,
}: {
  anchor: DayKey;
  today: DayKey;
  days: Map<DayKey, CalendarEntry[]>;
  onOpenPost: (postId: string) => void;
  onCreate: (day: DayKey) => void;
  canCreate: boolean;
  isFiltered: boolean;
}) {
  const t = useTranslations("schedule");
  const locale = toLocale(useLocale());
  const monthDays = [...days.keys()].filter((day) => sameMonth(day, anchor)).sort();

  if (monthDays.length === 0) {
    if (isFiltered) return null;
    return (
      <DataTableStateBox role="status" className="py-10">
        <CalendarDays className="size-8 text-muted-foreground" aria-hidden />
        <p className="font-medium">{t("agenda.emptyTitle")}</p>
        {canCreate && (
          <Button size="sm" variant="outline" onClick={() => onCreate(sameMonth(today, anchor) ? today : anchor)}>
            {t("create")}
          </Button>
        )}
      </DataTableStateBox>
    );
  }

  return (
    <ol className="flex flex-col gap-4" data-testid="agenda-list" aria-label={t("agenda.label")}>
      {monthDays.map((day) => (
        <li key={day} className="flex flex-col gap-1.5" data-testid="calendar-day" data-day={day}>
          <h3 className={cn("text-sm font-medium", day === today && "text-primary")}>
            {dayTitle(day, locale)}
            {day === today && <span className="ms-2 text-xs font-normal">{t("today")}</span>}
          </h3>
          <CalendarEntryList entries={days.get(day)!} onOpenPost={onOpenPost} className="flex flex-col gap-1" />
        </li>
      ))}
    </ol>
  );
}
