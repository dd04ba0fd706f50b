"use client";

import { useMemo } from "react";
import { useFormatter } from "@/components/format/formatter-provider";
import { formatUsageFigure } from "@/lib/billing/usage-figures";
import type { UsageResource } from "@/lib/validation/billing";

/**
 * The billing page's figures through the reader's region settings (useFormatter): prices in USD
 * (the plans' currency), dates, counts, and usage figures (storage in KB/MB/GB, base 1024).
 */
export function useBillingFormat() {
  const format = useFormatter();
  return useMemo(
    () => ({
      money: (amount: number) => format.money(amount, "USD"),
      date: (value: string | Date) => format.date(value),
      number: (value: number) => format.number(value),
      figure: (resource: UsageResource, value: number) =>
        formatUsageFigure(resource, value, (number, options) => format.number(number, options)),
    }),
    [format],
  );
}
