import { z } from "zod";
import { multiLine, singleLine } from "@/lib/validation/text";
import { requiredLine, requiredText } from "@/lib/validation/text-fields";
import { pageLimit } from "@/lib/validation/list-page";

// Schemas of the messages API (api.md → Conversations), shared by the inbox's composer and the
// route handlers. Messages are `validation.*` keys; the service's own refusals (the 24-hour rule, a
// foreign file) are under `conversationMessages.api`.

/** WhatsApp's longest text body. */
export const MESSAGE_TEXT_MAX = 4096;
/** WhatsApp's longest media caption. */
export const MESSAGE_CAPTION_MAX = 1024;
/** Library files one media message may carry. */
export const MESSAGE_MAX_FILES = 10;
/** One template variable's value (Meta's limit for a text parameter). */
export const TEMPLATE_VARIABLE_MAX = 1024;
export const TEMPLATE_MAX_VARIABLES = 100;
export const MESSAGES_PAGE_SIZE = 50;
export const MESSAGES_MAX_PAGE_SIZE = 100;
/** `Idempotency-Key`: 1–255 visible ASCII characters (a UUID fits many times over). */
export const IDEMPOTENCY_KEY_MAX = 255;
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";

const id = requiredLine(100);

const textMessageSchema = z.object({
  type: z.literal("text"),
  text: requiredText(MESSAGE_TEXT_MAX),
});

const mediaMessageSchema = z.object({
  type: z.literal("media"),
  /** Files of the caller's company's media library, in the order they are sent; a repeat counts once. */
  fileIds: z
    .array(id, { error: "validation.required" })
    .min(1, { error: "validation.required" })
    .max(MESSAGE_MAX_FILES, { error: "validation.tooBig" })
    .transform((ids) => [...new Set(ids)]),
  caption: z
    .string({ error: "validation.invalidType" })
    .trim()
    .max(MESSAGE_CAPTION_MAX, { error: "validation.tooLong" })
    .check(multiLine)
    .nullish()
    .transform((value) => value || null),
});

const templateMessageSchema = z.object({
  type: z.literal("template"),
  templateId: id,
  /** The template's variables by name (or position, "1", "2"…), each a one-line value. */
  variables: z
    .record(
      z.string().trim().min(1).max(100).check(singleLine),
      z
        .string({ error: "validation.invalidType" })
        .trim()
        .min(1, { error: "validation.required" })
        .max(TEMPLATE_VARIABLE_MAX, { error: "validation.tooLong" })
        .check(singleLine),
      { error: "validation.invalidType" },
    )
    .refine((variables) => Object.keys(variables).length <= TEMPLATE_MAX_VARIABLES, { error: "validation.tooBig" })
    .default({}),
});

/** POST /conversations/{id}/messages */
export const sendMessageSchema = z.discriminatedUnion(
  "type",
  [textMessageSchema, mediaMessageSchema, templateMessageSchema],
  { error: "validation.invalidOption" },
);
export type SendMessageInput = z.input<typeof sendMessageSchema>;
export type SendMessage = z.output<typeof sendMessageSchema>;

/** The `Idempotency-Key` header, when sent. */
export const idempotencyKeySchema = z
  .string()
  .min(1, { error: "validation.required" })
  .max(IDEMPOTENCY_KEY_MAX, { error: "validation.tooLong" })
  .regex(/^[\x21-\x7e]+$/, { error: "validation.invalidFormat" });

/** GET /conversations/{id}/messages: `before` is the `nextCursor` of the previous page. */
export const listMessagesQuerySchema = z.object({
  before: z.string().trim().min(1).max(200).check(singleLine).optional(),
  limit: pageLimit(MESSAGES_PAGE_SIZE, MESSAGES_MAX_PAGE_SIZE),
});
