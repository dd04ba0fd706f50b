"use client";

import { CheckCircle2, Clock, FileText, XCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { ListScreenActionsHeader } from "@/components/data-table/list-screen-layout";
import { StatCard } from "@/components/common/stat-card";
import { ExportButton } from "@/components/common/export-button";
import { useFormatter } from "@/components/format/formatter-provider";
import type { TemplateStatsJson } from "@/lib/templates/types";
import { cn } from "@/lib/utils";

/** The templates in Meta's format (the header's and the bulk bar's): `path` is the filtered list's or the ticked rows'. */
export function ExportTemplatesButton({ path, label, size }: { path: string; label: string; size?: "sm" }) {
  return (
    <ExportButton messages="templates.screen.actions" fileName="templates.json" path={path} label={label} size={size} />
  );
}

/** Title, count and the screen's actions: Import (owners, admins), Export (the filtered list), Add Template. */
export function TemplatesHeader({
  total,
  exportPath,
  onImport,
  onAdd,
}: {
  total: number;
  exportPath: string;
  onImport?: () => void;
  onAdd?: () => void;
}) {
  const t = useTranslations("templates.screen.actions");
  return (
    <ListScreenActionsHeader messages="templates" total={total} onImport={onImport} onAdd={onAdd}>
      <ExportTemplatesButton path={exportPath} label={t("export")} />
    </ListScreenActionsHeader>
  );
}

/** Each card, and which way its change is good news: more approved is, more rejected is not, pending is neither. */
const CARDS = [
  { key: "total", icon: FileText, good: 1 },
  { key: "approved", icon: CheckCircle2, good: 1 },
  { key: "pending", icon: Clock, good: 0 },
  { key: "rejected", icon: XCircle, good: -1 },
] as const;

const CHANGE_TONE = {
  good: "text-emerald-700 dark:text-emerald-400",
  bad: "text-destructive",
  neutral: "text-muted-foreground",
} as const;

function changeTone(change: number, good: -1 | 0 | 1): keyof typeof CHANGE_TONE {
  const sign = Math.sign(change) * good;
  return sign > 0 ? "good" : sign < 0 ? "bad" : "neutral";
}

/** Total, approved, pending, rejected, each with its change against last month (none when last month had none). */
export function TemplateStatCards({ stats }: { stats: TemplateStatsJson }) {
  const t = useTranslations("templates.screen.stats");
  const format = useFormatter();
  return (
    <section aria-label={t("label")} className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
      {CARDS.map(({ key, icon, good }) => {
        const change = stats.changes[key];
        return (
          <StatCard key={key} icon={icon} label={t(key)} value={format.number(stats[key])}>
            {change !== null && (
              <p className={cn("mt-0.5 truncate text-xs tabular-nums", CHANGE_TONE[changeTone(change, good)])}>
                {t("change", { change: format.percentChange(change / 100) })}
              </p>
            )}
          </StatCard>
        );
      })}
    </section>
  );
}
