"use client";

import { useCallback, useMemo, useState } from "react";

/**
 * What a ConfirmDialog asks about (a session, an invitation, a member's new role, a row to
 * delete): `ask(subject)` opens it, `close()` closes it after the work is done, and `dialog` is its
 * open state to spread on the ConfirmDialog. The subject is kept after closing, so the text does
 * not change while the dialog fades out. `ask` and `close` keep their identity across renders (a
 * table's memoised row actions can hold them). Its own module, so a screen that loads
 * ConfirmDialog lazily does not load it for the hook.
 */
export function useConfirmation<T>() {
  const [subject, setSubject] = useState<T | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const ask = useCallback((next: T) => {
    setSubject(next);
    setIsOpen(true);
  }, []);
  const close = useCallback(() => setIsOpen(false), []);
  const dialog = useMemo(() => ({ open: isOpen, onOpenChange: setIsOpen }), [isOpen]);
  return { subject, ask, close, dialog };
}
