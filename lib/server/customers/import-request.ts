import "server-only";
import { z } from "zod";
import { CsvEncodingError, decodeCsvBytes, parseCsv } from "@/lib/csv/parse";
import { autoMapHeaders, IMPORT_FIELDS, REQUIRED_IMPORT_FIELDS, type ColumnMapping } from "@/lib/csv/customer-columns";
import { AppError } from "@/lib/server/errors";
import { readBodyBytes } from "@/lib/server/http/parse";
import type { Translate } from "@/lib/server/i18n";
import { IMPORT_FILE_LIMIT_BYTES } from "@/lib/constants";

// Reads POST /api/v1/customers/import: a multipart body of at most 20 MB (413 past it, counted
// as it arrives), a `file` that must be UTF-8 text (415 otherwise), an optional `mapping`
// (JSON, column index → field) and `mode`.

const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const mappingSchema = z.record(
  z.string().regex(/^\d{1,3}$/),
  z.enum(IMPORT_FIELDS, { error: "validation.invalidOption" }).nullable(),
);

export async function readImportRequest(req: Request, t: Translate) {
  const contentType = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(contentType))
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", { messageKey: "import.errors.notMultipart" });
  const body = await readBodyBytes(req, IMPORT_FILE_LIMIT_BYTES + MULTIPART_OVERHEAD_BYTES, tooLarge);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new AppError("VALIDATION_ERROR", { fieldErrors: [{ field: "file", key: "import.errors.fileRequired" }] });
  }
  const file = form.get("file");
  if (!(file instanceof Blob)) {
    throw new AppError("VALIDATION_ERROR", { fieldErrors: [{ field: "file", key: "import.errors.fileRequired" }] });
  }
  if (file.size > IMPORT_FILE_LIMIT_BYTES) throw tooLarge();
  let text: string;
  try {
    text = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
  } catch (error) {
    if (error instanceof CsvEncodingError) {
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", { messageKey: `import.errors.${error.kind}` });
    }
    throw error;
  }
  const { delimiter, records } = parseCsv(text);
  const [header, ...rows] = records;
  if (!header || header.fields.every((field) => field.trim() === "")) {
    throw new AppError("VALIDATION_ERROR", { fieldErrors: [{ field: "file", key: "import.errors.empty" }] });
  }
  const headers = header.fields.map((field) => field.trim());

  const previewValue = form.get("preview") ?? new URL(req.url).searchParams.get("preview");
  const preview = previewValue === "1" || previewValue === "true";
  // A preview shows whatever the auto-mapping found: the user completes the mapping in the dialog.
  const mapping = readMapping(form.get("mapping"), headers, preview ? null : t);
  const modeValue = form.get("mode");
  const mode = modeValue === null || modeValue === "" ? "skip" : modeValue;
  if (mode !== "skip" && mode !== "update") {
    throw new AppError("VALIDATION_ERROR", { fieldErrors: [{ field: "mode", key: "validation.invalidOption" }] });
  }
  return { delimiter, headers, rows, mapping, mode, preview } as const;
}

/** The column → field mapping asked for (or the auto-mapping); with `t`, every required field must be mapped. */
function readMapping(value: FormDataEntryValue | null, headers: string[], t: Translate | null): ColumnMapping {
  let mapping: ColumnMapping;
  if (typeof value === "string" && value.trim() !== "") {
    let json: unknown;
    try {
      json = JSON.parse(value);
    } catch {
      throw invalidMapping();
    }
    const parsed = mappingSchema.safeParse(json);
    if (!parsed.success) throw invalidMapping();
    mapping = {};
    const used = new Set<string>();
    for (const [index, field] of Object.entries(parsed.data)) {
      if (!field) continue;
      if (Number(index) >= headers.length || used.has(field)) throw invalidMapping();
      used.add(field);
      mapping[Number(index)] = field;
    }
  } else {
    mapping = autoMapHeaders(headers);
  }
  const mapped = new Set(Object.values(mapping));
  const missing = REQUIRED_IMPORT_FIELDS.filter((field) => !mapped.has(field));
  if (t && missing.length > 0) {
    const values = { columns: missing.map((field) => t(`import.columns.${field}`)).join(", ") };
    throw new AppError("VALIDATION_ERROR", {
      messageKey: "import.errors.missingColumns",
      values,
      fieldErrors: [{ field: "mapping", key: "import.errors.missingColumns", values }],
    });
  }
  return mapping;
}

const invalidMapping = () =>
  new AppError("VALIDATION_ERROR", { fieldErrors: [{ field: "mapping", key: "import.errors.invalidMapping" }] });

const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", { values: { limit: "20 MB" } });
