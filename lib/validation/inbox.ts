import { z } from "zod";
import { CONVERSATION_STATUSES, CONVERSATION_TABS, ORDER_STATUSES } from "@/lib/inbox/types";
import { requiredLine, requiredText } from "@/lib/validation/text-fields";
import { singleLine } from "@/lib/validation/text";
import { pageLimit } from "@/lib/validation/list-page";

// Schemas of the inbox API (api.md → Conversations), shared by the inbox screen's forms and the
// route handlers. Messages are `validation.*` keys, or this screen's own `…rules.*`.

export const CONVERSATIONS_PAGE_SIZE = 30;
export const CONVERSATIONS_MAX_PAGE_SIZE = 100;
export const SEARCH_MAX = 100;
export const NOTE_MAX = 2000;
export const PRODUCT_MAX = 200;
/** Largest order amount: what DECIMAL(14,2) holds. */
export const AMOUNT_MAX = 999_999_999_999.99;

const id = requiredLine(100);

/** GET /conversations */
export const listConversationsQuerySchema = z.object({
  tab: z.enum(CONVERSATION_TABS, { error: "validation.invalidOption" }).default("all"),
  search: z
    .string()
    .trim()
    .max(SEARCH_MAX, { error: "validation.tooLong" })
    .check(singleLine)
    .optional()
    .transform((value) => value || undefined),
  channel: id.optional(),
  /** `me`, `unassigned`, a user id, or `all` (the default). */
  assignee: id.optional().transform((value) => (value === "all" ? undefined : value)),
  status: z.enum(CONVERSATION_STATUSES, { error: "validation.invalidOption" }).optional(),
  /** The customer's conversations only (the panel's "other conversations"). */
  customer: id.optional(),
  cursor: z.string().trim().min(1).max(300).check(singleLine).optional(),
  limit: pageLimit(CONVERSATIONS_PAGE_SIZE, CONVERSATIONS_MAX_PAGE_SIZE),
});
export type ListConversationsQuery = z.output<typeof listConversationsQuerySchema>;

/** POST /conversations */
export const startConversationSchema = z.object({ customerId: id, channelId: id });

/** PATCH /conversations/{id}: any of the fields; `rating` only when resolving. */
export const updateConversationSchema = z
  .object({
    status: z.enum(CONVERSATION_STATUSES, { error: "validation.invalidOption" }).optional(),
    rating: z
      .number({ error: "validation.invalidType" })
      .int({ error: "validation.invalidType" })
      .min(1, { error: "validation.tooSmall" })
      .max(5, { error: "validation.tooBig" })
      .nullish(),
    /** A member of the company, or null to unassign. */
    assigneeId: id.nullish(),
    pinned: z.boolean({ error: "validation.invalidType" }).optional(),
    unread: z.boolean({ error: "validation.invalidType" }).optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    error: "validation.required",
    path: ["status"],
  })
  .refine((input) => input.rating == null || input.status === "resolved", {
    error: "inbox.api.rules.ratingNeedsResolve",
    path: ["rating"],
  });
export type UpdateConversationInput = z.output<typeof updateConversationSchema>;

/** POST /customers/{id}/notes */
export const customerNoteSchema = z.object({
  text: requiredText(NOTE_MAX, "customers.notes.rules.textRequired"),
});

/** "1249.9", 1249.9 → "1249.90": at most two decimals, not negative, within DECIMAL(14,2). */
const amount = z
  .union([
    z.number({ error: "customers.orders.rules.amountInvalid" }),
    z.string({ error: "customers.orders.rules.amountInvalid" }),
  ])
  .transform((value, ctx) => {
    const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value.trim();
    if (!/^\d{1,12}(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: "custom", message: "customers.orders.rules.amountInvalid", input: value });
      return z.NEVER;
    }
    const [whole, fraction = ""] = text.split(".");
    return `${BigInt(whole!)}.${fraction.padEnd(2, "0")}`;
  });

const currency = z
  .string({ error: "validation.required" })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: "customers.orders.rules.currencyInvalid" });
const orderStatus = z.enum(ORDER_STATUSES, { error: "validation.invalidOption" });
const orderedAt = z.iso
  .datetime({ offset: true, error: "validation.invalidFormat" })
  .transform((value) => new Date(value));

/** POST /customers/{id}/orders: currency TRY, status processing and orderedAt now unless sent. */
export const customerOrderSchema = z.object({
  product: requiredLine(PRODUCT_MAX),
  amount,
  currency: currency.default("TRY"),
  status: orderStatus.default("processing"),
  orderedAt: orderedAt.optional().transform((value) => value ?? new Date()),
});
export type CustomerOrderInput = z.output<typeof customerOrderSchema>;

/** PUT /customers/{id}/orders/{orderId}: the fields sent change (at least one). */
export const updateCustomerOrderSchema = z
  .object({
    product: requiredLine(PRODUCT_MAX).optional(),
    amount: amount.optional(),
    currency: currency.optional(),
    status: orderStatus.optional(),
    orderedAt: orderedAt.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    error: "validation.required",
    path: ["product"],
  });
export type UpdateCustomerOrderInput = z.output<typeof updateCustomerOrderSchema>;
