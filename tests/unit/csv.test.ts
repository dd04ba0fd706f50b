import { describe, expect, it } from "vitest";
import { CsvEncodingError, CsvParser, decodeCsvBytes, detectDelimiter, parseCsv } from "@/lib/csv/parse";
import { csvCell, csvLine, toCsv } from "@/lib/csv/write";
import { autoMapHeaders, parseConsent, parseStatus, parseCustomerType, splitTags } from "@/lib/csv/customer-columns";

const fields = (text: string) => parseCsv(text).records.map((record) => record.fields);

describe("parseCsv", () => {
  it("reads plain records with LF, CRLF and CR line ends", () => {
    expect(fields("a,b\n1,2\n")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect(fields("a,b\r\n1,2\r\n3,4")).toEqual([
      ["a", "b"],
      ["1", "2"],
      ["3", "4"],
    ]);
    expect(fields("a,b\r1,2\r")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });

  it("handles quoted delimiters, escaped quotes and quoted line breaks, with file line numbers", () => {
    const { records } = parseCsv('name,note\r\n"Yılmaz, Ali","He said ""hi""\r\nsecond line"\r\nx,y\r\n');
    expect(records).toEqual([
      { row: 1, fields: ["name", "note"] },
      { row: 2, fields: ["Yılmaz, Ali", 'He said "hi"\r\nsecond line'] },
      { row: 4, fields: ["x", "y"] },
    ]);
  });

  it("detects ; from the header and keeps commas inside fields", () => {
    const parsed = parseCsv("Ad;Soyad;Etiketler\nAyşe;Güneş;vip,yeni\n");
    expect(parsed.delimiter).toBe(";");
    expect(parsed.records[1]!.fields).toEqual(["Ayşe", "Güneş", "vip,yeni"]);
    expect(detectDelimiter("a,b;c,d")).toBe(",");
  });

  it("skips blank lines but counts them, and keeps empty fields", () => {
    const { records } = parseCsv("a,b\n\n1,\n,\n");
    expect(records.map((record) => record.row)).toEqual([1, 3, 4]);
    expect(records.map((record) => record.fields)).toEqual([
      ["a", "b"],
      ["1", ""],
      ["", ""],
    ]);
  });

  it("parses the same records when fed in arbitrary chunks", () => {
    const text = '\uFEFFa;b\r\n"x;\r\ny";"q""q"\r\n3;4';
    for (const size of [1, 2, 3, 5]) {
      const parser = new CsvParser();
      const out = [];
      for (let i = 0; i < text.length; i += size) out.push(...parser.push(text.slice(i, i + size)));
      out.push(...parser.end());
      expect(out).toEqual(parseCsv(text).records);
      expect(out[1]).toEqual({ row: 2, fields: ["x;\r\ny", 'q"q'] });
    }
  });
});

describe("decodeCsvBytes", () => {
  it("drops a UTF-8 BOM and keeps Turkish letters", () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode("Ad\nŞükrü\n")]);
    expect(decodeCsvBytes(bytes)).toBe("Ad\nŞükrü\n");
  });

  it("refuses bytes that are not UTF-8 (a Windows-1254 'ş') and binary data", () => {
    expect(() => decodeCsvBytes(new Uint8Array([0x41, 0x64, 0x0a, 0xfe, 0x0a]))).toThrow(CsvEncodingError);
    try {
      decodeCsvBytes(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00]));
    } catch (error) {
      expect((error as CsvEncodingError).kind).toBe("binary");
    }
  });
});

describe("csv writing", () => {
  it("quotes when needed and escapes quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
    expect(csvCell("a;b", ";")).toBe('"a;b"');
  });

  it("guards against formula injection", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+90 532")).toBe("'+90 532");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\rcmd")).toBe('"\'\rcmd"');
  });

  it("writes CRLF lines and a BOM, and reads back what it wrote", () => {
    const rows = [
      ["Ad", "Not"],
      ["Şükrü", 'a,"b"\nc'],
    ];
    const text = toCsv(rows);
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(csvLine(["a", "b"])).toBe("a,b\r\n");
    expect(fields(text.slice(1))).toEqual(rows);
  });
});

describe("customer columns", () => {
  it("maps Turkish and English headers, ignoring case and accents", () => {
    expect(
      autoMapHeaders(["AD", "soyadı", "E-Posta", "Telefon", "Ülke Kodu", "Grup", "Etiketler", "Durum", "Tür"]),
    ).toEqual({
      0: "firstName",
      1: "lastName",
      2: "email",
      3: "phone",
      4: "countryCode",
      5: "group",
      6: "tags",
      7: "status",
      8: "customerType",
    });
    expect(
      autoMapHeaders(["First name", "Last Name", "Email", "E-mail", "firstName", "Notes", "LinkedIn", "?"]),
    ).toEqual({
      0: "firstName",
      1: "lastName",
      2: "email",
      5: "notes",
      6: "linkedin",
    });
  });

  it("reads status, type and tags", () => {
    expect(parseStatus("Aktif")).toBe("active");
    expect(parseStatus("PASİF")).toBe("inactive");
    expect(parseStatus("maybe")).toBeUndefined();
    expect(parseCustomerType("Kurumsal")).toBe("corporate");
    expect(parseCustomerType("individual")).toBe("individual");
    expect(splitTags(" vip; yeni|Vip , ,İzmir")).toEqual(["vip", "yeni", "İzmir"]);
  });

  it("maps a marketing consent column and reads its yes and no in either language", () => {
    expect(autoMapHeaders(["E-posta", "Pazarlama İzni"])).toEqual({ 0: "email", 1: "marketingOptIn" });
    expect(autoMapHeaders(["Email", "Marketing consent"])).toEqual({ 0: "email", 1: "marketingOptIn" });
    expect(["Evet", "yes", "1", "X", "İzinli"].map(parseConsent)).toEqual([true, true, true, true, true]);
    expect(["HAYIR", "no", "0", "yok"].map(parseConsent)).toEqual([false, false, false, false]);
    expect(parseConsent("belki")).toBeUndefined();
  });
});
