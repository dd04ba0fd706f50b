import { z } from "zod";
import { pageFields } from "@/lib/validation/list-page";
import { optionalText, requiredLine } from "@/lib/validation/text-fields";
import { foldTurkish } from "@/lib/customers/search-text";
import { emailSchema } from "@/lib/validation/auth";
import { singleLine } from "@/lib/validation/text";

// Customer schemas shared by the screens and the route handlers (api.md §Customers).
// Messages are `validation.*` keys: each side renders them in its own language.

export const CUSTOMERS_PAGE_SIZE = 100;
export const CUSTOMERS_MAX_PAGE_SIZE = 500;
/** A list counts its matches up to here; past it the total reads "10,000+" (counting 100k rows costs 50 ms, this 2 ms). */
export const CUSTOMERS_COUNT_CAP = 10_000;
export const CUSTOMER_MAX_TAGS = 30;
export const CUSTOMER_TAG_MAX_LENGTH = 50;
export const BULK_MAX_IDS = 1000;

/** The dial codes of the customer form (spec 01 §3), Turkey first and the default. */
export const DIAL_CODES = [
  { code: "+90", country: "TR" },
  { code: "+1", country: "US" },
  { code: "+44", country: "GB" },
  { code: "+49", country: "DE" },
  { code: "+33", country: "FR" },
  { code: "+39", country: "IT" },
  { code: "+34", country: "ES" },
  { code: "+31", country: "NL" },
  { code: "+7", country: "RU" },
  { code: "+86", country: "CN" },
  { code: "+81", country: "JP" },
  { code: "+91", country: "IN" },
] as const;
export const DEFAULT_DIAL_CODE = "+90";
const dialCodes = DIAL_CODES.map((item) => item.code) as [string, ...string[]];

export const CUSTOMER_STATUSES = ["active", "inactive"] as const;
export const CUSTOMER_TYPES = ["individual", "corporate"] as const;
export const CUSTOMER_SORTS = ["newest", "oldest", "name_asc", "name_desc"] as const;

const nameSchema = requiredLine(100);

const phoneSchema = optionalText(20).refine((value) => value === null || /^[\d\s()-]{4,20}$/.test(value), {
  error: "validation.phone",
});

const tagsSchema = z
  .array(
    z
      .string({ error: "validation.invalidType" })
      .trim()
      .min(1, { error: "validation.required" })
      .max(CUSTOMER_TAG_MAX_LENGTH)
      .check(singleLine),
    { error: "validation.invalidType" },
  )
  .max(CUSTOMER_MAX_TAGS, { error: "validation.tooManyTags" })
  .superRefine((tags, ctx) => {
    const seen = new Set<string>();
    tags.forEach((tag, index) => {
      // "VIP" and "vip" (and "Işık" and "isik") are the same tag.
      const key = foldTurkish(tag);
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: [index], message: "validation.tagDuplicate" });
      seen.add(key);
    });
  });

/** Every field of the customer form, without defaults (so a partial update leaves the rest alone). */
const customerFieldsSchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    email: emailSchema,
    countryCode: z.enum(dialCodes, { error: "validation.dialCode" }),
    phone: phoneSchema,
    instagram: optionalText(200),
    facebook: optionalText(200),
    twitter: optionalText(200),
    linkedin: optionalText(200),
    notes: optionalText(5000, "multi"),
    customerType: z.enum(CUSTOMER_TYPES, { error: "validation.invalidOption" }),
    status: z.enum(CUSTOMER_STATUSES, { error: "validation.invalidOption" }),
    groupId: z
      .string({ error: "validation.invalidType" })
      .trim()
      .max(100)
      .check(singleLine)
      .nullish()
      .transform((value) => value || null),
    tags: tagsSchema,
    /** Marketing consent (issue 19): the dates are stamped by the server when a switch turns on. */
    marketingOptIn: z.boolean({ error: "validation.invalidType" }),
    marketingOptInSource: optionalText(100),
    marketingOptOut: z.boolean({ error: "validation.invalidType" }),
  })
  .strip();

/** POST /api/v1/customers and the panel's create mode; `companyId`, `id`, timestamps are dropped. */
export const customerInputSchema = customerFieldsSchema.extend({
  countryCode: customerFieldsSchema.shape.countryCode.default(DEFAULT_DIAL_CODE),
  phone: phoneSchema.default(null),
  instagram: optionalText(200).default(null),
  facebook: optionalText(200).default(null),
  twitter: optionalText(200).default(null),
  linkedin: optionalText(200).default(null),
  notes: optionalText(5000, "multi").default(null),
  customerType: customerFieldsSchema.shape.customerType.default("individual"),
  status: customerFieldsSchema.shape.status.default("active"),
  groupId: customerFieldsSchema.shape.groupId.default(null),
  tags: tagsSchema.default([]),
  marketingOptIn: customerFieldsSchema.shape.marketingOptIn.default(false),
  marketingOptInSource: optionalText(100).default(null),
  marketingOptOut: customerFieldsSchema.shape.marketingOptOut.default(false),
});
export type CustomerInput = z.output<typeof customerInputSchema>;

/** PUT /api/v1/customers/{id}: any subset of the form; absent fields keep their value. */
export const updateCustomerSchema = customerFieldsSchema.partial();
export type UpdateCustomerInput = z.output<typeof updateCustomerSchema>;

/** The list's filters, shared by the list, the bulk `all: true` selection and the export. */
export const customerFilterSchema = z.object({
  search: z.string().trim().max(200).check(singleLine).optional(),
  /** A group id, `none` for ungrouped, or omitted / `all` for every group. */
  group: z.string().trim().max(100).check(singleLine).optional(),
  status: z.enum(CUSTOMER_STATUSES, { error: "validation.invalidOption" }).optional(),
  tag: z.string().trim().max(CUSTOMER_TAG_MAX_LENGTH).check(singleLine).optional(),
});
export type CustomerFilter = z.output<typeof customerFilterSchema>;

export const listCustomersQuerySchema = customerFilterSchema.extend({
  ...pageFields(CUSTOMERS_PAGE_SIZE, CUSTOMERS_MAX_PAGE_SIZE),
  sort: z.enum(CUSTOMER_SORTS, { error: "validation.invalidOption" }).default("newest"),
  /** `exact` counts every match; by default counting stops at CUSTOMERS_COUNT_CAP (see list-customers.ts). */
  count: z.enum(["capped", "exact"], { error: "validation.invalidOption" }).default("capped"),
});
export type ListCustomersQuery = z.output<typeof listCustomersQuerySchema>;

/** A group's name: the group forms and the CSV import's group column. */
export const groupNameSchema = requiredLine(60);

const customerGroupFieldsSchema = z
  .object({
    name: groupNameSchema,
    description: optionalText(300, "multi"),
  })
  .strip();

/** POST /api/v1/customers/groups and the inline "new group" of the panel. */
export const customerGroupSchema = customerGroupFieldsSchema.extend({
  description: optionalText(300, "multi").default(null),
});
export type CustomerGroupInput = z.output<typeof customerGroupSchema>;

/** PUT /api/v1/customers/groups/{id}: rename and/or re-describe; absent fields keep their value. */
export const updateCustomerGroupSchema = customerGroupFieldsSchema.partial();
export type UpdateCustomerGroupInput = z.output<typeof updateCustomerGroupSchema>;

/**
 * POST /api/v1/customers/bulk: either `ids` (the checked rows) or `all: true` with the list's
 * `filter` ("select all N matching"). `groupId: null` on assign-group takes them out of any group.
 */
export const bulkCustomersSchema = z
  .object({
    action: z.enum(["assign-group", "delete"], { error: "validation.invalidOption" }),
    ids: z
      .array(z.string({ error: "validation.invalidType" }).min(1).max(100).check(singleLine), {
        error: "validation.invalidType",
      })
      .min(1, { error: "validation.bulkTarget" })
      .max(BULK_MAX_IDS)
      .optional(),
    all: z.literal(true, { error: "validation.invalidOption" }).optional(),
    filter: customerFilterSchema.default({}),
    groupId: z.string({ error: "validation.invalidType" }).min(1).max(100).check(singleLine).nullable().optional(),
  })
  .strip()
  .superRefine((body, ctx) => {
    if (!body.all === !body.ids) ctx.addIssue({ code: "custom", path: ["ids"], message: "validation.bulkTarget" });
    if (body.action === "assign-group" && body.groupId === undefined) {
      ctx.addIssue({ code: "custom", path: ["groupId"], message: "validation.groupRequired" });
    }
  });
export type BulkCustomersInput = z.output<typeof bulkCustomersSchema>;
