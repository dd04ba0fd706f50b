import { IMPORT_FIELDS, REQUIRED_IMPORT_FIELDS, type ImportField } from "@/lib/csv/customer-columns";
import type { CsvDelimiter } from "@/lib/csv/parse";
import { CSV_BOM, csvLine } from "@/lib/csv/write";
import type { ImportRejection } from "@/lib/customers/types";

// The import dialog's pure parts: the preview shape of POST /api/v1/customers/import (the report's
// is in lib/customers/types), the editable column mapping, and the two CSV files the dialog writes
// in the browser (the rejected-rows report and the sample), kept apart from React so they can be
// unit-tested.

export type { ImportMode, ImportRejection, ImportReport } from "@/lib/customers/types";

/** `preview=1`'s answer. */
export type ImportPreview = {
  delimiter: string;
  headers: string[];
  /** Column index → field, as the server auto-mapped the headers. */
  mapping: Record<string, ImportField>;
  totalRows: number;
  rows: { row: number; fields: string[] }[];
};

/** One entry per CSV column: the field it fills, or null when it is not imported. */
export type ColumnFields = (ImportField | null)[];

/** Rows of the report rendered in the dialog; the downloadable CSV has all of them. */
export const REPORT_ROWS_SHOWN = 200;

export const isImportField = (value: string | undefined): value is ImportField =>
  value !== undefined && (IMPORT_FIELDS as readonly string[]).includes(value);

/** The editable mapping, starting from the server's auto-mapping. */
export function initialColumnFields(preview: ImportPreview): ColumnFields {
  return preview.headers.map((_, index) => preview.mapping[String(index)] ?? null);
}

/** Gives `field` to `column`; a field belongs to one column only, so any other column holding it is cleared. */
export function assignField(fields: ColumnFields, column: number, field: ImportField | null): ColumnFields {
  return fields.map((current, index) => {
    if (index === column) return field;
    return field !== null && current === field ? null : current;
  });
}

/** The required fields no column fills yet, in their canonical order. */
export function missingRequiredFields(fields: ColumnFields): ImportField[] {
  return REQUIRED_IMPORT_FIELDS.filter((field) => !fields.includes(field));
}

/** The `mapping` form value the server validates: {"columnIndex": field} for the imported columns. */
export function mappingPayload(fields: ColumnFields): string {
  const mapping: Record<string, ImportField> = {};
  fields.forEach((field, index) => {
    if (field) mapping[String(index)] = field;
  });
  return JSON.stringify(mapping);
}

/** The mapped columns in file order, for the preview table. */
export function mappedColumns(fields: ColumnFields): { index: number; field: ImportField }[] {
  return fields.flatMap((field, index) => (field ? [{ index, field }] : []));
}

/** Excel in Turkish splits on `;`, in English on `,`: the files the dialog writes follow the language. */
export const csvDelimiterFor = (locale: string): CsvDelimiter => (locale === "tr" ? ";" : ",");

/**
 * Every rejected row as CSV (UTF-8 with a byte-order mark, CRLF, cells escaped against formula
 * injection by lib/csv/write.ts). `fieldLabel` turns a field name into the column's label.
 */
export function rejectionsCsv(
  errors: readonly ImportRejection[],
  headings: { row: string; field: string; reason: string },
  fieldLabel: (field: string) => string,
  delimiter: CsvDelimiter,
): string {
  const parts = [csvLine([headings.row, headings.field, headings.reason], delimiter)];
  for (const item of errors) {
    parts.push(csvLine([item.row, item.field ? fieldLabel(item.field) : "", item.reason], delimiter));
  }
  return CSV_BOM + parts.join("");
}

/**
 * The sample file's customers: the language-neutral cells. The group, tags and notes come from
 * messages (customers.import.sampleRows.<type>), status and type from import.values.
 */
export const SAMPLE_CUSTOMERS = [
  {
    customerType: "individual",
    cells: {
      firstName: "Ayşe",
      lastName: "Yılmaz",
      email: "ayse.yilmaz@ornek.com.tr",
      countryCode: "90",
      phone: "5321234567",
      instagram: "ayseyilmaz",
    },
  },
  {
    customerType: "corporate",
    cells: {
      firstName: "Mehmet",
      lastName: "Demir",
      email: "mehmet.demir@demirinsaat.com.tr",
      countryCode: "90",
      phone: "5359876543",
      linkedin: "demir-insaat",
    },
  },
] as const satisfies readonly {
  customerType: "individual" | "corporate";
  cells: Partial<Record<ImportField, string>>;
}[];

/** The sample file: every import field's header (which the auto-mapper recognises) and example rows. */
export function sampleCsv(
  headers: Record<ImportField, string>,
  rows: readonly Partial<Record<ImportField, string>>[],
  delimiter: CsvDelimiter,
): string {
  const lines = [
    csvLine(
      IMPORT_FIELDS.map((field) => headers[field]),
      delimiter,
    ),
  ];
  for (const row of rows)
    lines.push(
      csvLine(
        IMPORT_FIELDS.map((field) => row[field] ?? ""),
        delimiter,
      ),
    );
  return CSV_BOM + lines.join("");
}
