"use client";

import { CalendarDays, Clock } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import type { Formatter } from "@/lib/format";

const SAMPLE_NUMBER = 1234567.89;
const SAMPLE_AMOUNT = 1234.5;

/** The current moment, ticking every second; null on the server and before the first tick. */
function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const tick = () => setNow(new Date());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, []);
  return now;
}

/**
 * The live clock and example line of the language and region settings, drawn with the form's
 * unsaved choices (`format` is made from them), so every change shows before it is saved.
 */
export function RegionPreview({
  format,
  zoneLabel,
  calendarLabel,
}: {
  format: Formatter;
  zoneLabel: string;
  calendarLabel: string;
}) {
  const t = useTranslations("settings.language.preview");
  const now = useNow();
  const calendar = format.region.calendar;
  const calendarText = now && calendar !== "gregorian" ? format.calendarPreview(now) : null;

  const rows = now
    ? [
        { key: "date", label: t("date"), value: `${format.date(now)} · ${format.longDate(now)}` },
        { key: "number", label: t("number"), value: format.number(SAMPLE_NUMBER) },
        { key: "amount", label: t("amount"), value: format.money(SAMPLE_AMOUNT) },
        { key: "week", label: t("week"), value: t("weekValue", { week: format.weekNumber(now) }) },
      ]
    : [];

  return (
    <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
      <div className="flex flex-col justify-center gap-1 rounded-lg bg-muted/50 p-4" data-testid="region-clock">
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Clock className="size-3.5" aria-hidden />
          {t("clockLabel", { zone: zoneLabel })}
        </p>
        {now ? (
          <>
            <p className="text-3xl font-semibold tracking-tight tabular-nums" aria-live="off">
              <time dateTime={now.toISOString()}>{format.clock(now)}</time>
            </p>
            <p className="text-sm text-muted-foreground tabular-nums">{format.date(now)}</p>
          </>
        ) : (
          <>
            <Skeleton className="h-9 w-36" />
            <Skeleton className="h-5 w-24" />
          </>
        )}
      </div>
      <dl className="flex flex-col gap-2 text-sm" data-testid="region-examples">
        {now
          ? rows.map((row) => (
              <div key={row.key} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
                <dt className="text-muted-foreground">{row.label}</dt>
                <dd className="font-medium tabular-nums">{row.value}</dd>
              </div>
            ))
          : Array.from({ length: 4 }, (_, index) => <Skeleton key={index} className="h-5 w-full" />)}
        {now && calendar !== "gregorian" && (
          <div className="flex flex-col gap-1 rounded-md border border-dashed px-3 py-2">
            <div className="flex items-center justify-between gap-2">
              <dt className="flex items-center gap-1.5 text-muted-foreground">
                <CalendarDays className="size-3.5" aria-hidden />
                {t("calendar", { calendar: calendarLabel })}
              </dt>
              <Badge variant="outline" className="text-[11px]">
                {t("displayOnly")}
              </Badge>
            </div>
            <dd className="font-medium">{calendarText ?? t("calendarUnsupported", { calendar: calendarLabel })}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
