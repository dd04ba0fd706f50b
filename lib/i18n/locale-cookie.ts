// The browser side of the language choice, shared by the top bar's TR/EN switcher and the
// language settings: the server reads the NEXT_LOCALE cookie, localStorage keeps the spec's copy.
import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, type Locale } from "@/lib/i18n/config";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function hasLocaleCookie(): boolean {
  return document.cookie.split("; ").some((pair) => pair.startsWith(`${LOCALE_COOKIE}=`));
}

export function storeLocale(locale: Locale) {
  const secure = window.location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax${secure}`;
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be unavailable (private mode, quota); the cookie is what counts.
  }
}
