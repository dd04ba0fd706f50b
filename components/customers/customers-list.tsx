"use client";

import type { SortingState } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { CustomerRowMenu, type RowActions } from "@/components/customers/customer-row-menu";
import { useDataTable, type ColumnDef } from "@/components/data-table/data-table";
import { DataTableSkeleton } from "@/components/data-table/states";
import type { Selection } from "@/components/data-table/selection";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { fullName, initials, type Customer, type CustomerSort } from "@/lib/customers/list-query";
import { useFormatter } from "@/components/format/formatter-provider";
import { cn } from "@/lib/utils";

const MAX_TAGS_SHOWN = 2;

function StatusBadge({ status }: { status: Customer["status"] }) {
  const t = useTranslations("customers.status");
  return (
    <Badge
      variant="outline"
      className={cn(
        status === "active"
          ? "border-emerald-600/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-400"
          : "text-muted-foreground",
      )}
    >
      {t(status)}
    </Badge>
  );
}

function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-1">
      {tags.slice(0, MAX_TAGS_SHOWN).map((tag) => (
        <Badge key={tag} variant="secondary" className="max-w-32 truncate">
          {tag}
        </Badge>
      ))}
      {tags.length > MAX_TAGS_SHOWN && <Badge variant="secondary">+{tags.length - MAX_TAGS_SHOWN}</Badge>}
    </div>
  );
}

function NameCell({ customer, onView }: { customer: Customer; onView: (customer: Customer) => void }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar className="size-9">
        {customer.avatar && <AvatarImage src={customer.avatar} alt="" />}
        <AvatarFallback className="bg-primary/10 text-xs font-medium text-primary">{initials(customer)}</AvatarFallback>
      </Avatar>
      <div className="min-w-0">
        <button
          type="button"
          onClick={() => onView(customer)}
          className="block max-w-full truncate rounded-sm text-left font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {fullName(customer)}
        </button>
        <p className="truncate text-xs text-muted-foreground">{customer.email}</p>
      </div>
    </div>
  );
}

const phoneText = (customer: Customer) => (customer.phone ? `${customer.countryCode} ${customer.phone}` : "");

const SORT_OF_HEADER: Record<CustomerSort, SortingState> = {
  newest: [{ id: "created", desc: true }],
  oldest: [{ id: "created", desc: false }],
  name_asc: [{ id: "name", desc: false }],
  name_desc: [{ id: "name", desc: true }],
};

/** The header a person clicked, as the server's sort; the other headers do not sort. */
function sortOfHeader(sorting: SortingState): CustomerSort {
  const [first] = sorting;
  if (first?.id === "name") return first.desc ? "name_desc" : "name_asc";
  return first?.desc === false ? "oldest" : "newest";
}

/**
 * The customers list on the data-table kit: the server sorts (the name and "added" headers choose
 * the same four orders as the sort menu) and pages; phone, group, tags and the date can be hidden.
 */
export function useCustomersTable({
  customers,
  sort,
  onSort,
  selection,
  onSelectionChange,
  actions,
}: {
  customers: Customer[];
  sort: CustomerSort;
  onSort: (sort: CustomerSort) => void;
  selection: Selection;
  onSelectionChange: (next: Selection) => void;
  actions: RowActions;
}) {
  const t = useTranslations("customers");
  const format = useFormatter();
  const columns = useMemo<ColumnDef<Customer>[]>(
    () => [
      {
        id: "name",
        accessorFn: fullName,
        header: t("columns.name"),
        enableHiding: false,
        cell: ({ row }) => <NameCell customer={row.original} onView={actions.onView} />,
      },
      {
        id: "phone",
        header: t("columns.phone"),
        meta: { className: "hidden w-36 truncate text-sm tabular-nums md:table-cell" },
        cell: ({ row }) => phoneText(row.original),
      },
      {
        id: "group",
        header: t("columns.group"),
        meta: { className: "hidden w-32 truncate text-sm xl:table-cell" },
        cell: ({ row }) => row.original.group?.name,
      },
      {
        id: "tags",
        header: t("columns.tags"),
        meta: { className: "hidden w-44 2xl:table-cell" },
        cell: ({ row }) => <Tags tags={row.original.tags} />,
      },
      {
        id: "status",
        header: t("columns.status"),
        enableHiding: false,
        meta: { className: "w-24" },
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
      {
        id: "created",
        accessorKey: "createdAt",
        header: t("columns.created"),
        sortDescFirst: true,
        meta: { className: "hidden w-32 text-sm text-muted-foreground lg:table-cell" },
        cell: ({ row }) => (
          <time dateTime={row.original.createdAt} title={format.dateTime(row.original.createdAt)}>
            {format.date(row.original.createdAt)}
          </time>
        ),
      },
      {
        id: "actions",
        header: () => <span className="sr-only">{t("columns.actions")}</span>,
        enableHiding: false,
        meta: { className: "w-12", label: t("columns.actions") },
        cell: ({ row }) => <CustomerRowMenu customer={row.original} actions={actions} />,
      },
    ],
    [t, format, actions],
  );
  const sorting = useMemo(
    () => ({ value: SORT_OF_HEADER[sort], onChange: (next: SortingState) => onSort(sortOfHeader(next)) }),
    [sort, onSort],
  );
  const tableSelection = useMemo(
    () => ({
      value: selection,
      onChange: onSelectionChange,
      rowLabel: (customer: Customer) => t("selectRow", { name: fullName(customer) }),
      pageLabel: t("selectPage"),
    }),
    [selection, onSelectionChange, t],
  );
  return useDataTable({
    id: "customers",
    data: customers,
    columns,
    getRowId: (customer) => customer.id,
    selection: tableSelection,
    sorting,
  });
}

/** A customer as a card: the grid view, and the list below 768 px. */
export function CustomerCard({
  customer,
  isSelected,
  checkbox,
  actions,
}: {
  customer: Customer;
  isSelected: boolean;
  checkbox: React.ReactNode;
  actions: RowActions;
}) {
  return (
    <Card className={cn("h-full gap-3 p-4", isSelected && "border-primary/60 ring-1 ring-primary/30")}>
      <div className="flex items-start gap-2">
        {checkbox}
        <div className="min-w-0 flex-1">
          <NameCell customer={customer} onView={actions.onView} />
        </div>
        <CustomerRowMenu customer={customer} actions={actions} />
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <StatusBadge status={customer.status} />
        {customer.group && <Badge variant="outline">{customer.group.name}</Badge>}
        <span className="text-muted-foreground tabular-nums">{phoneText(customer)}</span>
      </div>
      <Tags tags={customer.tags} />
    </Card>
  );
}

/** Skeleton rows under a live "loading" announcement. */
export function CustomersSkeleton() {
  const t = useTranslations("customers.states");
  return (
    <DataTableSkeleton
      label={t("loading")}
      thumbClassName="size-9 rounded-full"
      detailClassName="w-1/2"
      trailing={
        <>
          <Skeleton className="hidden h-3.5 w-24 md:block" />
          <Skeleton className="h-5 w-14" />
        </>
      }
    />
  );
}
