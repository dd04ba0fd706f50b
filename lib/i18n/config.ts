// Languages: Turkish by default and as fallback, English second. No URL prefixes: the choice
// lives in the NEXT_LOCALE cookie (set by the switcher, mirrored in localStorage).
export const LOCALES = ["tr", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "tr";
export const LOCALE_COOKIE = "NEXT_LOCALE";
export const LOCALE_STORAGE_KEY = "kanal-language";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The stored choice first, then the browser's Accept-Language, then Turkish. */
export function resolveLocale(cookieValue: string | undefined | null, acceptLanguage: string | null): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  for (const part of (acceptLanguage ?? "").split(",")) {
    const tag = part.split(";")[0]?.trim().toLowerCase().slice(0, 2);
    if (isLocale(tag)) return tag;
  }
  return DEFAULT_LOCALE;
}

/** A locale from next-intl (typed as string) as the app's Locale; anything unknown is Turkish. */
export const toLocale = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);
