import "server-only";
import { subMonths, subYears } from "date-fns";
import type { SampleInvoice, SamplePaymentMethod } from "@/lib/billing/overview";
import { PLANS, type BillingCycle, type PlanId } from "@/lib/billing/plans";

// Sample payment methods and invoices (spec 02 §2.12, §3). Kanal has no payment provider: these
// are made up on every request, marked `sample: true`, and the page labels them "Sample data".
// The invoices follow the company's current plan and cycle so the table reads plausibly.

const INVOICE_COUNT = 4;

export function samplePaymentMethods(now = new Date()): SamplePaymentMethod[] {
  const year = now.getUTCFullYear();
  return [
    {
      id: "pm_sample_1",
      type: "visa",
      last4: "4242",
      expiryMonth: 12,
      expiryYear: year + 2,
      isDefault: true,
      sample: true,
    },
    {
      id: "pm_sample_2",
      type: "mastercard",
      last4: "5454",
      expiryMonth: 8,
      expiryYear: year + 1,
      isDefault: false,
      sample: true,
    },
  ];
}

/** Newest first, ending at the current period; the newest is still pending, the others are paid. */
export function sampleInvoices({
  plan,
  billingCycle,
  periodEnd,
}: {
  plan: PlanId;
  billingCycle: BillingCycle;
  /** The end of the current period (the renewal date). */
  periodEnd: Date;
}): SampleInvoice[] {
  const step = (date: Date, count: number) =>
    billingCycle === "yearly" ? subYears(date, count) : subMonths(date, count);
  return Array.from({ length: INVOICE_COUNT }, (_, index) => {
    const end = step(periodEnd, index);
    const start = step(periodEnd, index + 1);
    return {
      id: `INV-${String(INVOICE_COUNT - index).padStart(3, "0")}`,
      date: start.toISOString(),
      amount: PLANS[plan].price[billingCycle],
      currency: "USD",
      status: index === 0 ? "pending" : "paid",
      plan,
      billingCycle,
      periodStart: start.toISOString(),
      periodEnd: end.toISOString(),
      sample: true,
    };
  });
}
