"use client";

import { useQueryClient } from "@tanstack/react-query";
import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { api } from "@/lib/api-client";
import { keysFor, LIVE_QUERY_KEYS, quietKeysFor } from "@/lib/client/events/live-query-keys";
import { EVENT_KINDS, STREAM_RESET_EVENT, type EventKind, type StreamEvent } from "@/lib/events/types";

// The signed-in tab's one connection to GET /api/v1/events (mounted once, by QueryProvider).
// Each event makes its queries stale (lib/client/events/live-query-keys.ts), so what is on screen
// re-fetches itself; screens that want the event itself subscribe with useLiveEvent. The browser's
// EventSource reconnects by itself after a dropped connection and sends Last-Event-ID, so nothing is
// missed; when the server refused the stream (a 401 after the access token expired, a 503) it gives
// up, and we start a new one after a pause, refreshing the session first (the api-client does that
// on a 401) and passing the last id as `lastEventId`.

export type LiveConnection = "connecting" | "live" | "offline";
type Handler = (event: StreamEvent) => void;

const EVENTS_URL = "/api/v1/events";
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

class LiveEvents {
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly watchers = new Set<() => void>();
  state: LiveConnection = "connecting";

  on(kinds: readonly string[], handler: Handler): () => void {
    for (const kind of kinds) {
      const set = this.handlers.get(kind) ?? new Set();
      set.add(handler);
      this.handlers.set(kind, set);
    }
    return () => kinds.forEach((kind) => this.handlers.get(kind)?.delete(handler));
  }

  emit(event: StreamEvent): void {
    for (const handler of this.handlers.get(event.kind) ?? []) handler(event);
  }

  setState(state: LiveConnection): void {
    if (state === this.state) return;
    this.state = state;
    for (const watcher of this.watchers) watcher();
  }

  watch = (watcher: () => void) => {
    this.watchers.add(watcher);
    return () => void this.watchers.delete(watcher);
  };
}

const LiveEventsContext = createContext<LiveEvents | null>(null);

export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [live] = useState(() => new LiveEvents());

  useEffect(() => {
    let source: EventSource | null = null;
    let lastEventId: string | null = null;
    let retryMs = FIRST_RETRY_MS;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const onEvent = (message: MessageEvent<string>) => {
      if (message.lastEventId) lastEventId = message.lastEventId;
      let event: StreamEvent;
      try {
        event = JSON.parse(message.data) as StreamEvent;
      } catch {
        return;
      }
      for (const queryKey of keysFor(event)) void queryClient.invalidateQueries({ queryKey });
      // Stale, not refetched; a screen showing it patches it from the event (emitted next) — unless
      // its first page is on its way (nothing to patch yet, and the answer may predate the event).
      for (const queryKey of quietKeysFor(event)) {
        const state = queryClient.getQueryState(queryKey);
        const loading = state?.data === undefined && state?.fetchStatus === "fetching";
        void queryClient.invalidateQueries({ queryKey, refetchType: loading ? "active" : "none" });
      }
      live.emit(event);
    };
    const onReset = (message: MessageEvent<string>) => {
      // Too much was missed to replay: everything the stream keeps fresh is fetched again.
      if (message.lastEventId) lastEventId = message.lastEventId;
      for (const queryKey of LIVE_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey });
    };

    const connect = () => {
      const url = lastEventId ? `${EVENTS_URL}?lastEventId=${encodeURIComponent(lastEventId)}` : EVENTS_URL;
      const current = new EventSource(url);
      source = current;
      live.setState("connecting");
      current.onopen = () => {
        retryMs = FIRST_RETRY_MS;
        live.setState("live");
      };
      current.onerror = () => {
        if (current.readyState !== EventSource.CLOSED) {
          live.setState("connecting"); // the browser reconnects by itself
          return;
        }
        // Refused: try again later with a fresh session.
        current.close();
        live.setState("offline");
        const wait = retryMs;
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
        retryTimer = setTimeout(async () => {
          await api("/auth/me").catch(() => {});
          if (!stopped) connect();
        }, wait);
      };
      for (const kind of EVENT_KINDS) current.addEventListener(kind, onEvent);
      current.addEventListener(STREAM_RESET_EVENT, onReset);
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [queryClient, live]);

  return <LiveEventsContext.Provider value={live}>{children}</LiveEventsContext.Provider>;
}

function useLiveEvents(): LiveEvents {
  const live = useContext(LiveEventsContext);
  if (!live) throw new Error("useLiveEvent needs LiveEventsProvider (QueryProvider)");
  return live;
}

/**
 * Calls `handler` for each event of the kind(s) this user may see, while the component is mounted.
 * The handler may change between renders without resubscribing.
 */
export function useLiveEvent<K extends EventKind>(
  kinds: K | readonly K[],
  handler: (event: StreamEvent<K>) => void,
): void {
  const live = useLiveEvents();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const key = (Array.isArray(kinds) ? kinds : [kinds]).join(",");
  useEffect(() => live.on(key.split(","), (event) => latest.current(event as StreamEvent<K>)), [live, key]);
}

/** Whether the stream is up: "live", "connecting" (a reconnect under way) or "offline" (waiting to try again). */
export function useLiveConnection(): LiveConnection {
  const live = useLiveEvents();
  return useSyncExternalStore(
    live.watch,
    () => live.state,
    () => "connecting",
  );
}
