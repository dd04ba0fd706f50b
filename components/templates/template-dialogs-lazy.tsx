"use client";

import { lazyDialog } from "@/components/common/lazy-dialog";

// What the templates screen shows only after a click (the editor, the preview, the forms) stays
// out of its first load; see lazyDialog.

export const TemplateEditorSheet = lazyDialog(
  () => import("@/components/templates/editor/template-editor-sheet"),
  "TemplateEditorSheet",
  "open",
);
export const TemplatePreviewDialog = lazyDialog(
  () => import("@/components/templates/preview-dialog"),
  "TemplatePreviewDialog",
  "template",
);
export const SendTestDialog = lazyDialog(
  () => import("@/components/templates/send-test-dialog"),
  "SendTestDialog",
  "template",
);
export const SendMessageDialog = lazyDialog(
  () => import("@/components/templates/send-message-dialog"),
  "SendMessageDialog",
  "template",
);
export const TemplateImportDialog = lazyDialog(
  () => import("@/components/templates/import-dialog"),
  "TemplateImportDialog",
  "open",
);

export { LazyConfirmDialog as ConfirmDialog } from "@/components/common/confirm-dialog-lazy";
