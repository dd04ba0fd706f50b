"use client";

import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Table as TanStackTable,
  type Updater,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { fromRowSelection, pageCheckState, toRowSelection, type Selection } from "@/components/data-table/selection";
import { useColumnVisibility } from "@/components/data-table/use-column-visibility";
import { useIsNarrow } from "@/components/data-table/use-stored-choice";
import { Checkbox } from "@/components/ui/checkbox";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";

// The one table of Kanal's lists (house-style.md, after dub's useTable): TanStack Table holds the
// columns, the sorting, the row selection and the column visibility; this file draws them. One
// component gives every list the same sticky header, selection column, keyboard use (arrow keys
// between rows, Space ticks, Enter opens), loading/empty/error slots and, below 768 px (or in the
// grid view), cards instead of a table.
//
//   const table = useDataTable({ id: "members", data, columns, getRowId: (m) => m.id });
//   <DataTable table={table} label={t("title")} renderCard={(member) => …} />

declare module "@tanstack/react-table" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- TanStack's declaration has both type parameters
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes of the column's header and cells (width, `hidden md:table-cell`, alignment). */
    className?: string;
    /** The column's name in the columns menu (defaults to the header when it is a string). */
    label?: string;
  }
  interface TableMeta<TData extends RowData> {
    /** The accessible name of a row's checkbox, for the card's copy of it. */
    rowLabel?: (row: TData) => string;
  }
}

export type { ColumnDef };

const SELECT_COLUMN = "select";

export type DataTableSelection<T> = {
  value: Selection;
  onChange: (next: Selection) => void;
  /** The accessible name of a row's checkbox ("Select Ayşe Yılmaz"). */
  rowLabel: (row: T) => string;
  /** The accessible name of the header checkbox ("Select all customers on this page"). */
  pageLabel: string;
};

export type UseDataTableOptions<T> = {
  /** Names the table's stored column choice (localStorage); also the default id prefix. */
  id: string;
  data: T[];
  columns: ColumnDef<T>[];
  getRowId: (row: T) => string;
  selection?: DataTableSelection<T>;
  /**
   * Sorting done by the server: the state and its change. Without it, columns that allow sorting
   * sort the rows in the browser.
   */
  sorting?: { value: SortingState; onChange: (next: SortingState) => void };
  /** Column ids hidden until the user shows them. */
  hiddenByDefault?: string[];
};

/** Shared by every card list: one stable (empty) columns array, so no render rebuilds the table. */
const NO_COLUMNS: ColumnDef<unknown>[] = [];

/**
 * A list shown as cards at every width (sessions, invitations, channels, activity): no columns,
 * each row keyed by its `id`; render it with `<DataTable view="cards" renderCard={…} />`.
 */
export function useCardList<T extends { id: string }>(id: string, data: T[]): TanStackTable<T> {
  return useDataTable({ id, data, columns: NO_COLUMNS as ColumnDef<T>[], getRowId: (row) => row.id });
}

const resolve = <S,>(updater: Updater<S>, current: S): S =>
  typeof updater === "function" ? (updater as (old: S) => S)(current) : updater;

const EMPTY_HIDDEN: string[] = [];

export function useDataTable<T>({
  id,
  data,
  columns,
  getRowId,
  selection,
  sorting,
  hiddenByDefault = EMPTY_HIDDEN,
}: UseDataTableOptions<T>): TanStackTable<T> {
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const [columnVisibility, setColumnVisibility] = useColumnVisibility(id, hiddenByDefault);
  const sortingState = sorting?.value ?? localSorting;

  const allColumns = useMemo<ColumnDef<T>[]>(() => {
    if (!selection) return columns;
    const select: ColumnDef<T> = {
      id: SELECT_COLUMN,
      enableSorting: false,
      enableHiding: false,
      meta: { className: "w-10" },
      header: ({ table }) => (
        <Checkbox
          checked={pageCheckState(
            selection.value,
            table.getRowModel().rows.map((row) => row.id),
          )}
          onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked === true)}
          aria-label={selection.pageLabel}
        />
      ),
      cell: ({ row }) => <RowCheckbox row={row} label={selection.rowLabel(row.original)} />,
    };
    return [select, ...columns];
  }, [columns, selection]);

  const rowSelection = useMemo<RowSelectionState>(
    () => (selection ? toRowSelection(selection.value) : {}),
    [selection],
  );

  // TanStack Table hands back one mutable table object whose methods read the latest state; the
  // React Compiler cannot memoise around it, and Kanal does not run the compiler, so nothing is lost.
  // eslint-disable-next-line react-hooks/incompatible-library -- see the line above
  return useReactTable<T>({
    data,
    columns: allColumns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    ...(sorting ? { manualSorting: true } : { getSortedRowModel: getSortedRowModel() }),
    enableRowSelection: Boolean(selection),
    enableSortingRemoval: false,
    state: { rowSelection, sorting: sortingState, columnVisibility },
    onRowSelectionChange: (updater) => {
      if (selection) selection.onChange(fromRowSelection(resolve(updater, rowSelection)));
    },
    onSortingChange: (updater) => {
      const next = resolve(updater, sortingState);
      if (sorting) sorting.onChange(next);
      else setLocalSorting(next);
    },
    onColumnVisibilityChange: setColumnVisibility,
    meta: { rowLabel: selection?.rowLabel },
  });
}

function RowCheckbox<T>({ row, label }: { row: Row<T>; label: string }) {
  return (
    <Checkbox
      checked={row.getIsSelected()}
      onCheckedChange={(checked) => row.toggleSelected(checked === true)}
      aria-label={label}
    />
  );
}

/** A row's checkbox outside the table (on a card). */
export function DataTableRowCheckbox<T>({ row, label, className }: { row: Row<T>; label: string; className?: string }) {
  return (
    <Checkbox
      className={className}
      checked={row.getIsSelected()}
      onCheckedChange={(checked) => row.toggleSelected(checked === true)}
      aria-label={label}
    />
  );
}

/** How a card shows it is ticked. */
export const SELECTED_CARD_CLASS = "border-primary/60 ring-1 ring-primary/30";

export type CardContext<T> = {
  row: Row<T>;
  isSelected: boolean;
  /** The row's checkbox, when the table has a selection. */
  checkbox: ReactNode;
};

export type DataTableStatus = "ready" | "loading" | "error";

export type DataTableProps<T> = {
  table: TanStackTable<T>;
  /** The accessible name of the table (or of the list of cards). */
  label: string;
  /** Draws one row as a card: below 768 px, and in the grid view. Without it, the table stays. */
  renderCard?: (item: T, context: CardContext<T>) => ReactNode;
  /** "grid": cards at every width; "cards": a list of cards at every width (no table at all). */
  view?: "list" | "grid" | "cards";
  /** Enter on a focused row (the keyboard twin of clicking its name). */
  onOpen?: (item: T) => void;
  status?: DataTableStatus;
  loading?: ReactNode;
  error?: ReactNode;
  /** Shown when the table is ready and has no rows. */
  empty?: ReactNode;
  /** Extra attributes of a row or card (test ids, data attributes). */
  rowAttributes?: (item: T, layout: "row" | "card") => Record<`data-${string}`, string>;
  /** The list element of the cards: "ol" for a history where order matters. */
  listAs?: "ul" | "ol";
  /**
   * A long list (the customers): fixed column widths and a header that sticks under the top bar
   * while the page scrolls. Short lists scroll sideways inside their box instead when too wide.
   */
  isLong?: boolean;
  className?: string;
  cardsClassName?: string;
  cardClassName?: string | ((item: T) => string | undefined);
};

/**
 * Roving focus over the rows (one tab stop for the whole list): ArrowUp/ArrowDown, Home/End move
 * between rows, Space ticks the focused row, Enter opens it. Keys pressed inside a row's own
 * controls (its checkbox, its menu) are theirs.
 */
function useRowKeys<T>(rows: Row<T>[], onOpen: ((item: T) => void) | undefined) {
  const containerRef = useRef<HTMLElement | null>(null);
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(rows.length - 1, 0));

  const focusRow = (index: number) => {
    const target = containerRef.current?.querySelector<HTMLElement>(`[data-row-index="${index}"]`);
    target?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    if (event.target !== event.currentTarget) return;
    const row = rows[index];
    if (!row) return;
    const last = rows.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(index + 1, last),
      ArrowUp: Math.max(index - 1, 0),
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusRow(moves[event.key]!);
    } else if (event.key === " " && row.getCanSelect()) {
      event.preventDefault();
      row.toggleSelected();
    } else if (event.key === "Enter" && onOpen) {
      event.preventDefault();
      onOpen(row.original);
    }
  };

  const rowProps = (index: number) => ({
    "data-row-index": index,
    tabIndex: index === current ? 0 : -1,
    onFocus: (event: React.FocusEvent<HTMLElement>) => {
      if (event.target === event.currentTarget) setActive(index);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, index),
  });

  return { containerRef, rowProps };
}

const FOCUS_RING =
  "outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset focus-visible:bg-muted/50";

export function DataTable<T>({
  table,
  label,
  renderCard,
  view = "list",
  onOpen,
  status = "ready",
  loading,
  error,
  empty,
  rowAttributes,
  listAs = "ul",
  isLong = false,
  className,
  cardsClassName,
  cardClassName,
}: DataTableProps<T>) {
  const t = useTranslations("dataTable");
  const hintId = useId();
  const isNarrow = useIsNarrow();
  const rows = table.getRowModel().rows;
  const isNavigable = Boolean(onOpen) || table.options.enableRowSelection === true;
  const { containerRef, rowProps } = useRowKeys(rows, onOpen);

  if (status === "loading") return <>{loading}</>;
  if (status === "error") return <>{error}</>;
  if (rows.length === 0 && empty) return <>{empty}</>;

  const keyProps = (index: number) => (isNavigable ? rowProps(index) : {});
  const hint = isNavigable ? (
    <p id={hintId} className="sr-only">
      {t(!onOpen ? "keyboardHintSelect" : table.options.enableRowSelection ? "keyboardHint" : "keyboardHintOpen")}
    </p>
  ) : null;

  const showCards = renderCard && (view !== "list" || isNarrow);
  if (showCards) {
    const List = listAs;
    return (
      <>
        {hint}
        <List
          ref={(node: HTMLElement | null) => {
            containerRef.current = node;
          }}
          aria-label={label}
          aria-describedby={hint ? hintId : undefined}
          className={cn(
            view === "grid" ? "grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" : "flex flex-col gap-3",
            cardsClassName,
            className,
          )}
        >
          {rows.map((row, index) => (
            <li
              key={row.id}
              {...rowAttributes?.(row.original, "card")}
              {...keyProps(index)}
              className={cn(
                isNavigable && cn("rounded-xl", FOCUS_RING),
                typeof cardClassName === "function" ? cardClassName(row.original) : cardClassName,
              )}
            >
              {renderCard(row.original, {
                row,
                isSelected: row.getIsSelected(),
                checkbox: table.options.enableRowSelection ? (
                  <DataTableRowCheckbox row={row} label={cardCheckboxLabel(table, row)} className="mt-2.5" />
                ) : null,
              })}
            </li>
          ))}
        </List>
      </>
    );
  }

  return (
    <>
      {hint}
      {/* overflow-clip, not -hidden: it rounds the corners without becoming a scroll box, so the header can stick to the page. */}
      <div className={cn("rounded-lg border", isLong ? "overflow-clip" : "overflow-x-auto", className)}>
        <table
          ref={(node) => {
            containerRef.current = node;
          }}
          aria-label={label}
          aria-describedby={hint ? hintId : undefined}
          className={cn("w-full caption-bottom text-sm", isLong && "table-fixed")}
        >
          <TableHeader
            className={cn(isLong && "sticky top-14 z-10 bg-background shadow-[0_1px_0_var(--color-border)]")}
          >
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} className="hover:bg-transparent">
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  const content = header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <TableHead
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                      className={header.column.columnDef.meta?.className}
                    >
                      {canSort ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="-mx-1 inline-flex items-center gap-1 rounded-sm px-1 outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
                        >
                          {content}
                          {sorted === "asc" ? (
                            <ArrowUp className="size-3.5" aria-hidden />
                          ) : sorted === "desc" ? (
                            <ArrowDown className="size-3.5" aria-hidden />
                          ) : (
                            <ArrowUpDown className="size-3.5 text-muted-foreground" aria-hidden />
                          )}
                        </button>
                      ) : (
                        content
                      )}
                    </TableHead>
                  );
                })}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow
                key={row.id}
                {...rowAttributes?.(row.original, "row")}
                {...keyProps(index)}
                aria-selected={table.options.enableRowSelection ? row.getIsSelected() : undefined}
                data-state={row.getIsSelected() ? "selected" : undefined}
                className={cn(isNavigable && FOCUS_RING)}
              >
                {row.getVisibleCells().map((cell) => (
                  <TableCell key={cell.id} className={cell.column.columnDef.meta?.className}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </table>
      </div>
    </>
  );
}

/** The card's checkbox has the same name as the row's. */
const cardCheckboxLabel = <T,>(table: TanStackTable<T>, row: Row<T>): string =>
  table.options.meta?.rowLabel?.(row.original) ?? row.id;
