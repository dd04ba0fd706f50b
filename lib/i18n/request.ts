// next-intl without i18n routing: the locale comes from the NEXT_LOCALE cookie, else the
// browser's Accept-Language, else Turkish. English falls back to Turkish key by key.
import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { LOCALE_COOKIE, resolveLocale } from "@/lib/i18n/config";
import { getMessages } from "@/lib/i18n/messages";

export default getRequestConfig(async () => {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  const locale = resolveLocale(cookieStore.get(LOCALE_COOKIE)?.value, headerStore.get("accept-language"));
  return { locale, messages: getMessages(locale), timeZone: "Europe/Istanbul" };
});
