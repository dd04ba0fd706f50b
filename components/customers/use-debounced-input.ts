import { useEffect, useRef, useState } from "react";
import { CUSTOMER_SEARCH_DEBOUNCE_MS } from "@/lib/constants";

/** A text input's own value, handed on after the user pauses; follows outside changes (a reset). */
export function useDebouncedInput(value: string, onChange: (value: string) => void) {
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
    const timer = setTimeout(() => latest.current(draft), CUSTOMER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);
  return [draft, setDraft] as const;
}
