"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import type { CampaignStatus } from "@/lib/validation/campaigns";

const TONE: Record<CampaignStatus, string> = {
  DRAFT: "text-muted-foreground",
  SCHEDULED: "border-sky-600/30 bg-sky-500/10 text-sky-700 dark:text-sky-400",
  ACTIVE: "border-emerald-600/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-400",
  PAUSED: "border-amber-600/30 bg-amber-500/10 text-amber-700 dark:text-amber-400",
  COMPLETED: "border-primary/30 bg-primary/10 text-primary",
  CANCELLED: "border-destructive/30 bg-destructive/10 text-destructive",
};

/** A campaign's status as a coloured badge. */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const t = useTranslations("campaigns.screen.statuses");
  return (
    <Badge variant="outline" className={cn("font-normal", TONE[status])} data-status={status}>
      {t(status)}
    </Badge>
  );
}
