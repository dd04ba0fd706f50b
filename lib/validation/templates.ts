import { z } from "zod";
import {
  DEFAULT_TEMPLATE_CATEGORY,
  DEFAULT_TEMPLATE_LANGUAGE,
  MEDIA_HEADER_TYPES,
  RULE,
  TEMPLATE_BUTTON_TYPES,
  TEMPLATE_CATEGORIES,
  TEMPLATE_HEADER_TYPES,
  TEMPLATE_LANGUAGES,
  TEMPLATE_LIMITS,
  TEMPLATE_STATUSES,
  bodyIssue,
  buttonTextIssue,
  buttonsIssue,
  displayNameIssue,
  footerIssue,
  headerTextIssue,
  nameIssue,
  phoneIssue,
  urlIssue,
  variableIssues,
  variablesUseIssue,
} from "@/lib/templates/rules";
import { TEMPLATE_VARIABLE_MAX } from "@/lib/validation/messages";
import { multiLine, singleLine } from "@/lib/validation/text";
import { requiredLine } from "@/lib/validation/text-fields";
import { pageFields } from "@/lib/validation/list-page";

// The template form's schema (api.md → Templates), shared by the editor and the routes: every
// rule of lib/templates/rules.ts, each on its own field, so the API refuses what the form refuses.
// Messages are `templates.rules.*` keys (and `validation.*` for types and options).

export const TEMPLATES_PAGE_SIZE = 50;
export const TEMPLATES_MAX_PAGE_SIZE = 200;
export const TEMPLATES_BULK_MAX = 500;
export const TEMPLATES_IMPORT_MAX = 500;
export const TEMPLATE_SORTS = ["newest", "oldest", "name", "usage", "lastUsed"] as const;

const id = requiredLine(100);

/** A rule from rules.ts as a zod check on one string. */
const ruled = (issue: (value: string) => string | null) =>
  z.superRefine<string>((value, ctx) => {
    const key = issue(value);
    if (key) ctx.addIssue({ code: "custom", message: key, input: value });
  });

const text = () => z.string({ error: "validation.invalidType" });

const buttonSchema = z
  .object({
    type: z.enum(TEMPLATE_BUTTON_TYPES, { error: "validation.invalidOption" }),
    text: text().trim().check(singleLine).check(ruled(buttonTextIssue)),
    url: text().trim().nullish(),
    phone_number: text().trim().nullish(),
  })
  .strip()
  .superRefine((button, ctx) => {
    if (button.type === "URL") {
      const key = urlIssue(button.url ?? "");
      if (key) ctx.addIssue({ code: "custom", path: ["url"], message: key });
    }
    if (button.type === "PHONE_NUMBER") {
      const key = phoneIssue(button.phone_number ?? "");
      if (key) ctx.addIssue({ code: "custom", path: ["phone_number"], message: key });
    }
  })
  .transform((button) => ({
    type: button.type,
    text: button.text,
    ...(button.type === "URL" ? { url: button.url ?? "" } : {}),
    ...(button.type === "PHONE_NUMBER" ? { phone_number: button.phone_number ?? "" } : {}),
  }));
export type TemplateButtonInput = z.output<typeof buttonSchema>;

const variableSchema = z
  .object({
    name: text().trim().max(TEMPLATE_LIMITS.variableName, { error: "validation.tooLong" }).check(singleLine),
    example: text().trim().max(TEMPLATE_LIMITS.variableExample, { error: "validation.tooLong" }).check(singleLine),
  })
  .strip();

/** Every field of the editor; `templateSchema` adds the rules that join fields. */
const templateFieldsSchema = z
  .object({
    name: text().trim().check(ruled(nameIssue)),
    displayName: text().trim().check(singleLine).check(ruled(displayNameIssue)),
    category: z.enum(TEMPLATE_CATEGORIES, { error: "validation.invalidOption" }).default(DEFAULT_TEMPLATE_CATEGORY),
    language: z.enum(TEMPLATE_LANGUAGES, { error: "validation.invalidOption" }).default(DEFAULT_TEMPLATE_LANGUAGE),
    /** The channel it is submitted and sent through; omitted: the company's sandbox channel. */
    channelId: id.nullish(),
    headerType: z.enum(TEMPLATE_HEADER_TYPES, { error: "validation.invalidOption" }).default("NONE"),
    headerText: text().nullish(),
    /** A media library file (IMAGE/VIDEO/DOCUMENT headers). */
    headerMediaId: id.nullish(),
    bodyText: text().check(multiLine).check(ruled(bodyIssue)),
    footerText: text().trim().check(singleLine).check(ruled(footerIssue)).nullish(),
    buttons: z.array(buttonSchema, { error: "validation.invalidType" }).max(TEMPLATE_LIMITS.buttons, {
      error: RULE("tooManyButtons"),
    }),
    variables: z
      .array(variableSchema, { error: "validation.invalidType" })
      .max(TEMPLATE_LIMITS.variables, { error: RULE("tooManyVariablesTotal") }),
  })
  .strip();

type TemplateFields = z.output<typeof templateFieldsSchema>;

/** The rules across fields: header by its type, the buttons as a list, variables against their uses. */
function checkTemplate(template: TemplateFields, ctx: z.RefinementCtx) {
  const add = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
  if (template.headerType === "TEXT") {
    const key = headerTextIssue(template.headerText ?? "");
    if (key) add(["headerText"], key);
  }
  if ((MEDIA_HEADER_TYPES as readonly string[]).includes(template.headerType) && !template.headerMediaId) {
    add(["headerMediaId"], RULE("headerMediaRequired"));
  }
  const buttonsKey = buttonsIssue(template.buttons);
  if (buttonsKey) add(["buttons"], buttonsKey);
  for (const issue of variableIssues(template.variables)) add(["variables", issue.index, issue.field], issue.key);
  const useKey = variablesUseIssue({ ...template, body: template.bodyText });
  if (useKey) add(["variables"], useKey);
}

/** Keeps only what the header type uses, so a stored template never carries a stale header. */
function normalise(template: TemplateFields) {
  const media = (MEDIA_HEADER_TYPES as readonly string[]).includes(template.headerType);
  return {
    ...template,
    headerText: template.headerType === "TEXT" ? (template.headerText ?? "").trim() : null,
    headerMediaId: media ? (template.headerMediaId ?? null) : null,
    footerText: template.footerText || null,
    channelId: template.channelId ?? null,
  };
}

/** POST /api/v1/templates and PUT /api/v1/templates/{id}: the whole editor. */
export const templateSchema = templateFieldsSchema.superRefine(checkTemplate).transform(normalise);
export type TemplateInput = z.input<typeof templateSchema>;
export type TemplateData = z.output<typeof templateSchema>;

/** The list's filters (in the URL), shared by the list, the export and the screen. */
export const templateFilterSchema = z.object({
  search: z.string().trim().max(200).check(singleLine).optional(),
  category: z.enum(TEMPLATE_CATEGORIES, { error: "validation.invalidOption" }).optional(),
  status: z.enum(TEMPLATE_STATUSES, { error: "validation.invalidOption" }).optional(),
  language: z.enum(TEMPLATE_LANGUAGES, { error: "validation.invalidOption" }).optional(),
  channel: z.string().trim().max(100).check(singleLine).optional(),
});
export type TemplateFilter = z.output<typeof templateFilterSchema>;

export const listTemplatesQuerySchema = templateFilterSchema.extend({
  sort: z.enum(TEMPLATE_SORTS, { error: "validation.invalidOption" }).default("newest"),
  ...pageFields(TEMPLATES_PAGE_SIZE, TEMPLATES_MAX_PAGE_SIZE),
});
export type ListTemplatesQuery = z.output<typeof listTemplatesQuerySchema>;

/** GET /api/v1/templates/export: the list's filters, or `ids` (comma-separated or repeated). */
export const exportTemplatesQuerySchema = templateFilterSchema.extend({
  ids: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) =>
      value === undefined
        ? undefined
        : (Array.isArray(value) ? value : value.split(","))
            .map((item) => item.trim())
            .filter(Boolean)
            .slice(0, TEMPLATES_BULK_MAX),
    ),
});

export const TEMPLATE_BULK_ACTIONS = ["submit", "duplicate", "delete"] as const;
export const bulkTemplatesSchema = z.object({
  action: z.enum(TEMPLATE_BULK_ACTIONS, { error: "validation.invalidOption" }),
  ids: z
    .array(id, { error: "validation.invalidType" })
    .min(1, { error: "validation.required" })
    .max(TEMPLATES_BULK_MAX),
});

/** POST /api/v1/templates/{id}/test: the number a test goes to (international format). */
export const testTemplateSchema = z.object({
  to: text().trim().check(ruled(phoneIssue)),
  variables: z.record(z.string(), text().trim().max(1024).check(singleLine)).optional(),
});

/** POST /api/v1/templates/import: Meta-format templates (checked one by one by the importer). */
export const importTemplatesSchema = z.union([
  z.array(z.unknown()).min(1, { error: "validation.required" }).max(TEMPLATES_IMPORT_MAX),
  z.object({ data: z.array(z.unknown()).min(1).max(TEMPLATES_IMPORT_MAX) }).transform((value) => value.data),
  z.object({ templates: z.array(z.unknown()).min(1).max(TEMPLATES_IMPORT_MAX) }).transform((value) => value.templates),
]);

/** Recipients of one "send message" from the templates screen (customers and groups together). */
export const TEMPLATE_SEND_MAX_RECIPIENTS = 1000;
/** Groups one send may name. */
export const TEMPLATE_SEND_MAX_GROUPS = 100;
/** The customer fields a variable may take its value from; `company` is the sending company's name. */
export const TEMPLATE_VARIABLE_FIELDS = ["firstName", "lastName", "fullName", "phone", "email", "company"] as const;
export type TemplateVariableField = (typeof TEMPLATE_VARIABLE_FIELDS)[number];

/**
 * Where each variable's value comes from, by its number: a field of the customer, or a fixed text.
 * The campaigns API takes the same shape (api.md → Campaigns): `{ "1": { field: "firstName" }, "2": { text: "…" } }`.
 */
export const templateVariableMappingSchema = z.record(
  z.string().regex(/^[1-9]\d{0,2}$/, { error: "validation.invalidFormat" }),
  z.union(
    [
      z.object({ field: z.enum(TEMPLATE_VARIABLE_FIELDS, { error: "validation.invalidOption" }) }).strict(),
      z
        .object({
          text: text()
            .trim()
            .min(1, { error: "validation.required" })
            .max(TEMPLATE_VARIABLE_MAX, { error: "validation.tooLong" })
            .check(singleLine),
        })
        .strict(),
    ],
    { error: "validation.invalidOption" },
  ),
  { error: "validation.invalidType" },
);
export type TemplateVariableMapping = z.output<typeof templateVariableMappingSchema>;

/** POST /api/v1/templates/{id}/send: an approved template to customers and the customers of groups. */
export const sendTemplateSchema = z
  .object({
    customerIds: z
      .array(id, { error: "validation.invalidType" })
      .max(TEMPLATE_SEND_MAX_RECIPIENTS, { error: "validation.tooBig" })
      .default([]),
    groupIds: z
      .array(id, { error: "validation.invalidType" })
      .max(TEMPLATE_SEND_MAX_GROUPS, { error: "validation.tooBig" })
      .default([]),
    variables: templateVariableMappingSchema.default({}),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.customerIds.length === 0 && value.groupIds.length === 0) {
      ctx.addIssue({ code: "custom", path: ["customerIds"], message: "validation.required" });
    }
  });
export type SendTemplateInput = z.input<typeof sendTemplateSchema>;
export type SendTemplate = z.output<typeof sendTemplateSchema>;
