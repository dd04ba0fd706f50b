"use client";

import { useTranslations } from "next-intl";
import { StatusBadge, type StatusTone } from "@/components/common/status-badge";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import type { TemplateStatus } from "@/lib/templates/rules";
import type { TemplateJson } from "@/lib/templates/types";

const TONE: Record<TemplateStatus, StatusTone> = {
  APPROVED: "success",
  PENDING: "warning",
  REJECTED: "danger",
  DRAFT: "neutral",
  PAUSED: "caution",
  DISABLED: "struckOut",
};

/**
 * A template's status; with a reason (rejected, paused, disabled by Meta) the badge is a button
 * that shows the reason on hover and focus, and reads it to screen readers.
 */
export function TemplateStatusBadge({ template }: { template: Pick<TemplateJson, "status" | "rejectionReason"> }) {
  const t = useTranslations("templates.screen");
  const label = t(`statuses.${template.status}`);
  const reason = template.status === "APPROVED" || template.status === "PENDING" ? null : template.rejectionReason;
  const tone = TONE[template.status];
  if (!reason) return <StatusBadge tone={tone}>{label}</StatusBadge>;
  const reasonText = t("rejectionReason", { reason });
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <StatusBadge asChild tone={tone} className="cursor-help underline decoration-dotted underline-offset-2">
          <button type="button">
            {label}
            <span className="sr-only">. {reasonText}</span>
          </button>
        </StatusBadge>
      </TooltipTrigger>
      <TooltipContent side="top" className="max-w-xs">
        {reasonText}
      </TooltipContent>
    </Tooltip>
  );
}
