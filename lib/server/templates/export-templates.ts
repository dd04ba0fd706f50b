import "server-only";
import { toMetaTemplate, type MetaTemplate } from "@/lib/templates/meta-components";
import type { TemplateFilter } from "@/lib/validation/templates";
import { db } from "@/lib/server/db";
import { kanalTemplateOf } from "@/lib/server/templates/template-json";
import { templateWhere } from "@/lib/server/templates/template-where";

// GET /api/v1/templates/export: the selection (`ids`) or the filtered list in Meta's template format
// (components array), oldest first; what Meta's format cannot hold rides in `kanal`.

export async function exportTemplates({
  companyId,
  filter,
  ids,
}: {
  companyId: string;
  filter: TemplateFilter;
  ids?: string[];
}): Promise<MetaTemplate[]> {
  const where = ids?.length ? { companyId, id: { in: ids } } : templateWhere(companyId, filter);
  const rows = await db.template.findMany({ where, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map((row) => toMetaTemplate({ ...kanalTemplateOf(row), status: row.status }));
}
