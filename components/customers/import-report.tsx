"use client";

import { CircleCheck, Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { useFormatter } from "@/components/format/formatter-provider";
import { cn } from "@/lib/utils";
import { REPORT_ROWS_SHOWN, type ImportReport } from "@/components/customers/import-model";

/**
 * The import's outcome: the counts, the first rejected rows (a 10,000-row rejection list is not
 * rendered: the full list is in the downloadable CSV) and the download itself.
 */
export function ImportReportStep({
  report,
  fieldLabel,
  onDownload,
  onClose,
}: {
  report: ImportReport;
  fieldLabel: (field: string) => string;
  onDownload: () => void;
  onClose: () => void;
}) {
  const t = useTranslations("customers.import");
  const format = useFormatter();
  const shown = report.errors.slice(0, REPORT_ROWS_SHOWN);
  const hidden = report.errors.length - shown.length;
  const counts = [
    { key: "total", value: report.total },
    { key: "inserted", value: report.inserted },
    { key: "updated", value: report.updated },
    { key: "rejected", value: report.rejected },
  ] as const;

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {counts.map(({ key, value }) => (
          <div key={key} className="rounded-md border p-3">
            <dt className="text-xs text-muted-foreground">{t(key)}</dt>
            <dd
              className={cn(
                "text-xl font-semibold tabular-nums",
                key === "rejected" && value > 0 && "text-destructive",
              )}
            >
              {format.number(value)}
            </dd>
          </div>
        ))}
      </dl>

      {shown.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CircleCheck className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden />
          {t("allImported")}
        </p>
      ) : (
        <section className="flex min-w-0 flex-col gap-2" aria-labelledby="import-rejected-title">
          <h3 id="import-rejected-title" className="text-sm font-medium">
            {t("rejectedRows")}
          </h3>
          <div
            className="max-h-72 overflow-auto rounded-md border"
            tabIndex={0}
            aria-labelledby="import-rejected-title"
          >
            <table className="w-full text-sm">
              <thead className="sticky top-0 z-10 bg-background shadow-[inset_0_-1px_0_var(--border)]">
                <tr className="text-left">
                  <th scope="col" className="w-px px-2 py-2 font-medium whitespace-nowrap sm:px-3">
                    {t("row")}
                  </th>
                  <th scope="col" className="w-px px-2 py-2 font-medium whitespace-nowrap sm:px-3">
                    {t("fieldCol")}
                  </th>
                  <th scope="col" className="px-2 py-2 font-medium sm:px-3">
                    {t("reason")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {shown.map((item, index) => (
                  <tr key={`${item.row}-${index}`} className="align-top">
                    <td className="px-2 py-2 text-muted-foreground tabular-nums sm:px-3">{format.number(item.row)}</td>
                    <td className="px-2 py-2 whitespace-nowrap sm:px-3">{item.field ? fieldLabel(item.field) : ""}</td>
                    <td className="px-2 py-2 break-words sm:px-3">{item.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {hidden > 0 && <p className="text-sm text-muted-foreground">{t("more", { count: format.number(hidden) })}</p>}
        </section>
      )}

      <DialogFooter>
        {report.errors.length > 0 && (
          <Button variant="outline" onClick={onDownload}>
            <Download aria-hidden />
            {t("downloadCsv")}
          </Button>
        )}
        <Button onClick={onClose}>{t("close")}</Button>
      </DialogFooter>
    </div>
  );
}
