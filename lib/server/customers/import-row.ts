import "server-only";
import { customerInputSchema, groupNameSchema, type CustomerInput } from "@/lib/validation/customers";
import { issueField, issueMessage } from "@/lib/validation/issues";
import {
  parseConsent,
  parseCustomerType,
  parseStatus,
  splitTags,
  type ColumnMapping,
  type ImportField,
} from "@/lib/csv/customer-columns";

// One CSV record → a customer the import can write, or the reason it cannot (a `validation.*` or
// `import.*` key, translated by the caller). Validation is the form's own schema.
//
// `importRowReader(mapping)` makes the reader for one file: the mapping is compiled once, and the
// cells that repeat down a column (status, type, dial code, tags) are interpreted once per
// distinct value instead of once per row (they go through Turkish folding, the slow part).

export type ImportRow = Omit<CustomerInput, "groupId"> & { groupName: string | null };
/** Which optional fields the file actually has (update mode leaves the others alone). */
export type ProvidedFields = ReadonlySet<ImportField>;
export type RowProblem = { field?: string; key: string; values?: Record<string, string | number> };
export type ImportRowResult =
  { ok: true; row: ImportRow; provided: Set<ImportField> } | { ok: false; problem: RowProblem };

/** Distinct values remembered per column; past it values are still read, just not remembered. */
const MEMO_LIMIT = 10_000;

function memo<T>(read: (value: string) => T): (value: string) => T {
  const seen = new Map<string, T>();
  return (value) => {
    let result = seen.get(value);
    if (result === undefined && !seen.has(value)) {
      result = read(value);
      if (seen.size < MEMO_LIMIT) seen.set(value, result);
    }
    return result as T;
  };
}

/** The reader for one file's records under one mapping. */
export function importRowReader(mapping: ColumnMapping): (fields: readonly string[]) => ImportRowResult {
  const columns = Object.entries(mapping).map(([index, field]) => [Number(index), field] as const);
  const status = memo((value) => parseStatus(value) ?? value);
  const customerType = memo((value) => parseCustomerType(value) ?? value);
  const dialCode = memo(normalizeDialCode);
  const tags = memo(splitTags);
  const consent = memo((value) => parseConsent(value) ?? value);

  return (fields) => {
    const cells: Partial<Record<ImportField, string>> = {};
    const provided = new Set<ImportField>();
    for (const [index, field] of columns) {
      let value = fields[index];
      if (!value) continue;
      value = value.trim();
      // A cell our own export guarded against formulas ('=…, '+90) comes back as it was.
      if (value.charCodeAt(0) === 0x27 /* ' */ && /^'[=+\-@\t\r]/.test(value)) value = value.slice(1);
      if (value) {
        cells[field] = value;
        provided.add(field);
      }
    }
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
      // A copy: the remembered array is shared by every row with the same cell.
      tags: cells.tags ? [...tags(cells.tags)] : [],
    };
    if (cells.countryCode) input.countryCode = dialCode(cells.countryCode);
    if (cells.status) input.status = status(cells.status);
    if (cells.customerType) input.customerType = customerType(cells.customerType);
    if (cells.marketingOptIn) {
      // The consent's source is the import; an unrecognised cell fails the schema's boolean.
      input.marketingOptIn = consent(cells.marketingOptIn);
      input.marketingOptInSource = input.marketingOptIn === true ? "import" : null;
    }

    const parsed = customerInputSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issueField(issue).split(".")[0] ?? "";
      return { ok: false, problem: { field: field || undefined, ...issueMessage(issue) } };
    }
    const groupName = cells.group?.trim().slice(0, 60) || null;
    // The group column is a group's name: the same characters as the group form accepts.
    const group = groupName === null ? null : groupNameSchema.safeParse(groupName);
    if (group && !group.success)
      return { ok: false, problem: { field: "group", ...issueMessage(group.error.issues[0]!) } };
    const { groupId: _groupId, ...customer } = parsed.data;
    return { ok: true, row: { ...customer, groupName }, provided };
  };
}

/** One record on its own (tests, small callers); an import uses `importRowReader`. */
export function readImportRow(fields: readonly string[], mapping: ColumnMapping): ImportRowResult {
  return importRowReader(mapping)(fields);
}

/** "90", "+90", "0090", "+ 90" → "+90". */
function normalizeDialCode(value: string): string {
  const digits = value.replace(/[^\d]/g, "").replace(/^00/, "");
  return digits ? `+${digits}` : value;
}
