import "server-only";
import { customerInputSchema, type CustomerInput } from "@/lib/validation/customers";
import { issueField, issueMessage } from "@/lib/validation/issues";
import {
  parseCustomerType,
  parseStatus,
  splitTags,
  type ColumnMapping,
  type ImportField,
} from "@/lib/csv/customer-columns";

// One CSV record → a customer the import can write, or the reason it cannot (a `validation.*` or
// `import.*` key, translated by the caller). Validation is the form's own schema.

export type ImportRow = Omit<CustomerInput, "groupId"> & { groupName: string | null };
/** Which optional fields the file actually has (update mode leaves the others alone). */
export type ProvidedFields = ReadonlySet<ImportField>;
export type RowProblem = { field?: string; key: string; values?: Record<string, string | number> };

export function readImportRow(
  fields: readonly string[],
  mapping: ColumnMapping,
): { ok: true; row: ImportRow; provided: Set<ImportField> } | { ok: false; problem: RowProblem } {
  const cells: Partial<Record<ImportField, string>> = {};
  for (const [index, field] of Object.entries(mapping)) {
    // A cell our own export guarded against formulas ('=…, '+90) comes back as it was.
    const value = (fields[Number(index)] ?? "").trim().replace(/^'(?=[=+\-@\t\r])/, "");
    if (value) cells[field] = value;
  }
  const provided = new Set(Object.keys(cells) as ImportField[]);
  const input: Record<string, unknown> = {
    firstName: cells.firstName ?? "",
    lastName: cells.lastName ?? "",
    email: cells.email ?? "",
    phone: cells.phone ?? null,
    instagram: cells.instagram ?? null,
    facebook: cells.facebook ?? null,
    twitter: cells.twitter ?? null,
    linkedin: cells.linkedin ?? null,
    notes: cells.notes ?? null,
    tags: cells.tags ? splitTags(cells.tags) : [],
  };
  if (cells.countryCode) input.countryCode = normalizeDialCode(cells.countryCode);
  if (cells.status) input.status = parseStatus(cells.status) ?? cells.status;
  if (cells.customerType) input.customerType = parseCustomerType(cells.customerType) ?? cells.customerType;

  const parsed = customerInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issueField(issue).split(".")[0] ?? "";
    return { ok: false, problem: { field: field || undefined, ...issueMessage(issue) } };
  }
  const groupName = cells.group?.trim().slice(0, 60) || null;
  const { groupId: _groupId, ...customer } = parsed.data;
  return { ok: true, row: { ...customer, groupName }, provided };
}

/** "90", "+90", "0090", "+ 90" → "+90". */
function normalizeDialCode(value: string): string {
  const digits = value.replace(/[^\d]/g, "").replace(/^00/, "");
  return digits ? `+${digits}` : value;
}
