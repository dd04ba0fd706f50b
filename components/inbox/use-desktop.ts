"use client";

import { useCallback, useSyncExternalStore } from "react";

// Whether a media query matches (the inbox's columns side by side from Tailwind's lg, the customer
// panel beside the chat from xl). False on the server and in the first render, so the HTML and the
// hydration agree.

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener("change", onChange);
      return () => media.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** lg (1024 px): the list and the chat side by side. */
export const useDesktop = () => useMediaQuery("(min-width: 1024px)");
/** xl (1280 px): the customer panel as a third column rather than a drawer. */
export const useWide = () => useMediaQuery("(min-width: 1280px)");
