import { z } from "zod";
import { pageFields } from "@/lib/validation/list-page";
import { singleLine } from "@/lib/validation/text";
import { requiredLine } from "@/lib/validation/text-fields";

// Media library schemas shared by the collections screen and the route handlers (api.md → Media).
// Messages are `validation.*` keys: each side renders them in its own language.

export const MEDIA_TYPES = ["IMAGE", "VIDEO", "AUDIO", "DOCUMENT"] as const;
export const MEDIA_SORTS = ["newest", "oldest", "name", "size"] as const;
export const MEDIA_PAGE_SIZE = 50;
export const MEDIA_MAX_PAGE_SIZE = 200;
export const MEDIA_NAME_MAX_LENGTH = 255;
/** The same tag limits as customers (validation.tooManyTags names 30). */
export const MEDIA_MAX_TAGS = 30;
export const MEDIA_TAG_MAX_LENGTH = 50;
/** Files in one upload request. */
export const MEDIA_MAX_FILES_PER_UPLOAD = 20;
export const MEDIA_BULK_MAX_IDS = 500;
/** Default per-file limit; the server reads MEDIA_MAX_FILE_MB. */
export const MEDIA_DEFAULT_MAX_FILE_MB = 100;
export const MEDIA_FOLDER_NAME_MAX_LENGTH = 50;
/** The folder palette: keys, rendered with the house accent scale. */
export const MEDIA_FOLDER_COLORS = [
  "blue",
  "violet",
  "pink",
  "red",
  "orange",
  "amber",
  "green",
  "teal",
  "slate",
] as const;
/** Spec 02 §3's default folders, created for every company, with their colours. */
export const MEDIA_DEFAULT_FOLDERS = [
  { systemKey: "marketing", name: "Marketing", color: "blue" },
  { systemKey: "videos", name: "Videos", color: "violet" },
  { systemKey: "audio", name: "Audio", color: "pink" },
  { systemKey: "documents", name: "Documents", color: "amber" },
  { systemKey: "branding", name: "Branding", color: "green" },
  { systemKey: "archive", name: "Archive", color: "slate" },
] as const;
/** A share link's choices of lifetime in the share dialog (days; null = no expiry). */
export const MEDIA_SHARE_EXPIRY_DAYS = [null, 1, 7, 30] as const;

const id = z.string({ error: "validation.invalidType" }).min(1).max(100).check(singleLine);

const tag = z
  .string({ error: "validation.invalidType" })
  .trim()
  .min(1)
  .max(MEDIA_TAG_MAX_LENGTH, { error: "validation.tooLong" })
  .check(singleLine);
export const mediaTagsSchema = z
  .array(tag, { error: "validation.invalidType" })
  .max(MEDIA_MAX_TAGS, { error: "validation.tooManyTags" })
  .transform((tags) => [...new Set(tags)]);

/** "a, b ,c" → ["a","b","c"]: the upload form's and multipart's `tags` field. */
export const mediaTagListSchema = z
  .string({ error: "validation.invalidType" })
  .max(MEDIA_MAX_TAGS * (MEDIA_TAG_MAX_LENGTH + 2))
  .transform((value) =>
    value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(mediaTagsSchema);

export const mediaNameSchema = z
  .string({ error: "validation.invalidType" })
  .trim()
  .min(1, { error: "validation.required" })
  .max(MEDIA_NAME_MAX_LENGTH, { error: "validation.tooLong" })
  .check(singleLine);

/** The list's filters (in the URL), shared by the list and the screen. */
export const mediaFilterSchema = z.object({
  search: z.string().trim().max(200).check(singleLine).optional(),
  type: z.enum(MEDIA_TYPES, { error: "validation.invalidOption" }).optional(),
  /** A folder id, `none` for files in no folder, or omitted / `all`. */
  folder: z.string().trim().max(100).check(singleLine).optional(),
  tag: z.string().trim().max(MEDIA_TAG_MAX_LENGTH).check(singleLine).optional(),
});
export type MediaFilter = z.output<typeof mediaFilterSchema>;

export const listMediaQuerySchema = mediaFilterSchema.extend({
  sort: z.enum(MEDIA_SORTS, { error: "validation.invalidOption" }).default("newest"),
  ...pageFields(MEDIA_PAGE_SIZE, MEDIA_MAX_PAGE_SIZE),
});
export type ListMediaQuery = z.output<typeof listMediaQuerySchema>;

/** PUT /api/v1/media/{id}: the edit dialog. `folderId: null` takes the file out of its folder. */
export const updateMediaSchema = z
  .object({
    name: mediaNameSchema,
    folderId: id.nullable(),
    tags: mediaTagsSchema,
    isPublic: z.boolean({ error: "validation.invalidType" }),
  })
  .partial()
  .strip();
export type UpdateMediaInput = z.output<typeof updateMediaSchema>;

/** The upload dialog's batch fields (the multipart form's non-file parts). */
export const uploadMediaFieldsSchema = z.object({
  folderId: id.nullable().optional(),
  tags: mediaTagListSchema.optional(),
});
export type UploadMediaFields = z.output<typeof uploadMediaFieldsSchema>;

const ids = z
  .array(id, { error: "validation.invalidType" })
  .min(1, { error: "validation.required" })
  .max(MEDIA_BULK_MAX_IDS);

export const bulkMediaSchema = z
  .object({
    action: z.enum(["move", "tag", "delete"], { error: "validation.invalidOption" }),
    ids,
    folderId: id.nullable().optional(),
    tags: mediaTagsSchema.optional(),
  })
  .strip()
  .superRefine((body, ctx) => {
    if (body.action === "move" && body.folderId === undefined) {
      ctx.addIssue({ code: "custom", path: ["folderId"], message: "validation.required" });
    }
    if (body.action === "tag" && !body.tags?.length) {
      ctx.addIssue({ code: "custom", path: ["tags"], message: "validation.required" });
    }
  });
export type BulkMediaInput = z.output<typeof bulkMediaSchema>;

export const downloadMediaSchema = z.object({ ids }).strip();

export const shareMediaSchema = z
  .object({
    /** Days until the link stops; null or omitted: no expiry. */
    expiresInDays: z.number({ error: "validation.invalidType" }).int().min(1).max(365).nullable().optional(),
  })
  .strip();
export type ShareMediaInput = z.output<typeof shareMediaSchema>;

export const mediaFolderSchema = z
  .object({
    name: requiredLine(MEDIA_FOLDER_NAME_MAX_LENGTH),
    color: z.enum(MEDIA_FOLDER_COLORS, { error: "validation.invalidOption" }),
  })
  .strip();
export type MediaFolderInput = z.output<typeof mediaFolderSchema>;
export const updateMediaFolderSchema = mediaFolderSchema.partial();
