"use client";

import { useEffect, useRef, useState } from "react";

/**
 * A text input's own value, handed on to `onChange` once the user has paused for `delayMs`;
 * follows outside changes (a reset, the URL). Unlike useDebouncedValue, the input owns the draft.
 */
export function useDebouncedInput(value: string, onChange: (value: string) => void, delayMs: number) {
  const [draft, setDraft] = useState(value);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  // An outside change (a reset, the URL) replaces the draft.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }
  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => latest.current(draft), delayMs);
    return () => clearTimeout(timer);
  }, [draft, value, delayMs]);
  return [draft, setDraft] as const;
}
