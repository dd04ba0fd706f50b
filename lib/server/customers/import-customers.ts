import "server-only";
import { randomUUID } from "node:crypto";
import { Prisma } from "@/lib/generated/prisma/client";
import { customerSearchText, customerSortName } from "@/lib/customers/search-text";
import type { CsvRecord } from "@/lib/csv/parse";
import type { ColumnMapping, ImportField } from "@/lib/csv/customer-columns";
import { db } from "@/lib/server/db";
import type { Translate } from "@/lib/server/i18n";
import { createNotification } from "@/lib/server/notifications/notifications";
import { readImportRow, type ImportRow } from "@/lib/server/customers/import-row";

// Writes a parsed CSV into a company's customers: each row validated, duplicates inside the file
// rejected (the first one wins), e-mails the company already has skipped or updated, groups
// found or created by name, and rows written 1,000 at a time with one INSERT … ON CONFLICT each,
// so importing the same file twice never makes a duplicate. inserted + updated + rejected = total.

export type ImportMode = "skip" | "update";
export type ImportError = { row: number; field?: string; reason: string };
export type ImportReport = {
  total: number;
  inserted: number;
  updated: number;
  rejected: number;
  errors: ImportError[];
};

export type ImportCustomersOptions = {
  companyId: string;
  userId: string;
  /** The data records (the header line already taken off). */
  records: readonly CsvRecord[];
  mapping: ColumnMapping;
  mode: ImportMode;
  t: Translate;
};

const BATCH_SIZE = 1000;
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
] as const satisfies readonly (keyof ImportRow & ImportField)[];

type Valid = { rowNumber: number; row: ImportRow; provided: Set<ImportField> };

export async function importCustomers({
  companyId,
  userId,
  records,
  mapping,
  mode,
  t,
}: ImportCustomersOptions): Promise<ImportReport> {
  const errors: ImportError[] = [];
  const reject = (row: number, key: string, field?: string, values?: Record<string, string | number>) =>
    errors.push({ row, ...(field ? { field } : {}), reason: t(key, values) });

  const valid: Valid[] = [];
  const firstRowOfEmail = new Map<string, number>();
  for (const record of records) {
    const result = readImportRow(record.fields, mapping);
    if (!result.ok) {
      reject(record.row, result.problem.key, result.problem.field, result.problem.values);
      continue;
    }
    const earlier = firstRowOfEmail.get(result.row.email);
    if (earlier !== undefined) {
      reject(record.row, "import.errors.duplicateInFile", "email", { row: earlier });
      continue;
    }
    firstRowOfEmail.set(result.row.email, record.row);
    valid.push({ rowNumber: record.row, row: result.row, provided: result.provided });
  }

  const groupIds = await resolveGroups(
    companyId,
    valid.map((item) => item.row.groupName),
  );

  let inserted = 0;
  let updated = 0;
  for (let start = 0; start < valid.length; start += BATCH_SIZE) {
    const batch = valid.slice(start, start + BATCH_SIZE);
    const result = await writeBatch({ companyId, batch, mode, groupIds });
    inserted += result.inserted;
    updated += result.updated;
    for (const item of result.skipped) reject(item.rowNumber, "import.errors.exists", "email");
  }

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

/** Group name (case-insensitive, Turkish rules) → id; missing groups are created. */
async function resolveGroups(companyId: string, names: readonly (string | null)[]): Promise<Map<string, string>> {
  const key = (name: string) => name.toLocaleLowerCase("tr");
  const wanted = new Map<string, string>();
  for (const name of names) if (name && !wanted.has(key(name))) wanted.set(key(name), name);
  const byKey = new Map<string, string>();
  if (wanted.size === 0) return byKey;
  const load = async () => {
    const groups = await db.customerGroup.findMany({ where: { companyId }, select: { id: true, name: true } });
    for (const group of groups) if (!byKey.has(key(group.name))) byKey.set(key(group.name), group.id);
  };
  await load();
  const missing = [...wanted].filter(([groupKey]) => !byKey.has(groupKey)).map(([, name]) => name);
  if (missing.length > 0) {
    await db.customerGroup.createMany({ data: missing.map((name) => ({ companyId, name })), skipDuplicates: true });
    await load();
  }
  return new Map(
    [...wanted.keys()].flatMap((groupKey) => (byKey.has(groupKey) ? [[groupKey, byKey.get(groupKey)!]] : [])),
  );
}

type ExistingCustomer = Pick<ImportRow, (typeof OPTIONAL_FIELDS)[number] | "email"> & { groupId: string | null };

async function writeBatch({
  companyId,
  batch,
  mode,
  groupIds,
}: {
  companyId: string;
  batch: Valid[];
  mode: ImportMode;
  groupIds: Map<string, string>;
}): Promise<{ inserted: number; updated: number; skipped: Valid[] }> {
  // Update mode keeps what the file does not say: columns it lacks, and cells it leaves empty.
  const existing = new Map<string, ExistingCustomer>();
  if (mode === "update") {
    const rows = await db.customer.findMany({
      where: { companyId, email: { in: batch.map((item) => item.row.email) } },
      select: {
        email: true,
        groupId: true,
        countryCode: true,
        phone: true,
        status: true,
        customerType: true,
        tags: true,
        instagram: true,
        facebook: true,
        twitter: true,
        linkedin: true,
        notes: true,
      },
    });
    for (const row of rows) existing.set(row.email, row);
  }

  const payload = batch.map(({ row, provided }) => {
    const before = existing.get(row.email);
    const merged: Record<string, unknown> = { ...row };
    if (before) for (const field of OPTIONAL_FIELDS) if (!provided.has(field)) merged[field] = before[field];
    const groupId = row.groupName
      ? (groupIds.get(row.groupName.toLocaleLowerCase("tr")) ?? null)
      : (before?.groupId ?? null);
    const customer = merged as ImportRow;
    return {
      id: randomUUID(),
      groupId,
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      countryCode: customer.countryCode,
      phone: customer.phone,
      status: customer.status,
      customerType: customer.customerType,
      tags: customer.tags,
      instagram: customer.instagram,
      facebook: customer.facebook,
      twitter: customer.twitter,
      linkedin: customer.linkedin,
      notes: customer.notes,
      searchText: customerSearchText(customer),
      sortName: customerSortName(customer),
    };
  });

  const insert = Prisma.sql`
    INSERT INTO "Customer" ("id", "companyId", "groupId", "firstName", "lastName", "email", "countryCode", "phone",
      "status", "customerType", "tags", "instagram", "facebook", "twitter", "linkedin", "notes", "searchText",
      "sortName", "createdAt", "updatedAt")
    SELECT x."id", ${companyId}, x."groupId", x."firstName", x."lastName", x."email", x."countryCode", x."phone",
      x."status"::"CustomerStatus", x."customerType"::"CustomerType",
      ARRAY(SELECT jsonb_array_elements_text(x."tags")), x."instagram", x."facebook", x."twitter", x."linkedin",
      x."notes", x."searchText", x."sortName", now(), now()
    FROM jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) AS x("id" text, "groupId" text, "firstName" text,
      "lastName" text, "email" text, "countryCode" text, "phone" text, "status" text, "customerType" text,
      "tags" jsonb, "instagram" text, "facebook" text, "twitter" text, "linkedin" text, "notes" text,
      "searchText" text, "sortName" text)`;

  if (mode === "skip") {
    const written = await db.$queryRaw<{ email: string }[]>`${insert}
      ON CONFLICT ("companyId", "email") DO NOTHING RETURNING "email"`;
    const writtenEmails = new Set(written.map((row) => row.email));
    return {
      inserted: written.length,
      updated: 0,
      skipped: batch.filter((item) => !writtenEmails.has(item.row.email)),
    };
  }
  const written = await db.$queryRaw<{ email: string; inserted: boolean }[]>`${insert}
    ON CONFLICT ("companyId", "email") DO UPDATE SET
      "groupId" = EXCLUDED."groupId", "firstName" = EXCLUDED."firstName", "lastName" = EXCLUDED."lastName",
      "countryCode" = EXCLUDED."countryCode", "phone" = EXCLUDED."phone", "status" = EXCLUDED."status",
      "customerType" = EXCLUDED."customerType", "tags" = EXCLUDED."tags", "instagram" = EXCLUDED."instagram",
      "facebook" = EXCLUDED."facebook", "twitter" = EXCLUDED."twitter", "linkedin" = EXCLUDED."linkedin",
      "notes" = EXCLUDED."notes", "searchText" = EXCLUDED."searchText", "sortName" = EXCLUDED."sortName",
      "updatedAt" = now()
    RETURNING "email", ("xmax" = 0) AS "inserted"`;
  const inserted = written.filter((row) => row.inserted).length;
  return { inserted, updated: written.length - inserted, skipped: [] };
}
