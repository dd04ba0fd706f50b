import { z } from "zod";
import { POST_STATUSES, SOCIAL_PLATFORMS } from "@/lib/posts/types";
import { isDayKey, viewRange, type CalendarView, type DayKey, type WeekStart } from "@/lib/schedule/calendar-dates";

// The /schedule screen's URL (lib/query/url-state.ts): the view, the day it shows (empty: today in
// the user's zone) and the filters. Anything unknown falls back field by field, so a stale link
// still opens the calendar. The same state becomes GET /api/v1/posts's query.

export const CALENDAR_VIEWS = ["day", "week", "month", "year"] as const satisfies readonly CalendarView[];

const idParam = z
  .string()
  .trim()
  .max(100)
  .regex(/^[\w-]*$/)
  .catch("");

export const scheduleUrlSchema = z.object({
  view: z.enum(CALENDAR_VIEWS).catch("month"),
  date: z
    .string()
    .refine((value) => value === "" || isDayKey(value))
    .catch(""),
  platform: z.enum(SOCIAL_PLATFORMS).or(z.literal("")).catch(""),
  account: idParam,
  status: z.enum(POST_STATUSES).or(z.literal("")).catch(""),
  /** "me", a user's id, or "" for everyone. */
  author: idParam,
});

export type ScheduleUrlState = z.output<typeof scheduleUrlSchema>;

export const hasCalendarFilters = (state: ScheduleUrlState) =>
  Boolean(state.platform || state.account || state.status || state.author);

/**
 * GET /api/v1/posts for the view around `anchor`: its instants in the user's zone, and the filters.
 * A platform filter becomes the platform's accounts (the API filters by account).
 */
export function postsQueryPath(
  state: ScheduleUrlState,
  anchor: DayKey,
  weekStartsOn: WeekStart,
  timeZone: string,
  accounts: readonly { id: string; platform: string }[],
): string {
  const { from, to } = viewRange(state.view, anchor, weekStartsOn, timeZone);
  const params = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
  const accountIds = state.account
    ? [state.account]
    : state.platform
      ? accounts.filter((account) => account.platform === state.platform).map((account) => account.id)
      : [];
  // A platform without accounts matches nothing: ask for an id no account has rather than for all.
  if (state.account || state.platform) params.set("accounts", accountIds.length ? accountIds.join(",") : "none");
  if (state.status) params.set("status", state.status);
  if (state.author) params.set("author", state.author);
  return `/posts?${params}`;
}

/** Campaigns have no platform, account or post status: they show only while none of those filters is on. */
export const showsCampaigns = (state: ScheduleUrlState) => !state.platform && !state.account && !state.status;
