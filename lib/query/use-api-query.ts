"use client";

import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { api } from "@/lib/api-client";

// Reading from the API in a client component (house-style.md: no fetching in useEffect).
//
//   const { data, isPending, error, refetch } = useApiQuery(["notifications"], "/notifications");
//
// The cache key is `[...key, path]`: the same path asked for twice at once is one request, a path
// that changes (new filters) cancels the request in flight through its AbortSignal, and
// `invalidateQueries({ queryKey: key })` refreshes every path under the key. Failures follow
// lib/query/retry.ts; the error is the api-client's ApiError (its message is the server's text).

export type ApiQueryOptions<T> = Omit<
  UseQueryOptions<T, Error, T, QueryKey>,
  "queryKey" | "queryFn" | "initialData"
> & {
  /**
   * What the server component rendered with (first paint without a request). It stands only for
   * the path of the first render; a later path (other filters) is loaded.
   */
  initialData?: T;
};

/** The cache key of `useApiQuery(key, path)`, for reading or writing its data (setQueryData). */
export const apiQueryKey = (key: QueryKey, path: string): QueryKey => [...key, path];

export function useApiQuery<T>(key: QueryKey, path: string, options: ApiQueryOptions<T> = {}) {
  const { initialData, ...rest } = options;
  const [initialPath] = useState(path);
  return useQuery<T, Error, T, QueryKey>({
    ...rest,
    queryKey: apiQueryKey(key, path),
    queryFn: async ({ signal }) => (await api<T>(path, { signal })).data,
    initialData: initialData !== undefined && path === initialPath ? initialData : undefined,
  });
}

/** Refreshes every query under `key` (a screen's list, stats and sidebar after a change); `key` must be stable. */
export function useRefreshQueries(key: QueryKey) {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: key }), [queryClient, key]);
}
