"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { CustomerRowMenu, type RowActions } from "@/components/customers/customer-row-menu";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { fullName, initials, type Customer, type Pagination } from "@/lib/customers/list-query";
import { useFormatter } from "@/components/format/formatter-provider";
import { cn } from "@/lib/utils";

export type Selection = {
  selected: ReadonlySet<string>;
  toggle: (id: string, checked: boolean) => void;
  togglePage: (checked: boolean) => void;
};

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

/** The table: on phones only the name, the status and the menu stay. */
export function CustomersTable({
  customers,
  selection,
  actions,
}: {
  customers: Customer[];
  selection: Selection;
  actions: RowActions;
}) {
  const t = useTranslations("customers");
  const format = useFormatter();
  const selectedOnPage = customers.filter((customer) => selection.selected.has(customer.id)).length;
  const pageState = selectedOnPage === 0 ? false : selectedOnPage === customers.length ? true : "indeterminate";
  return (
    <div className="overflow-hidden rounded-lg border">
      <Table className="table-fixed">
        <TableHeader>
          <TableRow>
            <TableHead className="w-10">
              <Checkbox
                checked={pageState}
                onCheckedChange={(checked) => selection.togglePage(checked === true)}
                aria-label={t("selectPage")}
              />
            </TableHead>
            <TableHead>{t("columns.name")}</TableHead>
            <TableHead className="hidden w-36 md:table-cell">{t("columns.phone")}</TableHead>
            <TableHead className="hidden w-32 xl:table-cell">{t("columns.group")}</TableHead>
            <TableHead className="hidden w-44 2xl:table-cell">{t("columns.tags")}</TableHead>
            <TableHead className="w-24">{t("columns.status")}</TableHead>
            <TableHead className="hidden w-28 lg:table-cell">{t("columns.created")}</TableHead>
            <TableHead className="w-12">
              <span className="sr-only">{t("columns.actions")}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {customers.map((customer) => (
            <TableRow key={customer.id} data-state={selection.selected.has(customer.id) ? "selected" : undefined}>
              <TableCell>
                <Checkbox
                  checked={selection.selected.has(customer.id)}
                  onCheckedChange={(checked) => selection.toggle(customer.id, checked === true)}
                  aria-label={t("selectRow", { name: fullName(customer) })}
                />
              </TableCell>
              <TableCell>
                <NameCell customer={customer} onView={actions.onView} />
              </TableCell>
              <TableCell className="hidden truncate text-sm tabular-nums md:table-cell">
                {phoneText(customer)}
              </TableCell>
              <TableCell className="hidden truncate text-sm xl:table-cell">{customer.group?.name}</TableCell>
              <TableCell className="hidden 2xl:table-cell">
                <Tags tags={customer.tags} />
              </TableCell>
              <TableCell>
                <StatusBadge status={customer.status} />
              </TableCell>
              <TableCell className="hidden text-sm text-muted-foreground lg:table-cell">
                <time dateTime={customer.createdAt} title={format.dateTime(customer.createdAt)}>
                  {format.date(customer.createdAt)}
                </time>
              </TableCell>
              <TableCell>
                <CustomerRowMenu customer={customer} actions={actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** The same page as cards. */
export function CustomersGrid({
  customers,
  selection,
  actions,
}: {
  customers: Customer[];
  selection: Selection;
  actions: RowActions;
}) {
  const t = useTranslations("customers");
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {customers.map((customer) => (
        <li key={customer.id}>
          <Card
            className={cn(
              "h-full gap-3 p-4",
              selection.selected.has(customer.id) && "border-primary/60 ring-1 ring-primary/30",
            )}
          >
            <div className="flex items-start gap-2">
              <Checkbox
                className="mt-2.5"
                checked={selection.selected.has(customer.id)}
                onCheckedChange={(checked) => selection.toggle(customer.id, checked === true)}
                aria-label={t("selectRow", { name: fullName(customer) })}
              />
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
        </li>
      ))}
    </ul>
  );
}

/** Skeleton rows under a live "loading" announcement. */
export function CustomersSkeleton() {
  const t = useTranslations("customers.states");
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-2 rounded-lg border p-3">
      <span className="sr-only">{t("loading")}</span>
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} className="flex items-center gap-3 py-1.5" aria-hidden>
          <Skeleton className="size-4" />
          <Skeleton className="size-9 rounded-full" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-3.5 w-1/3" />
            <Skeleton className="h-3 w-1/2" />
          </div>
          <Skeleton className="hidden h-3.5 w-24 md:block" />
          <Skeleton className="h-5 w-14" />
        </div>
      ))}
    </div>
  );
}

/** "1–100 of 300" with previous and next. */
export function CustomersPagination({
  pagination,
  shown,
  onPage,
}: {
  pagination: Pagination;
  shown: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslations("customers.pagination");
  const format = useFormatter();
  const from = pagination.total === 0 ? 0 : (pagination.page - 1) * pagination.limit + 1;
  const to = from === 0 ? 0 : from + shown - 1;
  return (
    <nav aria-label={t("label")} className="flex items-center justify-between gap-2">
      <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
        {t("range", {
          from: format.number(from),
          to: format.number(to),
          total: format.count(pagination.total, pagination.totalExact),
        })}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label={t("previous")}
          disabled={pagination.page <= 1}
          onClick={() => onPage(pagination.page - 1)}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={t("next")}
          disabled={pagination.totalExact ? pagination.page >= pagination.totalPages : shown < pagination.limit}
          onClick={() => onPage(pagination.page + 1)}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
