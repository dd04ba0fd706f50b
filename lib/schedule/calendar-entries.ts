import type { CalendarCampaignJson, PostJson, PostListJson, SocialPlatform } from "@/lib/posts/types";

// What the calendar places: posts at their time, and (read-only) the scheduled and sent campaigns.
// Undated drafts have no place on a calendar and are left out.

export type CalendarEntry =
  | { kind: "post"; id: string; at: string; post: PostJson }
  | { kind: "campaign"; id: string; at: string; campaign: CalendarCampaignJson };

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

/** A post's platforms, once each, in its targets' order. */
export const postPlatforms = (post: Pick<PostJson, "targets">): SocialPlatform[] => [
  ...new Set(post.targets.map((target) => target.platform)),
];

/** A post may be moved to another time while nothing of it has gone out. */
export const canReschedule = (post: Pick<PostJson, "canEdit" | "status">) =>
  post.canEdit && (post.status === "draft" || post.status === "scheduled" || post.status === "failed");

/** The post's live links, one per published target that has one. */
export const liveLinks = (post: Pick<PostJson, "targets">) =>
  post.targets.flatMap((target) =>
    target.status === "published" && target.permalink ? [{ platform: target.platform, url: target.permalink }] : [],
  );
