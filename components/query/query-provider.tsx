"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { LiveEventsProvider } from "@/components/query/live-events";
import { makeQueryClient } from "@/lib/query/query-client";

// The query layer's cache for the signed-in screens (mounted in app/(app)/layout.tsx): one client
// per tab, made once, so navigating between screens keeps what was loaded, and the tab's one event
// stream, which keeps it fresh (live-events.tsx). The public auth screens stay without either (they
// only send forms, through the api-client directly).
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={client}>
      <LiveEventsProvider>{children}</LiveEventsProvider>
    </QueryClientProvider>
  );
}
