import type { BillingCycle, PlanId } from "@/lib/billing/plans";
import type { UsageFigures } from "@/lib/billing/usage";
import type { UsageAlerts } from "@/lib/validation/billing";

// The answer of GET /api/v1/billing (api.md), shared by the route and the billing page.

export const CARD_BRANDS = ["visa", "mastercard", "amex"] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** A sample payment method (spec 02 §3): there is no payment provider, so none is real. */
export type SamplePaymentMethod = {
  id: string;
  type: CardBrand;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  isDefault: boolean;
  sample: true;
};

/** A sample invoice (spec 02 §3): id INV-###, status "paid" or another one (shown in orange). */
export type SampleInvoice = {
  id: string;
  date: string;
  amount: number;
  currency: "USD";
  status: "paid" | "pending";
  plan: PlanId;
  billingCycle: BillingCycle;
  periodStart: string;
  periodEnd: string;
  sample: true;
};

export type PlanChangeJson = {
  id: string;
  fromPlan: string;
  toPlan: string;
  billingCycle: string;
  changedBy: { firstName: string; lastName: string } | null;
  createdAt: string;
};

export type BillingOverview = {
  plan: PlanId;
  billingCycle: BillingCycle;
  autoRenew: boolean;
  /** The next renewal: the plan's last change (or the company's start) plus whole cycles. */
  renewsAt: string;
  usageAlerts: UsageAlerts;
  limits: { members: number | null; messagesPerMonth: number | null; storageBytes: number };
  usage: UsageFigures;
  planChanges: PlanChangeJson[];
  /** Only owners change plan and billing settings (architecture.md); the others read. */
  canManage: boolean;
  /** Clearly not real: no payment provider is connected. */
  samples: { paymentMethods: SamplePaymentMethod[]; invoices: SampleInvoice[] };
};
