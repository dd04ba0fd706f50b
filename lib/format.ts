// The one formatting module: every date, time, number, percentage and amount the app shows goes
// through a Formatter made from (locale, region preferences). Server and client alike:
// - client components: `useFormatter()` from components/format/formatter-provider.tsx;
// - server components: `await getFormatter()` from lib/server/format.ts;
// - elsewhere (mails, jobs): `createFormatter({ locale, region })`.
//
// Intl does the locale work (month names, day periods, digits, currency symbols); the region
// preferences then impose what the user chose: time zone, 12/24-hour clock, the date pattern and
// the group/decimal separators (Intl's parts are re-joined with the chosen symbols). The Gregorian
// calendar is always applied; other calendar systems are display-only (calendarPreview).
import { formatDistanceStrict } from "date-fns";
import { enUS, tr } from "date-fns/locale";
import type { Locale } from "@/lib/i18n/config";
import {
  regionDefaultsFor,
  type CalendarSystem,
  type NumberFormat,
  type RegionPreferences,
} from "@/lib/region/options";

/** Server-side day/week bucketing (dashboard growth) still happens in this zone. */
export const DEFAULT_TIME_ZONE = "Europe/Istanbul";

const INTL_LOCALE: Record<Locale, string> = { tr: "tr-TR", en: "en-GB" };
const DATE_FNS_LOCALE = { tr, en: enUS } as const;

/** The group and decimal symbols of each number format ("1 234,56" groups with a no-break space). */
const SEPARATORS: Record<NumberFormat, { group: string; decimal: string }> = {
  "1,234.56": { group: ",", decimal: "." },
  "1.234,56": { group: ".", decimal: "," },
  "1 234,56": { group: "\u00a0", decimal: "," },
  "1'234.56": { group: "'", decimal: "." },
};

/** 0 = Sunday … 6 = Saturday, as date-fns and Date#getDay count. */
export type WeekDay = 0 | 1 | 6;
const WEEK_START: Record<RegionPreferences["firstDayOfWeek"], WeekDay> = { sunday: 0, monday: 1, saturday: 6 };

const INTL_CALENDAR: Record<CalendarSystem, string> = {
  gregorian: "gregory",
  islamic: "islamic",
  hebrew: "hebrew",
  persian: "persian",
};

/** The units of `fileSize`: the same letters in Turkish and English. */
const FILE_SIZE_UNITS = ["B", "KB", "MB", "GB", "TB"] as const;

const AMBIGUOUS_NARROW = new Set(["CAD", "AUD", "CNY"]);

type DateInput = Date | string | number;

export interface Formatter {
  readonly locale: Locale;
  readonly region: RegionPreferences;
  readonly timeZone: string;
  /** 0 = Sunday, 1 = Monday, 6 = Saturday: where calendars and weeks are shown. */
  readonly weekStartsOn: WeekDay;
  /** "1.234,56" with the chosen separators; Intl options (fraction digits, unit, …) apply. */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** "10.000", or "10.000+" when the count stopped at a cap. */
  count(value: number, exact?: boolean): string;
  /** "+12,5 %"-style signed change, for KPI cards. */
  percentChange(ratio: number): string;
  /** An amount in `currency` (default: the chosen one), symbol placed as chosen. */
  money(amount: number, currency?: string): string;
  /** "840 KB", "1,5 MB". */
  bytes(bytes: number): string;
  /** A file's size as the media library shows it (spec 02 §9): base 1024, B/KB/MB/GB/TB, 2 decimals: "1,50 MB", "512 B". */
  fileSize(bytes: number): string;
  /** The chosen date pattern: "23.11.2026", "11/23/2026", "2026-11-23". */
  date(value: DateInput): string;
  /** "14:05" or "2:05 pm". */
  time(value: DateInput): string;
  /** Time with seconds, for a live clock: "14:05:09". */
  clock(value: DateInput): string;
  /** Date and time: "23.11.2026 14:05". */
  dateTime(value: DateInput): string;
  /** Day and short month name in the language's order, for chart axes: "23 Kas", "23 Nov" ("Nov 23" with MM/DD/YYYY in English). */
  monthDay(value: DateInput): string;
  /** Day, full month name and year in the language's order: "23 Kasım 2026", "23 November 2026" ("November 23, 2026" with MM/DD/YYYY in English). */
  longDate(value: DateInput): string;
  /**
   * "3 dakika önce" / "3 minutes ago", counted to `now` (default: this moment). A component that
   * renders on the server and hydrates passes the same `now` to both (useNow()), else the two
   * renders read differently.
   */
  relative(value: DateInput, now?: DateInput): string;
  /** The hour of the day (0–23) in the chosen zone, e.g. for a greeting. */
  hourOfDay(value: DateInput): number;
  /** The date in another calendar system, display-only; null where Intl does not know it. */
  calendarPreview(value: DateInput, calendar?: CalendarSystem): string | null;
  /** The week number of the date under the chosen numbering (iso, us, middle-east). */
  weekNumber(value: DateInput): number;
}

export interface FormatterInput {
  locale: Locale;
  /** Omitted: the defaults of the locale (what Kanal showed before region settings). */
  region?: RegionPreferences;
  /** Overrides region.timeZone (the auto-detected zone). */
  timeZone?: string;
}

/** Intl formats are slow to build: each is made on first use. */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/** Re-joins Intl parts with the chosen group/decimal symbols. */
function joinParts(parts: Intl.NumberFormatPart[], format: NumberFormat): string {
  const { group, decimal } = SEPARATORS[format];
  return parts.map((part) => (part.type === "group" ? group : part.type === "decimal" ? decimal : part.value)).join("");
}

export function createFormatter({ locale, region = regionDefaultsFor(locale), timeZone }: FormatterInput): Formatter {
  const intlLocale = INTL_LOCALE[locale];
  const zone = timeZone ?? region.timeZone;
  const hour12 = region.timeFormat === "12";
  const pattern = region.dateFormat;
  // Only numeric dates follow the chosen pattern. Dates with a month name keep the language's own
  // word order: Turkish is always "24 Kasım 2026" (never "2026 Kasım 24" or "Kasım 24, 2026");
  // English is day-first ("24 November 2026") unless the user chose the US pattern, whose English
  // is month-first ("November 24, 2026"). ISO's YYYY-MM-DD is a numeric notation, not a word order.
  const monthFirst = locale === "en" && pattern === "MM/DD/YYYY";

  // Intl.*Format construction is the slow part: one instance per option set, made when first used.
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const numberFormat = (options: Intl.NumberFormatOptions = {}) => {
    const key = JSON.stringify(options);
    let format = numberFormats.get(key);
    if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(intlLocale, options)));
    return format;
  };
  // Dates and times are shown in the user's time zone.
  const zoned = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(intlLocale, { ...options, timeZone: zone });
  const dateParts = lazy(() =>
    zoned({ year: "numeric", month: "2-digit", day: "2-digit", calendar: "gregory", numberingSystem: "latn" }),
  );
  // The time of day in the user's clock (12 or 24 hours): hours and minutes, the clock with seconds.
  const timeOfDay = (extra: Intl.DateTimeFormatOptions = {}) =>
    zoned({ hour: hour12 ? "numeric" : "2-digit", minute: "2-digit", hourCycle: hour12 ? "h12" : "h23", ...extra });
  const timeFormat = lazy(() => timeOfDay());
  const clockFormat = lazy(() => timeOfDay({ second: "2-digit" }));
  const monthDayFormat = lazy(() => zoned({ day: "numeric", month: "short" }));
  const longFormat = lazy(() => zoned({ day: "numeric", month: "long", year: "numeric" }));
  const hourFormat = lazy(
    () => new Intl.DateTimeFormat("en-GB", { hour: "numeric", hourCycle: "h23", timeZone: zone }),
  );

  const number = (value: number, options?: Intl.NumberFormatOptions) =>
    joinParts(numberFormat(options).formatToParts(value), region.numberFormat);

  function ymd(value: DateInput) {
    const parts = dateParts().formatToParts(toDate(value));
    const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? "";
    return { year: get("year"), month: get("month"), day: get("day") };
  }

  function date(value: DateInput): string {
    const { year, month, day } = ymd(value);
    switch (pattern) {
      case "MM/DD/YYYY":
        return `${month}/${day}/${year}`;
      case "DD/MM/YYYY":
        return `${day}/${month}/${year}`;
      case "YYYY-MM-DD":
        return `${year}-${month}-${day}`;
      case "DD.MM.YYYY":
        return `${day}.${month}.${year}`;
    }
  }

  const time = (value: DateInput) => timeFormat().format(toDate(value));

  function monthDay(value: DateInput): string {
    const parts = monthDayFormat().formatToParts(toDate(value));
    const day = parts.find((part) => part.type === "day")?.value ?? "";
    const month = parts.find((part) => part.type === "month")?.value ?? "";
    return monthFirst ? `${month} ${day}` : `${day} ${month}`;
  }

  function longDate(value: DateInput): string {
    const parts = longFormat().formatToParts(toDate(value));
    const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? "";
    return monthFirst
      ? `${get("month")} ${get("day")}, ${get("year")}`
      : `${get("day")} ${get("month")} ${get("year")}`;
  }

  function money(amount: number, currency: string = region.currency): string {
    // "₺", "$", "€" rather than "TRY", "US$"; where the narrow sign is shared ($ for CAD/AUD, ¥ for
    // CNY) the distinguishing one ("CA$", "A$", "CN¥").
    const currencyDisplay = AMBIGUOUS_NARROW.has(currency) ? "symbol" : "narrowSymbol";
    const parts = numberFormat({ style: "currency", currency, currencyDisplay }).formatToParts(amount);
    const symbol = parts.find((part) => part.type === "currency")?.value ?? currency;
    const sign = parts.find((part) => part.type === "minusSign")?.value ?? "";
    const digits = joinParts(
      parts.filter((part) => ["integer", "group", "decimal", "fraction"].includes(part.type)),
      region.numberFormat,
    );
    switch (region.currencyPosition) {
      case "before":
        return `${sign}${symbol}${digits}`;
      case "before-space":
        return `${sign}${symbol}\u00a0${digits}`;
      case "after":
        return `${sign}${digits}${symbol}`;
      case "after-space":
        return `${sign}${digits}\u00a0${symbol}`;
    }
  }

  function bytes(size: number): string {
    if (size < 1024 * 1024) return number(Math.max(1, Math.round(size / 1024)), { style: "unit", unit: "kilobyte" });
    return number(size / (1024 * 1024), { style: "unit", unit: "megabyte", maximumFractionDigits: 1 });
  }

  function fileSize(size: number): string {
    if (size < 1024) return `${number(Math.max(0, Math.round(size)))} ${FILE_SIZE_UNITS[0]}`;
    let exponent = Math.min(Math.floor(Math.log(size) / Math.log(1024)), FILE_SIZE_UNITS.length - 1);
    // 1 048 575 bytes would read "1.024,00 KB" once rounded: that is "1,00 MB".
    if (Math.round((size / 1024 ** exponent) * 100) >= 1024 * 100 && exponent < FILE_SIZE_UNITS.length - 1) exponent++;
    const value = number(size / 1024 ** exponent, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return `${value} ${FILE_SIZE_UNITS[exponent]}`;
  }

  function calendarPreview(value: DateInput, calendar: CalendarSystem = region.calendar): string | null {
    const intlCalendar = INTL_CALENDAR[calendar];
    const format = new Intl.DateTimeFormat(intlLocale, { dateStyle: "long", timeZone: zone, calendar: intlCalendar });
    // An engine without that calendar silently falls back to Gregorian: say so instead.
    if (format.resolvedOptions().calendar !== intlCalendar) return null;
    return format.format(toDate(value));
  }

  function weekNumber(value: DateInput): number {
    const { year, month, day } = ymd(value);
    return weekOfYear(Number(year), Number(month), Number(day), region.weekNumbering);
  }

  return {
    locale,
    region,
    timeZone: zone,
    weekStartsOn: WEEK_START[region.firstDayOfWeek],
    number,
    count: (value, exact = true) => (exact ? number(value) : `${number(value)}+`),
    percentChange: (ratio) => number(ratio, { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" }),
    money,
    bytes,
    fileSize,
    date,
    time,
    clock: (value) => clockFormat().format(toDate(value)),
    dateTime: (value) => `${date(value)} ${time(value)}`,
    monthDay,
    longDate,
    relative: (value, now = Date.now()) =>
      formatDistanceStrict(toDate(value), toDate(now), { addSuffix: true, locale: DATE_FNS_LOCALE[locale] }),
    hourOfDay: (value) => Number(hourFormat().format(toDate(value))) % 24,
    calendarPreview,
    weekNumber,
  };
}

/**
 * Week of the year for a calendar date (y, m 1–12, d).
 * iso: weeks start Monday, week 1 holds the year's first Thursday (may belong to the previous year).
 * us: weeks start Sunday, week 1 holds 1 January. middle-east: weeks start Saturday, week 1 holds 1 January.
 */
export function weekOfYear(year: number, month: number, day: number, numbering: RegionPreferences["weekNumbering"]) {
  const dayMs = 86_400_000;
  const utc = Date.UTC(year, month - 1, day);
  if (numbering === "iso") {
    const weekday = (new Date(utc).getUTCDay() + 6) % 7; // Monday = 0
    const thursday = utc + (3 - weekday) * dayMs;
    const thursdayYear = new Date(thursday).getUTCFullYear();
    return Math.floor((thursday - Date.UTC(thursdayYear, 0, 1)) / dayMs / 7) + 1;
  }
  const start = numbering === "us" ? 0 : 6;
  const jan1 = Date.UTC(year, 0, 1);
  const offset = (new Date(jan1).getUTCDay() - start + 7) % 7; // days of week 1 before 1 January
  return Math.floor(((utc - jan1) / dayMs + offset) / 7) + 1;
}
