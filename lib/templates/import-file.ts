import { TEMPLATES_IMPORT_MAX, importTemplatesSchema } from "@/lib/validation/templates";

// The import dialog's reading of a chosen file, before anything is sent: the same shapes the route
// takes (an array of Meta-format templates, or Meta's `{ data: [...] }`), and what each holds, for
// the preview. Whether each template is valid is the server's call (per-template results).

export type ImportEntry = { name: string | null; language: string | null; category: string | null; parts: string[] };

export type ImportFile =
  { ok: true; items: unknown[]; entries: ImportEntry[] } | { ok: false; reason: "invalidFile" | "empty" | "tooMany" };

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

function entryOf(item: unknown): ImportEntry {
  const record = typeof item === "object" && item !== null ? (item as Record<string, unknown>) : {};
  const components = Array.isArray(record.components) ? record.components : [];
  const parts = components
    .map((component) =>
      typeof component === "object" && component !== null ? text((component as Record<string, unknown>).type) : null,
    )
    .filter((part): part is string => part !== null)
    .map((part) => part.toUpperCase());
  return { name: text(record.name), language: text(record.language), category: text(record.category), parts };
}

export function readImportFile(source: string): ImportFile {
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch {
    return { ok: false, reason: "invalidFile" };
  }
  const list = Array.isArray(json)
    ? json
    : typeof json === "object" && json !== null
      ? ((json as Record<string, unknown>).data ?? (json as Record<string, unknown>).templates)
      : undefined;
  if (!Array.isArray(list)) return { ok: false, reason: "invalidFile" };
  if (list.length === 0) return { ok: false, reason: "empty" };
  if (list.length > TEMPLATES_IMPORT_MAX) return { ok: false, reason: "tooMany" };
  const parsed = importTemplatesSchema.safeParse(list);
  if (!parsed.success) return { ok: false, reason: "invalidFile" };
  return { ok: true, items: parsed.data, entries: parsed.data.map(entryOf) };
}
