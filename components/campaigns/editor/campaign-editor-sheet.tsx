"use client";

import { useTranslations } from "next-intl";
import { useCallback, useRef, useState } from "react";
import { campaignPath } from "@/components/campaigns/campaign-rules";
import { CampaignEditorForm } from "@/components/campaigns/editor/campaign-editor-form";
import { ConfirmDialog } from "@/components/common/confirm-dialog";
import { FormAlert } from "@/components/form/form-alert";
import { requestErrorText } from "@/components/form/field-messages";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { CAMPAIGNS_KEY } from "@/lib/client/events/live-query-keys";
import { useApiQuery } from "@/lib/query/use-api-query";
import type { CampaignJson } from "@/lib/campaigns/types";

export type CampaignEditorSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null: a new draft; otherwise the campaign to edit (fetched by the sheet). */
  campaignId: string | null;
  onSaved: (campaign: CampaignJson) => void;
};

/**
 * The campaign editor side panel (spec 02 §2.4, issue 19): create or edit a draft (or a scheduled
 * campaign) over four tabs. Closing it with unsaved changes asks first.
 */
export function CampaignEditorSheet({ open, onOpenChange, campaignId, onSaved }: CampaignEditorSheetProps) {
  const t = useTranslations("campaigns.editor");
  const tAll = useTranslations();
  const isDirty = useRef(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const onDirtyChange = useCallback((dirty: boolean) => {
    isDirty.current = dirty;
  }, []);
  const requestClose = () => {
    if (isDirty.current) setIsConfirming(true);
    else onOpenChange(false);
  };

  return (
    <>
      <Sheet open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}>
        <SheetContent
          closeLabel={tAll("common.close")}
          className="w-full gap-0 sm:max-w-2xl"
          data-testid="campaign-editor"
        >
          <SheetHeader className="border-b pr-12">
            <SheetTitle>{t(campaignId ? "editTitle" : "createTitle")}</SheetTitle>
            <SheetDescription>{t(campaignId ? "editText" : "createText")}</SheetDescription>
          </SheetHeader>
          {open && (
            <EditorBody
              key={campaignId ?? "new"}
              campaignId={campaignId}
              onCancel={requestClose}
              onDirtyChange={onDirtyChange}
              onSaved={(campaign) => {
                isDirty.current = false;
                onSaved(campaign);
              }}
            />
          )}
        </SheetContent>
      </Sheet>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={t("discard.title")}
        description={t("discard.text")}
        confirmLabel={t("discard.confirm")}
        onConfirm={async () => {
          isDirty.current = false;
          setIsConfirming(false);
          onOpenChange(false);
        }}
      />
    </>
  );
}

function EditorBody({
  campaignId,
  onCancel,
  onSaved,
  onDirtyChange,
}: {
  campaignId: string | null;
  onCancel: () => void;
  onSaved: (campaign: CampaignJson) => void;
  onDirtyChange: (isDirty: boolean) => void;
}) {
  const t = useTranslations("campaigns.editor");
  const query = useApiQuery<{ campaign: CampaignJson }>(CAMPAIGNS_KEY, campaignPath(campaignId ?? ""), {
    enabled: campaignId !== null,
    // The form starts from what it read once; a live refetch must not reset a half-edited form.
    staleTime: Infinity,
  });
  if (campaignId !== null) {
    if (query.isPending)
      return (
        <div className="flex flex-col gap-4 p-4" aria-busy="true" role="status" aria-label={t("loading")}>
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      );
    if (query.error || !query.data)
      return (
        <div className="flex flex-col items-start gap-3 p-4">
          <FormAlert>{requestErrorText(query.error, t("loadError"))}</FormAlert>
          <Button type="button" variant="outline" onClick={() => void query.refetch()}>
            {t("retry")}
          </Button>
        </div>
      );
  }
  return (
    <CampaignEditorForm
      campaign={campaignId !== null ? (query.data?.campaign ?? null) : null}
      onCancel={onCancel}
      onSaved={onSaved}
      onDirtyChange={onDirtyChange}
    />
  );
}
