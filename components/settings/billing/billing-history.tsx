"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { column } from "@/components/data-table/columns";
import { DataTable, useDataTable, type ColumnDef } from "@/components/data-table/data-table";
import { useBillingFormat } from "@/components/settings/billing/use-billing-format";
import { SampleNotice } from "@/components/settings/billing/sample-notice";
import { SettingsSection } from "@/components/settings/settings-page";
import type { SampleInvoice } from "@/lib/billing/overview";
import { cn } from "@/lib/utils";

/** Invoices sort by their day. */
const dateValue = (invoice: SampleInvoice) => new Date(invoice.date).getTime();

function InvoiceStatus({ status }: { status: SampleInvoice["status"] }) {
  const t = useTranslations("settings.billing.invoices");
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium",
        status === "paid"
          ? "bg-success/15 text-emerald-700 dark:text-emerald-300"
          : "bg-orange-500/15 text-orange-700 dark:text-orange-300",
      )}
    >
      <span aria-hidden className={cn("size-1.5 rounded-full", status === "paid" ? "bg-success" : "bg-orange-500")} />
      {t(`status.${status}`)}
    </span>
  );
}

/**
 * The billing history table (spec 02 §3): sample invoices; "paid" in green, any other status in
 * orange. Date and amount sort on a click; on phones each invoice is a card.
 */
export function BillingHistory({ invoices }: { invoices: SampleInvoice[] }) {
  const t = useTranslations("settings.billing.invoices");
  const planName = useTranslations("settings.overview.plans");
  const format = useBillingFormat();
  const columns = useMemo<ColumnDef<SampleInvoice>[]>(() => {
    const date = (invoice: SampleInvoice) => format.date(invoice.date);
    const period = (invoice: SampleInvoice) =>
      t("period", { start: format.date(invoice.periodStart), end: format.date(invoice.periodEnd) });
    const amount = (invoice: SampleInvoice) => format.money(invoice.amount);
    return [
      column("id", t("columns.id"), (invoice) => invoice.id, "font-medium tabular-nums"),
      column("date", t("columns.date"), date, "tabular-nums", { sortBy: dateValue, descFirst: true }),
      column("period", t("columns.period"), period, "hidden text-muted-foreground tabular-nums lg:table-cell"),
      column("plan", t("columns.plan"), (invoice) => planName(invoice.plan)),
      column("amount", t("columns.amount"), amount, "text-right tabular-nums", { sortBy: "amount" }),
      column("status", t("columns.status"), (invoice) => <InvoiceStatus status={invoice.status} />),
    ];
  }, [t, planName, format]);
  const table = useDataTable({ id: "billing-history", data: invoices, columns, getRowId: (invoice) => invoice.id });
  return (
    <SettingsSection id="billing-history" title={t("title")} description={t("description")}>
      <SampleNotice />
      <DataTable
        table={table}
        label={t("title")}
        className="rounded-none border-0"
        renderCard={(invoice) => (
          <div className="flex items-start justify-between gap-3 rounded-lg border p-3 text-sm">
            <div className="flex min-w-0 flex-col gap-0.5">
              <span className="font-medium tabular-nums">{invoice.id}</span>
              <span className="text-xs text-muted-foreground tabular-nums">
                {format.date(invoice.date)} · {planName(invoice.plan)}
              </span>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <span className="tabular-nums">{format.money(invoice.amount)}</span>
              <InvoiceStatus status={invoice.status} />
            </div>
          </div>
        )}
      />
    </SettingsSection>
  );
}
