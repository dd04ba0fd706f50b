"use client";

import { useTranslations } from "next-intl";
import { StatusBadge, type StatusTone } from "@/components/common/status-badge";
import type { CampaignStatus } from "@/lib/validation/campaigns";

const TONE: Record<CampaignStatus, StatusTone> = {
  DRAFT: "neutral",
  SCHEDULED: "info",
  ACTIVE: "success",
  PAUSED: "warning",
  COMPLETED: "accent",
  CANCELLED: "danger",
};

/** A campaign's status as a coloured badge. */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const t = useTranslations("campaigns.screen.statuses");
  return (
    <StatusBadge tone={TONE[status]} data-status={status}>
      {t(status)}
    </StatusBadge>
  );
}
