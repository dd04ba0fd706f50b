import type { MediaFile } from "@/lib/media/types";
import {
  DEFAULT_TEMPLATE_CATEGORY,
  DEFAULT_TEMPLATE_LANGUAGE,
  TEMPLATE_LANGUAGES,
  type TemplateButtonType,
  type TemplateCategory,
  type TemplateHeaderType,
  type TemplateLanguage,
  type TemplateStatus,
  type TemplateVariable,
} from "@/lib/templates/rules";
import type { TemplateJson } from "@/lib/templates/types";
import type { TemplateInput } from "@/lib/validation/templates";
import type { TemplatePreviewInput } from "@/components/templates/preview/template-preview";

// The editor's values (the form of spec 02 §3) and the pure mappings around them: from a saved
// template, to the preview, and which tab a field lives on. Every value is present (no optional
// keys), so each input is controlled and a server error's path always names a value.

export type EditorButton = { type: TemplateButtonType; text: string; url: string; phone_number: string };

export type EditorValues = {
  name: string;
  displayName: string;
  category: TemplateCategory;
  language: TemplateLanguage;
  channelId: string | null;
  headerType: TemplateHeaderType;
  headerText: string;
  headerMediaId: string | null;
  bodyText: string;
  footerText: string;
  buttons: EditorButton[];
  variables: TemplateVariable[];
};

// The editor's values are the schema's input with every optional key filled in.
export type EditorValuesFitSchema = EditorValues extends TemplateInput ? true : never;
export const editorValuesFitSchema: EditorValuesFitSchema = true;

export const EDITOR_TABS = ["basic", "content", "preview"] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

/** A new button of `type`, every field present so its inputs stay controlled. */
export const newButton = (type: TemplateButtonType): EditorButton => ({ type, text: "", url: "", phone_number: "" });

const asLanguage = (language: string): TemplateLanguage =>
  (TEMPLATE_LANGUAGES as readonly string[]).includes(language)
    ? (language as TemplateLanguage)
    : DEFAULT_TEMPLATE_LANGUAGE;

/** The form's starting values: a saved template's, or a new draft's (MARKETING, tr). */
export function initialEditorValues(template: TemplateJson | null): EditorValues {
  if (!template) {
    return {
      name: "",
      displayName: "",
      category: DEFAULT_TEMPLATE_CATEGORY,
      language: DEFAULT_TEMPLATE_LANGUAGE,
      channelId: null,
      headerType: "NONE",
      headerText: "",
      headerMediaId: null,
      bodyText: "",
      footerText: "",
      buttons: [],
      variables: [],
    };
  }
  return {
    name: template.name,
    displayName: template.displayName,
    category: template.category,
    language: asLanguage(template.language),
    channelId: template.channel.id,
    headerType: template.headerType,
    headerText: template.headerText ?? "",
    headerMediaId: template.headerMedia?.id ?? null,
    bodyText: template.bodyText,
    footerText: template.footerText ?? "",
    buttons: template.buttons.map((button) => ({
      type: button.type,
      text: button.text,
      url: button.url ?? "",
      phone_number: button.phone_number ?? "",
    })),
    variables: template.variables.map((variable) => ({ name: variable.name, example: variable.example })),
  };
}

/** What the preview draws from the editor's current values (and the picked header file). */
export function editorPreviewInput(values: EditorValues, media: MediaFile | null): TemplatePreviewInput {
  const isMedia = values.headerType === "IMAGE" || values.headerType === "VIDEO" || values.headerType === "DOCUMENT";
  return {
    headerType: values.headerType,
    headerText: values.headerType === "TEXT" ? values.headerText : null,
    headerMedia: isMedia && media && media.id === values.headerMediaId ? media : null,
    bodyText: values.bodyText,
    footerText: values.footerText || null,
    buttons: values.buttons.map((button) => ({
      type: button.type,
      text: button.text,
      url: button.type === "URL" ? button.url : null,
      phone_number: button.type === "PHONE_NUMBER" ? button.phone_number : null,
    })),
    variables: values.variables,
    name: values.name,
    category: values.category,
    language: values.language,
  };
}

const CONTENT_FIELDS = ["headerType", "headerText", "headerMediaId", "bodyText", "footerText", "buttons", "variables"];

/** The tab that shows a field's input ("buttons.1.url" → content). */
export function tabOfField(path: string): EditorTab {
  const root = path.split(".")[0] ?? "";
  return CONTENT_FIELDS.includes(root) ? "content" : "basic";
}

/** The order fields are read in, for focusing the first with a message. */
export const FIELD_ORDER = [
  "name",
  "displayName",
  "category",
  "language",
  "channelId",
  "headerType",
  "headerText",
  "headerMediaId",
  "bodyText",
  "footerText",
  "buttons",
  "variables",
] as const;

/** The first of `paths` in reading order (a field's children in their own order). */
export function firstField(paths: readonly string[]): string | null {
  const rank = (path: string) => {
    const root = path.split(".")[0] ?? "";
    const index = (FIELD_ORDER as readonly string[]).indexOf(root);
    return index === -1 ? FIELD_ORDER.length : index;
  };
  const sorted = [...paths].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, "en", { numeric: true }));
  return sorted[0] ?? null;
}

/** The element id of a field's input ("buttons.1.url" → "template-buttons-1-url"). */
export const fieldId = (path: string) => `template-${path.replaceAll(".", "-")}`;

/** Statuses whose template goes back to draft (and to review) when edited. */
const REVIEWED: readonly TemplateStatus[] = ["APPROVED", "PENDING", "PAUSED", "DISABLED"];
export const editSendsBackToReview = (status: TemplateStatus) => REVIEWED.includes(status);

/**
 * Which fields' messages show while typing: a field shows its own once edited, and a list's
 * message (the variables against their uses) once anything it depends on was edited.
 */
export function isFieldShown(path: string, edited: ReadonlySet<string>, submitted: boolean): boolean {
  if (submitted) return true;
  const related = path === "variables" ? ["variables", "bodyText", "headerText", "buttons"] : [path];
  for (const field of edited) {
    for (const target of related) {
      if (field === target || field.startsWith(`${target}.`) || target.startsWith(`${field}.`)) return true;
    }
  }
  return false;
}
