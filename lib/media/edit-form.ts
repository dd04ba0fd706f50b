import { z } from "zod";
import { mediaNameSchema, mediaTagListSchema } from "@/lib/validation/media";

// The forms of the collections screen, derived from the route's own pieces (lib/validation/media):
// tags are typed as one comma-separated text ("yaz, kampanya") and leave the form as the array
// PUT /api/v1/media/{id} and POST /api/v1/media/bulk take.

/** The folder select's value for "no folder" (a select item cannot have an empty value). */
export const NO_FOLDER = "none";

export const mediaEditFormSchema = z
  .object({
    name: mediaNameSchema,
    folderId: z.string(),
    tags: mediaTagListSchema,
    isPublic: z.boolean(),
  })
  .transform(({ folderId, ...rest }) => ({ ...rest, folderId: folderId === NO_FOLDER ? null : folderId }));
export type MediaEditFormInput = z.input<typeof mediaEditFormSchema>;
export type MediaEditFormOutput = z.output<typeof mediaEditFormSchema>;

export const bulkTagFormSchema = z.object({
  tags: mediaTagListSchema.refine((tags) => tags.length > 0, { error: "validation.required" }),
});

/** The upload dialog's batch fields: the folder and the tags every file of the batch gets. */
export const uploadBatchFormSchema = z
  .object({ folderId: z.string(), tags: mediaTagListSchema })
  .transform(({ folderId, tags }) => ({ folderId: folderId === NO_FOLDER ? null : folderId, tags }));

/** The comma-separated text of a tag list. */
export const tagsText = (tags: readonly string[]) => tags.join(", ");

/**
 * A tags field's first error: one tag's issue sits at "tags.2" (react-hook-form nests it as an
 * array), but the form shows every tags issue under the one tags input.
 */
export function firstError(error: unknown): { message?: string } | undefined {
  if (!error || typeof error !== "object") return undefined;
  if (Array.isArray(error)) return error.map(firstError).find(Boolean);
  if ("message" in error && typeof error.message === "string") return error as { message: string };
  return undefined;
}
