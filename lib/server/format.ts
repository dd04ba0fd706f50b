import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { createFormatter, type Formatter } from "@/lib/format";
import { getActiveLocale } from "@/lib/i18n/active-locale";
import { DETECTED_TIME_ZONE_COOKIE, effectiveTimeZone } from "@/lib/i18n/detected-time-zone";
import { currentPreferences } from "@/lib/server/account/current-preferences";
import { optionalSession } from "@/lib/server/auth/current-user";
import { regionDefaultsFor, type RegionPreferences } from "@/lib/region/options";

// Server components' formatter: the request's language and the signed-in user's region settings
// (their language's defaults when signed out or never saved). Cached per request.

export type RegionContext = { region: RegionPreferences; timeZone: string };

/** The user's region settings and the zone in effect (auto-detected or saved). */
export const getRegion = cache(async (): Promise<RegionContext> => {
  const [locale, session, cookieStore] = await Promise.all([getActiveLocale(), optionalSession(), cookies()]);
  const region = session ? (await currentPreferences(session.userId, locale)).region : regionDefaultsFor(locale);
  return { region, timeZone: effectiveTimeZone(region, cookieStore.get(DETECTED_TIME_ZONE_COOKIE)?.value) };
});

export const getFormatter = cache(async (): Promise<Formatter> => {
  const [locale, { region, timeZone }] = await Promise.all([getActiveLocale(), getRegion()]);
  return createFormatter({ locale, region, timeZone });
});
