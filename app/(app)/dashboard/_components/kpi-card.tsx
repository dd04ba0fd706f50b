import { ArrowDownRight, ArrowUpRight, Minus, type LucideIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { CARD_HEIGHT } from "@/components/dashboard/card-sizes";
import type { Formatter } from "@/lib/format";
import type { KpiFigure } from "@/lib/server/dashboard/get-customer-kpis";
import { getFormatter } from "@/lib/server/format";
import { cn } from "@/lib/utils";

type KpiCardProps = {
  label: string;
  icon: LucideIcon;
  figure: KpiFigure;
  /** The line under the figure, e.g. "52 thirty days ago", already translated. */
  footnote: (previous: string) => string;
};

// The token colours are tuned for fills; light-mode text needs a darker shade to pass contrast.
const TREND_STYLE = {
  up: { icon: ArrowUpRight, className: "bg-success/15 text-emerald-700 dark:text-success" },
  down: { icon: ArrowDownRight, className: "bg-destructive/10 text-red-700 dark:text-destructive" },
  flat: { icon: Minus, className: "bg-muted text-muted-foreground" },
} as const;

/** A percentage when there is a base to compare with, else the change in customers ("+5"). */
function changeText({ current, previous, changeRatio }: KpiFigure, format: Formatter) {
  if (changeRatio !== null) return format.percentChange(changeRatio);
  return format.number(current - previous, { signDisplay: "exceptZero" });
}

/** One figure of the KPI row: what it counts, the number now, and how it moved in 30 days. */
export async function KpiCard({ label, icon: Icon, figure, footnote }: KpiCardProps) {
  const [t, format] = await Promise.all([getTranslations("dashboard.kpi"), getFormatter()]);
  const difference = figure.current - figure.previous;
  const trend = TREND_STYLE[difference > 0 ? "up" : difference < 0 ? "down" : "flat"];
  const TrendIcon = trend.icon;
  const change = changeText(figure, format);

  return (
    <Card className={cn("justify-between gap-0 p-5", CARD_HEIGHT.kpi)}>
      <div className="flex items-center justify-between gap-3">
        <h2 className="truncate text-sm font-medium text-muted-foreground">{label}</h2>
        <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-4" aria-hidden />
        </span>
      </div>
      <p className="text-3xl font-semibold tracking-tight tabular-nums">{format.number(figure.current)}</p>
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
        <span className="truncate text-muted-foreground tabular-nums">{footnote(format.number(figure.previous))}</span>
      </div>
    </Card>
  );
}
