import { placeholder } from "@/lib/templates/rules";
import type { EditorValues } from "@/components/templates/editor/editor-values";

// The text edits of the editor's variable tools, pure so they are tested on their own: inserting
// at the cursor, wrapping a selection in WhatsApp's markers, and removing a variable (which
// renumbers the later ones everywhere they are used, so {{1}}, {{2}}… stay without gaps).

export type TextEdit = { text: string; selectionStart: number; selectionEnd: number };

/** `insertion` in place of text[start, end); the cursor lands right after it. */
export function insertAtCursor(text: string, start: number, end: number, insertion: string): TextEdit {
  const from = clamp(Math.min(start, end), 0, text.length);
  const to = clamp(Math.max(start, end), from, text.length);
  const next = text.slice(0, from) + insertion + text.slice(to);
  const cursor = from + insertion.length;
  return { text: next, selectionStart: cursor, selectionEnd: cursor };
}

/**
 * `marker` around text[start, end) ("*" bold, "_" italic, "~" strike, "```" mono). With nothing
 * selected the markers go in around the cursor, which lands between them.
 */
export function wrapSelection(text: string, start: number, end: number, marker: string): TextEdit {
  const from = clamp(Math.min(start, end), 0, text.length);
  const to = clamp(Math.max(start, end), from, text.length);
  const selected = text.slice(from, to);
  const next = text.slice(0, from) + marker + selected + marker + text.slice(to);
  return { text: next, selectionStart: from + marker.length, selectionEnd: to + marker.length };
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** {{n}} gone from `text`, and every {{m}} with m > n moved down by one. */
export function dropVariableFrom(text: string, n: number): string {
  return text.replace(/\{\{(\d+)\}\}/g, (match, digits: string) => {
    const m = Number(digits);
    if (m === n) return "";
    return m > n ? placeholder(m - 1) : match;
  });
}

type VariableTexts = Pick<EditorValues, "bodyText" | "headerText" | "buttons" | "variables">;

/** The values without the variable at `index` ({{index + 1}}), the later ones renumbered. */
export function removeVariable<T extends VariableTexts>(values: T, index: number): T {
  const n = index + 1;
  return {
    ...values,
    bodyText: dropVariableFrom(values.bodyText, n),
    headerText: dropVariableFrom(values.headerText, n),
    buttons: values.buttons.map((button) =>
      button.type === "URL" ? { ...button, url: dropVariableFrom(button.url, n) } : button,
    ),
    variables: values.variables.filter((_, i) => i !== index),
  };
}
