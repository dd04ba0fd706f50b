"use client";

import { useEffect } from "react";
import { toast } from "sonner";
import { requestErrorText } from "@/components/form/field-messages";
import { useApiQuery } from "@/lib/query/use-api-query";

/**
 * The row a one-shot link opens (the dashboard's ?customer=<id>, ?preview=<id>): `path` (its API
 * path) is loaded once under its own `queryKey`, apart from the list's refreshes; a failure is a
 * toast (`errorText` unless the server said why). Null without an id and until it has loaded.
 */
export function useArrivalItem<T>(queryKey: readonly unknown[], path: string | null, errorText: string): T | null {
  const arrival = useApiQuery<T>(queryKey, path ?? "", { enabled: path !== null, retry: false });
  const error = arrival.isError ? arrival.error : null;
  useEffect(() => {
    if (error) toast.error(requestErrorText(error, errorText));
  }, [error, errorText]);
  return path !== null ? (arrival.data ?? null) : null;
}
