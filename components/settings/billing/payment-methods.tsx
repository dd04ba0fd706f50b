"use client";

import { CreditCard } from "lucide-react";
import { useTranslations } from "next-intl";
import { SampleNotice } from "@/components/settings/billing/sample-notice";
import { SettingsSection } from "@/components/settings/settings-page";
import { Badge } from "@/components/ui/badge";
import type { SamplePaymentMethod } from "@/lib/billing/overview";

/** The payment methods list (spec 02 §3): sample cards, labelled as such. */
export function PaymentMethods({ methods }: { methods: SamplePaymentMethod[] }) {
  const t = useTranslations("settings.billing.paymentMethods");
  return (
    <SettingsSection id="payment-methods" title={t("title")} description={t("description")}>
      <SampleNotice />
      <ul className="flex flex-col divide-y rounded-lg border">
        {methods.map((method) => (
          <li key={method.id} className="flex items-center gap-3 px-4 py-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-md bg-muted text-muted-foreground">
              <CreditCard className="size-5" aria-hidden />
            </span>
            <div className="flex min-w-0 flex-1 flex-col">
              <p className="text-sm font-medium">
                {t(`brands.${method.type}`)} {t("ending", { last4: method.last4 })}
              </p>
              <p className="text-xs text-muted-foreground tabular-nums">
                {t("expires", { month: String(method.expiryMonth).padStart(2, "0"), year: String(method.expiryYear) })}
              </p>
            </div>
            {method.isDefault && <Badge variant="secondary">{t("default")}</Badge>}
          </li>
        ))}
      </ul>
    </SettingsSection>
  );
}
