// An RFC 4180 CSV reader, small and dependency-free: a UTF-8 byte-order mark is dropped, records
// end at CRLF, LF or CR, quoted fields may hold the delimiter, doubled quotes ("") and line breaks.
// The delimiter (`,` or `;`) is detected from the header line. Each record carries the file line
// it starts on, so a report can say "row 7" and mean the 7th line of the file.
// `CsvParser` takes text in chunks (streaming); `parseCsv` is the one-shot form.

export type CsvDelimiter = "," | ";";
export type CsvRecord = { row: number; fields: string[] };

/** The bytes are not valid UTF-8 (or hold NUL bytes, i.e. they are not text at all). */
export class CsvEncodingError extends Error {
  constructor(readonly kind: "notUtf8" | "binary") {
    super(kind === "binary" ? "The file is binary, not CSV text" : "The file is not valid UTF-8 text");
    this.name = "CsvEncodingError";
  }
}

const BOM = "\uFEFF";

/** Decodes UTF-8 strictly (a stray Windows-1254 byte is an error, never a silent "�") and drops a BOM. */
export function decodeCsvBytes(bytes: Uint8Array): string {
  if (bytes.includes(0)) throw new CsvEncodingError("binary");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new CsvEncodingError("notUtf8");
  }
  return text.startsWith(BOM) ? text.slice(1) : text;
}

/** `;` when the header line (outside quotes) has more semicolons than commas, else `,`. */
export function detectDelimiter(text: string): CsvDelimiter {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (let i = text.startsWith(BOM) ? 1 : 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (char === "\n" || char === "\r") break;
    else if (char === ",") commas++;
    else if (char === ";") semicolons++;
  }
  return semicolons > commas ? ";" : ",";
}

/**
 * A push parser: `push(chunk)` returns the records completed so far, `end()` the last one.
 * Blank lines are skipped (they are no record), but still counted for row numbers.
 */
export class CsvParser {
  private delimiter: CsvDelimiter | undefined;
  private pending = "";
  private field = "";
  private fields: string[] = [];
  private quoted = false;
  /** Inside quotes, the previous character was a quote: either `""` or the closing quote. */
  private quoteSeen = false;
  private fieldStarted = false;
  private line = 1;
  private recordLine = 1;
  private previousCr = false;
  private first = true;

  constructor(options: { delimiter?: CsvDelimiter } = {}) {
    this.delimiter = options.delimiter;
  }

  get detectedDelimiter(): CsvDelimiter | undefined {
    return this.delimiter;
  }

  push(chunk: string): CsvRecord[] {
    if (this.first) {
      if (chunk.startsWith(BOM)) chunk = chunk.slice(1);
      if (chunk === "") return [];
      this.first = false;
    }
    if (!this.delimiter) {
      // Wait for the whole header line before deciding.
      this.pending += chunk;
      if (!/[\r\n]/.test(this.pending)) return [];
      this.delimiter = detectDelimiter(this.pending);
      chunk = this.pending;
      this.pending = "";
    }
    return this.consume(chunk);
  }

  end(): CsvRecord[] {
    const out: CsvRecord[] = [];
    if (!this.delimiter) {
      this.delimiter = detectDelimiter(this.pending);
      out.push(...this.consume(this.pending));
      this.pending = "";
    }
    if (this.fieldStarted || this.fields.length > 0) this.finishRecord(out);
    return out;
  }

  private consume(chunk: string): CsvRecord[] {
    const out: CsvRecord[] = [];
    const delimiter = this.delimiter;
    for (let i = 0; i < chunk.length; i++) {
      const char = chunk[i]!;
      const wasCr = this.previousCr;
      this.previousCr = char === "\r";
      if (this.quoted) {
        if (this.quoteSeen) {
          this.quoteSeen = false;
          if (char === '"') {
            this.field += '"';
            continue;
          }
          this.quoted = false; // the closing quote; this character is handled below
        } else if (char === '"') {
          this.quoteSeen = true;
          continue;
        } else {
          if (char === "\n" && !wasCr) this.line++;
          else if (char === "\r") this.line++;
          this.field += char;
          continue;
        }
      }
      if (char === delimiter) {
        this.fields.push(this.field);
        this.field = "";
        this.fieldStarted = true;
      } else if (char === "\r" || char === "\n") {
        if (char === "\n" && wasCr) continue; // the LF of a CRLF
        if (this.fieldStarted || this.fields.length > 0) this.finishRecord(out);
        this.line++;
        this.recordLine = this.line;
      } else if (char === '"' && this.field === "") {
        this.quoted = true;
        this.fieldStarted = true;
      } else {
        this.field += char;
        this.fieldStarted = true;
      }
    }
    return out;
  }

  private finishRecord(out: CsvRecord[]) {
    if (this.quoted && this.quoteSeen) {
      this.quoted = false;
      this.quoteSeen = false;
    }
    this.fields.push(this.field);
    out.push({ row: this.recordLine, fields: this.fields });
    this.fields = [];
    this.field = "";
    this.fieldStarted = false;
    this.quoted = false;
  }
}

/** Parses a whole text. */
export function parseCsv(text: string, options: { delimiter?: CsvDelimiter } = {}) {
  const parser = new CsvParser(options);
  const records = [...parser.push(text), ...parser.end()];
  return { delimiter: parser.detectedDelimiter ?? ",", records };
}
