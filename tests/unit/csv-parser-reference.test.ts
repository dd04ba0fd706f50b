import { describe, expect, it } from "vitest";
import { CsvParser, parseCsv, type CsvRecord } from "@/lib/csv/parse";

// lib/csv/parse.ts scans by character code and copies runs with slices (fast at 100,000 rows). This
// checks it against the plain one-character-at-a-time reading of the same rules, on random texts
// built from the characters that matter (quotes, both delimiters, CR, LF, a BOM, Turkish letters),
// whole and cut into random chunks.

/** The reference: every character decides the state on its own. */
function referenceParse(text: string, delimiter: "," | ";"): CsvRecord[] {
  const out: CsvRecord[] = [];
  let field = "";
  let fields: string[] = [];
  let quoted = false;
  let quoteSeen = false;
  let started = false;
  let line = 1;
  let recordLine = 1;
  let previousCr = false;
  const finish = () => {
    fields.push(field);
    out.push({ row: recordLine, fields });
    fields = [];
    field = "";
    started = false;
    quoted = false;
    quoteSeen = false;
  };
  for (const char of text.startsWith("\uFEFF") ? text.slice(1) : text) {
    const wasCr = previousCr;
    previousCr = char === "\r";
    if (quoted) {
      if (quoteSeen) {
        quoteSeen = false;
        if (char === '"') {
          field += '"';
          continue;
        }
        quoted = false;
      } else if (char === '"') {
        quoteSeen = true;
        continue;
      } else {
        if ((char === "\n" && !wasCr) || char === "\r") line++;
        field += char;
        continue;
      }
    }
    if (char === delimiter) {
      fields.push(field);
      field = "";
      started = true;
    } else if (char === "\r" || char === "\n") {
      if (char === "\n" && wasCr) continue;
      if (started || fields.length > 0) finish();
      line++;
      recordLine = line;
    } else if (char === '"' && field === "") {
      quoted = true;
      started = true;
    } else {
      field += char;
      started = true;
    }
  }
  if (started || fields.length > 0) finish();
  return out;
}

const PIECES = ["a", "ş", "İ", ",", ";", '"', '"', '""', "\r", "\n", "\r\n", " ", "x y", "\uFEFF"];

function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state % n;
  };
}

describe("CsvParser against the character-by-character reference", () => {
  it("reads 20,000 random texts the same, whole and in random chunks", () => {
    const next = random(42);
    for (let round = 0; round < 20_000; round++) {
      let text = next(4) === 0 ? "\uFEFF" : "";
      for (let i = next(40); i > 0; i--) text += PIECES[next(PIECES.length)];
      const parsed = parseCsv(text);
      expect(parsed.records, JSON.stringify(text)).toEqual(referenceParse(text, parsed.delimiter));

      const parser = new CsvParser();
      const records: CsvRecord[] = [];
      for (let i = 0; i < text.length;) {
        const size = 1 + next(6);
        records.push(...parser.push(text.slice(i, i + size)));
        i += size;
      }
      records.push(...parser.end());
      expect(records, JSON.stringify(text)).toEqual(parsed.records);
    }
  });

  it("keeps row numbers right past quoted line breaks in a large file", () => {
    const lines = ["a,b"];
    for (let i = 0; i < 5000; i++) lines.push(i % 10 === 0 ? `"multi\r\nline ${i}",x` : `v${i},"q""${i}"`);
    const { records } = parseCsv(lines.join("\r\n"));
    expect(records).toEqual(referenceParse(lines.join("\r\n"), ","));
    expect(records.at(-1)!.row).toBe(5001 + 500);
  });
});
