"use client";

import { useQueryClient } from "@tanstack/react-query";
import { WarningNote } from "@/components/common/warning-note";
import { useTranslations } from "next-intl";
import { useLayoutEffect, useRef, useState } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { useSchemaForm } from "@/components/form/form-kit";
import { TabbedEditorForm, useTabbedEditor } from "@/components/form/tabbed-editor";
import { BasicInfoTab } from "@/components/templates/editor/basic-info-tab";
import { BodySection } from "@/components/templates/editor/body-section";
import { ButtonsSection } from "@/components/templates/editor/buttons-section";
import {
  editSendsBackToReview,
  editorPreviewInput,
  fieldId,
  firstField,
  initialEditorValues,
  isFieldShown,
  tabOfField,
  EDITOR_TABS,
  type EditorValues,
} from "@/components/templates/editor/editor-values";
import { HeaderSection } from "@/components/templates/editor/header-section";
import { StatusHistory } from "@/components/templates/editor/status-history";
import { TemplateStatusBadge } from "@/components/templates/template-status-badge";
import {
  insertAtCursor,
  removeVariable,
  wrapSelection,
  type TextEdit,
} from "@/components/templates/editor/variable-edits";
import { VariablesSection } from "@/components/templates/editor/variables-section";
import { TemplatePreview, type PreviewWidth } from "@/components/templates/preview/template-preview";
import { TabsContent } from "@/components/ui/tabs";
import { api } from "@/lib/api-client";
import type { ChannelJson } from "@/lib/channels/types";
import type { MediaFile } from "@/lib/media/types";
import { apiQueryKey } from "@/lib/query/use-api-query";
import { TEMPLATE_LIMITS, placeholder } from "@/lib/templates/rules";
import type { TemplateJson } from "@/lib/templates/types";
import { templateSchema, type TemplateData } from "@/lib/validation/templates";

/** Every templates query lives under this key (the list's too), so a save refreshes them all. */
export const TEMPLATES_QUERY_KEY = ["templates"] as const;

// The editor's values are the schema's input with every optional key present (editor-values.ts
// proves the fit at compile time), so the route's own schema validates the form.
const editorSchema = templateSchema as unknown as z.ZodType<TemplateData, EditorValues>;

/**
 * The template form (spec 02 §2.2, issue 17): Basic info, Content and Preview tabs; every rule of
 * the shared schema shown under its field as you type (a field's message once it was edited, all
 * of them after a submit), the server's field errors on their fields, and Create/Update.
 */
export function TemplateEditorForm({
  template,
  channels,
  channelsLoading,
  onCancel,
  onSaved,
  onDirtyChange,
}: {
  template: TemplateJson | null;
  channels: ChannelJson[];
  channelsLoading: boolean;
  onCancel: () => void;
  onSaved: (template: TemplateJson) => void;
  onDirtyChange: (isDirty: boolean) => void;
}) {
  const t = useTranslations("templates.editor");
  const tAll = useTranslations();
  const queryClient = useQueryClient();
  const form = useSchemaForm(editorSchema, { defaultValues: initialEditorValues(template) });
  const tabbed = useTabbedEditor({
    form,
    schema: editorSchema,
    firstTab: "basic",
    tabOfField,
    fieldId,
    onDirtyChange,
    isFieldShown,
    firstField,
  });
  const { editor, values, revealFirst } = tabbed;
  const { update } = editor;
  const [media, setMedia] = useState<MediaFile | null>(template?.headerMedia ?? null);
  const [previewWidth, setPreviewWidth] = useState<PreviewWidth>("mobile");
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  // The body's cursor after a toolbar edit, set once React has written the new text (writing a
  // controlled value moves the cursor to the end).
  const pendingSelection = useRef<TextEdit | null>(null);
  useLayoutEffect(() => {
    const edit = pendingSelection.current;
    const element = bodyRef.current;
    if (!edit || !element || element.value !== edit.text) return;
    pendingSelection.current = null;
    element.focus();
    element.setSelectionRange(edit.selectionStart, edit.selectionEnd);
  });

  /** Applies a text edit to the body; the cursor (or selection) goes where the edit says once the new text is in. */
  const editBody = (edit: TextEdit, patch: Partial<EditorValues> = {}, editedPaths: string[] = []) => {
    pendingSelection.current = edit;
    update({ ...patch, bodyText: edit.text }, ["bodyText", ...editedPaths]);
  };
  const bodySelection = () => {
    const element = bodyRef.current;
    const end = values.bodyText.length;
    return { start: element?.selectionStart ?? end, end: element?.selectionEnd ?? end };
  };
  const insertVariable = (n: number) => {
    const { start, end } = bodySelection();
    editBody(insertAtCursor(values.bodyText, start, end, placeholder(n)));
  };
  const addVariableAtCursor = () => {
    if (values.variables.length >= TEMPLATE_LIMITS.variables) return;
    const { start, end } = bodySelection();
    const n = values.variables.length + 1;
    editBody(insertAtCursor(values.bodyText, start, end, placeholder(n)), {
      variables: [...values.variables, { name: "", example: "" }],
    });
  };
  const addVariable = () => {
    const index = values.variables.length;
    update({ variables: [...values.variables, { name: "", example: "" }] }, []);
    window.requestAnimationFrame(() => document.getElementById(fieldId(`variables.${index}.name`))?.focus());
  };
  const removeVariableAt = (index: number) => {
    const next = removeVariable(values, index);
    update({ bodyText: next.bodyText, headerText: next.headerText, buttons: next.buttons, variables: next.variables }, [
      "variables",
    ]);
  };
  const wrap = (marker: string) => {
    const { start, end } = bodySelection();
    editBody(wrapSelection(values.bodyText, start, end, marker));
  };

  const submit = async (data: TemplateData) => {
    try {
      const result = template
        ? await api<{ template: TemplateJson }>(`/templates/${encodeURIComponent(template.id)}`, {
            method: "PUT",
            body: data,
          })
        : await api<{ template: TemplateJson }>("/templates", { body: data });
      const saved = result.data.template;
      queryClient.setQueryData(apiQueryKey(TEMPLATES_QUERY_KEY, templatePath(saved.id)), { template: saved });
      void queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY });
      toast.success(result.message ?? t(template ? "updated" : "created"));
      form.reset(initialEditorValues(saved));
      onSaved(saved);
    } catch (caught) {
      revealFirst(caught);
      throw caught;
    }
  };

  const channel =
    channels.find((item) => item.id === values.channelId) ?? channels.find((item) => item.isDefaultSandbox);

  return (
    <TabbedEditorForm
      editor={tabbed}
      messages="templates.editor"
      isEdit={template !== null}
      onSubmit={submit}
      onCancel={onCancel}
      tabs={{ tabs: EDITOR_TABS, testIdPrefix: "template-tab-", className: "grid-cols-3" }}
      submit={{ testId: "template-submit" }}
    >
      {template && editSendsBackToReview(template.status) && (
        <WarningNote data-testid="template-review-warning">
          {t("reviewWarning", { status: tAll(`templates.screen.statuses.${template.status}`) })}
        </WarningNote>
      )}
      <TabsContent value="basic" forceMount className="flex flex-col gap-4 data-[state=inactive]:hidden">
        <BasicInfoTab editor={editor} channels={channels} channelsLoading={channelsLoading} />
        {template && (
          <>
            <div className="flex items-center gap-2 text-sm">
              <span className="text-muted-foreground">{t("currentStatus")}</span>
              <TemplateStatusBadge template={template} />
            </div>
            {template.status === "REJECTED" && template.rejectionReason && (
              <p className="text-sm text-destructive">{template.rejectionReason}</p>
            )}
            <StatusHistory history={template.history} />
          </>
        )}
      </TabsContent>
      <TabsContent value="content" forceMount className="flex flex-col gap-4 data-[state=inactive]:hidden">
        <HeaderSection editor={editor} media={media} onMediaChange={setMedia} />
        <BodySection editor={editor} bodyRef={bodyRef} onWrap={wrap} onAddVariable={addVariableAtCursor} />
        <VariablesSection editor={editor} onAdd={addVariable} onInsert={insertVariable} onRemove={removeVariableAt} />
        <ButtonsSection editor={editor} />
      </TabsContent>
      <TabsContent value="preview" className="flex flex-col gap-4">
        <TemplatePreview
          template={editorPreviewInput(values, media)}
          width={previewWidth}
          onWidthChange={setPreviewWidth}
          businessName={channel?.displayName ?? channel?.name}
        />
      </TabsContent>
    </TabbedEditorForm>
  );
}

/** GET /templates/{id}: the editor's read of one template (and its cache key's path). */
export const templatePath = (id: string) => `/templates/${encodeURIComponent(id)}`;
