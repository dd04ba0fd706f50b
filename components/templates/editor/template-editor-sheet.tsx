"use client";

import { useTranslations } from "next-intl";
import { useCallback, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/common/confirm-dialog";
import { FormAlert } from "@/components/form/form-alert";
import { requestErrorText } from "@/components/form/field-messages";
import {
  TEMPLATES_QUERY_KEY,
  TemplateEditorForm,
  templatePath,
} from "@/components/templates/editor/template-editor-form";
import { Button } from "@/components/ui/button";
import { FormSheet } from "@/components/common/form-sheet";
import { Skeleton } from "@/components/ui/skeleton";
import type { ChannelJson } from "@/lib/channels/types";
import { useApiQuery } from "@/lib/query/use-api-query";
import type { TemplateJson } from "@/lib/templates/types";

export type TemplateEditorSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null: create a new draft; otherwise the template to edit (fetched by the sheet). */
  templateId: string | null;
  /** Called with the saved template after create or update. */
  onSaved: (template: TemplateJson) => void;
};

/**
 * The template editor side panel (spec 02 §2.2, issue 17), in create mode (templateId null) or
 * edit mode (the template is fetched, history included). Saving calls `onSaved` and closes it;
 * closing it with unsaved changes asks first (Cancel, Escape, the close button, the overlay), and
 * so does leaving the page (useUnsavedChangesGuard).
 */
export function TemplateEditorSheet({ open, onOpenChange, templateId, onSaved }: TemplateEditorSheetProps) {
  const t = useTranslations("templates.editor");
  const isDirty = useRef(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const onDirtyChange = useCallback((dirty: boolean) => {
    isDirty.current = dirty;
  }, []);

  const requestClose = () => {
    if (isDirty.current) setIsConfirming(true);
    else onOpenChange(false);
  };
  const closeNow = () => {
    isDirty.current = false;
    setIsConfirming(false);
    onOpenChange(false);
  };

  return (
    <>
      <FormSheet
        open={open}
        onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}
        title={t(templateId ? "editTitle" : "createTitle")}
        description={t(templateId ? "editText" : "createText")}
        className="sm:max-w-2xl"
        headerClassName="pr-12"
        data-testid="template-editor"
      >
        {open && (
          <EditorBody
            key={templateId ?? "new"}
            templateId={templateId}
            onCancel={requestClose}
            onDirtyChange={onDirtyChange}
            onSaved={(template) => {
              isDirty.current = false;
              onSaved(template);
              onOpenChange(false);
            }}
          />
        )}
      </FormSheet>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={t("discard.title")}
        description={t("discard.text")}
        confirmLabel={t("discard.confirm")}
        onConfirm={async () => closeNow()}
      />
    </>
  );
}

function EditorBody({
  templateId,
  onCancel,
  onSaved,
  onDirtyChange,
}: {
  templateId: string | null;
  onCancel: () => void;
  onSaved: (template: TemplateJson) => void;
  onDirtyChange: (isDirty: boolean) => void;
}) {
  const t = useTranslations("templates.editor");
  const channelsQuery = useApiQuery<{ channels: ChannelJson[] }>(["channels"], "/channels");
  const channels = (channelsQuery.data?.channels ?? []).filter((channel) => channel.kind === "whatsapp");
  const templateQuery = useApiQuery<{ template: TemplateJson }>(TEMPLATES_QUERY_KEY, templatePath(templateId ?? ""), {
    enabled: templateId !== null,
    // The form starts from what it read once; a background refetch must not reset a half-edited form.
    staleTime: Infinity,
  });

  if (templateId !== null) {
    if (templateQuery.isPending) {
      return (
        <div className="flex flex-col gap-4 p-4" aria-busy="true" role="status" aria-label={t("loading")}>
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      );
    }
    if (templateQuery.error || !templateQuery.data) {
      return (
        <div className="flex flex-col items-start gap-3 p-4">
          <FormAlert>{requestErrorText(templateQuery.error, t("loadError"))}</FormAlert>
          <Button type="button" variant="outline" onClick={() => void templateQuery.refetch()}>
            {t("retry")}
          </Button>
        </div>
      );
    }
  }

  return (
    <TemplateEditorForm
      template={templateId !== null ? (templateQuery.data?.template ?? null) : null}
      channels={channels}
      channelsLoading={channelsQuery.isPending}
      onCancel={onCancel}
      onSaved={onSaved}
      onDirtyChange={onDirtyChange}
    />
  );
}
