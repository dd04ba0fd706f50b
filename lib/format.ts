// The one formatting module (issue 4): every date, time, number and amount the app shows goes
// through here, in the active locale. Server and client alike; pass the locale from next-intl
// (`useLocale()` / `getLocale()`).
import { formatDistanceToNowStrict } from "date-fns";
import { enUS, tr } from "date-fns/locale";
import type { Locale } from "@/lib/i18n/config";

/** Kanal's users are in Turkey first; per-user zones come with the region settings (issue 7). */
export const DEFAULT_TIME_ZONE = "Europe/Istanbul";

const INTL_LOCALE: Record<Locale, string> = { tr: "tr-TR", en: "en-GB" };
const DATE_FNS_LOCALE = { tr, en: enUS } as const;

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], options).format(value);
}

/** "10.000" or, when the count stopped at a cap, "10.000+". */
export function formatCount(value: number, exact: boolean, locale: Locale): string {
  return exact ? formatNumber(value, locale) : `${formatNumber(value, locale)}+`;
}

/** "+12,5 %" / "+12.5%": a signed change, for KPI cards. */
export function formatPercentChange(ratio: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: "percent",
    maximumFractionDigits: 1,
    signDisplay: "exceptZero",
  }).format(ratio);
}

const DATE_STYLES = {
  date: { dateStyle: "medium" },
  short: { day: "numeric", month: "short" },
  dateTime: { dateStyle: "medium", timeStyle: "short" },
  time: { timeStyle: "short" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

export function formatDate(value: Date | string, locale: Locale, style: DateStyle = "date"): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...DATE_STYLES[style], timeZone: DEFAULT_TIME_ZONE }).format(
    new Date(value),
  );
}

/** "3 dakika önce" / "3 minutes ago". */
export function formatRelative(value: Date | string, locale: Locale): string {
  return formatDistanceToNowStrict(new Date(value), { addSuffix: true, locale: DATE_FNS_LOCALE[locale] });
}
