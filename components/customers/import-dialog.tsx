"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { FormAlert } from "@/components/form/form-alert";
import { requestErrorText } from "@/components/form/field-messages";
import { ImportMappingStep } from "@/components/customers/import-mapping-step";
import {
  assignField,
  csvDelimiterFor,
  initialColumnFields,
  isImportField,
  mappingPayload,
  rejectionsCsv,
  sampleCsv,
  SAMPLE_CUSTOMERS,
  type ColumnFields,
  type ImportMode,
  type ImportPreview,
  type ImportReport,
} from "@/components/customers/import-model";
import { ImportProgress } from "@/components/customers/import-progress";
import { useFormatter } from "@/components/format/formatter-provider";
import { ImportReportStep } from "@/components/customers/import-report";
import { ImportUploadStep } from "@/components/customers/import-upload-step";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { DialogHeading } from "@/components/common/dialog-heading";
import { apiUpload, isAbortError, type UploadProgress } from "@/lib/api-client";
import { IMPORT_FILE_LIMIT_BYTES } from "@/lib/constants";
import { IMPORT_FIELDS, type ImportField } from "@/lib/csv/customer-columns";
import type { ImportDialogProps } from "@/components/common/dialog-props";

const IMPORT_PATH = "/customers/import";

type Step =
  | { kind: "choose" }
  | { kind: "reading"; file: File; progress: UploadProgress | null }
  | { kind: "mapping"; file: File; preview: ImportPreview; fields: ColumnFields }
  | { kind: "importing"; file: File; preview: ImportPreview; fields: ColumnFields; progress: UploadProgress | null }
  | { kind: "report"; file: File; report: ImportReport };

function downloadCsv(fileName: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * CSV → preview with an editable column mapping and skip-or-update → import with upload progress
 * → the report (counts, rejected rows, downloadable as CSV).
 */
export function ImportDialog({ open, onOpenChange, onImported }: ImportDialogProps) {
  const t = useTranslations();
  const locale = useLocale();
  const format = useFormatter();
  const [step, setStep] = useState<Step>({ kind: "choose" });
  const [mode, setMode] = useState<ImportMode>("skip");
  const [error, setError] = useState<string | null>(null);
  const upload = useRef<AbortController | null>(null);

  // Once the file is sent, the server is writing rows: the dialog stays until it answers.
  const isSaving = step.kind === "importing" && step.progress !== null && step.progress.loaded >= step.progress.total;

  const fieldLabel = (field: string) => (isImportField(field) ? t(`import.columns.${field}`) : field);

  const send = async <T,>(form: FormData, onProgress: (progress: UploadProgress) => void): Promise<T> => {
    const controller = new AbortController();
    upload.current = controller;
    try {
      return (await apiUpload<T>(IMPORT_PATH, form, { signal: controller.signal, onProgress })).data;
    } finally {
      if (upload.current === controller) upload.current = null;
    }
  };

  const reset = () => {
    upload.current?.abort();
    setStep({ kind: "choose" });
    setMode("skip");
    setError(null);
  };

  const close = (next: boolean) => {
    if (next) return onOpenChange(true);
    if (isSaving) return;
    onOpenChange(false);
    reset();
  };

  const readFile = async (file: File) => {
    setError(null);
    setStep({ kind: "reading", file, progress: null });
    const form = new FormData();
    form.set("file", file);
    form.set("preview", "1");
    const onProgress = (progress: UploadProgress) =>
      setStep((current) => (current.kind === "reading" && current.file === file ? { ...current, progress } : current));
    if (file.size > IMPORT_FILE_LIMIT_BYTES) {
      setStep({ kind: "choose" });
      setError(t("customers.import.tooLarge", { limit: format.bytes(IMPORT_FILE_LIMIT_BYTES) }));
      return;
    }
    let preview: ImportPreview;
    try {
      preview = await send<ImportPreview>(form, onProgress);
    } catch (caught) {
      if (isAbortError(caught)) return;
      setStep({ kind: "choose" });
      setError(requestErrorText(caught, t("customers.import.error")));
      return;
    }
    setStep((current) =>
      current.kind === "reading" && current.file === file
        ? { kind: "mapping", file, preview, fields: initialColumnFields(preview) }
        : current,
    );
  };

  const runImport = async () => {
    if (step.kind !== "mapping") return;
    const { file, preview, fields } = step;
    setError(null);
    setStep({ kind: "importing", file, preview, fields, progress: null });
    const form = new FormData();
    form.set("file", file);
    form.set("mode", mode);
    form.set("mapping", mappingPayload(fields));
    const onProgress = (progress: UploadProgress) =>
      setStep((current) =>
        current.kind === "importing" && current.file === file ? { ...current, progress } : current,
      );
    try {
      const report = await send<ImportReport>(form, onProgress);
      setStep({ kind: "report", file, report });
      toast.success(t("customers.import.done", { count: report.inserted + report.updated }));
      onImported();
    } catch (caught) {
      setStep((current) => (current.kind === "importing" ? { kind: "mapping", file, preview, fields } : current));
      if (!isAbortError(caught)) setError(requestErrorText(caught, t("customers.import.error")));
    }
  };

  const changeField = (column: number, field: ImportField | null) =>
    setStep((current) =>
      current.kind === "mapping" ? { ...current, fields: assignField(current.fields, column, field) } : current,
    );

  const downloadReport = (report: ImportReport) =>
    downloadCsv(
      `${t("customers.import.reportFile")}.csv`,
      rejectionsCsv(
        report.errors,
        {
          row: t("customers.import.row"),
          field: t("customers.import.fieldCol"),
          reason: t("customers.import.reason"),
        },
        fieldLabel,
        csvDelimiterFor(locale),
      ),
    );

  const downloadSample = () => {
    const headers = Object.fromEntries(IMPORT_FIELDS.map((field) => [field, t(`import.columns.${field}`)])) as Record<
      ImportField,
      string
    >;
    const rows = SAMPLE_CUSTOMERS.map(({ customerType, cells }) => ({
      ...cells,
      group: t(`customers.import.sampleRows.${customerType}.group`),
      tags: t(`customers.import.sampleRows.${customerType}.tags`),
      notes: t(`customers.import.sampleRows.${customerType}.notes`),
      status: t("import.values.active"),
      customerType: t(`import.values.${customerType}`),
    }));
    downloadCsv(`${t("customers.import.sampleFile")}.csv`, sampleCsv(headers, rows, csvDelimiterFor(locale)));
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        closeLabel={t("common.close")}
        showCloseButton={!isSaving}
        onEscapeKeyDown={(event) => isSaving && event.preventDefault()}
        onInteractOutside={(event) => isSaving && event.preventDefault()}
        className="max-h-[90dvh] overflow-y-auto outline-none sm:max-w-2xl"
      >
        <DialogHeading
          title={t(step.kind === "report" ? "customers.import.report" : "customers.import.title")}
          description={
            step.kind === "report"
              ? t("customers.import.reportText", { file: step.file.name })
              : t("customers.import.text")
          }
        />
        {error && <FormAlert>{error}</FormAlert>}

        {step.kind === "choose" && <ImportUploadStep onFile={readFile} onDownloadSample={downloadSample} />}

        {step.kind === "reading" && (
          <ImportProgress progress={step.progress} processingLabel={t("customers.import.reading")} onCancel={reset} />
        )}

        {step.kind === "mapping" && (
          <ImportMappingStep
            fileName={step.file.name}
            preview={step.preview}
            fields={step.fields}
            mode={mode}
            onFieldChange={changeField}
            onModeChange={setMode}
            onBack={reset}
            onImport={runImport}
          />
        )}

        {step.kind === "importing" && (
          <ImportProgress
            progress={step.progress}
            processingLabel={t("customers.import.importing")}
            onCancel={() => upload.current?.abort()}
          />
        )}

        {step.kind === "report" && (
          <ImportReportStep
            report={step.report}
            fieldLabel={fieldLabel}
            onDownload={() => downloadReport(step.report)}
            onClose={() => close(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
