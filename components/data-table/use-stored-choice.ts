"use client";

import { useCallback, useSyncExternalStore } from "react";

// A small choice of a screen (list or grid, the visible columns) kept in localStorage and followed
// across tabs. The server renders the fallback; useSyncExternalStore swaps in the stored value
// right after hydration, so the first paint matches the server's HTML (no hydration mismatch).

const CHANGE_EVENT = "kanal-stored-choice";

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The raw stored string (null when unset); `write(null)` forgets it. */
export function useStoredChoice(key: string) {
  const value = useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(key),
    () => null,
  );
  const write = useCallback(
    (next: string | null) => {
      if (next === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, next);
      window.dispatchEvent(new Event(CHANGE_EVENT));
    },
    [key],
  );
  return [value, write] as const;
}

/** Narrow screens (below Tailwind's md, 768 px) get cards instead of a table. */
const NARROW_QUERY = "(max-width: 767.98px)";

function subscribeNarrow(onChange: () => void) {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

export function useIsNarrow(): boolean {
  return useSyncExternalStore(
    subscribeNarrow,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}
