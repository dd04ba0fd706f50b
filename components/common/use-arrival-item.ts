"use client";

import { useCallback, useEffect, useState } from "react";
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

/** The API path of a one-shot link's row (`base/<id>`), or null when the link named none. */
export const arrivalPath = (base: string, id: string | null) =>
  id === null ? null : `${base}/${encodeURIComponent(id)}`;

/**
 * The row a dialog shows (a customer's card, a file's preview): the one opened from the list
 * (`show`), else the row of the one-shot link the screen arrived with (`arrivalPath`, see
 * useArrivalItem); `close` closes either for good. `closeThen(open)` is a row action that leaves the
 * dialog for another one (edit, share): it closes this one, then opens that.
 */
export function useShownItem<T>(queryKey: readonly unknown[], arrivalPath: string | null, errorText: string) {
  const [item, setItem] = useState<T | null>(null);
  const [path, setPath] = useState(arrivalPath);
  const arrival = useArrivalItem<T>(queryKey, path, errorText);
  const close = useCallback(() => {
    setItem(null);
    setPath(null);
  }, []);
  const closeThen = useCallback(
    <R>(open: (row: R) => void) =>
      (row: R) => {
        close();
        open(row);
      },
    [close],
  );
  return { shown: item ?? arrival, show: setItem, close, closeThen };
}
