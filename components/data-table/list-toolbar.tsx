"use client";

import type { Table } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { SearchInput } from "@/components/common/search-input";
import { ColumnsMenu } from "@/components/data-table/columns-menu";
import { FilterSelect } from "@/components/data-table/filter-select";
import { ViewSwitch, type TableView } from "@/components/data-table/view-switch";

/**
 * One select of the toolbar over `state[key]`: named `filters.<key>`, its options `<labels>.<option>`
 * in the screen's messages; with `all` (a message under `filters.`) a first option means no filter.
 */
export type ListFilter<State> = {
  key: keyof State & string;
  options: readonly string[];
  labels: string;
  all?: string;
  /** The trigger's width. */
  width: string;
};

/** A screen's toolbar: its messages' namespace, its filters, how its controls wrap on phones. */
export type ListToolbarConfig<State> = { messages: string; filters: ListFilter<State>[]; controlsClassName: string };

type ListToolbarProps<State, Row> = {
  state: State;
  onChange: (patch: Partial<State>) => void;
  /** The list/grid choice and its setter (useTableView). */
  view: readonly [TableView, (view: TableView) => void];
  table: Table<Row>;
  config: ListToolbarConfig<State>;
  children?: ReactNode;
};

/**
 * The row above a list: the search box (over `state.search`, debounced) fills it; the screen's own
 * controls (`children`), its filters, the menu of the `table`'s columns (list view only) and the
 * list/grid switch follow. Labels come from the screen's messages: `filters.search`,
 * `filters.searchPlaceholder` and those of each filter.
 */
export function ListToolbar<State extends { search: string }, Row>(props: ListToolbarProps<State, Row>) {
  const { state, onChange, view, table, config, children } = props;
  // The keys are built from the config, so the translator is used untyped.
  const t: (key: string) => string = useTranslations(config.messages);
  return (
    <div className="flex flex-col gap-2 lg:flex-row lg:items-center">
      <SearchInput
        value={state.search}
        onChange={(search) => onChange({ search } as Partial<State>)}
        label={t("filters.search")}
        placeholder={t("filters.searchPlaceholder")}
      />
      <div className={config.controlsClassName}>
        {children}
        {config.filters.map((filter) => (
          <FilterSelect
            key={filter.key}
            label={t(`filters.${filter.key}`)}
            value={state[filter.key] as string}
            onChange={(value) => onChange({ [filter.key]: value } as Partial<State>)}
            options={filter.options}
            optionLabel={(option) => t(`${filter.labels}.${option}`)}
            allLabel={filter.all && t(`filters.${filter.all}`)}
            className={filter.width}
          />
        ))}
        {view[0] === "list" && <ColumnsMenu table={table} className="hidden md:inline-flex" />}
        <ViewSwitch view={view[0]} onChange={view[1]} />
      </div>
    </div>
  );
}
