"use client";

import type { OnChangeFn, Updater, VisibilityState } from "@tanstack/react-table";
import { useMemo } from "react";
import { useStoredChoice } from "@/components/data-table/use-stored-choice";
import { useApiMutation } from "@/lib/query/use-api-mutation";
import { useApiQuery } from "@/lib/query/use-api-query";
import type { TablePreferences } from "@/lib/validation/preferences";

// Which columns of a table a user hides, kept per user (User.preferences.tables, through
// /api/v1/account/preferences) so the choice follows them to any browser. This browser keeps a
// copy in localStorage for the first paint (the preferences arrive a moment later) and for when
// the server cannot be reached; the server's answer wins once it is there.

const PREFERENCES_KEY = ["account", "preferences"];
const PREFERENCES_PATH = "/account/preferences";

type TablesOnly = { tables?: TablePreferences };

const resolve = <S>(updater: Updater<S>, current: S): S =>
  typeof updater === "function" ? (updater as (old: S) => S)(current) : updater;

const hiddenOf = (visibility: VisibilityState) =>
  Object.entries(visibility)
    .filter(([, visible]) => !visible)
    .map(([column]) => column);

function parseStoredHidden(stored: string | null): string[] | null {
  if (!stored) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    // Older copies held TanStack's `{ columnId: false }` object; both shapes read the same.
    if (Array.isArray(parsed)) return parsed.filter((column): column is string => typeof column === "string");
    if (parsed && typeof parsed === "object") return hiddenOf(parsed as VisibilityState);
  } catch {
    // A hand-edited value: fall back to the server's or the defaults.
  }
  return null;
}

/** The visibility state of table `id` and its change handler, for useReactTable. */
export function useColumnVisibility(id: string, hiddenByDefault: string[]) {
  const [stored, writeStored] = useStoredChoice(`kanal-columns-${id}`);
  const { data } = useApiQuery<TablesOnly>(PREFERENCES_KEY, PREFERENCES_PATH, { staleTime: Infinity });
  const save = useApiMutation<TablesOnly, string[]>({
    request: (hidden) => ({ path: PREFERENCES_PATH, method: "PUT", body: { tables: { [id]: { hidden } } } }),
    optimistic: [
      {
        key: PREFERENCES_KEY,
        update: (current: TablesOnly | undefined, hidden) =>
          current && { ...current, tables: { ...current.tables, [id]: { hidden } } },
      },
    ],
  });

  const serverHidden = data?.tables?.[id]?.hidden;
  const visibility = useMemo<VisibilityState>(() => {
    const hidden = serverHidden ?? parseStoredHidden(stored) ?? hiddenByDefault;
    return Object.fromEntries(hidden.map((column) => [column, false]));
  }, [serverHidden, stored, hiddenByDefault]);
  const change: OnChangeFn<VisibilityState> = (updater) => {
    const next = hiddenOf(resolve(updater, visibility));
    writeStored(JSON.stringify(next));
    save.mutate(next);
  };
  return [visibility, change] as const;
}
