"use client";

import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";

// "Now" for everything the page shows relative to the current moment ("25 seconds ago", a
// countdown, today's date in an example). The server's render and the browser's first render
// (hydration) must read the same moment, or React reports a mismatch ("25 saniye önce" against
// "28 saniye önce", or a browser whose clock is off). So while hydrating, useNow() answers the
// moment the server rendered (app/layout.tsx passes it down); from then on the browser's clock,
// refreshed every TICK_MS while anything shows it. A component rendered in the browser only
// (after a client-side navigation) starts from the browser's clock at once.

const TICK_MS = 10_000;

const ServerNowContext = createContext<number | null>(null);

export function NowProvider({ now, children }: { now: number; children: ReactNode }) {
  return <ServerNowContext.Provider value={now}>{children}</ServerNowContext.Provider>;
}

let current = 0;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  current = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    // Nothing was watching: the stored moment may be old; the check after subscribing re-renders.
    current = Date.now();
    timer = setInterval(tick, TICK_MS);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(timer);
  };
}

function getSnapshot() {
  if (current === 0) current = Date.now();
  return current;
}

/**
 * The current moment in milliseconds: the server's render moment during the server render and
 * hydration, the browser's clock after (updated every 10 s).
 */
export function useNow(): number {
  const serverNow = useContext(ServerNowContext);
  // Without a provider (never in the app: app/layout.tsx is one) the server's own clock.
  return useSyncExternalStore(subscribe, getSnapshot, () => serverNow ?? Date.now());
}
