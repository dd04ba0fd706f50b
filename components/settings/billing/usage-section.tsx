"use client";

import { useTranslations } from "next-intl";
import { useBillingFormat } from "@/components/settings/billing/use-billing-format";
import { SettingsSection } from "@/components/settings/settings-page";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import type { BillingOverview } from "@/lib/billing/overview";
import { planOf, USAGE_ALERT_RATIO } from "@/lib/billing/plans";
import { limitOf, usageLevel, usageRatio, usedOf } from "@/lib/billing/usage";
import { cn } from "@/lib/utils";
import { USAGE_RESOURCES, type UsageResource } from "@/lib/validation/billing";

const LEVEL_FILL = { normal: "bg-primary", warning: "bg-warning", full: "bg-destructive" } as const;
const LEVEL_TEXT = {
  normal: "text-muted-foreground",
  warning: "text-amber-700 dark:text-amber-300",
  full: "text-destructive",
} as const;

/**
 * Usage against the plan's limits (spec 02 §2.12, §9): a bar per resource with its figures and the
 * 80 % alert mark, amber from 80 %, red at 100 %; then the usage alert checkboxes, saved at once
 * (owner only).
 */
export function UsageSection({
  overview,
  isSaving,
  onAlertChange,
}: {
  overview: BillingOverview;
  isSaving: boolean;
  onAlertChange: (resource: UsageResource, on: boolean) => void;
}) {
  const t = useTranslations("settings.billing");
  const plan = planOf(overview.plan);
  return (
    <SettingsSection id="usage" title={t("usage.title")} description={t("usage.description")}>
      <ul className="flex flex-col gap-5">
        {USAGE_RESOURCES.map((resource) => (
          <li key={resource}>
            <UsageBar resource={resource} used={usedOf(overview.usage, resource)} limit={limitOf(plan, resource)} />
          </li>
        ))}
      </ul>
      <fieldset className="flex flex-col gap-3 border-t pt-4">
        <legend className="float-left mb-1 text-sm font-medium">{t("usage.alertsTitle")}</legend>
        <p className="clear-left text-sm text-muted-foreground" id="usage-alerts-hint">
          {overview.canManage ? t("usage.alertsDescription") : t("ownerOnly")}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-6">
          {USAGE_RESOURCES.map((resource) => (
            <div key={resource} className="flex items-center gap-2">
              <Checkbox
                id={`usage-alert-${resource}`}
                checked={overview.usageAlerts[resource]}
                disabled={!overview.canManage || isSaving}
                onCheckedChange={(state) => onAlertChange(resource, state === true)}
                aria-describedby="usage-alerts-hint"
              />
              <Label htmlFor={`usage-alert-${resource}`} className="font-normal">
                {t(`usage.alertLabels.${resource}`)}
              </Label>
            </div>
          ))}
        </div>
      </fieldset>
    </SettingsSection>
  );
}

function UsageBar({ resource, used, limit }: { resource: UsageResource; used: number; limit: number | null }) {
  const t = useTranslations("settings.billing");
  const format = useBillingFormat();
  const ratio = usageRatio(used, limit);
  const level = usageLevel(ratio);
  const percent = Math.floor(ratio * 100);
  const labelId = `usage-${resource}-label`;
  const figures =
    limit === null
      ? t("usage.unlimited", { used: format.figure(resource, used) })
      : t("usage.of", { used: format.figure(resource, used), limit: format.figure(resource, limit) });
  return (
    <div className="flex flex-col gap-2" data-testid={`usage-${resource}`} data-level={level}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p id={labelId} className="text-sm font-medium">
          {t(`resources.${resource}`)}
        </p>
        <p className="text-sm tabular-nums">{figures}</p>
      </div>
      {limit !== null && (
        <>
          <div
            role="progressbar"
            aria-labelledby={labelId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.min(100, percent)}
            aria-valuetext={`${figures} (${t("usage.percent", { percent: format.number(percent) })})`}
            className="relative h-2.5 w-full rounded-full bg-muted"
          >
            <div
              className={cn("h-full rounded-full transition-[width] motion-reduce:transition-none", LEVEL_FILL[level])}
              style={{ width: `${Math.min(100, ratio * 100)}%` }}
            />
            {/* The alert mark: where the 80 % notification fires. */}
            <span
              aria-hidden
              className="absolute -top-1 -bottom-1 w-0.5 rounded-full bg-foreground/50"
              style={{ left: `${USAGE_ALERT_RATIO * 100}%` }}
            />
          </div>
          <div className="flex flex-wrap justify-between gap-x-4 text-xs">
            <span className={cn("font-medium tabular-nums", LEVEL_TEXT[level])}>
              {t("usage.percent", { percent: format.number(percent) })}
            </span>
            <span className="text-muted-foreground">{t("usage.alertMark")}</span>
          </div>
        </>
      )}
      {resource === "messages" && <p className="text-xs text-muted-foreground">{t("usage.messagesHint")}</p>}
    </div>
  );
}
