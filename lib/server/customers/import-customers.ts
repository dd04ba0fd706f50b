import "server-only";
import { randomUUID } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import { Prisma } from "@/lib/generated/prisma/client";
import { toE164 } from "@/lib/customers/phone";
import { customerSearchText, customerSortName, foldTurkish } from "@/lib/customers/search-text";
import type { CsvRecord } from "@/lib/csv/parse";
import type { ImportMode, ImportRejection, ImportReport } from "@/lib/customers/types";
import type { ColumnMapping, ImportField } from "@/lib/csv/customer-columns";
import { db } from "@/lib/server/db";
import type { Translate } from "@/lib/server/i18n";
import { createNotification } from "@/lib/server/notifications/notifications";
import { importRowReader, type ImportRow } from "@/lib/server/customers/import-row";

// Writes a parsed CSV into a company's customers: each row validated, duplicates inside the file
// rejected (the first one wins), e-mails the company already has skipped or updated, groups
// found or created by name. inserted + updated + rejected = total, and importing the same file
// twice never makes a duplicate (every write is INSERT … ON CONFLICT on (companyId, email)).
//
// Speed (`npm run bench -- customers`): rows are validated in order and written IMPORT_WRITE_BATCH
// at a time, each batch one INSERT … SELECT FROM unnest($1::text[], …) (one array literal per
// column: cheaper to send and to unpack than JSON). One batch is written while the next is
// validated, so the JavaScript work and PostgreSQL's (mostly index upkeep: the trigram GIN index
// alone is about half of it) overlap. Validation yields to the event loop every YIELD_EVERY rows,
// so other requests are still served during a long import.
// COPY is not used. COPY into a TEMP table and one INSERT … SELECT measured no faster than these
// batches (the indexes are the cost, not the transfer), it cannot overlap with the validation, and
// the embedded database (PGlite behind its socket server) drops the connection on COPY FROM STDIN.

export type ImportCustomersOptions = {
  companyId: string;
  userId: string;
  /** The data records (the header line already taken off). */
  records: readonly CsvRecord[];
  mapping: ColumnMapping;
  mode: ImportMode;
  t: Translate;
  /** Rows per INSERT; tests make it small to cross batch boundaries with a small file. */
  batchSize?: number;
};

/** Rows per INSERT. */
export const IMPORT_WRITE_BATCH = 5000;
const YIELD_EVERY = 500;
/** An import that wrote at least this many rows refreshes the planner's statistics. */
const ANALYZE_AFTER_ROWS = 10_000;

const OPTIONAL_FIELDS = [
  "countryCode",
  "phone",
  "status",
  "customerType",
  "tags",
  "instagram",
  "facebook",
  "twitter",
  "linkedin",
  "notes",
  "marketingOptIn",
] as const satisfies readonly (keyof ImportRow & ImportField)[];

/** Selects the optional fields (what update mode may keep). */
const OPTIONAL_SELECT = Object.fromEntries(OPTIONAL_FIELDS.map((field) => [field, true])) as Record<
  (typeof OPTIONAL_FIELDS)[number],
  true
>;

type Valid = { rowNumber: number; row: ImportRow; provided: Set<ImportField> };
type BatchResult = { inserted: number; updated: number; skipped: Valid[] };

export async function importCustomers({
  companyId,
  userId,
  records,
  mapping,
  mode,
  t,
  batchSize = IMPORT_WRITE_BATCH,
}: ImportCustomersOptions): Promise<ImportReport> {
  const errors: ImportRejection[] = [];
  const reject = (row: number, key: string, field?: string, values?: Record<string, string | number>) =>
    errors.push({ row, ...(field ? { field } : {}), reason: t(key, values) });

  const read = importRowReader(mapping);
  const groups = groupResolver(companyId);
  const firstRowOfEmail = new Map<string, number>();
  let inserted = 0;
  let updated = 0;
  let writing: Promise<void> | undefined;
  let batch: Valid[] = [];

  // Prepares a batch (groups, update mode's current values, the rows to write) while the
  // previous one is still being written, then waits for that one and starts this one.
  const flush = async () => {
    const items = batch;
    batch = [];
    const groupIds = await groups.idsFor(items.map((item) => item.row.groupName));
    const existing = mode === "update" ? await loadExisting(companyId, items) : undefined;
    const columns = toColumns(items, groupIds, existing);
    if (writing) await writing;
    writing = writeBatch(companyId, items, columns, mode).then((result) => {
      inserted += result.inserted;
      updated += result.updated;
      for (const item of result.skipped) reject(item.rowNumber, "import.errors.exists", "email");
    });
    // Awaited before the next batch starts or at the end; this only keeps a failure that happens
    // meanwhile from counting as unhandled.
    writing.catch(() => {});
  };

  for (let index = 0; index < records.length; index++) {
    const record = records[index]!;
    const result = read(record.fields);
    if (!result.ok) {
      reject(record.row, result.problem.key, result.problem.field, result.problem.values);
    } else {
      const earlier = firstRowOfEmail.get(result.row.email);
      if (earlier !== undefined) {
        reject(record.row, "import.errors.duplicateInFile", "email", { row: earlier });
      } else {
        firstRowOfEmail.set(result.row.email, record.row);
        batch.push({ rowNumber: record.row, row: result.row, provided: result.provided });
      }
    }
    if (batch.length >= batchSize) await flush();
    else if (index % YIELD_EVERY === YIELD_EVERY - 1) await nextTurn();
  }
  if (batch.length > 0) await flush();
  if (writing) await writing;

  if (inserted + updated >= ANALYZE_AFTER_ROWS) await refreshSearchStatistics();

  errors.sort((a, b) => a.row - b.row);
  const report = { total: records.length, inserted, updated, rejected: errors.length, errors };
  await createNotification({
    companyId,
    userId,
    type: "importFinished",
    data: { created: inserted, updated, rejected: report.rejected },
  });
  return report;
}

/**
 * Group name (case- and accent-insensitive, Turkish-folded: "VIP", "vip" and "Vıp" are one group) → id, for one import: the company's groups are
 * read once, and names not seen yet are created as batches need them.
 */
const groupKey = (name: string) => foldTurkish(name);

function groupResolver(companyId: string) {
  const key = groupKey;
  let byKey: Map<string, string> | undefined;
  const load = async () => {
    const groups = await db.customerGroup.findMany({ where: { companyId }, select: { id: true, name: true } });
    byKey ??= new Map();
    for (const group of groups) if (!byKey.has(key(group.name))) byKey.set(key(group.name), group.id);
    return byKey;
  };
  return {
    async idsFor(names: readonly (string | null)[]): Promise<Map<string, string>> {
      const wanted = new Map<string, string>();
      for (const name of names) if (name && !wanted.has(key(name))) wanted.set(key(name), name);
      if (wanted.size === 0) return new Map();
      let known = byKey ?? (await load());
      const missing = [...wanted].filter(([groupKey]) => !known.has(groupKey)).map(([, name]) => name);
      if (missing.length > 0) {
        await db.customerGroup.createMany({
          data: missing.map((name) => ({ companyId, name })),
          skipDuplicates: true,
        });
        known = await load();
      }
      return known;
    },
  };
}

type ExistingCustomer = Pick<ImportRow, (typeof OPTIONAL_FIELDS)[number]> & { groupId: string | null };

/** Update mode keeps what the file does not say: columns it lacks, and cells it leaves empty. */
async function loadExisting(companyId: string, items: readonly Valid[]): Promise<Map<string, ExistingCustomer>> {
  const rows = await db.customer.findMany({
    where: { companyId, email: { in: items.map((item) => item.row.email) } },
    select: { email: true, groupId: true, ...OPTIONAL_SELECT },
  });
  return new Map(rows.flatMap(({ email, ...row }) => (email ? [[email, row] as const] : [])));
}

const COLUMN_NAMES = [
  "id",
  "groupId",
  "firstName",
  "lastName",
  "email",
  ...OPTIONAL_FIELDS,
  "phoneE164",
  "searchText",
  "sortName",
] as const;
type Columns = Record<(typeof COLUMN_NAMES)[number], (string | null)[]>;

/** The batch as one array per column (tags as array literals, cast back in SQL). */
function toColumns(
  items: readonly Valid[],
  groupIds: Map<string, string>,
  existing: Map<string, ExistingCustomer> | undefined,
): Columns {
  const columns = Object.fromEntries(COLUMN_NAMES.map((name) => [name, new Array(items.length)])) as Columns;
  items.forEach(({ row, provided }, index) => {
    const before = existing?.get(row.email);
    let customer: ImportRow = row;
    if (before) {
      const merged: Record<string, unknown> = { ...row };
      for (const field of OPTIONAL_FIELDS) if (!provided.has(field)) merged[field] = before[field];
      customer = merged as ImportRow;
    }
    columns.id[index] = randomUUID();
    columns.groupId[index] = row.groupName
      ? (groupIds.get(groupKey(row.groupName)) ?? null)
      : (before?.groupId ?? null);
    columns.firstName[index] = customer.firstName;
    columns.lastName[index] = customer.lastName;
    columns.email[index] = customer.email;
    columns.countryCode[index] = customer.countryCode;
    columns.phone[index] = customer.phone;
    columns.status[index] = customer.status;
    columns.customerType[index] = customer.customerType;
    columns.tags[index] = arrayLiteral(customer.tags);
    columns.instagram[index] = customer.instagram;
    columns.facebook[index] = customer.facebook;
    columns.twitter[index] = customer.twitter;
    columns.linkedin[index] = customer.linkedin;
    columns.notes[index] = customer.notes;
    columns.marketingOptIn[index] = customer.marketingOptIn ? "t" : "f";
    columns.phoneE164[index] = toE164(customer.countryCode, customer.phone);
    columns.searchText[index] = customerSearchText(customer);
    columns.sortName[index] = customerSortName(customer);
  });
  return columns;
}

/**
 * A PostgreSQL array literal: every element quoted, `"` and `\` escaped, null as NULL. Each
 * column goes to the database as one such string (Prisma serialises a JavaScript array element by
 * element, several times slower for a batch of thousands).
 */
export function arrayLiteral(values: readonly (string | null)[]): string {
  let literal = "{";
  for (let index = 0; index < values.length; index++) {
    const value = values[index];
    if (index > 0) literal += ",";
    if (value === null || value === undefined) literal += "NULL";
    else literal += `"${ESCAPED.test(value) ? value.replace(ESCAPE_ALL, "\\$&") : value}"`;
  }
  return `${literal}}`;
}
const ESCAPED = /["\\]/;
const ESCAPE_ALL = /["\\]/g;

async function writeBatch(
  companyId: string,
  items: readonly Valid[],
  columns: Columns,
  mode: ImportMode,
): Promise<BatchResult> {
  const insert = Prisma.sql`
    INSERT INTO "Customer" ("id", "companyId", "groupId", "firstName", "lastName", "email", "countryCode", "phone",
      "status", "customerType", "tags", "instagram", "facebook", "twitter", "linkedin", "notes", "phoneE164",
      "searchText", "sortName", "marketingOptIn", "marketingOptInAt", "marketingOptInSource", "createdAt", "updatedAt")
    SELECT x."id", ${companyId}, x."groupId", x."firstName", x."lastName", x."email", x."countryCode", x."phone",
      x."status"::"CustomerStatus", x."customerType"::"CustomerType", x."tags"::text[], x."instagram",
      x."facebook", x."twitter", x."linkedin", x."notes", x."phoneE164", x."searchText", x."sortName",
      x."marketingOptIn"::boolean, CASE WHEN x."marketingOptIn"::boolean THEN now() END,
      CASE WHEN x."marketingOptIn"::boolean THEN 'import' END, now(), now()
    FROM unnest(${Prisma.join(
      COLUMN_NAMES.map((name) => Prisma.sql`${arrayLiteral(columns[name])}::text[]`),
      ", ",
    )}) AS x(${Prisma.raw(COLUMN_NAMES.map((name) => `"${name}"`).join(", "))})`;

  if (mode === "skip") {
    const written = await db.$executeRaw`${insert} ON CONFLICT ("companyId", "email") DO NOTHING`;
    if (written === items.length) return { inserted: written, updated: 0, skipped: [] };
    // Some e-mails were there already: the ids just made tell which rows were written.
    const ids = await db.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "Customer" WHERE "id" = ANY(${arrayLiteral(columns.id)}::text[])`;
    const writtenIds = new Set(ids.map((row) => row.id));
    return {
      inserted: written,
      updated: 0,
      skipped: items.filter((_, index) => !writtenIds.has(columns.id[index]!)),
    };
  }
  const [counts] = await db.$queryRaw<{ inserted: number; written: number }[]>`
    WITH written AS (${insert}
      ON CONFLICT ("companyId", "email") DO UPDATE SET
        "groupId" = EXCLUDED."groupId", "firstName" = EXCLUDED."firstName", "lastName" = EXCLUDED."lastName",
        "countryCode" = EXCLUDED."countryCode", "phone" = EXCLUDED."phone", "status" = EXCLUDED."status",
        "customerType" = EXCLUDED."customerType", "tags" = EXCLUDED."tags", "instagram" = EXCLUDED."instagram",
        "facebook" = EXCLUDED."facebook", "twitter" = EXCLUDED."twitter", "linkedin" = EXCLUDED."linkedin",
        "notes" = EXCLUDED."notes", "phoneE164" = EXCLUDED."phoneE164", "searchText" = EXCLUDED."searchText", "sortName" = EXCLUDED."sortName",
        -- A consent the file does not change keeps its date and source.
        "marketingOptIn" = EXCLUDED."marketingOptIn",
        "marketingOptInAt" = CASE WHEN "Customer"."marketingOptIn" = EXCLUDED."marketingOptIn"
          THEN "Customer"."marketingOptInAt" ELSE EXCLUDED."marketingOptInAt" END,
        "marketingOptInSource" = CASE WHEN "Customer"."marketingOptIn" = EXCLUDED."marketingOptIn"
          THEN "Customer"."marketingOptInSource" ELSE EXCLUDED."marketingOptInSource" END,
        "updatedAt" = now()
      RETURNING ("xmax" = 0) AS "inserted")
    SELECT (count(*) FILTER (WHERE "inserted"))::int AS "inserted", count(*)::int AS "written" FROM written`;
  const inserted = counts?.inserted ?? 0;
  return { inserted, updated: (counts?.written ?? 0) - inserted, skipped: [] };
}

/**
 * After a big import: fresh planner statistics (the list's search plans depend on them) and the
 * trigram index's pending entries merged (searches read that list row by row until autovacuum
 * gets to it). Best effort: the import itself is done.
 */
async function refreshSearchStatistics() {
  try {
    await db.$executeRaw`ANALYZE "Customer"`;
    await db.$queryRaw`
      SELECT gin_clean_pending_list(i."indexrelid") FROM pg_index i
      JOIN pg_class c ON c."oid" = i."indexrelid" JOIN pg_am a ON a."oid" = c."relam"
      WHERE i."indrelid" = '"Customer"'::regclass AND a."amname" = 'gin'`;
  } catch {
    // Autovacuum does both eventually.
  }
}
