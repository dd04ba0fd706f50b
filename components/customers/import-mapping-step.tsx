"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Select, SelectContent, SelectItem, SelectSeparator, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { IMPORT_FIELDS, REQUIRED_IMPORT_FIELDS, type ImportField } from "@/lib/csv/customer-columns";
import { useFormatter } from "@/components/format/formatter-provider";
import { SelectOptions } from "@/components/form/select-options";
import {
  isImportField,
  mappedColumns,
  missingRequiredFields,
  type ColumnFields,
  type ImportMode,
  type ImportPreview,
} from "@/components/customers/import-model";

/** Radix Select has no empty value: this one stands for "do not import this column". */
const SKIP_VALUE = "__skip";
const REQUIRED = new Set<ImportField>(REQUIRED_IMPORT_FIELDS);
const MISSING_HINT_ID = "import-missing-required";

/** The file's header is worth repeating under the field's name only when it says something else. */
const sameName = (header: string | undefined, label: string) =>
  (header ?? "").trim().toLocaleLowerCase("tr") === label.toLocaleLowerCase("tr");

/** The preview: each CSV column's field (editable), the first rows under those fields, skip or update. */
export function ImportMappingStep({
  fileName,
  preview,
  fields,
  mode,
  onFieldChange,
  onModeChange,
  onBack,
  onImport,
}: {
  fileName: string;
  preview: ImportPreview;
  fields: ColumnFields;
  mode: ImportMode;
  onFieldChange: (column: number, field: ImportField | null) => void;
  onModeChange: (mode: ImportMode) => void;
  onBack: () => void;
  onImport: () => void;
}) {
  const t = useTranslations();
  const format = useFormatter();
  const label = (field: ImportField) => t(`import.columns.${field}`);
  const markedLabel = (field: ImportField) => (REQUIRED.has(field) ? `${label(field)} *` : label(field));
  const missing = missingRequiredFields(fields);
  const columns = mappedColumns(fields);
  const firstRow = preview.rows[0]?.fields ?? [];

  return (
    <div className="flex min-w-0 flex-col gap-5">
      <p className="text-sm text-muted-foreground">
        <span className="font-medium break-all text-foreground">{fileName}</span>
        {" · "}
        {t("customers.import.totalRows", { count: format.number(preview.totalRows) })}
      </p>

      <section className="flex min-w-0 flex-col gap-2" aria-labelledby="import-mapping-title">
        <h3 id="import-mapping-title" className="text-sm font-medium">
          {t("customers.import.mapping")}
        </h3>
        <p className="text-xs text-muted-foreground">{t("customers.import.mappingHint")}</p>
        <ul className="divide-y rounded-md border">
          {preview.headers.map((header, index) => {
            const field = fields[index] ?? null;
            const sample = firstRow[index]?.trim();
            const columnName = header || t("customers.import.columnNumber", { number: index + 1 });
            return (
              <li
                key={index}
                className="grid grid-cols-[minmax(0,1fr)_minmax(0,10rem)] items-center gap-3 px-3 py-2 sm:grid-cols-[minmax(0,1fr)_14rem]"
              >
                <div className="min-w-0">
                  <p className="truncate font-mono text-xs font-medium" title={columnName}>
                    {columnName}
                  </p>
                  {sample && (
                    <p className="truncate text-xs text-muted-foreground" title={sample}>
                      {t("customers.import.example", { value: sample })}
                    </p>
                  )}
                </div>
                <Select
                  value={field ?? SKIP_VALUE}
                  onValueChange={(value) => onFieldChange(index, isImportField(value) ? value : null)}
                >
                  <SelectTrigger
                    size="sm"
                    className="w-full min-w-0"
                    aria-label={t("customers.import.columnField", { column: columnName })}
                  >
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={SKIP_VALUE}>{t("customers.import.skipColumn")}</SelectItem>
                    <SelectSeparator />
                    <SelectOptions values={IMPORT_FIELDS} label={(option) => markedLabel(option)} />
                  </SelectContent>
                </Select>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="flex min-w-0 flex-col gap-2" aria-labelledby="import-rows-title">
        <h3 id="import-rows-title" className="text-sm font-medium">
          {t("customers.import.rows")}
        </h3>
        {columns.length === 0 ? (
          <p className="rounded-md border border-dashed px-3 py-4 text-center text-sm text-muted-foreground">
            {t("customers.import.noMappedColumns")}
          </p>
        ) : (
          <div className="min-w-0 rounded-md border">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead className="w-12">{t("customers.import.row")}</TableHead>
                  {columns.map(({ index, field }) => (
                    <TableHead key={index} className="h-auto py-2 align-bottom">
                      <span className="block">{label(field)}</span>
                      {!sameName(preview.headers[index], label(field)) && (
                        <span className="block max-w-40 truncate font-mono text-xs font-normal text-muted-foreground">
                          {preview.headers[index]}
                        </span>
                      )}
                    </TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {preview.rows.map((record) => (
                  <TableRow key={record.row}>
                    <TableCell className="text-muted-foreground tabular-nums">{record.row}</TableCell>
                    {columns.map(({ index }) => (
                      <TableCell key={index} className="max-w-48 truncate" title={record.fields[index]}>
                        {record.fields[index]}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </section>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t("customers.import.mode")}</legend>
        <RadioGroup value={mode} onValueChange={(value) => onModeChange(value === "update" ? "update" : "skip")}>
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

      {missing.length > 0 && (
        <p
          id={MISSING_HINT_ID}
          role="status"
          className="rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-800 dark:text-amber-300"
        >
          {t("customers.import.missingRequired", { fields: missing.map(label).join(", ") })}
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onBack}>
          {t("customers.import.back")}
        </Button>
        <Button
          disabled={missing.length > 0}
          aria-describedby={missing.length > 0 ? MISSING_HINT_ID : undefined}
          onClick={onImport}
        >
          {t("customers.import.start")}
        </Button>
      </DialogFooter>
    </div>
  );
}
