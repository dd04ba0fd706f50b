import { isTimeZone, type RegionPreferences } from "@/lib/region/options";

// Auto-detect time zone (spec 02 §2.11, on by default): the browser reports its zone
// (Intl.DateTimeFormat().resolvedOptions().timeZone) in this cookie, so server and client render
// the same times. It is used only while the box is ticked and only when it is one of the 10
// listed zones; otherwise the saved zone applies.
export const DETECTED_TIME_ZONE_COOKIE = "kanal-time-zone";

export function effectiveTimeZone(region: RegionPreferences, detected: string | null | undefined): string {
  return region.autoDetect.timeZone && isTimeZone(detected) ? detected : region.timeZone;
}
