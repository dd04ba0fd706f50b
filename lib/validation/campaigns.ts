import { z } from "zod";
import { pageFields, pageLimit } from "@/lib/validation/list-page";
import { optionalText } from "@/lib/validation/text-fields";
import { singleLine } from "@/lib/validation/text";
import { TEMPLATE_VARIABLE_FIELDS, templateVariableMappingSchema } from "@/lib/validation/templates";

// The campaign schemas (api.md → Campaigns; spec 02 §3, §5, §9), shared by the editor and the
// routes, so the API refuses what the form refuses. Messages are `campaignsApi.rules.*` keys (and
// `validation.*` for types and options).

export const CAMPAIGN_TYPES = ["MARKETING", "TRANSACTIONAL", "NOTIFICATION"] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];
export const DEFAULT_CAMPAIGN_TYPE: CampaignType = "MARKETING";

export const CAMPAIGN_STATUSES = ["DRAFT", "SCHEDULED", "ACTIVE", "PAUSED", "COMPLETED", "CANCELLED"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Spec 02 §3's audience types. */
export const CAMPAIGN_AUDIENCES = [
  "ALL_CUSTOMERS",
  "NEWSLETTER_SUBSCRIBERS",
  "VIP_CUSTOMERS",
  "RECENT_ORDERS",
  "ACTIVE_USERS",
  "INACTIVE_USERS",
  "CUSTOM_GROUP",
] as const;
export type CampaignAudience = (typeof CAMPAIGN_AUDIENCES)[number];

export const RECIPIENT_STATUSES = [
  "pending",
  "sending",
  "sent",
  "delivered",
  "read",
  "failed",
  "skipped",
  "unknown",
] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

/**
 * Why a customer of the audience is not sent to: no phone; opted out of marketing (marketing
 * campaigns only); not reachable on the channel (a number that is not one, or an earlier send said
 * it is not on WhatsApp); the same number as another recipient (one message per number); a variable
 * taken from the customer's record is empty (known at launch only); the campaign was cancelled before its turn.
 */
export const SKIP_REASONS = [
  "noPhone",
  "optedOut",
  "unreachable",
  "duplicatePhone",
  "missingValue",
  "cancelled",
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** The customer fields a template variable can take its value from (the templates' send dialog's own list). */
export const VARIABLE_FIELDS = TEMPLATE_VARIABLE_FIELDS;
export type VariableField = (typeof VARIABLE_FIELDS)[number];

/** Spec 02 §9: defaults and ranges of the campaign settings. */
export const CAMPAIGN_LIMITS = {
  batchSize: { min: 1, max: 1000, default: 100 },
  delayBetweenBatches: { min: 1, max: 60, default: 5 },
  maxRetries: { min: 1, max: 10, default: 3 },
} as const;
export const DEFAULT_CAMPAIGN_SETTINGS = {
  sendInBatches: false,
  batchSize: CAMPAIGN_LIMITS.batchSize.default,
  delayBetweenBatches: CAMPAIGN_LIMITS.delayBetweenBatches.default,
  retryFailed: true,
  maxRetries: CAMPAIGN_LIMITS.maxRetries.default,
} as const;

export const CAMPAIGN_NAME_MAX = 100;
export const CAMPAIGN_DESCRIPTION_MAX = 500;
export const CAMPAIGN_MAX_GROUPS = 100;
export const CAMPAIGN_MAX_CUSTOMERS = 5000;
export const CAMPAIGNS_PAGE_SIZE = 20;
export const CAMPAIGNS_MAX_PAGE_SIZE = 100;
export const RECIPIENTS_PAGE_SIZE = 50;
export const RECIPIENTS_MAX_PAGE_SIZE = 500;

const id = z
  .string({ error: "validation.invalidType" })
  .trim()
  .min(1, { error: "validation.required" })
  .max(100)
  .check(singleLine);

/** An integer setting within its range, its own message naming the range. */
const ranged = (limits: { min: number; max: number; default: number }, key: string) =>
  z.coerce
    .number({ error: `campaignsApi.rules.${key}` })
    .int({ error: `campaignsApi.rules.${key}` })
    .min(limits.min, { error: `campaignsApi.rules.${key}` })
    .max(limits.max, { error: `campaignsApi.rules.${key}` });

export const campaignSettingsSchema = z
  .object({
    sendInBatches: z.boolean({ error: "validation.invalidType" }).default(DEFAULT_CAMPAIGN_SETTINGS.sendInBatches),
    batchSize: ranged(CAMPAIGN_LIMITS.batchSize, "batchSize").default(CAMPAIGN_LIMITS.batchSize.default),
    delayBetweenBatches: ranged(CAMPAIGN_LIMITS.delayBetweenBatches, "delayBetweenBatches").default(
      CAMPAIGN_LIMITS.delayBetweenBatches.default,
    ),
    retryFailed: z.boolean({ error: "validation.invalidType" }).default(DEFAULT_CAMPAIGN_SETTINGS.retryFailed),
    maxRetries: ranged(CAMPAIGN_LIMITS.maxRetries, "maxRetries").default(CAMPAIGN_LIMITS.maxRetries.default),
  })
  .strip();
export type CampaignSettings = z.output<typeof campaignSettingsSchema>;

/** `{ "1": { field: "firstName" } | { text: "…" }, … }`: the templates' send dialog's shape. */
export const campaignVariablesSchema = templateVariableMappingSchema;
export type CampaignVariables = z.output<typeof campaignVariablesSchema>;

const idList = (max: number) =>
  z
    .array(id, { error: "validation.invalidType" })
    .max(max, { error: "validation.tooBig" })
    .default([])
    .transform((ids) => [...new Set(ids)]);

/** POST /api/v1/campaigns and PUT /api/v1/campaigns/{id}: a draft (channel and template may wait until launch). */
export const campaignSchema = z
  .object({
    name: z
      .string({ error: "campaignsApi.rules.nameRequired" })
      .trim()
      .min(1, { error: "campaignsApi.rules.nameRequired" })
      .max(CAMPAIGN_NAME_MAX, { error: "validation.tooLong" })
      .check(singleLine),
    description: optionalText(CAMPAIGN_DESCRIPTION_MAX, "multi"),
    type: z.enum(CAMPAIGN_TYPES, { error: "validation.invalidOption" }).default(DEFAULT_CAMPAIGN_TYPE),
    channelId: id.nullish().transform((value) => value ?? null),
    templateId: id.nullish().transform((value) => value ?? null),
    variables: campaignVariablesSchema.default({}),
    targetAudience: z.enum(CAMPAIGN_AUDIENCES, { error: "validation.invalidOption" }).default("ALL_CUSTOMERS"),
    selectedGroups: idList(CAMPAIGN_MAX_GROUPS),
    selectedCustomers: idList(CAMPAIGN_MAX_CUSTOMERS),
    sendImmediately: z.boolean({ error: "validation.invalidType" }).default(true),
    scheduledFor: z.iso
      .datetime({ offset: true, error: "campaignsApi.rules.scheduledFor" })
      .nullish()
      .transform((value) => (value ? new Date(value) : null)),
    settings: campaignSettingsSchema.default(DEFAULT_CAMPAIGN_SETTINGS),
  })
  .strip()
  .superRefine((campaign, ctx) => {
    if (!campaign.sendImmediately && !campaign.scheduledFor) {
      ctx.addIssue({ code: "custom", path: ["scheduledFor"], message: "campaignsApi.rules.scheduledForRequired" });
    }
    if (
      campaign.targetAudience === "CUSTOM_GROUP" &&
      campaign.selectedGroups.length === 0 &&
      campaign.selectedCustomers.length === 0
    ) {
      ctx.addIssue({ code: "custom", path: ["selectedGroups"], message: "campaignsApi.rules.customGroupEmpty" });
    }
  })
  .transform((campaign) => ({
    ...campaign,
    // Send now and scheduled are exclusive: a send-now campaign keeps no date.
    scheduledFor: campaign.sendImmediately ? null : campaign.scheduledFor,
  }));
export type CampaignInput = z.output<typeof campaignSchema>;
export type CampaignFormValues = z.input<typeof campaignSchema>;

const commaIds = z
  .string({ error: "validation.invalidType" })
  .max(200_000)
  .optional()
  .transform((value) =>
    value
      ? [
          ...new Set(
            value
              .split(",")
              .map((part) => part.trim())
              .filter(Boolean),
          ),
        ]
      : [],
  )
  .pipe(z.array(z.string().max(100)).max(CAMPAIGN_MAX_CUSTOMERS, { error: "validation.tooBig" }));

/** GET /api/v1/campaigns. */
export const listCampaignsQuerySchema = z.object({
  search: z.string().trim().max(200).check(singleLine).optional(),
  type: z.enum(CAMPAIGN_TYPES, { error: "validation.invalidOption" }).optional(),
  status: z.enum(CAMPAIGN_STATUSES, { error: "validation.invalidOption" }).optional(),
  ...pageFields(CAMPAIGNS_PAGE_SIZE, CAMPAIGNS_MAX_PAGE_SIZE),
});
export type ListCampaignsQuery = z.output<typeof listCampaignsQuerySchema>;

/**
 * GET /api/v1/campaigns/audience: `type` is the audience type; `campaignType` (default MARKETING)
 * says whether opted-out customers are left out (only marketing campaigns leave them out).
 */
export const audienceQuerySchema = z
  .object({
    type: z.enum(CAMPAIGN_AUDIENCES, { error: "validation.invalidOption" }).default("ALL_CUSTOMERS"),
    groupIds: commaIds,
    customerIds: commaIds,
    channelId: id.optional(),
    campaignType: z.enum(CAMPAIGN_TYPES, { error: "validation.invalidOption" }).default(DEFAULT_CAMPAIGN_TYPE),
  })
  .transform(({ groupIds, customerIds, ...rest }) => ({
    ...rest,
    selectedGroups: groupIds,
    selectedCustomers: customerIds,
  }));
export type AudienceQuery = z.output<typeof audienceQuerySchema>;

/** GET /api/v1/campaigns/{id}/recipients. */
export const recipientsQuerySchema = z.object({
  status: z.enum(RECIPIENT_STATUSES, { error: "validation.invalidOption" }).optional(),
  /** Recipients who clicked, replied or converted (the funnel's last steps). */
  mark: z.enum(["clicked", "replied", "converted"], { error: "validation.invalidOption" }).optional(),
  search: z.string().trim().max(200).check(singleLine).optional(),
  /** The last row's id of the previous page. */
  cursor: z.string().trim().max(100).check(singleLine).optional(),
  limit: pageLimit(RECIPIENTS_PAGE_SIZE, RECIPIENTS_MAX_PAGE_SIZE),
  format: z.enum(["json", "csv"], { error: "validation.invalidOption" }).default("json"),
});
export type RecipientsQuery = z.output<typeof recipientsQuerySchema>;

/** Opt-out keywords (case- and accent-insensitive, the whole message): configurable per company later. */
export const DEFAULT_OPT_OUT_KEYWORDS = ["STOP", "DUR", "İPTAL"] as const;
