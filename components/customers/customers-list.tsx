"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { ListCard } from "@/components/common/list-card";
import { CustomerRowMenu, type RowActions } from "@/components/customers/customer-row-menu";
import { StatusBadge } from "@/components/common/status-badge";
import { TagBadges } from "@/components/common/tag-badges";
import type { CardContext, ColumnDef } from "@/components/data-table/data-table";
import { actionsColumn, column, createdAtColumn } from "@/components/data-table/columns";
import { useListScreenTable, type ListScreenTableInput } from "@/components/data-table/list-screen-table";
import { DataTableSkeleton, type SkeletonShapes } from "@/components/data-table/states";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { fullName, initials, type Customer, type CustomerSort } from "@/lib/customers/list-query";
import { useFormatter } from "@/components/format/formatter-provider";

function CustomerStatusBadge({ status }: { status: Customer["status"] }) {
  const t = useTranslations("customers.status");
  return <StatusBadge tone={status === "active" ? "success" : "neutral"}>{t(status)}</StatusBadge>;
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

const customerId = (customer: Customer) => customer.id;
const groupName = (customer: Customer) => customer.group?.name;
const statusBadge = (customer: Customer) => <CustomerStatusBadge status={customer.status} />;
const phoneText = (customer: Customer) => (customer.phone ? `${customer.countryCode} ${customer.phone}` : "");

/** The name and "added" headers choose the same four orders as the sort menu. */
const HEADER_SORTS: Record<CustomerSort, string> = {
  newest: "-created",
  oldest: "created",
  name_asc: "name",
  name_desc: "-name",
};

/**
 * The customers list on the data-table kit: the server sorts (the name and "added" headers choose
 * the same four orders as the sort menu) and pages; phone, group, tags and the date can be hidden.
 */
export function useCustomersTable({
  customers,
  actions,
  ...input
}: ListScreenTableInput<CustomerSort, RowActions> & { customers: Customer[] }) {
  const t = useTranslations("customers");
  const format = useFormatter();
  const columns = useMemo<ColumnDef<Customer>[]>(() => {
    const nameCell = (customer: Customer) => <NameCell customer={customer} onView={actions.onView} />;
    return [
      column("name", t("columns.name"), nameCell, "", { sortBy: fullName, isFixed: true }),
      column("phone", t("columns.phone"), phoneText, "hidden w-36 truncate text-sm tabular-nums md:table-cell"),
      column("group", t("columns.group"), groupName, "hidden w-32 truncate text-sm xl:table-cell"),
      column("tags", t("columns.tags"), (customer) => <TagBadges tags={customer.tags} />, "hidden w-44 2xl:table-cell"),
      column("status", t("columns.status"), statusBadge, "w-24", { isFixed: true }),
      createdAtColumn(t("columns.created"), format, "hidden w-32 text-sm text-muted-foreground lg:table-cell"),
      actionsColumn(t("columns.actions"), (customer) => <CustomerRowMenu customer={customer} actions={actions} />),
    ];
  }, [t, format, actions]);
  return useListScreenTable({
    id: "customers",
    data: customers,
    columns,
    getRowId: customerId,
    headerSorts: HEADER_SORTS,
    rowName: fullName,
    t,
    ...input,
  });
}

/** A customer as a card: the grid view, and the list below 768 px. */
export function CustomerCard({
  customer,
  card,
  actions,
}: {
  customer: Customer;
  card: CardContext<Customer>;
  actions: RowActions;
}) {
  return (
    <ListCard
      card={card}
      name={<NameCell customer={customer} onView={actions.onView} />}
      menu={<CustomerRowMenu customer={customer} actions={actions} />}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <CustomerStatusBadge status={customer.status} />
        {customer.group && <Badge variant="outline">{customer.group.name}</Badge>}
        <span className="text-muted-foreground tabular-nums">{phoneText(customer)}</span>
      </div>
      <TagBadges tags={customer.tags} />
    </ListCard>
  );
}

const SKELETON: SkeletonShapes = {
  thumb: "size-9 rounded-full",
  detail: "w-1/2",
  trailing: ["hidden h-3.5 w-24 md:block", "h-5 w-14"],
};

/** Skeleton rows under a live "loading" announcement. */
export function CustomersSkeleton() {
  const t = useTranslations("customers.states");
  return <DataTableSkeleton label={t("loading")} shapes={SKELETON} />;
}
