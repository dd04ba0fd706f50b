"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import type { z } from "zod";
import { readUrlState, withQuery, writeUrlState, type UrlSchema } from "@/lib/query/url-state";

// A list's filters, sort and page kept in the URL (house-style.md), so a filtered view survives a
// reload and can be shared. The zod schema is the URL's contract (lib/query/url-state.ts).
//
//   const [state, setState] = useUrlState(customersUrlSchema);
//   setState({ search: "ali", page: 1 });
//
// The URL is written with history.replaceState, not router.replace: Next keeps useSearchParams in
// step either way, but router.replace would run the page's server component again on every
// keystroke, while the data after the first paint comes from the query layer. The schema owns
// the whole query string: parameters it does not know (one-shot flags like ?new=1) are dropped.
// Pass a schema defined at module level (a new schema each render re-parses every render).

export function useUrlState<S extends UrlSchema>(schema: S) {
  const searchParams = useSearchParams();
  const state = useMemo(() => readUrlState(schema, searchParams), [schema, searchParams]);

  const setState = useCallback(
    (change: Partial<z.output<S>> | ((current: z.output<S>) => Partial<z.output<S>>)) => {
      const current = readUrlState(schema, new URLSearchParams(window.location.search));
      const next = { ...current, ...(typeof change === "function" ? change(current) : change) };
      const url = withQuery(window.location.pathname, writeUrlState(schema, next));
      if (url !== window.location.pathname + window.location.search) window.history.replaceState(null, "", url);
    },
    [schema],
  );

  return [state, setState] as const;
}
