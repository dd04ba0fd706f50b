import "server-only";
import { IMPORT_FIELDS } from "@/lib/csv/customer-columns";
import { z } from "zod";
import { Prisma } from "@/lib/generated/prisma/client";
import { csvLine, CSV_BOM } from "@/lib/csv/write";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import type { Translate } from "@/lib/server/i18n";
import type { CustomerSqlRow } from "@/lib/server/customers/customer-json";
import { customerWhereSql } from "@/lib/server/customers/customer-where";
import { customerFilterSchema } from "@/lib/validation/customers";
import { singleLine } from "@/lib/validation/text";

// GET /api/v1/customers/export: the list's filters (or a selection of ids) as a CSV stream.
// Rows come newest first (the list's default order) in keyset pages of EXPORT_PAGE_SIZE by
// ("createdAt", "id") — raw SQL with the list's own filter (`customerWhereSql`), no OFFSET and no
// Prisma model objects — and each page is written out before the next is read, so memory stays
// flat at 100,000 customers (`npm run bench -- customers`). Headers and enum values are in the
// caller's language, and the import maps them back.

const EXPORT_PAGE_SIZE = 2000;
const EXPORT_MAX_IDS = 10_000;

export const exportCustomersQuerySchema = customerFilterSchema.extend({
  ids: z
    .string()
    .max(EXPORT_MAX_IDS * 40)
    .check(singleLine)
    .optional()
    .transform((value) =>
      value
        ? value
            .split(",")
            .map((id) => id.trim())
            .filter((id) => id.length > 0 && id.length <= 100)
        : undefined,
    ),
});
export type ExportCustomersQuery = z.output<typeof exportCustomersQuerySchema>;

// The columns the import reads, plus the creation date: an export imports back unchanged.
const COLUMNS = [...IMPORT_FIELDS, "createdAt"] as const;

type ExportRow = Omit<CustomerSqlRow, "avatarUrl" | "updatedAt" | "groupId">;

/**
 * The export as a CSV stream. The first page is read and written before this resolves, so the
 * route answers a failure there (database down → 503, a value it refuses → 400, a row that cannot
 * be written → 500) as the envelope, before any header is sent. A failure after that cannot change
 * the status any more: it is logged and errors the stream, and Next then destroys the socket, so
 * the chunked body never ends cleanly and the browser's download (a plain link, streamed to disk)
 * fails with a network error instead of saving a short file (issue 13 #4).
 */
export async function exportCustomersStream({
  companyId,
  query,
  t,
  requestId,
}: {
  companyId: string;
  query: ExportCustomersQuery;
  t: Translate;
  requestId: string;
}): Promise<ReadableStream<Uint8Array>> {
  const { ids, ...filter } = query;
  const where = ids
    ? Prisma.sql`${customerWhereSql({ companyId, filter })} AND "id" = ANY(${ids}::text[])`
    : customerWhereSql({ companyId, filter });
  const encoder = new TextEncoder();
  const status = { active: t("import.values.active"), inactive: t("import.values.inactive") };
  const type = { individual: t("import.values.individual"), corporate: t("import.values.corporate") };
  const consent = (optIn: boolean) => t(optIn ? "import.values.yes" : "import.values.no");

  const readPage = (after?: ExportRow) => {
    // `createdAt <= …` lets the (companyId, createdAt DESC) index start at the page boundary.
    const keyset = after
      ? Prisma.sql`AND "createdAt" <= ${after.createdAt} AND ("createdAt" < ${after.createdAt} OR "id" < ${after.id})`
      : Prisma.empty;
    const page = db.$queryRaw<ExportRow[]>`
      SELECT c."id", c."firstName", c."lastName", c."email", c."countryCode", c."phone", g."name" AS "groupName",
        c."tags", c."status"::text AS "status", c."customerType"::text AS "customerType", c."notes",
        c."marketingOptIn", c."instagram", c."facebook", c."twitter", c."linkedin", c."createdAt"
      FROM (
        SELECT * FROM "Customer" WHERE ${where} ${keyset}
        ORDER BY "createdAt" DESC, "id" DESC LIMIT ${EXPORT_PAGE_SIZE}
      ) AS c
      LEFT JOIN "CustomerGroup" AS g ON g."id" = c."groupId"
      ORDER BY c."createdAt" DESC, c."id" DESC`;
    page.catch(() => {}); // a prefetch the reader never asks for (the download was cancelled)
    return page;
  };

  const writeRows = (rows: ExportRow[]) => {
    let chunk = "";
    for (const row of rows) {
      chunk += csvLine([
        row.firstName,
        row.lastName,
        row.email,
        row.countryCode,
        row.phone,
        row.groupName,
        row.tags.join(", "),
        status[row.status],
        type[row.customerType],
        row.notes,
        consent(row.marketingOptIn),
        row.instagram,
        row.facebook,
        row.twitter,
        row.linkedin,
        row.createdAt.toISOString(),
      ]);
    }
    return chunk;
  };

  // The next page is asked for as soon as the current one has arrived, so the database reads it
  // while this one is turned into CSV and sent: at most two pages are held at a time.
  const firstRows = await readPage();
  let pending: string | null =
    CSV_BOM + csvLine(COLUMNS.map((column) => t(`import.columns.${column}`))) + writeRows(firstRows);
  let next = firstRows.length === EXPORT_PAGE_SIZE ? readPage(firstRows.at(-1)) : undefined;
  let rowsSent = firstRows.length;

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (pending !== null) {
        controller.enqueue(encoder.encode(pending));
        pending = null;
        if (!next) controller.close();
        return;
      }
      try {
        const rows = await next!;
        next = rows.length === EXPORT_PAGE_SIZE ? readPage(rows.at(-1)) : undefined;
        const chunk = writeRows(rows);
        if (chunk) controller.enqueue(encoder.encode(chunk));
        rowsSent += rows.length;
        if (!next) controller.close();
      } catch (error) {
        logger.error(
          { requestId, companyId, rowsSent, err: error },
          "customer export failed after its headers were sent: connection aborted",
        );
        throw error; // errors the stream: the body ends in an error, never in a clean short file
      }
    },
  });
}
