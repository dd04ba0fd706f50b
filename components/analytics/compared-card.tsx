"use client";

import { ArrowDownRight, ArrowUpRight, Minus, type LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { StatCard } from "@/components/common/stat-card";
import { useFormatter } from "@/components/format/formatter-provider";
import { percentChange } from "@/lib/analytics/range";
import type { Compared } from "@/lib/analytics/types";
import { cn } from "@/lib/utils";

// One analytics card: the figure and its change against the previous period of the same length.
// No previous figure (or a previous zero) → no percentage: the card says there is nothing to
// compare with, rather than inventing +100 %. `lowerIsBetter` turns the colours round (response time).

const TREND = {
  up: { icon: ArrowUpRight, good: "bg-success/15 text-emerald-700 dark:text-success" },
  down: { icon: ArrowDownRight, good: "bg-success/15 text-emerald-700 dark:text-success" },
  flat: { icon: Minus, good: "bg-muted text-muted-foreground" },
} as const;
const BAD = "bg-destructive/10 text-red-700 dark:text-destructive";

export function ComparedCard({
  icon,
  label,
  figure,
  format,
  lowerIsBetter = false,
  empty,
}: {
  icon: LucideIcon;
  label: string;
  figure: Compared;
  /** The figure as text (a count, a duration, a percentage). */
  format: (value: number) => string;
  lowerIsBetter?: boolean;
  /** What the card says when there is no figure at all (e.g. "Connect an account"). */
  empty: string;
}) {
  const t = useTranslations("analytics.cards");
  const formatter = useFormatter();
  const change = percentChange(figure.value, figure.previous);
  const direction = change === null || Math.abs(change) < 0.05 ? "flat" : change > 0 ? "up" : "down";
  const improved = direction === "flat" || (direction === "up") !== lowerIsBetter;
  const Icon = TREND[direction].icon;
  return (
    <StatCard icon={icon} label={label} value={figure.value === null ? "—" : format(figure.value)}>
      {/* Wraps rather than cuts: on a phone's half-width card "Previously 190,595" goes under the change. */}
      <p className="mt-1 flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        {figure.value === null ? (
          <span>{empty}</span>
        ) : change === null ? (
          <span>{t("noPrevious")}</span>
        ) : (
          <>
            <span
              className={cn(
                "inline-flex shrink-0 items-center gap-0.5 rounded-md px-1.5 py-0.5 font-medium tabular-nums",
                improved ? TREND[direction].good : BAD,
              )}
            >
              <Icon className="size-3.5" aria-hidden />
              <span className="sr-only">{t("changeLabel")}</span>
              {formatter.percentChange(change / 100)}
            </span>
            <span className="tabular-nums">{t("previous", { value: format(figure.previous!) })}</span>
          </>
        )}
      </p>
    </StatCard>
  );
}
