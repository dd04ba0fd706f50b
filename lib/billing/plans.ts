// Spec 02 §9: the three plans, their prices (monthly / yearly, in USD) and limits. Shared by the
// billing page, the team page (seats) and the server (limits, usage alerts). `null` = unlimited.

export const PLAN_IDS = ["basic", "pro", "enterprise"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const BILLING_CYCLES = ["monthly", "yearly"] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export type PlanLimits = {
  members: number | null;
  messagesPerMonth: number | null;
  storageBytes: number;
};

export type Plan = {
  id: PlanId;
  price: Record<BillingCycle, number>;
  limits: PlanLimits;
  popular: boolean;
};

const GB = 1024 ** 3;

export const PLANS: Record<PlanId, Plan> = {
  basic: {
    id: "basic",
    price: { monthly: 9, yearly: 90 },
    limits: { members: 5, messagesPerMonth: 1_000, storageBytes: 5 * GB },
    popular: false,
  },
  pro: {
    id: "pro",
    price: { monthly: 29, yearly: 290 },
    limits: { members: 25, messagesPerMonth: 10_000, storageBytes: 50 * GB },
    popular: true,
  },
  enterprise: {
    id: "enterprise",
    price: { monthly: 99, yearly: 990 },
    limits: { members: null, messagesPerMonth: null, storageBytes: 500 * GB },
    popular: false,
  },
};

/** Usage alerts fire at 80 % of a limit (spec 02 §9). */
export const USAGE_ALERT_RATIO = 0.8;

export const isPlanId = (value: string): value is PlanId => (PLAN_IDS as readonly string[]).includes(value);

/** The plan a company row names; an unknown value (an old "free") reads as basic. */
export const planOf = (value: string): Plan => PLANS[isPlanId(value) ? value : "basic"];
