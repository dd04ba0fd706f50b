// The analytics API's answers (api.md → Analytics), shared by the route handlers and the screen.
import type { DayRange, IsoDay } from "@/lib/analytics/range";
import type { EngagementCounts } from "@/lib/posts/sandbox-engagement";

/** A figure and the previous period's (null when that period had no data: no change is shown). */
export type Compared = { value: number | null; previous: number | null };

export type ChannelKindName = "whatsapp" | "instagram" | "messenger";

export type MessagingDay = { day: IsoDay; channelId: string; sent: number; received: number };

export type MemberTimes = {
  userId: string;
  name: string;
  /** Median seconds from a customer's message to this member's first answer. */
  firstResponseSeconds: number | null;
  responses: number;
  /** Median seconds from a conversation's opening to this member resolving it. */
  resolutionSeconds: number | null;
  resolved: number;
};

export type MessagingAnalytics = {
  range: DayRange;
  previousRange: DayRange;
  timeZone: string;
  channels: { id: string; name: string; kind: ChannelKindName }[];
  /** Per day and channel, zero days left out (the screen zero-fills from `range`). */
  volume: MessagingDay[];
  totals: {
    sent: Compared;
    received: Compared;
    conversationsOpened: Compared;
    conversationsResolved: Compared;
    firstResponseSeconds: Compared;
    resolutionSeconds: Compared;
    customersAdded: Compared;
  };
  /** Owners and admins: everyone who answered or resolved; a member: themself only. */
  members: MemberTimes[];
  /** Inbound messages by weekday (0 = Monday … 6 = Sunday) and hour (0–23) in `timeZone`. */
  heatmap: { weekday: number; hour: number; count: number }[];
  templates: { templateId: string | null; name: string; sent: number }[];
};

export type CampaignFunnelRow = {
  id: string;
  name: string;
  status: string;
  sentAt: string;
  funnel: import("@/lib/analytics/funnel").FunnelCounts;
};

export type CampaignAnalytics = {
  range: DayRange;
  previousRange: DayRange;
  /** Campaigns that started sending in the range, added up; `previous` is null when none did before. */
  funnel: import("@/lib/analytics/funnel").FunnelCounts;
  previous: import("@/lib/analytics/funnel").FunnelCounts | null;
  readRate: Compared;
  campaigns: CampaignFunnelRow[];
};

export type AnalyticsOverview = {
  range: DayRange;
  previousRange: DayRange;
  /** Social figures (issue 21), from the daily snapshots: null when there are none. */
  followers: Compared;
  reach: Compared;
  engagement: Compared;
  /** Kanal's own figures. */
  messages: Compared;
  firstResponseSeconds: Compared;
  campaignReadRate: Compared;
  /** What the company has connected: the empty screen's guide says what fills each panel. */
  setup: { channels: number; socialAccounts: number; campaigns: number };
};

export type EngagementDay = EngagementCounts & { day: IsoDay };

export type SocialTotals = { followers: Compared; reach: Compared; impressions: Compared; engagement: Compared };

export type AudienceAnalytics = {
  /** Followers per age group over the accounts that give a breakdown; null when none does. */
  groups: { group: string; followers: number }[] | null;
  /** Accounts in the filter whose platform gives no age breakdown. */
  accountsWithout: number;
  sandbox: boolean;
};

export type SocialActivity =
  | { kind: "published"; at: string; postId: string; title: string; platform: string }
  | { kind: "followers"; at: string; accountId: string; name: string; platform: string; change: number }
  | { kind: "campaign"; at: string; campaignId: string; name: string; status: string };

export type SocialAnalytics = {
  platform: string;
  accounts: { id: string; name: string; platform: string; handle: string; provider: string }[];
  /** Any account shown is a sandbox account: the screen labels its figures "Sandbox data". */
  sandbox: boolean;
  totals: SocialTotals;
  /** Engagement divided by reach, in the range and the previous period. */
  engagementRate: Compared;
  /** Followers at each month's end (the last snapshot of the month), this year and last. */
  growth: { month: number; thisYear: number | null; lastYear: number | null }[];
  activity: SocialActivity[];
};

export type BoostedPost = {
  id: string;
  title: string;
  /** The post's first image's thumbnail, when it has one. */
  imageUrl: string | null;
  startsAt: string;
  endsAt: string;
  createdAt: string;
  status: "upcoming" | "inProgress" | "finished";
  budget: string | null;
  likes: number;
  comments: number;
  shares: number;
};
