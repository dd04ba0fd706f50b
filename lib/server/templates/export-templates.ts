import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { toMetaTemplate, type MetaTemplate } from "@/lib/templates/meta-components";
import type { TemplateFilter } from "@/lib/validation/templates";
import { db } from "@/lib/server/db";
import { kanalTemplateOf } from "@/lib/server/templates/template-json";
import { templateWhereSql } from "@/lib/server/templates/template-list-sql";

// GET /api/v1/templates/export: the selection (`ids`) or the filtered list (the list's own filter)
// in Meta's template format (components array), oldest first; what Meta's format cannot hold rides in `kanal`.

export async function exportTemplates({
  companyId,
  filter,
  ids,
}: {
  companyId: string;
  filter: TemplateFilter;
  ids?: string[];
}): Promise<MetaTemplate[]> {
  const chosen = ids?.length
    ? ids
    : (
        await db.$queryRaw<{ id: string }[]>(
          Prisma.sql`SELECT "id" FROM "Template" WHERE ${templateWhereSql(companyId, filter)}`,
        )
      ).map((row) => row.id);
  const rows = await db.template.findMany({
    where: { companyId, id: { in: chosen } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return rows.map((row) => toMetaTemplate({ ...kanalTemplateOf(row), status: row.status }));
}
