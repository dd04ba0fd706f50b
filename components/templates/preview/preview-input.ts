import { formatTemplateText, type FormatSegment } from "@/lib/templates/whatsapp-format";
import type { TemplateVariable } from "@/lib/templates/rules";

// The preview's pure half: what each {{n}} shows, and a button's address with its variable filled.

/**
 * The variables as the preview fills them in: a variable's example value, else `{{name}}` when it
 * has a name (so an unfinished template still reads), else nothing (the text keeps "{{n}}").
 */
export function previewVariables(variables: readonly TemplateVariable[]): TemplateVariable[] {
  return variables.map((variable) => {
    const example = variable.example.trim();
    const name = variable.name.trim();
    return { name, example: example || (name ? `{{${name}}}` : "") };
  });
}

/** A header, body or footer text as the preview draws it (WhatsApp's formatting, variables filled). */
export function previewSegments(text: string, variables: readonly TemplateVariable[]): FormatSegment[] {
  return formatTemplateText(text, previewVariables(variables));
}

/** A URL button's address with its trailing {{n}} replaced by that variable's example. */
export function previewUrl(url: string, variables: readonly TemplateVariable[]): string {
  return url.replace(/\{\{(\d+)\}\}$/, (match, digits: string) => {
    const variable = variables[Number(digits) - 1];
    const example = variable?.example.trim();
    return example ? encodeURIComponent(example) : match;
  });
}

/** How many variables a template has (the summary's figure). */
export const variableCount = (variables: readonly TemplateVariable[]) => variables.length;
