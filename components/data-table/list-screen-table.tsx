"use client";

import type { ColumnSort, SortingState } from "@tanstack/react-table";
import type { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useDataTable, type ColumnDef } from "@/components/data-table/data-table";
import type { Selection } from "@/components/data-table/selection";

/** What a list screen hands its table hook: the URL's sort, the ticked rows, the row actions. */
export type ListScreenTableInput<Sort extends string, Actions> = {
  sort: Sort;
  onSort: (sort: Sort) => void;
  selection: Selection;
  onSelectionChange: (next: Selection) => void;
  actions: Actions;
};

/**
 * The header a person clicked, as the server's sort: the sort on that header in that direction,
 * else the one sort on that header (it sorts one way only), else the first sort (the default).
 */
function sortOfHeader<Sort extends string>(headerSorts: Record<Sort, string>, sorting: SortingState): Sort {
  const [first] = sorting;
  const sorts = Object.keys(headerSorts) as Sort[];
  const onHeader = sorts.filter((sort) => columnSortOf(headerSorts[sort]).id === first?.id);
  return (
    onHeader.find((sort) => columnSortOf(headerSorts[sort]).desc === first?.desc) ?? onHeader[0] ?? (sorts[0] as Sort)
  );
}

/** "name" sorts the name column ascending, "-created" the created column descending. */
function columnSortOf(header: string): ColumnSort {
  return header.startsWith("-") ? { id: header.slice(1), desc: true } : { id: header, desc: false };
}

/**
 * The table of a list screen whose server sorts and pages (customers, media): each sort of the URL
 * lights one header (`headerSorts`), and a click on a sortable header becomes the URL's sort; rows
 * are ticked into the screen's `selection`, labelled by `t("selectRow", { name })` and
 * `t("selectPage")` of the screen's messages. `columns` must be memoised by the caller.
 */
export function useListScreenTable<T, Sort extends string>({
  id,
  data,
  columns,
  getRowId,
  sort,
  onSort,
  headerSorts,
  selection,
  onSelectionChange,
  rowName,
  t,
}: Omit<ListScreenTableInput<Sort, unknown>, "actions"> & {
  id: string;
  data: T[];
  columns: ColumnDef<T>[];
  getRowId: (row: T) => string;
  /** Every sort of the URL as the header it lights ("-created": descending); the first is the default. */
  headerSorts: Record<Sort, string>;
  rowName: (row: T) => string;
  t: ReturnType<typeof useTranslations>;
}) {
  const sorting = useMemo(
    () => ({
      value: [columnSortOf(headerSorts[sort])],
      onChange: (next: SortingState) => onSort(sortOfHeader(headerSorts, next)),
    }),
    [headerSorts, sort, onSort],
  );
  const tableSelection = useMemo(
    () => ({
      value: selection,
      onChange: onSelectionChange,
      rowLabel: (row: T) => t("selectRow", { name: rowName(row) }),
      pageLabel: t("selectPage"),
    }),
    [selection, onSelectionChange, rowName, t],
  );
  return useDataTable({ id, data, columns, getRowId, selection: tableSelection, sorting });
}
