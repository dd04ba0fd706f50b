import "server-only";
import { IMPORT_FIELDS } from "@/lib/csv/customer-columns";
import { z } from "zod";
import { csvLine, CSV_BOM } from "@/lib/csv/write";
import { db } from "@/lib/server/db";
import type { Translate } from "@/lib/server/i18n";
import { customerWhere } from "@/lib/server/customers/customer-where";
import { customerFilterSchema } from "@/lib/validation/customers";

// GET /api/v1/customers/export: the list's filters (or a selection of ids) as a CSV stream.
// Rows are read 1,000 at a time by id (keyset, no OFFSET) and written as they come, so memory
// stays flat at 100,000 customers. Headers and enum values are in the caller's language, and
// the import maps them back.

const EXPORT_PAGE_SIZE = 1000;
const EXPORT_MAX_IDS = 10_000;

export const exportCustomersQuerySchema = customerFilterSchema.extend({
  ids: z
    .string()
    .max(EXPORT_MAX_IDS * 40)
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

export function exportCustomersStream({
  companyId,
  query,
  t,
}: {
  companyId: string;
  query: ExportCustomersQuery;
  t: Translate;
}): ReadableStream<Uint8Array> {
  const { ids, ...filter } = query;
  const where = customerWhere({ companyId, filter });
  if (ids) where.id = { in: ids };
  const encoder = new TextEncoder();
  const status = { active: t("import.values.active"), inactive: t("import.values.inactive") };
  const type = { individual: t("import.values.individual"), corporate: t("import.values.corporate") };
  let cursor: string | undefined;
  let started = false;
  let done = false;

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvLine(COLUMNS.map((column) => t(`import.columns.${column}`)))));
        return;
      }
      if (done) return;
      const rows = await db.customer.findMany({
        where: cursor ? { AND: [where, { id: { gt: cursor } }] } : where,
        orderBy: { id: "asc" },
        take: EXPORT_PAGE_SIZE,
        select: {
          id: true,
          firstName: true,
          lastName: true,
          email: true,
          countryCode: true,
          phone: true,
          tags: true,
          status: true,
          customerType: true,
          notes: true,
          instagram: true,
          facebook: true,
          twitter: true,
          linkedin: true,
          createdAt: true,
          group: { select: { name: true } },
        },
      });
      let chunk = "";
      for (const row of rows) {
        chunk += csvLine([
          row.firstName,
          row.lastName,
          row.email,
          row.countryCode,
          row.phone,
          row.group?.name,
          row.tags.join(", "),
          status[row.status],
          type[row.customerType],
          row.notes,
          row.instagram,
          row.facebook,
          row.twitter,
          row.linkedin,
          row.createdAt.toISOString(),
        ]);
      }
      if (chunk) controller.enqueue(encoder.encode(chunk));
      cursor = rows.at(-1)?.id;
      if (rows.length < EXPORT_PAGE_SIZE) {
        done = true;
        controller.close();
      }
    },
  });
}
