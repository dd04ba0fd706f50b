"use client";

import type { ReactNode } from "react";
import { NamedItemSelect } from "@/components/form/named-item-select";
import { useFormatter } from "@/components/format/formatter-provider";
import { cn } from "@/lib/utils";

/** One line of a counted list: "all", a group, a folder, a category… with its count. */
export type CountedEntry = {
  id: string;
  name: string;
  count: number;
  /** Drawn before the name (a folder's colour dot). */
  marker?: ReactNode;
};

const ENTRY_CLASS =
  "flex min-w-0 flex-1 items-center gap-2 rounded-md px-2.5 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50";

/**
 * The entries of a sidebar filter, each with its count; a click selects one. Phones and tablets
 * get one select instead (with `besideSelect` next to it). `menuOf` draws an entry's own menu on
 * its line (absolutely placed, so the line keeps room for it).
 */
export function CountedList<E extends CountedEntry>({
  selectLabel,
  missingLabel,
  entries,
  selected,
  onSelect,
  besideSelect,
  menuOf,
}: {
  selectLabel: string;
  /** The select's text for an id (from a link) that no longer exists. */
  missingLabel?: string;
  entries: E[];
  selected: string;
  onSelect: (id: string) => void;
  besideSelect?: ReactNode;
  menuOf?: (entry: E) => ReactNode;
}) {
  const format = useFormatter();
  const selectedEntry = entries.find((entry) => entry.id === selected);
  return (
    <>
      <div className="flex gap-2 lg:hidden">
        <NamedItemSelect
          label={selectLabel}
          className="min-w-0 flex-1"
          value={selected}
          onChange={onSelect}
          items={entries.map(({ id, name, count, marker }) => ({
            id,
            name: `${name} (${format.number(count)})`,
            marker,
          }))}
          // An id from a link that no longer exists: still a valid select value.
          last={missingLabel && !selectedEntry ? { value: selected, label: missingLabel } : undefined}
        />
        {besideSelect}
      </div>

      <ul className="hidden flex-col gap-0.5 lg:flex">
        {entries.map((entry) => {
          const isActive = selected === entry.id;
          const menu = menuOf?.(entry);
          return (
            <li key={entry.id} className="group/item relative flex items-center">
              <button
                type="button"
                onClick={() => onSelect(entry.id)}
                aria-current={isActive ? "true" : undefined}
                className={cn(ENTRY_CLASS, isActive && "bg-accent font-medium text-accent-foreground", menu && "pr-9")}
              >
                {entry.marker}
                <span className="min-w-0 flex-1 truncate">{entry.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                  {format.number(entry.count)}
                </span>
              </button>
              {menu}
            </li>
          );
        })}
      </ul>
    </>
  );
}
