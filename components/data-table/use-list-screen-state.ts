"use client";

import { useCallback, useEffect, useState } from "react";
import type { z } from "zod";
import { EMPTY_SELECTION, type Selection } from "@/components/data-table/selection";
import type { UrlSchema } from "@/lib/query/url-state";
import { useUrlState } from "@/lib/query/use-url-state";

/**
 * A list screen's filters, sort and page in the URL (useUrlState) with the rows ticked on it.
 * A new filter or sort (`update`) and a new page (`goToPage`) untick everything: the ticks were
 * made on rows that are no longer shown. The one-shot flags of an arrival (?new=1, ?upload=1,
 * ?customer=…) leave the URL at once: a reload shows the list, not the dialog again. `tableInput`
 * is the URL's sort and the ticked rows as the screen's table hook takes them.
 */
export function useListScreenState<S extends UrlSchema>(schema: S) {
  // Every list schema has a `page` (a number from 1); the generic schema type cannot say so.
  type State = z.output<S>;
  const [state, writeUrl] = useUrlState(schema);
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  useEffect(() => writeUrl({}), [writeUrl]);
  const clearSelection = useCallback(() => setSelection(EMPTY_SELECTION), []);
  const update = useCallback(
    (patch: Partial<State>) => {
      setSelection(EMPTY_SELECTION);
      writeUrl({ page: 1, ...patch } as Partial<State>);
    },
    [writeUrl],
  );
  const goToPage = useCallback(
    (page: number) => {
      setSelection(EMPTY_SELECTION);
      writeUrl({ page } as unknown as Partial<State>);
    },
    [writeUrl],
  );
  // What the screen's table hook takes (ListScreenTableInput, less the row actions).
  type Sort = State extends { sort: infer X } ? X : never;
  const onSort = useCallback((sort: Sort) => update({ sort } as unknown as Partial<State>), [update]);
  const tableInput = {
    sort: (state as { sort: Sort }).sort,
    onSort,
    selection,
    onSelectionChange: setSelection,
  };
  return { state, writeUrl, selection, setSelection, clearSelection, update, goToPage, tableInput };
}
