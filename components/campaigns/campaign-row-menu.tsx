"use client";

import { Ban, CalendarX, Copy, Eye, Pause, Pencil, Play, Rocket } from "lucide-react";
import { useTranslations } from "next-intl";
import { MenuAction, RowMenu, RowMenuDeleteItem } from "@/components/data-table/row-menu";
import { campaignCan } from "@/components/campaigns/campaign-rules";
import type { CampaignJson } from "@/lib/campaigns/types";

/** What a row, card or the detail page offers; an action the viewer's role may not do is absent. */
export type CampaignRowActions = {
  onPreview: (campaign: CampaignJson) => void;
  onEdit?: (campaign: CampaignJson) => void;
  onLaunch?: (campaign: CampaignJson) => void;
  onUnschedule?: (campaign: CampaignJson) => void;
  onDuplicate?: (campaign: CampaignJson) => void;
  onPause?: (campaign: CampaignJson) => void;
  onResume?: (campaign: CampaignJson) => void;
  onCancel?: (campaign: CampaignJson) => void;
  onDelete?: (campaign: CampaignJson) => void;
};

/**
 * Preview, edit (drafts and scheduled), launch (drafts), duplicate, pause (active), resume
 * (paused), cancel (not finished) and delete (not while active): each only in the state it applies to.
 */
export function CampaignRowMenu({ campaign, actions }: { campaign: CampaignJson; actions: CampaignRowActions }) {
  const t = useTranslations("campaigns.screen.row");
  const can = campaignCan(campaign.status);
  return (
    <RowMenu label={t("menu", { name: campaign.name })}>
      <MenuAction icon={Eye} label={t("preview")} onSelect={() => actions.onPreview(campaign)} />
      {actions.onEdit && can.edit && (
        <MenuAction icon={Pencil} label={t("edit")} onSelect={() => actions.onEdit?.(campaign)} />
      )}
      {actions.onLaunch && can.launch && (
        <MenuAction icon={Rocket} label={t("launch")} onSelect={() => actions.onLaunch?.(campaign)} />
      )}
      {actions.onUnschedule && can.unschedule && (
        <MenuAction icon={CalendarX} label={t("unschedule")} onSelect={() => actions.onUnschedule?.(campaign)} />
      )}
      {actions.onDuplicate && (
        <MenuAction icon={Copy} label={t("duplicate")} onSelect={() => actions.onDuplicate?.(campaign)} />
      )}
      {actions.onPause && can.pause && (
        <MenuAction icon={Pause} label={t("pause")} onSelect={() => actions.onPause?.(campaign)} />
      )}
      {actions.onResume && can.resume && (
        <MenuAction icon={Play} label={t("resume")} onSelect={() => actions.onResume?.(campaign)} />
      )}
      {actions.onCancel && can.cancel && (
        <MenuAction icon={Ban} label={t("cancel")} onSelect={() => actions.onCancel?.(campaign)} isDestructive />
      )}
      {actions.onDelete && can.delete && (
        <RowMenuDeleteItem label={t("delete")} onSelect={() => actions.onDelete?.(campaign)} />
      )}
    </RowMenu>
  );
}
