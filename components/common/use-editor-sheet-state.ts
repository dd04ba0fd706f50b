"use client";

import { useCallback, useState } from "react";

/**
 * A list screen's editor sheet: open or not, and on which record (`id`; null for a new one). It
 * starts open when the page's address asked for it (`initial`: ?new=1, or a record's id) and the
 * role may do that (`rights`). `openEditor` and `setEditorOpen` keep their identity across renders.
 */
export function useEditorSheetState(
  initial: { create: boolean; id: string | null },
  rights: { create: boolean; update: boolean },
) {
  const [editor, setEditor] = useState(() => ({
    isOpen: (initial.create && rights.create) || (initial.id !== null && rights.update),
    id: initial.create ? null : initial.id,
  }));
  const openEditor = useCallback((id: string | null) => setEditor({ isOpen: true, id }), []);
  const setEditorOpen = useCallback((isOpen: boolean) => setEditor((current) => ({ ...current, isOpen })), []);
  return { editor, openEditor, setEditorOpen };
}
