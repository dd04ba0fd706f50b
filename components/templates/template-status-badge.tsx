"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import type { TemplateStatus } from "@/lib/templates/rules";
import type { TemplateJson } from "@/lib/templates/types";
import { cn } from "@/lib/utils";

const TONE: Record<TemplateStatus, string> = {
  APPROVED: "border-emerald-600/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-400",
  PENDING: "border-amber-600/30 bg-amber-500/10 text-amber-700 dark:text-amber-400",
  REJECTED: "border-destructive/30 bg-destructive/10 text-destructive",
  DRAFT: "text-muted-foreground",
  PAUSED: "border-orange-600/30 bg-orange-500/10 text-orange-700 dark:text-orange-400",
  DISABLED: "border-destructive/30 text-muted-foreground line-through decoration-1",
};

/**
 * A template's status; with a reason (rejected, paused, disabled by Meta) the badge is a button
 * that shows the reason on hover and focus, and reads it to screen readers.
 */
export function TemplateStatusBadge({ template }: { template: Pick<TemplateJson, "status" | "rejectionReason"> }) {
  const t = useTranslations("templates.screen");
  const label = t(`statuses.${template.status}`);
  const reason = template.status === "APPROVED" || template.status === "PENDING" ? null : template.rejectionReason;
  const className = cn("font-normal", TONE[template.status]);
  if (!reason)
    return (
      <Badge variant="outline" className={className}>
        {label}
      </Badge>
    );
  const reasonText = t("rejectionReason", { reason });
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Badge
          asChild
          variant="outline"
          className={cn(className, "cursor-help underline decoration-dotted underline-offset-2")}
        >
          <button type="button">
            {label}
            <span className="sr-only">. {reasonText}</span>
          </button>
        </Badge>
      </TooltipTrigger>
      <TooltipContent side="top" className="max-w-xs">
        {reasonText}
      </TooltipContent>
    </Tooltip>
  );
}
