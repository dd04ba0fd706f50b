// The language and region options of spec 02 §2.11 and their defaults: plain data, free of zod,
// because the formatter and the shell run them in every browser (the schema is
// lib/validation/region.ts, used by the settings form and the route).
//
// Defaults follow the interface language (regionDefaultsFor): a user who never saved these
// settings keeps what Kanal showed before they existed: Istanbul time, 24-hour clock, tr-TR
// separators in Turkish and en-GB ones in English. DEFAULT_REGION holds the Turkish ones (Turkish
// is the app's default language); lib/server/account/preferences.ts lays the language's defaults
// under a stored region before validating it.

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
export type TimeFormat = (typeof TIME_FORMATS)[number];
export const FIRST_DAYS_OF_WEEK = ["sunday", "monday", "saturday"] as const;
export type FirstDayOfWeek = (typeof FIRST_DAYS_OF_WEEK)[number];
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
export type AddressFormat = (typeof ADDRESS_FORMATS)[number];

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

export type RegionPreferences = {
  language: SelectableLanguage;
  timeZone: TimeZone;
  timeFormat: TimeFormat;
  firstDayOfWeek: FirstDayOfWeek;
  currency: Currency;
  numberFormat: NumberFormat;
  currencyPosition: CurrencyPosition;
  dateFormat: DateFormat;
  calendar: CalendarSystem;
  weekNumbering: WeekNumbering;
  country: Country;
  addressFormat: AddressFormat;
  autoDetect: { timeZone: boolean; language: boolean; currency: boolean };
};

/** The Turkish defaults. Spec 02 §4: auto-detect time zone and language on, currency off. */
export const DEFAULT_REGION: RegionPreferences = {
  language: "tr",
  timeZone: "Europe/Istanbul",
  timeFormat: "24",
  firstDayOfWeek: "monday",
  currency: "TRY",
  numberFormat: "1.234,56",
  currencyPosition: "before",
  dateFormat: "DD.MM.YYYY",
  calendar: "gregorian",
  weekNumbering: "iso",
  country: "TR",
  addressFormat: "eu",
  autoDetect: { timeZone: true, language: true, currency: false },
};

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
