import "server-only";
import { getLocale } from "next-intl/server";
import { toLocale, type Locale } from "@/lib/i18n/config";

/** The request's locale as lib/format.ts takes it (server components). */
export async function getActiveLocale(): Promise<Locale> {
  return toLocale(await getLocale());
}
