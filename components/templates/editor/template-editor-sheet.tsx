"use client";

import { useTranslations } from "next-intl";
import { EditorQueryGate, EditorSheet, type EditorSheetControls } from "@/components/common/editor-sheet";
import {
  TEMPLATES_QUERY_KEY,
  TemplateEditorForm,
  templatePath,
} from "@/components/templates/editor/template-editor-form";
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
 * closing it with unsaved changes asks first, and so does leaving the page (useUnsavedChangesGuard).
 */
export function TemplateEditorSheet({ open, onOpenChange, templateId, onSaved }: TemplateEditorSheetProps) {
  return (
    <EditorSheet<TemplateJson>
      open={open}
      onOpenChange={onOpenChange}
      messages="templates.editor"
      isEdit={templateId !== null}
      onSaved={onSaved}
      testId="template-editor"
    >
      {(controls) => <EditorBody key={templateId ?? "new"} templateId={templateId} {...controls} />}
    </EditorSheet>
  );
}

function EditorBody({ templateId, ...controls }: { templateId: string | null } & EditorSheetControls<TemplateJson>) {
  const t = useTranslations("templates.editor");
  const channelsQuery = useApiQuery<{ channels: ChannelJson[] }>(["channels"], "/channels");
  const channels = (channelsQuery.data?.channels ?? []).filter((channel) => channel.kind === "whatsapp");
  const templateQuery = useApiQuery<{ template: TemplateJson }>(TEMPLATES_QUERY_KEY, templatePath(templateId ?? ""), {
    enabled: templateId !== null,
    // The form starts from what it read once; a background refetch must not reset a half-edited form.
    staleTime: Infinity,
  });
  const form = (template: TemplateJson | null) => (
    <TemplateEditorForm
      template={template}
      channels={channels}
      channelsLoading={channelsQuery.isPending}
      {...controls}
    />
  );
  if (templateId === null) return form(null);
  return (
    <EditorQueryGate
      query={templateQuery}
      loadingLabel={t("loading")}
      errorFallback={t("loadError")}
      retryLabel={t("retry")}
      skeletons={["h-9", "h-16", "h-16", "h-32"]}
    >
      {form(templateQuery.data?.template ?? null)}
    </EditorQueryGate>
  );
}
