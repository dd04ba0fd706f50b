import { ArrowDownRight, ArrowUpRight, Minus, type LucideIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { CARD_HEIGHT } from "@/components/dashboard/card-sizes";
import { formatNumber, formatPercentChange } from "@/lib/format";
import type { Locale } from "@/lib/i18n/config";
import type { KpiFigure } from "@/lib/server/dashboard/get-customer-kpis";
import { cn } from "@/lib/utils";

type KpiCardProps = {
  label: string;
  icon: LucideIcon;
  figure: KpiFigure;
  /** The line under the figure, e.g. "52 thirty days ago", already translated. */
  footnote: (previous: string) => string;
  locale: Locale;
};

// The token colours are tuned for fills; light-mode text needs a darker shade to pass contrast.
const TREND_STYLE = {
  up: { icon: ArrowUpRight, className: "bg-success/15 text-emerald-700 dark:text-success" },
  down: { icon: ArrowDownRight, className: "bg-destructive/10 text-red-700 dark:text-destructive" },
  flat: { icon: Minus, className: "bg-muted text-muted-foreground" },
} as const;

/** A percentage when there is a base to compare with, else the change in customers ("+5"). */
function changeText({ current, previous, changeRatio }: KpiFigure, locale: Locale) {
  if (changeRatio !== null) return formatPercentChange(changeRatio, locale);
  return formatNumber(current - previous, locale, { signDisplay: "exceptZero" });
}

/** One figure of the KPI row: what it counts, the number now, and how it moved in 30 days. */
export async function KpiCard({ label, icon: Icon, figure, footnote, locale }: KpiCardProps) {
  const t = await getTranslations("dashboard.kpi");
  const difference = figure.current - figure.previous;
  const trend = TREND_STYLE[difference > 0 ? "up" : difference < 0 ? "down" : "flat"];
  const TrendIcon = trend.icon;
  const change = changeText(figure, locale);

  return (
    <Card className={cn("justify-between gap-0 p-5", CARD_HEIGHT.kpi)}>
      <div className="flex items-center justify-between gap-3">
        <h2 className="truncate text-sm font-medium text-muted-foreground">{label}</h2>
        <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-4" aria-hidden />
        </span>
      </div>
      <p className="text-3xl font-semibold tracking-tight tabular-nums">{formatNumber(figure.current, locale)}</p>
      <div className="flex min-w-0 items-center gap-2 text-xs">
        <span
          className={cn(
            "inline-flex shrink-0 items-center gap-0.5 rounded-md px-1.5 py-0.5 font-medium tabular-nums",
            trend.className,
          )}
        >
          <TrendIcon className="size-3.5" aria-hidden />
          <span className="sr-only">{t("change", { value: change })}</span>
          <span aria-hidden>{change}</span>
        </span>
        <span className="truncate text-muted-foreground tabular-nums">
          {footnote(formatNumber(figure.previous, locale))}
        </span>
      </div>
    </Card>
  );
}
