import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import tr from "@/messages/tr.json";
import {
  assignField,
  csvDelimiterFor,
  initialColumnFields,
  mappedColumns,
  mappingPayload,
  missingRequiredFields,
  rejectionsCsv,
  sampleCsv,
  SAMPLE_CUSTOMERS,
  type ImportPreview,
  type ImportRejection,
} from "@/components/customers/import-model";
import { autoMapHeaders, IMPORT_FIELDS, type ImportField } from "@/lib/csv/customer-columns";
import { parseCsv } from "@/lib/csv/parse";
import { readImportRow } from "@/lib/server/customers/import-row";

// The import dialog's logic without React: the editable mapping, the report and sample CSVs.

const preview: ImportPreview = {
  delimiter: ";",
  headers: ["Ad", "Soyad", "Mail adresi", "Telefon"],
  mapping: { 0: "firstName", 1: "lastName", 3: "phone" },
  totalRows: 1,
  rows: [{ row: 2, fields: ["Işık", "Çelik", "isik@ornek.com.tr", "5449998877"] }],
};

describe("column mapping", () => {
  it("starts from the server's auto-mapping, one entry per column", () => {
    expect(initialColumnFields(preview)).toEqual(["firstName", "lastName", null, "phone"]);
  });

  it("a field belongs to one column: choosing it elsewhere clears the other column", () => {
    const fields = initialColumnFields(preview);
    expect(assignField(fields, 2, "email")).toEqual(["firstName", "lastName", "email", "phone"]);
    expect(assignField(fields, 2, "firstName")).toEqual([null, "lastName", "firstName", "phone"]);
    expect(assignField(fields, 0, null)).toEqual([null, "lastName", null, "phone"]);
    expect(fields).toEqual(["firstName", "lastName", null, "phone"]); // not mutated
  });

  it("lists the unmapped required fields, and the mapping sent holds only imported columns", () => {
    const fields = initialColumnFields(preview);
    expect(missingRequiredFields(fields)).toEqual(["email"]);
    const complete = assignField(fields, 2, "email");
    expect(missingRequiredFields(complete)).toEqual([]);
    expect(JSON.parse(mappingPayload(assignField(complete, 3, null)))).toEqual({
      0: "firstName",
      1: "lastName",
      2: "email",
    });
    expect(mappedColumns(complete).map((column) => column.index)).toEqual([0, 1, 2, 3]);
  });
});

describe("the report CSV", () => {
  const headings = { row: "Satır", field: "Alan", reason: "Neden" };
  const label = (field: string) => (field === "email" ? "E-posta" : field);

  it("has a BOM, CRLF, every rejected row, and cells escaped against formula injection", () => {
    const errors: ImportRejection[] = Array.from({ length: 12_000 }, (_, index) => ({
      row: index + 2,
      field: "email",
      reason: "Geçerli bir e-posta adresi girin",
    }));
    errors.push({ row: 12_002, reason: '=HYPERLINK("http://kotu.example")' });
    const csv = rejectionsCsv(errors, headings, label, ";");
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe("Satır;Alan;Neden");
    expect(lines[1]).toBe("2;E-posta;Geçerli bir e-posta adresi girin");
    expect(lines).toHaveLength(1 + errors.length + 1); // header, rows, the empty string after the last CRLF
    expect(lines.at(-2)).toBe('12002;;"\'=HYPERLINK(""http://kotu.example"")"');
  });

  it("uses ; for Turkish (Excel's list separator there) and , for English", () => {
    expect(csvDelimiterFor("tr")).toBe(";");
    expect(csvDelimiterFor("en")).toBe(",");
  });
});

describe("the sample CSV", () => {
  for (const [locale, messages] of Object.entries({ tr, en })) {
    it(`${locale}: every header auto-maps to its field and the example rows import cleanly`, () => {
      const columns = messages.import.columns as Record<ImportField, string>;
      // As the dialog builds them.
      const rows = SAMPLE_CUSTOMERS.map(({ customerType, cells }) => ({
        ...cells,
        ...messages.customers.import.sampleRows[customerType],
        status: messages.import.values.active,
        customerType: messages.import.values[customerType],
      }));
      const csv = sampleCsv(columns, rows, csvDelimiterFor(locale));
      const { delimiter, records } = parseCsv(csv.slice(1));
      expect(delimiter).toBe(csvDelimiterFor(locale));
      const [header, ...data] = records;
      const mapping = autoMapHeaders(header!.fields);
      expect(Object.values(mapping)).toEqual([...IMPORT_FIELDS]);
      for (const record of data) {
        const result = readImportRow(record.fields, mapping);
        expect(result.ok, JSON.stringify(result)).toBe(true);
      }
    });
  }
});

describe("the group column", () => {
  const mapping = { 0: "firstName", 1: "lastName", 2: "email", 3: "group" } as const;
  const row = (group: string) => readImportRow(["Ayşe", "Yılmaz", "ayse@ornek.com.tr", group], mapping);

  it("keeps a group name as the group form would", () => {
    expect(row("  VIP Müşteriler ")).toMatchObject({ ok: true, row: { groupName: "VIP Müşteriler" } });
    expect(row("")).toMatchObject({ ok: true, row: { groupName: null } });
  });

  it("refuses control characters and line breaks in a group name, on the group field", () => {
    for (const name of ["VIP\u0001", "VIP\u007f", "VIP\nMüşteriler", "VIP\tA"]) {
      expect(row(name)).toMatchObject({ ok: false, problem: { field: "group" } });
    }
  });
});
