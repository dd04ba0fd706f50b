"use client";

import type { ReactNode } from "react";
import type { ColumnDef } from "@/components/data-table/data-table";
import type { Formatter } from "@/lib/format";

/*
 * The column helpers of the data-table kit: a table's columns read as one line each, in order.
 * The select checkbox is not here: useDataTable adds it when the table has a selection.
 *
 *   const columns = useMemo<ColumnDef<Campaign>[]>(() => [
 *     column("name", t("columns.name"), (c) => <NameCell campaign={c} />, undefined, { sortBy: "name", isFixed: true }),
 *     column("status", t("columns.status"), (c) => <CampaignStatusBadge status={c.status} />, "w-28", { isFixed: true }),
 *     column("sent", t("columns.sent"), (c) => format.number(c.sent), "hidden w-24 tabular-nums lg:table-cell"),
 *     createdAtColumn(t("columns.created"), format, "hidden w-32 text-sm lg:table-cell"),
 *     actionsColumn(t("columns.actions"), (c) => <CampaignRowMenu campaign={c} actions={actions} />),
 *   ], [t, format, actions]);
 */

export type ColumnOptions<T> = {
  /** The header sorts the rows on this: a key of the row, or the value to sort by. */
  sortBy?: (keyof T & string) | ((row: T) => string | number);
  /** The first click on the header sorts largest (or newest) first. */
  descFirst?: boolean;
  /** Always shown: the columns menu does not offer to hide it (a row's name, its status). */
  isFixed?: boolean;
};

/**
 * A column that shows `show(row)` under `header`; `className` sets its width, its text and from
 * which screen width it shows ("hidden w-32 md:table-cell").
 */
export function column<T>(
  id: string,
  header: string,
  show: (row: T) => ReactNode,
  className?: string,
  { sortBy, descFirst = false, isFixed = false }: ColumnOptions<T> = {},
): ColumnDef<T> {
  return {
    id,
    header,
    ...(typeof sortBy === "function" ? { accessorFn: sortBy } : sortBy ? { accessorKey: sortBy } : {}),
    ...(descFirst && { sortDescFirst: true }),
    ...(isFixed && { enableHiding: false }),
    ...(className && { meta: { className } }),
    cell: ({ row }) => show(row.original),
  } as ColumnDef<T>;
}

/** The "added" column: the day, its full date and time on hover; the header sorts it newest first. */
export function createdAtColumn<T extends { createdAt: string }>(
  header: string,
  format: Formatter,
  className: string,
): ColumnDef<T> {
  const show = ({ createdAt }: T) => (
    <time dateTime={createdAt} title={format.dateTime(createdAt)}>
      {format.date(createdAt)}
    </time>
  );
  return column("created", header, show, className, { sortBy: "createdAt", descFirst: true });
}

/** The last column: the row's "…" menu, never hidden; its header is read by screen readers only. */
export function actionsColumn<T>(label: string, menu: (row: T) => ReactNode, className = "w-12"): ColumnDef<T> {
  return {
    id: "actions",
    header: () => <span className="sr-only">{label}</span>,
    enableHiding: false,
    meta: { className, label },
    cell: ({ row }) => menu(row.original),
  };
}
