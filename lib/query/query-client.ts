import { QueryClient } from "@tanstack/react-query";
import { retryDelay, shouldRetry } from "@/lib/query/retry";

// The settings every query and mutation starts from (components/query/query-provider.tsx makes one
// client per browser tab). Why TanStack Query rather than SWR: mutations are first-class (optimistic
// update with a snapshot to roll back, then invalidation), the AbortSignal of each query is handed
// to the api-client so a superseded request is cancelled, and retry is a rule per error (503 and
// network only, lib/query/retry.ts) instead of a count.

/** How long data counts as fresh: within it, a second screen asking for the same key reuses it. */
export const QUERY_STALE_TIME_MS = 30_000;

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: shouldRetry,
        retryDelay,
        // Screens refresh after their own changes (invalidation); a focus refetch would change
        // what the user is looking at without them doing anything.
        refetchOnWindowFocus: false,
      },
      // A mutation is never repeated by itself: it may have taken effect before the error.
      mutations: { retry: false },
    },
  });
}
