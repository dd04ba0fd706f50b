import type { ComponentProps } from "react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/**
 * The tones of a status badge, one set for the whole app so that "active", "approved" and
 * "delivered" look alike everywhere. Each list maps its statuses onto these.
 */
export const STATUS_TONES = {
  neutral: "text-muted-foreground",
  info: "border-sky-600/30 bg-sky-500/10 text-sky-700 dark:text-sky-400",
  success: "border-emerald-600/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-400",
  strongSuccess: "border-emerald-700/40 bg-emerald-600/15 text-emerald-800 dark:text-emerald-300",
  warning: "border-amber-600/30 bg-amber-500/10 text-amber-700 dark:text-amber-400",
  caution: "border-orange-600/30 bg-orange-500/10 text-orange-700 dark:text-orange-400",
  accent: "border-primary/30 bg-primary/10 text-primary",
  danger: "border-destructive/30 bg-destructive/10 text-destructive",
  struckOut: "border-destructive/30 text-muted-foreground line-through decoration-1",
} as const;

export type StatusTone = keyof typeof STATUS_TONES;

/** An outlined badge in one of the status tones. */
export function StatusBadge({ tone, className, ...props }: ComponentProps<typeof Badge> & { tone: StatusTone }) {
  return <Badge variant="outline" className={cn("font-normal", STATUS_TONES[tone], className)} {...props} />;
}
