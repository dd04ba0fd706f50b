import { z } from "zod";
import { multiLine, singleLine } from "@/lib/validation/text";

// The text fields most forms have, written once so every form trims, limits and refuses alike
// (messages are `validation.*` keys).

/** A required one-line text (a name, a title, an id): trimmed, not empty, at most `max` characters. */
export const requiredLine = (max: number) =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(max, { error: "validation.tooLong" })
    .check(singleLine);

/** A required text over several lines (a message, a note): as requiredLine, with `emptyKey` for "". */
export const requiredText = (max: number, emptyKey = "validation.required") =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: emptyKey })
    .max(max, { error: "validation.tooLong" })
    .check(multiLine);

/** Free text of at most `max` characters, trimmed; one line unless `lines` is "multi". */
const boundedText = (max: number, lines: "single" | "multi") =>
  z
    .string({ error: "validation.invalidType" })
    .trim()
    .max(max, { error: "validation.tooLong" })
    .check(lines === "multi" ? multiLine : singleLine);

/** Optional free text: trimmed; "", null or absent mean "none" (null); one line unless `lines` is "multi". */
export const optionalText = (max: number, lines: "single" | "multi" = "single") =>
  boundedText(max, lines)
    .nullish()
    .transform((value) => value || null);

/** Optional text a body may leave out: "" and absent both mean absent (undefined), so nothing is stored. */
export const omittableText = (max: number, lines: "single" | "multi" = "single") =>
  boundedText(max, lines)
    .optional()
    .transform((value) => value || undefined);
