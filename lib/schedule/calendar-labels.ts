import { format as formatDate } from "date-fns";
import { enUS, tr } from "date-fns/locale";
import type { Locale } from "@/lib/i18n/config";
import { parseDay, type DayKey } from "@/lib/schedule/calendar-dates";

// The calendar's headings in the interface language (date-fns locales): "Kasım 2026", "Çar", … A
// plain day is formatted as the local date of its parts, so the browser's own zone cannot move it.

const LOCALES = { tr, en: enUS } as const;

const localDate = (day: DayKey) => {
  const { year, month, day: date } = parseDay(day);
  return new Date(year, month - 1, date, 12);
};
const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** "Kasım 2026", "November 2026". */
export const monthTitle = (day: DayKey, locale: Locale) =>
  capitalise(formatDate(localDate(day), "LLLL yyyy", { locale: LOCALES[locale] }));
/** "Kasım", "November". */
export const monthName = (day: DayKey, locale: Locale) =>
  capitalise(formatDate(localDate(day), "LLLL", { locale: LOCALES[locale] }));
/** "Çar", "Wed". */
export const weekdayShort = (day: DayKey, locale: Locale) =>
  capitalise(formatDate(localDate(day), "EEE", { locale: LOCALES[locale] }));
/** "Ç", "W": the year view's column heads. */
export const weekdayNarrow = (day: DayKey, locale: Locale) =>
  formatDate(localDate(day), "EEEEE", { locale: LOCALES[locale] }).toLocaleUpperCase();
/** "25 Kasım 2026 Çarşamba", "Wednesday, 25 November 2026". */
export const dayTitle = (day: DayKey, locale: Locale) =>
  locale === "tr"
    ? formatDate(localDate(day), "d MMMM yyyy EEEE", { locale: tr })
    : formatDate(localDate(day), "EEEE, d MMMM yyyy", { locale: enUS });
/** "23–29 Kas 2026", "23–29 Nov 2026"; across months "30 Kas – 6 Ara 2026". */
export function weekTitle(first: DayKey, last: DayKey, locale: Locale) {
  const options = { locale: LOCALES[locale] };
  const a = localDate(first);
  const b = localDate(last);
  if (first.slice(0, 7) === last.slice(0, 7))
    return `${formatDate(a, "d", options)}–${formatDate(b, "d MMM yyyy", options)}`;
  if (first.slice(0, 4) === last.slice(0, 4))
    return `${formatDate(a, "d MMM", options)} – ${formatDate(b, "d MMM yyyy", options)}`;
  return `${formatDate(a, "d MMM yyyy", options)} – ${formatDate(b, "d MMM yyyy", options)}`;
}
