import { z } from "zod";
import { isIsoDay, presetRange, RANGE_PRESETS, type DayRange, type IsoDay } from "@/lib/analytics/range";
import { ANALYTICS_PLATFORMS } from "@/lib/validation/analytics";

// /analytics's URL (house-style.md: filters in the URL): the view, the range (a preset, or
// `custom` with its days), the channel filter and the overview's social accounts (`accounts=a,b`).
// A stale or hand-edited value falls back.

export const ANALYTICS_VIEWS = ["overview", "social"] as const;
/** The social view's platform tabs: the same as the API's `platform` filter. */
export const SOCIAL_PLATFORMS = ANALYTICS_PLATFORMS;
export type SocialPlatformTab = (typeof SOCIAL_PLATFORMS)[number];

const day = z
  .string()
  .refine((value) => value === "" || isIsoDay(value))
  .catch("");

export const analyticsUrlSchema = z.object({
  view: z.enum(ANALYTICS_VIEWS).catch("overview"),
  range: z.enum(RANGE_PRESETS).catch("30d"),
  from: day,
  to: day,
  channel: z.string().max(100).catch(""),
  accounts: z
    .string()
    .max(2000)
    .regex(/^[\w,-]*$/)
    .catch(""),
  platform: z.enum(SOCIAL_PLATFORMS).catch("all"),
});
export type AnalyticsUrlState = z.output<typeof analyticsUrlSchema>;

/** The days the URL asks for, as seen on the viewer's `today`; a custom range missing a day falls back to 30 days. */
export function rangeOfState(state: AnalyticsUrlState, today: IsoDay): DayRange {
  const custom = state.from && state.to && state.from <= state.to ? { from: state.from, to: state.to } : undefined;
  return presetRange(state.range === "custom" && !custom ? "30d" : state.range, today, custom);
}

/** The account ids the URL names, each once. */
export const accountIdsOf = (state: AnalyticsUrlState): string[] => [
  ...new Set(state.accounts.split(",").filter(Boolean)),
];

/** The analytics API's query for the URL's state (`accounts`: the overview's account filter, ids the company has). */
export function analyticsQuery(state: AnalyticsUrlState, range: DayRange, accounts: string[] = []): string {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  if (state.channel) params.set("channels", state.channel);
  if (accounts.length > 0) params.set("accounts", accounts.join(","));
  return params.toString();
}
