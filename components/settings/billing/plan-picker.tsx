"use client";

import { Check, Sparkles } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog, useConfirmation } from "@/components/common/confirm-dialog";
import { useBillingFormat } from "@/components/settings/billing/use-billing-format";
import { SettingsSection } from "@/components/settings/settings-page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import type { BillingOverview } from "@/lib/billing/overview";
import { BILLING_CYCLES, PLAN_IDS, PLANS, type BillingCycle, type Plan, type PlanId } from "@/lib/billing/plans";
import { cn } from "@/lib/utils";
import type { ChangePlanInput } from "@/lib/validation/billing";

const OWNER_ONLY_ID = "plans-owner-only";

/**
 * The three plans of spec 02 §9 with the monthly/yearly toggle ('Save 17%'). The toggle starts on
 * the company's cycle and only changes the prices shown; a card's button switches to that plan on
 * the shown cycle after a confirmation that says nothing is charged. The current plan and cycle's
 * button is disabled ("Current plan"); admins and members see every button disabled, with the reason.
 */
export function PlanPicker({
  overview,
  onChangePlan,
}: {
  overview: BillingOverview;
  onChangePlan: (input: ChangePlanInput) => Promise<void>;
}) {
  const t = useTranslations("settings.billing");
  const [cycle, setCycle] = useState<BillingCycle>(overview.billingCycle);
  const confirmation = useConfirmation<PlanId>();
  const pending = confirmation.subject;
  const format = useBillingFormat();
  const planName = useTranslations("settings.overview.plans");

  const pendingPrice = pending
    ? t("current.price", {
        amount: format.money(PLANS[pending].price[cycle]),
        period: t(`current.period.${cycle}`),
      })
    : "";

  return (
    <SettingsSection id="plans" title={t("plans.title")} description={t("plans.description")}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Label id="billing-cycle-label" className="text-sm">
          {t("plans.cycleLabel")}
        </Label>
        <RadioGroup
          aria-labelledby="billing-cycle-label"
          value={cycle}
          onValueChange={(value) => setCycle(value as BillingCycle)}
          className="inline-flex gap-0 rounded-lg border bg-muted/50 p-1"
        >
          {BILLING_CYCLES.map((value) => (
            <Label
              key={value}
              htmlFor={`cycle-${value}`}
              className={cn(
                "flex h-8 cursor-pointer items-center gap-2 rounded-md px-3 text-sm font-medium transition-colors",
                "has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                cycle === value
                  ? "bg-background text-foreground shadow-xs"
                  : "text-muted-foreground hover:text-foreground",
              )}
            >
              <RadioGroupItem id={`cycle-${value}`} value={value} className="sr-only" />
              {t(`plans.${value}`)}
              {value === "yearly" && (
                <span className="rounded-full bg-success/15 px-2 py-0.5 text-xs font-semibold text-emerald-700 dark:text-emerald-300">
                  {t("plans.save")}
                </span>
              )}
            </Label>
          ))}
        </RadioGroup>
      </div>

      {!overview.canManage && (
        <p id={OWNER_ONLY_ID} className="text-sm text-muted-foreground">
          {t("ownerOnly")}
        </p>
      )}

      <ul className="grid gap-4 md:grid-cols-3">
        {PLAN_IDS.map((id) => (
          <li key={id} className="flex">
            <PlanCard plan={PLANS[id]} cycle={cycle} overview={overview} onChoose={() => confirmation.ask(id)} />
          </li>
        ))}
      </ul>

      <ConfirmDialog
        {...confirmation.dialog}
        title={pending ? t("plans.confirmTitle", { plan: planName(pending) }) : ""}
        description={pending ? t("plans.confirmText", { plan: planName(pending), price: pendingPrice }) : ""}
        confirmLabel={t("plans.confirmAction")}
        confirmVariant="default"
        onConfirm={async () => {
          if (!pending) return;
          await onChangePlan({ plan: pending, billingCycle: cycle });
          confirmation.close();
        }}
      />
    </SettingsSection>
  );
}

function PlanCard({
  plan,
  cycle,
  overview,
  onChoose,
}: {
  plan: Plan;
  cycle: BillingCycle;
  overview: BillingOverview;
  onChoose: () => void;
}) {
  const t = useTranslations("settings.billing.plans");
  const planName = useTranslations("settings.overview.plans");
  const cycles = useTranslations("settings.billing.current.cycles");
  const format = useBillingFormat();
  const isCurrentPlan = plan.id === overview.plan;
  const isCurrent = isCurrentPlan && cycle === overview.billingCycle;
  const price = plan.price[cycle];
  const { members, messagesPerMonth, storageBytes } = plan.limits;
  const features = [
    members === null ? t("features.membersUnlimited") : t("features.members", { count: format.number(members) }),
    messagesPerMonth === null
      ? t("features.messagesUnlimited")
      : t("features.messages", { count: format.number(messagesPerMonth) }),
    t("features.storage", { size: format.figure("storage", storageBytes) }),
    t(`features.${plan.id}.first`),
    t(`features.${plan.id}.second`),
  ];
  const label = isCurrent
    ? t("current")
    : isCurrentPlan
      ? t("switchCycle", { cycle: cycles(cycle).toLocaleLowerCase() })
      : t("choose", { plan: planName(plan.id) });

  return (
    <article
      aria-labelledby={`plan-${plan.id}-name`}
      data-testid={`plan-${plan.id}`}
      className={cn(
        "relative flex w-full flex-col gap-4 rounded-xl border bg-background p-5",
        plan.popular && "border-primary shadow-sm ring-1 ring-primary/40",
        isCurrentPlan && !plan.popular && "border-foreground/30",
      )}
    >
      <div className="flex min-h-6 flex-wrap items-center gap-2">
        <h3 id={`plan-${plan.id}-name`} className="text-base font-semibold">
          {planName(plan.id)}
        </h3>
        {plan.popular && (
          <Badge className="gap-1">
            <Sparkles aria-hidden />
            {t("popular")}
          </Badge>
        )}
        {isCurrentPlan && !isCurrent && <Badge variant="outline">{t("current")}</Badge>}
      </div>
      <p className="text-sm text-muted-foreground">{t(`descriptions.${plan.id}`)}</p>
      <div className="flex flex-col gap-0.5">
        <p className="flex flex-wrap items-baseline gap-x-1.5">
          <span className="text-3xl font-semibold tracking-tight tabular-nums" data-testid={`plan-${plan.id}-price`}>
            {format.money(price)}
          </span>
          <span className="text-sm whitespace-nowrap text-muted-foreground">
            {t(cycle === "yearly" ? "perYear" : "perMonth")}
          </span>
        </p>
        <p className="min-h-5 text-xs text-muted-foreground">
          {cycle === "yearly" ? t("yearlyNote", { amount: format.money(Math.round((price / 12) * 100) / 100) }) : ""}
        </p>
      </div>
      <ul className="flex flex-1 flex-col gap-2 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Button
        type="button"
        variant={isCurrent ? "outline" : plan.popular ? "default" : "secondary"}
        disabled={isCurrent || !overview.canManage}
        aria-describedby={!overview.canManage && !isCurrent ? OWNER_ONLY_ID : undefined}
        onClick={onChoose}
        className="w-full"
      >
        {label}
      </Button>
    </article>
  );
}
