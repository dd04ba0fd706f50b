"use client";

import { useLocale, useTranslations } from "next-intl";
import { DialogHeading } from "@/components/common/dialog-heading";
import { CalendarEntryList } from "@/components/schedule/calendar-entry";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { toLocale } from "@/lib/i18n/config";
import type { DayKey } from "@/lib/schedule/calendar-dates";
import type { CalendarEntry } from "@/lib/schedule/calendar-entries";
import { dayTitle } from "@/lib/schedule/calendar-labels";

/** '+N more': everything on one day, in time order. */
export function DayListDialog({
  day,
  entries,
  onOpenChange,
  onOpenPost,
}: {
  day: DayKey | null;
  entries: CalendarEntry[];
  onOpenChange: (open: boolean) => void;
  onOpenPost: (postId: string) => void;
}) {
  const t = useTranslations();
  const locale = toLocale(useLocale());
  return (
    <Dialog open={day !== null} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("common.close")} className="sm:max-w-md" data-testid="day-list-dialog">
        <DialogHeading
          title={day ? dayTitle(day, locale) : ""}
          description={t("schedule.dayList.description", { count: entries.length })}
        />
        <CalendarEntryList
          entries={entries}
          onOpenPost={onOpenPost}
          className="-mx-1 flex max-h-[60dvh] flex-col gap-1.5 overflow-y-auto px-1 pb-1"
        />
      </DialogContent>
    </Dialog>
  );
}
