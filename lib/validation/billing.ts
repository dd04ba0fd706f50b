import { z } from "zod";
import { BILLING_CYCLES, PLAN_IDS } from "@/lib/billing/plans";

// The billing page's inputs (spec 02 §2.12, §9), shared by its form controls and the route
// handlers of /api/v1/billing. Messages are `validation.*` keys (lib/validation/issues.ts).

/** The resources a plan limits, each with its own usage alert checkbox. */
export const USAGE_RESOURCES = ["members", "messages", "storage"] as const;
export type UsageResource = (typeof USAGE_RESOURCES)[number];

export type UsageAlerts = Record<UsageResource, boolean>;

/** Every alert is on until an owner switches it off. */
export const DEFAULT_USAGE_ALERTS: UsageAlerts = { members: true, messages: true, storage: true };

/** Company.usageAlerts as stored: what is missing (or malformed) reads as its default. */
export const usageAlertsSchema = z.object({
  members: z.boolean().catch(true).default(true),
  messages: z.boolean().catch(true).default(true),
  storage: z.boolean().catch(true).default(true),
});

/**
 * PUT /api/v1/billing: any subset of the settings; what is left out keeps its stored value.
 * Strict: a plan sent here is a 400 (plans change only through POST /billing/plan).
 */
export const updateBillingSettingsSchema = z.strictObject({
  autoRenew: z.boolean().optional(),
  usageAlerts: z
    .strictObject({
      members: z.boolean().optional(),
      messages: z.boolean().optional(),
      storage: z.boolean().optional(),
    })
    .optional(),
});
export type UpdateBillingSettings = z.infer<typeof updateBillingSettingsSchema>;

/** POST /api/v1/billing/plan: the plan and billing cycle to switch to (recorded, never charged). */
export const changePlanSchema = z.strictObject({
  plan: z.enum(PLAN_IDS),
  billingCycle: z.enum(BILLING_CYCLES),
});
export type ChangePlanInput = z.infer<typeof changePlanSchema>;
