"use client";

import { useMutation, useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { api, type ApiResult } from "@/lib/api-client";

// Writing through the API in a client component, with the cache kept honest afterwards.
//
//   const markRead = useApiMutation({
//     request: (id: string) => ({ path: `/notifications/${id}/read`, method: "POST" }),
//     optimistic: [{ key: ["notifications"], update: (list: Notification[] | undefined, id) => … }],
//     invalidates: [["notifications"]],
//   });
//   markRead.mutate(id);
//
// `optimistic` edits the cached data of each key (every path under it) before the request goes
// out, after cancelling their requests in flight so a late answer cannot overwrite the edit; a
// failure puts the snapshots back (rollback). Afterwards, success or not, `invalidates` and the
// optimistic keys are refetched so the screen ends on the server's truth. The mutation resolves to
// the api-client's `{ data, message }` (the message is the server's translated confirmation).

type RequestOptions = NonNullable<Parameters<typeof api>[1]>;
export type ApiRequest = { path: string } & Pick<RequestOptions, "method" | "body">;

export type OptimisticUpdate<TVariables> = {
  key: QueryKey;
  // The cached value's type is the caller's to know; `undefined` when nothing is cached yet.
  update: (current: never, variables: TVariables) => unknown;
};

type Snapshot = [QueryKey, unknown][];

/**
 * Applies an optimistic edit to every cached query under `key` and returns the rollback.
 * Cancels their requests in flight first, so a late answer cannot overwrite the edit.
 */
export async function applyOptimistic<TCurrent>(
  client: QueryClient,
  key: QueryKey,
  update: (current: TCurrent | undefined) => TCurrent | undefined,
): Promise<() => void> {
  await client.cancelQueries({ queryKey: key });
  const snapshot: Snapshot = client.getQueriesData({ queryKey: key });
  if (snapshot.length === 0) client.setQueryData(key, update(undefined));
  else client.setQueriesData<TCurrent>({ queryKey: key }, (current) => update(current));
  return () => {
    if (snapshot.length === 0) client.removeQueries({ queryKey: key, exact: true });
    for (const [queryKey, data] of snapshot) client.setQueryData(queryKey, data);
  };
}

export type ApiMutationOptions<TData, TVariables> = {
  /** The call to make; or a function that makes it (several calls, an upload…). */
  request: (variables: TVariables) => ApiRequest | Promise<ApiResult<TData>>;
  optimistic?: OptimisticUpdate<TVariables>[];
  /** Keys to refetch once the mutation settles, success or failure. */
  invalidates?: QueryKey[];
  onSuccess?: (result: ApiResult<TData>, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
};

export function useApiMutation<TData = unknown, TVariables = void>(options: ApiMutationOptions<TData, TVariables>) {
  const client = useQueryClient();
  const { request, optimistic = [], invalidates = [] } = options;
  return useMutation<ApiResult<TData>, Error, TVariables, { rollbacks: (() => void)[] }>({
    mutationFn: async (variables) => {
      const call = request(variables);
      if (call instanceof Promise) return call;
      const { path, ...rest } = call;
      return api<TData>(path, rest);
    },
    onMutate: async (variables) => {
      const rollbacks = await Promise.all(
        optimistic.map(({ key, update }) =>
          applyOptimistic<unknown>(client, key, (current) => update(current as never, variables)),
        ),
      );
      return { rollbacks };
    },
    onError: (error, variables, context) => {
      for (const rollback of context?.rollbacks ?? []) rollback();
      return options.onError?.(error, variables);
    },
    onSuccess: (result, variables) => options.onSuccess?.(result, variables),
    onSettled: () =>
      Promise.all(
        [...invalidates, ...optimistic.map(({ key }) => key)].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}
