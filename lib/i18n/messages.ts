import en from "@/messages/en.json";
import tr from "@/messages/tr.json";
import type { Locale } from "@/lib/i18n/config";

export type Messages = typeof tr;

type Tree = { [key: string]: string | Tree };

/** Deep merge: a key missing in `override` keeps the base's value (a shallow spread loses nested keys). */
function deepMerge(base: Tree, override: Tree): Tree {
  const result: Tree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const baseValue = base[key];
    result[key] = typeof value === "object" && typeof baseValue === "object" ? deepMerge(baseValue, value) : value;
  }
  return result;
}

const byLocale: Record<Locale, Messages> = {
  tr,
  // Turkish is the fallback for any key English lacks.
  en: deepMerge(tr as Tree, en as Tree) as Messages,
};

export function getMessages(locale: Locale): Messages {
  return byLocale[locale];
}
