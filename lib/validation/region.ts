import { z } from "zod";

// Language and region preferences (spec 02 §2.11, §3, §4), stored in User.preferences.region and
// shared by the settings form and PUT /api/v1/account/preferences. Every field has a default.
//
// Defaults follow the interface language (regionDefaultsFor): a user who never saved these
// settings keeps what Kanal showed before they existed: Istanbul time, 24-hour clock, tr-TR
// separators in Turkish and en-GB ones in English. The schema's own defaults are the Turkish
// ones (Turkish is the app's default language); lib/server/account/preferences.ts lays the
// language's defaults under a stored region before validating it.

/** Spec 02 §2.11: the 12 interface languages, in the spec's order. */
export const INTERFACE_LANGUAGES = ["en", "tr", "es", "fr", "de", "it", "pt", "ru", "zh", "ja", "ko", "ar"] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];
/** Only these are translated; the others are listed as "not yet translated". */
export const SELECTABLE_LANGUAGES = ["tr", "en"] as const;
export type SelectableLanguage = (typeof SELECTABLE_LANGUAGES)[number];

/** Each language's name in itself (shown untranslated, as language pickers do). */
export const NATIVE_LANGUAGE_NAMES: Record<InterfaceLanguage, string> = {
  en: "English",
  tr: "Türkçe",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  it: "Italiano",
  pt: "Português",
  ru: "Русский",
  zh: "中文",
  ja: "日本語",
  ko: "한국어",
  ar: "العربية",
};

export const TIME_ZONES = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Los_Angeles",
  "Europe/London",
  "Europe/Paris",
  "Europe/Istanbul",
  "Asia/Tokyo",
  "Asia/Shanghai",
  "Australia/Sydney",
] as const;
export type TimeZone = (typeof TIME_ZONES)[number];

export const TIME_FORMATS = ["12", "24"] as const;
export const FIRST_DAYS_OF_WEEK = ["sunday", "monday", "saturday"] as const;
export const CURRENCIES = ["USD", "EUR", "GBP", "TRY", "JPY", "CNY", "CAD", "AUD"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const NUMBER_FORMATS = ["1,234.56", "1.234,56", "1 234,56", "1'234.56"] as const;
export type NumberFormat = (typeof NUMBER_FORMATS)[number];
export const CURRENCY_POSITIONS = ["before", "after", "before-space", "after-space"] as const;
export type CurrencyPosition = (typeof CURRENCY_POSITIONS)[number];
export const DATE_FORMATS = ["MM/DD/YYYY", "DD/MM/YYYY", "YYYY-MM-DD", "DD.MM.YYYY"] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const CALENDARS = ["gregorian", "islamic", "hebrew", "persian"] as const;
export type CalendarSystem = (typeof CALENDARS)[number];
export const WEEK_NUMBERINGS = ["iso", "us", "middle-east"] as const;
export type WeekNumbering = (typeof WEEK_NUMBERINGS)[number];
export const COUNTRIES = ["US", "TR", "GB", "DE", "FR", "CA", "AU", "JP"] as const;
export type Country = (typeof COUNTRIES)[number];
export const ADDRESS_FORMATS = ["us", "uk", "eu", "asian"] as const;

/** Auto-detect currency (off by default): the country's currency. */
export const COUNTRY_CURRENCY: Record<Country, Currency> = {
  US: "USD",
  TR: "TRY",
  GB: "GBP",
  DE: "EUR",
  FR: "EUR",
  CA: "CAD",
  AU: "AUD",
  JP: "JPY",
};

/** The time zones' message keys (settings.language.time.zones.*). */
export const TIME_ZONE_KEYS: Record<TimeZone, string> = {
  "America/New_York": "newYork",
  "America/Chicago": "chicago",
  "America/Denver": "denver",
  "America/Los_Angeles": "losAngeles",
  "Europe/London": "london",
  "Europe/Paris": "paris",
  "Europe/Istanbul": "istanbul",
  "Asia/Tokyo": "tokyo",
  "Asia/Shanghai": "shanghai",
  "Australia/Sydney": "sydney",
};

const option = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.enum(values, { error: "validation.invalidOption" }).default(fallback);
const flag = (value: boolean) => z.boolean({ error: "validation.invalidType" }).default(value);

export const regionPreferencesSchema = z.object({
  language: option(SELECTABLE_LANGUAGES, "tr"),
  timeZone: option(TIME_ZONES, "Europe/Istanbul"),
  timeFormat: option(TIME_FORMATS, "24"),
  firstDayOfWeek: option(FIRST_DAYS_OF_WEEK, "monday"),
  currency: option(CURRENCIES, "TRY"),
  numberFormat: option(NUMBER_FORMATS, "1.234,56"),
  currencyPosition: option(CURRENCY_POSITIONS, "before"),
  dateFormat: option(DATE_FORMATS, "DD.MM.YYYY"),
  calendar: option(CALENDARS, "gregorian"),
  weekNumbering: option(WEEK_NUMBERINGS, "iso"),
  country: option(COUNTRIES, "TR"),
  addressFormat: option(ADDRESS_FORMATS, "eu"),
  // Spec 02 §4: time zone and language on, currency off.
  autoDetect: z.object({ timeZone: flag(true), language: flag(true), currency: flag(false) }).prefault({}),
});
export type RegionPreferences = z.output<typeof regionPreferencesSchema>;

/** The Turkish defaults (the schema's own). */
export const DEFAULT_REGION: RegionPreferences = regionPreferencesSchema.parse({});

/**
 * What a user who never saved region settings gets, by interface language: the values that
 * reproduce Kanal's output before these settings existed (tr-TR / en-GB in Istanbul time).
 */
export function regionDefaultsFor(language: SelectableLanguage): RegionPreferences {
  if (language === "tr") return DEFAULT_REGION;
  return {
    ...DEFAULT_REGION,
    language: "en",
    numberFormat: "1,234.56",
    dateFormat: "DD/MM/YYYY",
    country: "GB",
    addressFormat: "uk",
    autoDetect: { ...DEFAULT_REGION.autoDetect },
  };
}

export const isTimeZone = (value: unknown): value is TimeZone =>
  typeof value === "string" && (TIME_ZONES as readonly string[]).includes(value);
