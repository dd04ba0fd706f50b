"use client";

import { useRouter } from "next/navigation";
import { useLocale } from "next-intl";
import { createContext, useContext, useEffect, useMemo, type ReactNode } from "react";
import { createFormatter, type Formatter } from "@/lib/format";
import { toLocale } from "@/lib/i18n/config";
import { DETECTED_TIME_ZONE_COOKIE, effectiveTimeZone } from "@/lib/i18n/detected-time-zone";
import { hasLocaleCookie, storeLocale } from "@/lib/i18n/locale-cookie";
import type { RegionPreferences } from "@/lib/region/options";

// Client components' formatter (lib/format.ts), made from the active language and the signed-in
// user's region settings that app/(app)/layout.tsx reads on the server, so the first render
// matches the server's HTML. Outside the provider (public pages) the language's defaults apply.

const FormatterContext = createContext<{ region: RegionPreferences; timeZone: string } | null>(null);

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function readCookie(name: string): string | null {
  const pair = document.cookie.split("; ").find((item) => item.startsWith(`${name}=`));
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : null;
}

export function FormatterProvider({
  region,
  timeZone,
  children,
}: {
  region: RegionPreferences;
  timeZone: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const locale = toLocale(useLocale());
  const value = useMemo(() => ({ region, timeZone }), [region, timeZone]);

  // Auto-detect (spec 02 §2.11): report the browser's zone to the server in a cookie; when that
  // changes the zone in effect, render again. Without auto-detect, a saved language is applied
  // where the browser has no explicit choice yet (else Accept-Language would decide).
  useEffect(() => {
    let refresh = false;
    const detected = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (detected && readCookie(DETECTED_TIME_ZONE_COOKIE) !== detected) {
      document.cookie = `${DETECTED_TIME_ZONE_COOKIE}=${encodeURIComponent(detected)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
      refresh = effectiveTimeZone(region, detected) !== timeZone;
    }
    if (!region.autoDetect.language && !hasLocaleCookie() && region.language !== locale) {
      storeLocale(region.language);
      refresh = hasLocaleCookie();
    }
    if (refresh) router.refresh();
  }, [region, timeZone, locale, router]);

  return <FormatterContext.Provider value={value}>{children}</FormatterContext.Provider>;
}

/** The formatter for this user: language, zone, 12/24 h, date pattern, separators, currency. */
export function useFormatter(): Formatter {
  const locale = toLocale(useLocale());
  const context = useContext(FormatterContext);
  return useMemo(
    () => createFormatter({ locale, region: context?.region, timeZone: context?.timeZone }),
    [locale, context],
  );
}
