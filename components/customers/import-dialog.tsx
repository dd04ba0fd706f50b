"use client";

import { Download, FileUp } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState, type ChangeEvent } from "react";
import { toast } from "sonner";
import { FormAlert } from "@/components/auth/form-alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ApiError } from "@/lib/api-client";
import type { ImportField } from "@/lib/csv/customer-columns";
import { CSV_BOM, CSV_LINE_END, csvLine } from "@/lib/csv/write";
import { formatNumber } from "@/lib/format";
import { toLocale } from "@/lib/i18n/config";

type Preview = {
  delimiter: string;
  headers: string[];
  mapping: Record<string, ImportField>;
  totalRows: number;
  rows: { row: number; fields: string[] }[];
};

type Report = {
  total: number;
  inserted: number;
  updated: number;
  rejected: number;
  errors: { row: number; field?: string; reason: string }[];
};

type Step = { kind: "choose" } | { kind: "preview"; file: File; preview: Preview } | { kind: "report"; report: Report };

/** The multipart upload: api() speaks JSON only, so the envelope is read here the same way. */
async function upload<T>(form: FormData): Promise<T> {
  const response = await fetch("/api/v1/customers/import", { method: "POST", body: form, credentials: "same-origin" });
  const envelope = (await response.json().catch(() => null)) as {
    success?: boolean;
    data?: T;
    message?: string;
    code?: string;
    errors?: { field: string; message: string }[];
  } | null;
  if (response.ok && envelope?.success) return envelope.data as T;
  const message = envelope?.errors?.length
    ? envelope.errors.map((item) => item.message).join(", ")
    : envelope?.message || `HTTP error! status: ${response.status}`;
  throw new ApiError(message, { status: response.status, code: envelope?.code ?? "UNKNOWN" });
}

const PREVIEW_COLUMNS_SHOWN = 6;

/** CSV → preview with the column mapping → skip or update → import → the report. */
export function ImportDialog({
  open,
  onOpenChange,
  onImported,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onImported: () => void;
}) {
  const t = useTranslations();
  const locale = toLocale(useLocale());
  const [step, setStep] = useState<Step>({ kind: "choose" });
  const [mode, setMode] = useState<"skip" | "update">("skip");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setStep({ kind: "choose" });
    setMode("skip");
    setError(null);
  };
  const close = (next: boolean) => {
    if (busy) return;
    onOpenChange(next);
    if (!next) reset();
  };
  const failure = (caught: unknown) =>
    setError(caught instanceof ApiError && caught.message ? caught.message : t("customers.import.error"));

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setError(null);
    setBusy(true);
    try {
      const form = new FormData();
      form.set("file", file);
      form.set("preview", "1");
      setStep({ kind: "preview", file, preview: await upload<Preview>(form) });
    } catch (caught) {
      failure(caught);
    } finally {
      setBusy(false);
    }
  };

  const runImport = async () => {
    if (step.kind !== "preview") return;
    setError(null);
    setBusy(true);
    try {
      const form = new FormData();
      form.set("file", step.file);
      form.set("mode", mode);
      const report = await upload<Report>(form);
      setStep({ kind: "report", report });
      toast.success(t("customers.import.done", { count: report.inserted + report.updated }));
      onImported();
    } catch (caught) {
      failure(caught);
    } finally {
      setBusy(false);
    }
  };

  const downloadReport = (report: Report) => {
    const lines = [
      csvLine([t("customers.import.row"), t("customers.import.fieldCol"), t("customers.import.reason")]),
      ...report.errors.map((item) => csvLine([item.row, item.field ?? "", item.reason])),
    ];
    const blob = new Blob([CSV_BOM + lines.join(CSV_LINE_END) + CSV_LINE_END], { type: "text/csv;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = `${t("customers.import.reportFile")}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };

  const fieldLabel = (field: ImportField | undefined) =>
    field ? t(`import.columns.${field}`) : t("customers.import.ignored");

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel={t("common.close")} className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t(step.kind === "report" ? "customers.import.report" : "customers.import.title")}</DialogTitle>
          <DialogDescription>{t("customers.import.text")}</DialogDescription>
        </DialogHeader>
        {error && <FormAlert>{error}</FormAlert>}

        {step.kind === "choose" && (
          <label className="flex cursor-pointer flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-10 text-center text-sm outline-none focus-within:ring-[3px] focus-within:ring-ring/50 hover:bg-accent/50">
            <FileUp className="size-8 text-muted-foreground" aria-hidden />
            <span className="font-medium">{busy ? t("customers.import.reading") : t("customers.import.choose")}</span>
            <input
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              disabled={busy}
              onChange={choose}
              aria-label={t("customers.import.file")}
            />
          </label>
        )}

        {step.kind === "preview" && (
          <div className="flex min-w-0 flex-col gap-4">
            <p className="text-sm text-muted-foreground">
              {step.file.name} ·{" "}
              {t("customers.import.totalRows", { count: formatNumber(step.preview.totalRows, locale) })}
            </p>
            <section className="flex flex-col gap-2">
              <h3 className="text-sm font-medium">{t("customers.import.mapping")}</h3>
              <div className="overflow-x-auto rounded-md border">
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>{t("customers.import.column")}</TableHead>
                      <TableHead>{t("customers.import.field")}</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {step.preview.headers.map((header, index) => (
                      <TableRow key={`${header}-${index}`}>
                        <TableCell className="font-mono text-xs">{header}</TableCell>
                        <TableCell className={step.preview.mapping[index] ? "" : "text-muted-foreground"}>
                          {fieldLabel(step.preview.mapping[index])}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            </section>
            <section className="flex flex-col gap-2">
              <h3 className="text-sm font-medium">{t("customers.import.rows")}</h3>
              <div className="overflow-x-auto rounded-md border">
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead className="w-12">{t("customers.import.row")}</TableHead>
                      {step.preview.headers.slice(0, PREVIEW_COLUMNS_SHOWN).map((header, index) => (
                        <TableHead key={`${header}-${index}`}>{header}</TableHead>
                      ))}
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {step.preview.rows.map((record) => (
                      <TableRow key={record.row}>
                        <TableCell className="tabular-nums">{record.row}</TableCell>
                        {record.fields.slice(0, PREVIEW_COLUMNS_SHOWN).map((value, index) => (
                          <TableCell key={index} className="max-w-40 truncate">
                            {value}
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            </section>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">{t("customers.import.mode")}</legend>
              <RadioGroup value={mode} onValueChange={(value) => setMode(value as "skip" | "update")}>
                {(["skip", "update"] as const).map((option) => (
                  <div key={option} className="flex items-center gap-2">
                    <RadioGroupItem id={`import-mode-${option}`} value={option} />
                    <Label htmlFor={`import-mode-${option}`} className="font-normal">
                      {t(`customers.import.${option}`)}
                    </Label>
                  </div>
                ))}
              </RadioGroup>
            </fieldset>
            {busy && (
              <div role="status" className="flex flex-col gap-1.5">
                <span className="text-sm text-muted-foreground">{t("customers.import.importing")}</span>
                <div className="h-1.5 overflow-hidden rounded-full bg-muted">
                  <div className="h-full w-1/3 animate-pulse rounded-full bg-primary" />
                </div>
              </div>
            )}
            <DialogFooter>
              <Button variant="outline" disabled={busy} onClick={reset}>
                {t("customers.import.back")}
              </Button>
              <Button disabled={busy} onClick={runImport}>
                {busy ? t("customers.import.importing") : t("customers.import.start")}
              </Button>
            </DialogFooter>
          </div>
        )}

        {step.kind === "report" && (
          <div className="flex min-w-0 flex-col gap-4">
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {(["total", "inserted", "updated", "rejected"] as const).map((key) => (
                <div key={key} className="rounded-md border p-3">
                  <dt className="text-xs text-muted-foreground">{t(`customers.import.${key}`)}</dt>
                  <dd className="text-xl font-semibold tabular-nums">{formatNumber(step.report[key], locale)}</dd>
                </div>
              ))}
            </dl>
            {step.report.errors.length > 0 && (
              <div className="max-h-64 overflow-auto rounded-md border">
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead className="w-16">{t("customers.import.row")}</TableHead>
                      <TableHead className="w-28">{t("customers.import.fieldCol")}</TableHead>
                      <TableHead>{t("customers.import.reason")}</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {step.report.errors.map((item, index) => (
                      <TableRow key={`${item.row}-${index}`}>
                        <TableCell className="tabular-nums">{item.row}</TableCell>
                        <TableCell>{item.field ? fieldLabel(item.field as ImportField) : ""}</TableCell>
                        <TableCell className="whitespace-normal">{item.reason}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            )}
            <DialogFooter>
              {step.report.errors.length > 0 && (
                <Button variant="outline" onClick={() => downloadReport(step.report)}>
                  <Download aria-hidden />
                  {t("customers.import.download")}
                </Button>
              )}
              <Button onClick={() => close(false)}>{t("customers.import.close")}</Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
