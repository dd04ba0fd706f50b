import type { EditorValues } from "@/components/templates/editor/editor-values";

/** What each tab of the editor gets from the form: the values, one way to change them, and messages. */
export type EditorApi = {
  values: EditorValues;
  /** Sets these values; `edited` names the fields the person touched (their messages start showing). */
  update: (patch: Partial<EditorValues>, edited: readonly string[]) => void;
  /** The message under a field ("buttons.1.url"), in words, or undefined. */
  error: (path: string) => string | undefined;
  disabled: boolean;
};
