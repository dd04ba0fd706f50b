"use client";

import { Lock } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { requestErrorText } from "@/components/form/field-messages";
import { BillingHistory } from "@/components/settings/billing/billing-history";
import { CurrentPlanCard } from "@/components/settings/billing/current-plan-card";
import { PaymentMethods } from "@/components/settings/billing/payment-methods";
import { PlanChangeHistory } from "@/components/settings/billing/plan-change-history";
import { PlanPicker } from "@/components/settings/billing/plan-picker";
import { UsageSection } from "@/components/settings/billing/usage-section";
import { api } from "@/lib/api-client";
import type { BillingOverview } from "@/lib/billing/overview";
import type { ChangePlanInput, UpdateBillingSettings, UsageAlerts, UsageResource } from "@/lib/validation/billing";

/**
 * The billing page (spec 02 §2.12) around the company's overview from GET /api/v1/billing, read on
 * the server. The switches save at once (PUT /billing), shown optimistically and put back if the
 * save fails; a plan change goes through POST /billing/plan after its confirmation, and refreshes
 * the server parts (the sidebar's upgrade card follows the plan).
 */
export function BillingSettings({ initial }: { initial: BillingOverview }) {
  const t = useTranslations("settings.billing");
  const router = useRouter();
  const [overview, setOverview] = useState(initial);
  const [isSaving, setIsSaving] = useState(false);

  async function saveSettings(patch: UpdateBillingSettings, successMessage: string) {
    const before = overview;
    setOverview((current) => ({
      ...current,
      autoRenew: patch.autoRenew ?? current.autoRenew,
      usageAlerts: { ...current.usageAlerts, ...patch.usageAlerts },
    }));
    setIsSaving(true);
    try {
      const { data } = await api<{ autoRenew: boolean; usageAlerts: UsageAlerts }>("/billing", {
        method: "PUT",
        body: patch,
      });
      setOverview((current) => ({ ...current, ...data }));
      toast.success(successMessage);
    } catch (error) {
      setOverview(before);
      toast.error(requestErrorText(error, t("saveError")));
    } finally {
      setIsSaving(false);
    }
  }

  async function changePlan(input: ChangePlanInput) {
    // Errors propagate: the confirmation dialog shows them and stays open.
    const { data, message } = await api<BillingOverview>("/billing/plan", { method: "POST", body: input });
    setOverview(data);
    if (message) toast.success(message);
    router.refresh();
  }

  return (
    <div className="flex flex-col gap-6">
      {!overview.canManage && (
        <p
          role="note"
          className="flex items-start gap-3 rounded-xl border bg-muted/40 px-4 py-3 text-sm text-muted-foreground"
        >
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t("readOnly")}
        </p>
      )}
      <CurrentPlanCard
        overview={overview}
        isSaving={isSaving}
        onAutoRenewChange={(autoRenew) => void saveSettings({ autoRenew }, t("current.autoRenewSaved"))}
      />
      <UsageSection
        overview={overview}
        isSaving={isSaving}
        onAlertChange={(resource: UsageResource, on: boolean) =>
          void saveSettings({ usageAlerts: { [resource]: on } }, t("usage.alertsSaved"))
        }
      />
      <PlanPicker key={`${overview.plan}-${overview.billingCycle}`} overview={overview} onChangePlan={changePlan} />
      <PaymentMethods methods={overview.samples.paymentMethods} />
      <BillingHistory invoices={overview.samples.invoices} />
      <PlanChangeHistory changes={overview.planChanges} />
    </div>
  );
}
