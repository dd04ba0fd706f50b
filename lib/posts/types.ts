// The JSON shapes the posts and social-accounts API answers (api.md → Posts (calendar) and social
// accounts), once: lib/server/posts builds them, the routes send them, /schedule and
// /settings/channels read them. Client-safe: types and constants only.

/** The platforms with social stats (spec 01 §2): all but Dribbble. */
export const STATS_PLATFORMS = ["instagram", "facebook", "twitter", "linkedin", "youtube", "tiktok"] as const;
export const SOCIAL_PLATFORMS = [...STATS_PLATFORMS, "dribbble"] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const SOCIAL_PROVIDERS = ["sandbox", "meta", "manual"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The platforms Kanal publishes to through Meta; the others are sandbox or manual only. */
export const META_PLATFORMS = ["instagram", "facebook"] as const satisfies readonly SocialPlatform[];

export const SOCIAL_ACCOUNT_STATUSES = ["connected", "error", "disconnected"] as const;
export type SocialAccountStatus = (typeof SOCIAL_ACCOUNT_STATUSES)[number];

export const POST_STATUSES = ["draft", "scheduled", "publishing", "published", "failed", "manual"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const POST_TARGET_STATUSES = ["pending", "publishing", "published", "failed", "manual"] as const;
export type PostTargetStatus = (typeof POST_TARGET_STATUSES)[number];

/** The query key of GET /social-accounts: /settings/channels and /schedule share its cache. */
export const SOCIAL_ACCOUNTS_KEY = ["social-accounts"] as const;

/** One of GET /social-accounts; POST/PUT answer it too. Secrets never appear: only their last 4 characters. */
export type SocialAccountJson = {
  id: string;
  platform: SocialPlatform;
  provider: SocialProvider;
  name: string;
  /** "@kanal.demo". */
  handle: string;
  avatarUrl: string | null;
  status: SocialAccountStatus;
  /** "auto" when Kanal publishes (sandbox, meta); "manual" when the author is reminded and publishes by hand. */
  publishing: "auto" | "manual";
  /** Meta's page id or Instagram account id; "sandbox-…"; null for manual accounts. */
  externalId: string | null;
  /** The last error of the account itself (token expired…): `reason` is a key under posts.publishErrors. */
  lastError: { message: string; reason: string | null; at: string } | null;
  /** Last 4 characters of each stored secret (meta accounts), null when none is stored. */
  secretsHint: { accessToken: string | null; appSecret: string | null } | null;
  createdAt: string;
  updatedAt: string;
};

/** Why a publish failed: `reason` is a key under posts.publishErrors (words in each reader's language), `message` the platform's own. */
export type PublishError = { reason: string; message: string | null };

/** One account a post goes to, with its own state. */
export type PostTargetJson = {
  id: string;
  accountId: string;
  platform: SocialPlatform;
  status: PostTargetStatus;
  /** The live post, once published (when the platform gives one). */
  permalink: string | null;
  error: PublishError | null;
  publishedAt: string | null;
};

/** A post in full: GET /posts/{id} and every write's answer (PostDetailJson adds media and accounts). */
export type PostJson = {
  id: string;
  title: string;
  text: string;
  status: PostStatus;
  /** When it is (or was) due; null only for an undated draft. The calendar places a post here. */
  scheduledAt: string | null;
  publishedAt: string | null;
  author: { id: string; name: string; avatarUrl: string | null } | null;
  /** Media library ids, in order: thumbnails at /api/v1/media/{id}/thumbnail. */
  mediaIds: string[];
  targets: PostTargetJson[];
  /** The first failing target's error. */
  error: PublishError | null;
  attempts: number;
  boost: { startsAt: string; endsAt: string; budget: number } | null;
  /** The caller may edit, reschedule and delete it (own post, or owner/admin). */
  canEdit: boolean;
  createdAt: string;
  updatedAt: string;
};

/** A media file as a post shows it (GET /posts/{id}). */
export type PostMediaJson = {
  id: string;
  name: string;
  type: "IMAGE" | "VIDEO" | "AUDIO" | "DOCUMENT";
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
  durationSec: number | null;
  thumbnailUrl: string;
  url: string;
};
/** GET /posts/{id} and every write's answer: the post plus its media and accounts in full. */
/** GET /posts/{id} and every write's answer: the list item plus its media and accounts in full. */
export type PostDetailJson = PostJson & {
  media: PostMediaJson[];
  accounts: SocialAccountJson[];
};

/** A scheduled or sent campaign on the calendar (read-only, links to /campaigns/{id}). */
export type CalendarCampaignJson = {
  id: string;
  name: string;
  status: string;
  /** When it is due (scheduledFor) or was sent (sentAt): the calendar places it here. */
  at: string;
  channel: { id: string; kind: string; name: string } | null;
};

/**
 * One of GET /posts: what the calendar shows of a post (the grid, the agenda, the drafts list). The
 * details and the editor read the whole post by id (GET /posts/{id}, PostDetailJson).
 */
export type CalendarPostJson = {
  id: string;
  title: string;
  status: PostStatus;
  /** When it is (or was) due; null only for an undated draft (those come whatever the range). */
  scheduledAt: string | null;
  /** Its author's id: their name is in PostListJson.authors (each author once per answer). */
  authorId: string | null;
  /** The platforms it goes to, once each, in its accounts' order. */
  platforms: SocialPlatform[];
  /** The first media file's id: its thumbnail is /api/v1/media/{id}/thumbnail. */
  thumbnailId: string | null;
  /** The caller may edit, reschedule and delete it (own post, or owner/admin). */
  canEdit: boolean;
};

/** An author of the listed posts, by id (PostListJson.authors). */
export type CalendarAuthorJson = { name: string };

/**
 * GET /posts: the range's posts, every undated draft (matching the filters), the authors of those
 * posts by id (written once each rather than in every post), and the range's campaigns.
 */
export type PostListJson = {
  posts: CalendarPostJson[];
  authors: Record<string, CalendarAuthorJson>;
  campaigns: CalendarCampaignJson[];
};
