import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { TEMPLATE_CATEGORIES, TEMPLATE_STATUSES } from "@/lib/templates/rules";
import type { TemplateCounts, TemplateListJson } from "@/lib/templates/types";
import type { ListTemplatesQuery } from "@/lib/validation/templates";
import { db } from "@/lib/server/db";
import type { Translate } from "@/lib/server/i18n";
import { templateInclude, templatesToJson } from "@/lib/server/templates/template-json";
import { templateWhere } from "@/lib/server/templates/template-where";

// GET /api/v1/templates: a page of the company's filtered templates, and the counts beside the
// filters (each category's count under the other filters, each status's likewise).

const ORDER: Record<ListTemplatesQuery["sort"], Prisma.TemplateOrderByWithRelationInput[]> = {
  newest: [{ createdAt: "desc" }, { id: "desc" }],
  oldest: [{ createdAt: "asc" }, { id: "asc" }],
  name: [{ name: "asc" }, { language: "asc" }],
  usage: [{ usageCount: "desc" }, { id: "desc" }],
  lastUsed: [{ lastUsedAt: { sort: "desc", nulls: "last" } }, { id: "desc" }],
};

export async function listTemplates({
  companyId,
  query,
  t,
}: {
  companyId: string;
  query: ListTemplatesQuery;
  t: Translate;
}): Promise<TemplateListJson> {
  const where = templateWhere(companyId, query);
  const [rows, total, byCategory, byStatus] = await Promise.all([
    db.template.findMany({
      where,
      include: templateInclude,
      orderBy: ORDER[query.sort],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    }),
    db.template.count({ where }),
    db.template.groupBy({
      by: ["category"],
      where: templateWhere(companyId, query, "category"),
      _count: { _all: true },
    }),
    db.template.groupBy({ by: ["status"], where: templateWhere(companyId, query, "status"), _count: { _all: true } }),
  ]);
  const counts: TemplateCounts = {
    byCategory: Object.fromEntries([
      ["all", 0],
      ...TEMPLATE_CATEGORIES.map((c) => [c, 0]),
    ]) as TemplateCounts["byCategory"],
    byStatus: Object.fromEntries([["all", 0], ...TEMPLATE_STATUSES.map((s) => [s, 0])]) as TemplateCounts["byStatus"],
  };
  for (const row of byCategory) {
    counts.byCategory[row.category] = row._count._all;
    counts.byCategory.all += row._count._all;
  }
  for (const row of byStatus) {
    counts.byStatus[row.status] = row._count._all;
    counts.byStatus.all += row._count._all;
  }
  return {
    templates: await templatesToJson(companyId, rows, t),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
    },
    counts,
  };
}
