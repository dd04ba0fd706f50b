"use client";

import type { ReactNode } from "react";
import { SearchInput } from "@/components/common/search-input";
import { ViewSwitch, type TableView } from "@/components/data-table/view-switch";

/** What a list screen hands its toolbar: the URL state to read and patch, the view, the columns menu. */
export type ListToolbarProps<State> = {
  state: State;
  onChange: (patch: Partial<State>) => void;
  view: TableView;
  onViewChange: (view: TableView) => void;
  /** The columns menu of the table (list view only). */
  columnsMenu?: ReactNode;
};

/**
 * The row above a list: the search box (over `state.search`, debounced) fills it; the screen's
 * filters (`children`), the columns menu and the list/grid switch follow, laid out on phones by
 * `controlsClassName`.
 */
export function ListToolbar<State extends { search: string }>({
  state,
  onChange,
  view,
  onViewChange,
  columnsMenu,
  searchLabel,
  searchPlaceholder,
  controlsClassName,
  children,
}: ListToolbarProps<State> & {
  searchLabel: string;
  searchPlaceholder: string;
  controlsClassName: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2 lg:flex-row lg:items-center">
      <SearchInput
        value={state.search}
        onChange={(search) => onChange({ search } as Partial<State>)}
        label={searchLabel}
        placeholder={searchPlaceholder}
      />
      <div className={controlsClassName}>
        {children}
        {columnsMenu}
        <ViewSwitch view={view} onChange={onViewChange} />
      </div>
    </div>
  );
}
