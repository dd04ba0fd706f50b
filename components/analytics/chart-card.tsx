"use client";

import { Download, Table2, BarChart3 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, type ReactNode } from "react";
import { SandboxBadge } from "@/components/analytics/sandbox-badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toCsv } from "@/lib/csv/write";
import { saveBlob } from "@/lib/save-blob";
import { cn } from "@/lib/utils";

// Every analytics chart in one frame: its title, a CSV export of exactly the figures it draws, and
// the same figures as a table — read by screen readers while the chart shows (the drawing is
// aria-hidden) and shown instead of the chart on "Show as table".

export type ChartData = {
  /** Column headings, already translated. */
  columns: string[];
  /** Rows of display values (formatted for the table) and raw values (for the CSV). */
  rows: { display: ReactNode[]; raw: (string | number | null)[] }[];
  /** The CSV's file name, without ".csv". */
  fileName: string;
};

export function ChartCard({
  title,
  description,
  data,
  children,
  className,
  empty,
  badge = false,
}: {
  title: string;
  description?: string;
  data: ChartData;
  children: ReactNode;
  className?: string;
  /** Shown instead of the chart when there is nothing to draw: what would fill it. */
  empty?: ReactNode;
  /** The figures come from a sandbox account: labelled "Sandbox data". */
  badge?: boolean;
}) {
  const t = useTranslations("analytics.chart");
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const hasData = data.rows.length > 0;

  function exportCsv() {
    const csv = toCsv([data.columns, ...data.rows.map((row) => row.raw)]);
    saveBlob(new Blob([csv], { type: "text/csv;charset=utf-8" }), `${data.fileName}.csv`);
  }

  return (
    <Card className={cn("min-w-0 gap-4 p-4 sm:p-5", className)} aria-labelledby={titleId} role="region">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={titleId} className="flex flex-wrap items-center gap-2 text-sm font-semibold">
            {title}
            {badge && <SandboxBadge />}
          </h2>
          {description && <p className="mt-0.5 text-xs text-muted-foreground">{description}</p>}
        </div>
        {hasData && (
          <div className="flex shrink-0 items-center gap-1">
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={asTable}
              onClick={() => setAsTable((value) => !value)}
              className="h-8 px-2 text-xs"
            >
              {asTable ? <BarChart3 aria-hidden /> : <Table2 aria-hidden />}
              {asTable ? t("showChart") : t("showTable")}
            </Button>
            <Button variant="ghost" size="sm" onClick={exportCsv} className="h-8 px-2 text-xs">
              <Download aria-hidden />
              {t("exportCsv")}
            </Button>
          </div>
        )}
      </div>
      {!hasData ? (
        <div className="grid min-h-40 place-items-center rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
          {empty ?? t("empty")}
        </div>
      ) : (
        <>
          {!asTable && <div aria-hidden>{children}</div>}
          <div className={cn(asTable ? "max-h-96 overflow-auto rounded-lg border" : "sr-only")}>
            <Table>
              <TableHeader>
                <TableRow>
                  {data.columns.map((column) => (
                    <TableHead key={column}>{column}</TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.rows.map((row, index) => (
                  <TableRow key={index}>
                    {row.display.map((cell, column) => (
                      <TableCell key={column} className={column > 0 ? "tabular-nums" : undefined}>
                        {cell}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </>
      )}
    </Card>
  );
}
