"use client";

import { useTranslations } from "next-intl";
import { campaignPath } from "@/components/campaigns/campaign-rules";
import { CampaignEditorForm } from "@/components/campaigns/editor/campaign-editor-form";
import { EditorQueryGate, EditorSheet, type EditorSheetControls } from "@/components/common/editor-sheet";
import { CAMPAIGNS_KEY } from "@/lib/client/events/live-query-keys";
import { useApiQuery } from "@/lib/query/use-api-query";
import type { CampaignJson } from "@/lib/campaigns/types";

export type CampaignEditorSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null: a new draft; otherwise the campaign to edit (fetched by the sheet). */
  campaignId: string | null;
};

/**
 * The campaign editor side panel (spec 02 §2.4, issue 19): create or edit a draft (or a scheduled
 * campaign) over four tabs. Saving closes it; closing it with unsaved changes asks first.
 */
export function CampaignEditorSheet({ open, onOpenChange, campaignId }: CampaignEditorSheetProps) {
  return (
    <EditorSheet<CampaignJson>
      open={open}
      onOpenChange={onOpenChange}
      messages="campaigns.editor"
      isEdit={campaignId !== null}
      testId="campaign-editor"
    >
      {(controls) => <EditorBody key={campaignId ?? "new"} campaignId={campaignId} {...controls} />}
    </EditorSheet>
  );
}

function EditorBody({ campaignId, ...controls }: { campaignId: string | null } & EditorSheetControls<CampaignJson>) {
  const t = useTranslations("campaigns.editor");
  const query = useApiQuery<{ campaign: CampaignJson }>(CAMPAIGNS_KEY, campaignPath(campaignId ?? ""), {
    enabled: campaignId !== null,
    // The form starts from what it read once; a live refetch must not reset a half-edited form.
    staleTime: Infinity,
  });
  if (campaignId === null) return <CampaignEditorForm campaign={null} {...controls} />;
  return (
    <EditorQueryGate
      query={query}
      loadingLabel={t("loading")}
      errorFallback={t("loadError")}
      retryLabel={t("retry")}
      skeletons={["h-9", "h-16", "h-32"]}
    >
      <CampaignEditorForm campaign={query.data?.campaign ?? null} {...controls} />
    </EditorQueryGate>
  );
}
