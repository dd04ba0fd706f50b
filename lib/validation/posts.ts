import { z } from "zod";
import {
  META_PLATFORMS,
  POST_STATUSES,
  SOCIAL_PLATFORMS,
  SOCIAL_PROVIDERS,
  type SocialPlatform,
  type SocialProvider,
} from "@/lib/posts/types";
import { blankAsMissing, metaIdSchema, secretSchema } from "@/lib/validation/channels";
import { multiLine, singleLine } from "@/lib/validation/text";

// Posts and social accounts (api.md → Posts (calendar) and social accounts), shared by the post
// editor of /schedule, the social-accounts form of /settings/channels and the route handlers.
// Platform rules (PLATFORM_RULES, checkPlatformRules) are pure, so the editor shows the same reason
// live that the server answers with. Messages are `validation.*` or `posts.rules.*` keys.

export const POST_TITLE_MAX = 200;
/** The longest text any platform takes (Facebook's 63,206); each platform's own limit is in PLATFORM_RULES. */
export const POST_TEXT_MAX = 63_206;
export const POST_ACCOUNTS_MAX = 10;
export const POST_MEDIA_MAX = 10;
/** GET /posts: the widest range one call may ask for (a year view plus its edges). */
export const POST_RANGE_MAX_DAYS = 400;
export const ACCOUNT_NAME_MAX = 80;
export const ACCOUNT_HANDLE_MAX = 80;
export const BOOST_BUDGET_MAX = 1_000_000;
/** A scheduled post's time may be this much in the past (the editor's clock, the network). */
export const PAST_TOLERANCE_MS = 60_000;

const MB = 1024 * 1024;

type MediaRule = { mimeTypes: readonly string[]; maxBytes: number };
export type PlatformRule = {
  /** Characters (Unicode code points) of the text. */
  maxChars: number;
  maxHashtags?: number;
  /** The post needs at least one file of these kinds. */
  requires?: "imageOrVideo" | "image" | "video";
  maxMedia: number;
  image: MediaRule | null;
  video: MediaRule | null;
};

const JPEG_PNG = ["image/jpeg", "image/png"] as const;
const WEB_IMAGES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
const MP4_MOV = ["video/mp4", "video/quicktime"] as const;

/** Each platform's limits (Meta's content publishing and Pages docs; X, LinkedIn, YouTube, TikTok, Dribbble help pages). */
export const PLATFORM_RULES: Record<SocialPlatform, PlatformRule> = {
  instagram: {
    maxChars: 2200,
    maxHashtags: 30,
    requires: "imageOrVideo",
    maxMedia: 10,
    image: { mimeTypes: JPEG_PNG, maxBytes: 8 * MB },
    video: { mimeTypes: MP4_MOV, maxBytes: 300 * MB },
  },
  facebook: {
    maxChars: 63_206,
    maxMedia: 10,
    image: { mimeTypes: WEB_IMAGES, maxBytes: 10 * MB },
    video: null,
  },
  twitter: {
    maxChars: 280,
    maxMedia: 4,
    image: { mimeTypes: WEB_IMAGES, maxBytes: 5 * MB },
    video: { mimeTypes: MP4_MOV, maxBytes: 512 * MB },
  },
  linkedin: {
    maxChars: 3000,
    maxMedia: 9,
    image: { mimeTypes: WEB_IMAGES, maxBytes: 10 * MB },
    video: { mimeTypes: MP4_MOV, maxBytes: 200 * MB },
  },
  youtube: {
    maxChars: 5000,
    requires: "video",
    maxMedia: 1,
    image: null,
    video: { mimeTypes: [...MP4_MOV, "video/webm"], maxBytes: 2048 * MB },
  },
  tiktok: {
    maxChars: 2200,
    requires: "video",
    maxMedia: 1,
    image: null,
    video: { mimeTypes: MP4_MOV, maxBytes: 287 * MB },
  },
  dribbble: {
    maxChars: 1000,
    requires: "image",
    maxMedia: 1,
    image: { mimeTypes: WEB_IMAGES, maxBytes: 10 * MB },
    video: null,
  },
};

/** The platform's name as people write it (the same in Turkish and English). */
export const PLATFORM_NAMES: Record<SocialPlatform, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  twitter: "X",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  tiktok: "TikTok",
  dribbble: "Dribbble",
};

/** Characters as the platforms count them: code points, so an emoji is one. */
export const countChars = (text: string) => [...text].length;

const HASHTAG = /(^|[^\p{L}\p{N}_&])#[\p{L}\p{N}_]+/gu;
export const countHashtags = (text: string) => text.match(HASHTAG)?.length ?? 0;

export type RuleMedia = { id: string; type: string; mimeType: string; size: number };
export type RuleIssue = {
  platform: SocialPlatform;
  field: "text" | "mediaIds";
  key: string;
  values: Record<string, string | number>;
};

/**
 * Why the post cannot go to these platforms as it is, one issue per broken rule and platform (none
 * when it can). `media` in the post's order. Sizes in MB in the values.
 */
export function checkPlatformRules(input: {
  platforms: readonly SocialPlatform[];
  text: string;
  media: readonly RuleMedia[];
}): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const chars = countChars(input.text);
  const hashtags = countHashtags(input.text);
  for (const platform of new Set(input.platforms)) {
    const rule = PLATFORM_RULES[platform];
    const name = PLATFORM_NAMES[platform];
    const add = (field: RuleIssue["field"], key: string, values: Record<string, string | number> = {}) =>
      issues.push({ platform, field, key: `posts.rules.${key}`, values: { platform: name, ...values } });
    if (chars > rule.maxChars) add("text", "tooLong", { max: rule.maxChars, count: chars });
    if (rule.maxHashtags !== undefined && hashtags > rule.maxHashtags) {
      add("text", "tooManyHashtags", { max: rule.maxHashtags, count: hashtags });
    }
    const images = input.media.filter((file) => file.type === "IMAGE");
    const videos = input.media.filter((file) => file.type === "VIDEO");
    if (rule.requires === "imageOrVideo" && images.length + videos.length === 0) add("mediaIds", "needsImageOrVideo");
    if (rule.requires === "image" && images.length === 0) add("mediaIds", "needsImage");
    if (rule.requires === "video" && videos.length === 0) add("mediaIds", "needsVideo");
    if (input.media.length > rule.maxMedia) add("mediaIds", "tooManyFiles", { max: rule.maxMedia });
    for (const file of input.media) {
      const kind = file.type === "IMAGE" ? rule.image : file.type === "VIDEO" ? rule.video : null;
      if (!kind || !kind.mimeTypes.includes(file.mimeType)) {
        add("mediaIds", "fileTypeRefused", { type: file.mimeType });
      } else if (file.size > kind.maxBytes) {
        add("mediaIds", "fileTooLarge", { max: Math.round(kind.maxBytes / MB) });
      }
    }
  }
  return issues;
}

/** Whether a scheduled time is too far in the past to schedule (a new post, or a new time). */
export const isPastTime = (at: Date, now: number) => at.getTime() < now - PAST_TOLERANCE_MS;

const idSchema = z.string({ error: "validation.invalidType" }).trim().min(1).max(100).check(singleLine);
const idList = (max: number) =>
  z
    .array(idSchema, { error: "validation.invalidType" })
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, { error: "posts.rules.duplicateId" });

const instant = z.iso.datetime({ offset: true, error: "validation.invalidFormat" });

/** POST /posts; PUT /posts/{id} takes any subset of it (a drag sends `{ scheduledAt }`). */
const postFields = {
  title: z
    .string({ error: "validation.invalidType" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(POST_TITLE_MAX)
    .check(singleLine),
  text: z.string({ error: "validation.invalidType" }).max(POST_TEXT_MAX).check(multiLine),
  accountIds: idList(POST_ACCOUNTS_MAX),
  mediaIds: idList(POST_MEDIA_MAX),
  scheduledAt: instant.nullable(),
  status: z.enum(["draft", "scheduled"], { error: "validation.invalidOption" }),
};

/** A scheduled post needs a time and at least one account (a draft needs neither). */
function scheduledNeeds(
  input: { status?: string; scheduledAt?: string | null; accountIds?: string[] },
  ctx: z.RefinementCtx,
) {
  if (input.status !== "scheduled") return;
  if (input.scheduledAt === null)
    ctx.addIssue({ code: "custom", path: ["scheduledAt"], message: "validation.required" });
  if (input.accountIds !== undefined && input.accountIds.length === 0) {
    ctx.addIssue({ code: "custom", path: ["accountIds"], message: "posts.rules.needsAccount" });
  }
}

export const createPostSchema = z
  .strictObject({
    ...postFields,
    text: postFields.text.default(""),
    accountIds: postFields.accountIds.default([]),
    mediaIds: postFields.mediaIds.default([]),
    scheduledAt: postFields.scheduledAt.default(null),
    status: postFields.status.default("draft"),
  })
  .superRefine(scheduledNeeds);
export type CreatePostInput = z.output<typeof createPostSchema>;

export const updatePostSchema = z
  .strictObject({
    title: postFields.title.optional(),
    text: postFields.text.optional(),
    accountIds: postFields.accountIds.optional(),
    mediaIds: postFields.mediaIds.optional(),
    scheduledAt: postFields.scheduledAt.optional(),
    status: postFields.status.optional(),
  })
  .superRefine(scheduledNeeds);
export type UpdatePostInput = z.output<typeof updatePostSchema>;

/** POST /posts/{id}/published: a manual post was published by hand (all its manual targets, or one account's). */
export const markPublishedSchema = z.strictObject({
  accountId: idSchema.optional(),
  permalink: z
    .url({ protocol: /^https?$/, error: "validation.invalidFormat" })
    .max(2000)
    .optional(),
});

/** PUT /posts/{id}/boost (issue 21). */
export const boostSchema = z
  .strictObject({
    startsAt: instant,
    endsAt: instant,
    budget: z.coerce.number({ error: "validation.invalidType" }).positive().max(BOOST_BUDGET_MAX),
  })
  .refine((input) => Date.parse(input.endsAt) > Date.parse(input.startsAt), {
    path: ["endsAt"],
    error: "posts.rules.boostEndsBeforeStart",
  });

const commaList = (values?: readonly string[]) =>
  z
    .string()
    .max(4000)
    .optional()
    .transform((text) =>
      text
        ? [
            ...new Set(
              text
                .split(",")
                .map((item) => item.trim())
                .filter(Boolean),
            ),
          ]
        : [],
    )
    .pipe(
      z
        .array(values ? z.enum(values as [string, ...string[]], { error: "validation.invalidOption" }) : idSchema)
        .max(100),
    );

/** GET /posts: `from` and `to` are ISO dates or instants (`to` exclusive), at most POST_RANGE_MAX_DAYS apart. */
export const listPostsQuery = z
  .object({
    from: z.union([z.iso.date(), instant], { error: "validation.invalidFormat" }),
    to: z.union([z.iso.date(), instant], { error: "validation.invalidFormat" }),
    accounts: commaList(),
    status: commaList(POST_STATUSES),
    /** A user id, or "me". */
    author: idSchema.optional(),
  })
  .superRefine((input, ctx) => {
    const span = Date.parse(input.to) - Date.parse(input.from);
    if (!(span > 0)) ctx.addIssue({ code: "custom", path: ["to"], message: "posts.rules.rangeOrder" });
    else if (span > POST_RANGE_MAX_DAYS * 86_400_000) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "posts.rules.rangeTooLong" });
    }
  });

const accountFields = {
  name: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(ACCOUNT_NAME_MAX)
    .check(singleLine),
  handle: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(ACCOUNT_HANDLE_MAX)
    .check(singleLine),
  avatarUrl: blankAsMissing(z.url({ protocol: /^https?$/, error: "validation.invalidFormat" }).max(2000)),
  /** Meta: the Facebook page id or the Instagram account id. */
  externalId: metaIdSchema,
  accessToken: secretSchema,
  appSecret: secretSchema,
};

/** Which providers a platform may use: Meta for Instagram and Facebook only. */
export const providersFor = (platform: SocialPlatform): SocialProvider[] =>
  (META_PLATFORMS as readonly string[]).includes(platform) ? ["sandbox", "meta", "manual"] : ["sandbox", "manual"];

/** POST /social-accounts: `{ platform, provider, name, handle }` plus, for `meta`, the id and the page access token. */
export const createSocialAccountSchema = z
  .strictObject({
    platform: z.enum(SOCIAL_PLATFORMS, { error: "validation.invalidOption" }),
    provider: z.enum(SOCIAL_PROVIDERS, { error: "validation.invalidOption" }),
    ...accountFields,
  })
  .superRefine((input, ctx) => {
    if (!providersFor(input.platform).includes(input.provider)) {
      ctx.addIssue({ code: "custom", path: ["provider"], message: "posts.rules.providerNotForPlatform" });
    }
    if (input.provider !== "meta") return;
    for (const field of ["externalId", "accessToken"] as const) {
      if (!input[field]) ctx.addIssue({ code: "custom", path: [field], message: "validation.required" });
    }
  });
export type CreateSocialAccountInput = z.output<typeof createSocialAccountSchema>;

/** PUT /social-accounts/{id}: name, handle, avatar; for meta, the id and secrets (replaced only when sent). */
export const updateSocialAccountSchema = z.strictObject({
  name: accountFields.name.optional(),
  handle: accountFields.handle.optional(),
  avatarUrl: z.union([accountFields.avatarUrl, z.null()]).optional(),
  externalId: accountFields.externalId,
  accessToken: accountFields.accessToken,
  appSecret: accountFields.appSecret,
});
export type UpdateSocialAccountInput = z.output<typeof updateSocialAccountSchema>;
