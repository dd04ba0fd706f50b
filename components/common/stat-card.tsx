import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/**
 * One summary card of a list screen (customers, media, templates): its icon in a tinted badge
 * (from 640 px), the label, the figure, and what goes under it (a quota bar, a change).
 */
export function StatCard({
  icon: Icon,
  label,
  value,
  children,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  children?: ReactNode;
}) {
  return (
    <Card className="flex-row items-center gap-4 p-3 sm:p-4">
      <span className="hidden size-10 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary sm:grid">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="line-clamp-2 text-xs font-medium text-muted-foreground sm:truncate sm:text-sm">{label}</h2>
        <p className="truncate text-xl font-semibold tracking-tight tabular-nums sm:text-2xl">{value}</p>
        {children}
      </div>
    </Card>
  );
}
