// Writing CSV that Excel opens right and cannot be tricked by: UTF-8 with a byte-order mark, CRLF
// line ends, fields quoted when they hold the delimiter, a quote or a line break, and cells that a
// spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) prefixed with `'`.

export const CSV_BOM = "\uFEFF";
export const CSV_LINE_END = "\r\n";

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, escaped against formula injection and quoted when it has to be. */
export function csvCell(value: string | number | boolean | null | undefined, delimiter = ","): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  if (text.includes(delimiter) || /["\r\n]/.test(text)) return `"${text.replace(/"/g, '""')}"`;
  return text;
}

/** One record with its CRLF. */
export function csvLine(values: readonly (string | number | boolean | null | undefined)[], delimiter = ","): string {
  return values.map((value) => csvCell(value, delimiter)).join(delimiter) + CSV_LINE_END;
}

/** A whole small file (BOM first); large ones are streamed line by line with `csvLine`. */
export function toCsv(
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
  delimiter = ",",
): string {
  return CSV_BOM + rows.map((row) => csvLine(row, delimiter)).join("");
}
