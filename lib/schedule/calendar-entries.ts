import type { CalendarCampaignJson, CalendarPostJson, PostListJson } from "@/lib/posts/types";
import type { DayKey, WeekStart } from "@/lib/schedule/calendar-dates";

// What the calendar places: posts at their time, and (read-only) the scheduled and sent campaigns.
// Undated drafts have no day: the screen lists them apart (undatedDrafts).

export type CalendarEntry =
  | { kind: "post"; id: string; at: string; post: CalendarPostJson }
  | { kind: "campaign"; id: string; at: string; campaign: CalendarCampaignJson };

/**
 * What the month and year views draw: the month(s) of `anchor` in weeks from `weekStartsOn`,
 * `today` marked, and each day's entries.
 */
export type MonthGridInput = {
  anchor: DayKey;
  today: DayKey;
  weekStartsOn: WeekStart;
  days: Map<DayKey, CalendarEntry[]>;
};

export function calendarEntries(list: PostListJson | undefined, withCampaigns: boolean): CalendarEntry[] {
  if (!list) return [];
  const entries: CalendarEntry[] = [];
  for (const post of list.posts) {
    if (post.scheduledAt) entries.push({ kind: "post", id: post.id, at: post.scheduledAt, post });
  }
  if (withCampaigns) {
    for (const campaign of list.campaigns)
      entries.push({ kind: "campaign", id: campaign.id, at: campaign.at, campaign });
  }
  return entries;
}

/** The drafts without a date, newest first (the API's order). */
export const undatedDrafts = (list: PostListJson | undefined): CalendarPostJson[] =>
  list ? list.posts.filter((post) => post.scheduledAt === null) : [];

/** A post may be moved to another time while nothing of it has gone out. */
export const canReschedule = (post: Pick<CalendarPostJson, "canEdit" | "status">) =>
  post.canEdit && (post.status === "draft" || post.status === "scheduled" || post.status === "failed");
