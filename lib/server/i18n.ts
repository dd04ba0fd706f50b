import "server-only";
import { createTranslator } from "next-intl";
import { resolveLocale, LOCALE_COOKIE, type Locale } from "@/lib/i18n/config";
import { getMessages } from "@/lib/i18n/messages";
import { readCookie } from "@/lib/server/http/cookies";

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The caller's language for an API answer: NEXT_LOCALE cookie, else Accept-Language, else tr. */
export function localeOf(req: Request): Locale {
  return resolveLocale(readCookie(req.headers, LOCALE_COOKIE), req.headers.get("accept-language"));
}

/** A translator over the whole message tree, keyed by full dotted paths ("api.errors.NOT_FOUND"). */
export function translatorFor(locale: Locale): Translate {
  const t = createTranslator({ locale, messages: getMessages(locale) });
  return (key, values) => {
    // Unknown keys come back as the key itself rather than throwing mid-error-handling.
    if (!t.has(key as never)) return key;
    return (t as unknown as Translate)(key, values);
  };
}
