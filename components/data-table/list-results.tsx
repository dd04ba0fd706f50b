"use client";

import { DataTable, type DataTableProps } from "@/components/data-table/data-table";
import { ListPagination, type ListPage } from "@/components/data-table/list-pagination";
import { DataTableQueryError, queryTableStatus } from "@/components/data-table/states";

/** What ListResults reads of the screen's list query (TanStack Query's result). */
type ListQuery = { isPending: boolean; isError: boolean; data: unknown; error: unknown; refetch: () => unknown };

/**
 * A list screen's rows under its toolbar: the DataTable (a long list: the row keys move the focus)
 * in the state of the screen's list `query` (loading, its error with a retry, with `errorText`
 * unless the server said why, empty, the rows), then the pages of `pagination` while there are
 * rows: from two pages on, or always with `paginateOnePage` (the range then still says "1–3 of 3").
 */
export function ListResults<T>({
  query,
  errorText,
  pagination,
  onPage,
  paginateOnePage = false,
  ...rows
}: Omit<DataTableProps<T>, "status" | "error" | "isLong"> & {
  query: ListQuery;
  errorText: string;
  pagination: ListPage | undefined;
  onPage: (page: number) => void;
  paginateOnePage?: boolean;
}) {
  const status = queryTableStatus(query);
  const shown = rows.table.getRowModel().rows.length;
  return (
    <>
      <DataTable {...rows} isLong status={status} error={<DataTableQueryError query={query} fallback={errorText} />} />
      {status === "ready" && pagination && shown > 0 && (paginateOnePage || pagination.totalPages > 1) && (
        <ListPagination pagination={pagination} shown={shown} onPage={onPage} />
      )}
    </>
  );
}
