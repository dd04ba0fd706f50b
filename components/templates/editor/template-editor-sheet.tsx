"use client";

import type { TemplateJson } from "@/lib/templates/types";

export type TemplateEditorSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null: create a new draft; otherwise the template to edit (fetched by the sheet). */
  templateId: string | null;
  /** Called with the saved template after create or update. */
  onSaved: (template: TemplateJson) => void;
};

// Interface stub: the editor helper (wt-tpl-editor) replaces this with the side-panel editor.
export function TemplateEditorSheet(props: TemplateEditorSheetProps) {
  void props;
  return null;
}
