"use client";

import type { MediaFile } from "@/lib/media/types";
import type { TemplateButton, TemplateHeaderType, TemplateVariable } from "@/lib/templates/rules";

/** What the preview draws: a saved template (TemplateJson fits) or the editor's current values. */
export type TemplatePreviewInput = {
  headerType: TemplateHeaderType;
  headerText: string | null;
  headerMedia: MediaFile | null;
  bodyText: string;
  footerText: string | null;
  buttons: readonly TemplateButton[];
  variables: readonly TemplateVariable[];
};

// Interface stub: the editor helper (wt-tpl-editor) replaces this with the WhatsApp-style bubble.
export function TemplatePreview({ template }: { template: TemplatePreviewInput }) {
  return <p className="text-sm whitespace-pre-wrap">{template.bodyText}</p>;
}
