import type { TabbedEditorApi } from "@/components/form/tabbed-editor";
import type { EditorValues } from "@/components/templates/editor/editor-values";

/** What each tab of the template editor gets from the form. */
export type EditorApi = TabbedEditorApi<EditorValues>;
