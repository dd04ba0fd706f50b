"use client";

import { useTranslations } from "next-intl";
import { useBillingFormat } from "@/components/settings/billing/use-billing-format";
import { SampleNotice } from "@/components/settings/billing/sample-notice";
import { SettingsSection } from "@/components/settings/settings-page";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { SampleInvoice } from "@/lib/billing/overview";
import { cn } from "@/lib/utils";

/** The billing history table (spec 02 §3): sample invoices; "paid" in green, any other status in orange. */
export function BillingHistory({ invoices }: { invoices: SampleInvoice[] }) {
  const t = useTranslations("settings.billing.invoices");
  const planName = useTranslations("settings.overview.plans");
  const format = useBillingFormat();
  return (
    <SettingsSection id="billing-history" title={t("title")} description={t("description")}>
      <SampleNotice />
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t("columns.id")}</TableHead>
            <TableHead className="hidden sm:table-cell">{t("columns.date")}</TableHead>
            <TableHead className="hidden md:table-cell">{t("columns.period")}</TableHead>
            <TableHead className="hidden sm:table-cell">{t("columns.plan")}</TableHead>
            <TableHead className="text-right">{t("columns.amount")}</TableHead>
            <TableHead>{t("columns.status")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice.id}>
              <TableCell className="font-medium tabular-nums">
                {invoice.id}
                {/* On phones the date column folds under the invoice number. */}
                <span className="block text-xs font-normal text-muted-foreground sm:hidden">
                  {format.date(invoice.date)}
                </span>
              </TableCell>
              <TableCell className="hidden tabular-nums sm:table-cell">{format.date(invoice.date)}</TableCell>
              <TableCell className="hidden text-muted-foreground tabular-nums md:table-cell">
                {t("period", { start: format.date(invoice.periodStart), end: format.date(invoice.periodEnd) })}
              </TableCell>
              <TableCell className="hidden sm:table-cell">{planName(invoice.plan)}</TableCell>
              <TableCell className="text-right tabular-nums">{format.money(invoice.amount)}</TableCell>
              <TableCell>
                <span
                  className={cn(
                    "inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium",
                    invoice.status === "paid"
                      ? "bg-success/15 text-emerald-700 dark:text-emerald-300"
                      : "bg-orange-500/15 text-orange-700 dark:text-orange-300",
                  )}
                >
                  <span
                    aria-hidden
                    className={cn("size-1.5 rounded-full", invoice.status === "paid" ? "bg-success" : "bg-orange-500")}
                  />
                  {t(`status.${invoice.status}`)}
                </span>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </SettingsSection>
  );
}
