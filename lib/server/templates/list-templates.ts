import "server-only";
import {
  TEMPLATE_CATEGORIES,
  TEMPLATE_STATUSES,
  type TemplateCategory,
  type TemplateStatus,
} from "@/lib/templates/rules";
import type { TemplateCounts, TemplateListJson } from "@/lib/templates/types";
import type { ListTemplatesQuery } from "@/lib/validation/templates";
import { db } from "@/lib/server/db";
import type { Translate } from "@/lib/server/i18n";
import { templatesToJson, type TemplateRow } from "@/lib/server/templates/template-json";
import {
  TEMPLATE_ORDER_SQL,
  templateCountsSql,
  templatePageSql,
  templateWhereSql,
} from "@/lib/server/templates/template-list-sql";

// GET /api/v1/templates: a page of the company's filtered templates, and the counts beside the
// filters (each category's count under the other filters, each status's likewise), in two queries
// run side by side (template-list-sql.ts).

export type TemplateCountRow = { category: TemplateCategory; status: TemplateStatus; count: number };
type TemplatePageRow = Omit<TemplateRow, "statusChanges"> & {
  statusChanges: { status: TemplateStatus; reason: string | null; at: string }[];
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
  const [rows, countRows] = await Promise.all([
    db.$queryRaw<TemplatePageRow[]>(
      templatePageSql({
        where: templateWhereSql(companyId, query),
        order: TEMPLATE_ORDER_SQL[query.sort],
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      }),
    ),
    db.$queryRaw<TemplateCountRow[]>(templateCountsSql(companyId, query)),
  ]);
  const { total, counts } = templateCounts(countRows, query);
  const templates = rows.map((row) => ({
    ...row,
    statusChanges: row.statusChanges.map((change) => ({ ...change, at: new Date(change.at) })),
  }));
  return {
    templates: await templatesToJson(companyId, templates, t),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
    },
    counts,
  };
}

/** The list's total and the counts beside its filters, from the (category, status) groups. */
export function templateCounts(
  rows: readonly TemplateCountRow[],
  filter: { category?: TemplateCategory; status?: TemplateStatus },
): { total: number; counts: TemplateCounts } {
  const counts: TemplateCounts = {
    byCategory: Object.fromEntries([
      ["all", 0],
      ...TEMPLATE_CATEGORIES.map((c) => [c, 0]),
    ]) as TemplateCounts["byCategory"],
    byStatus: Object.fromEntries([["all", 0], ...TEMPLATE_STATUSES.map((s) => [s, 0])]) as TemplateCounts["byStatus"],
  };
  let total = 0;
  for (const row of rows) {
    const categoryMatches = !filter.category || row.category === filter.category;
    const statusMatches = !filter.status || row.status === filter.status;
    if (statusMatches) {
      counts.byCategory[row.category] += row.count;
      counts.byCategory.all += row.count;
    }
    if (categoryMatches) {
      counts.byStatus[row.status] += row.count;
      counts.byStatus.all += row.count;
    }
    if (categoryMatches && statusMatches) total += row.count;
  }
  return { total, counts };
}
