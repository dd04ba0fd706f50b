import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { foldTurkish } from "@/lib/customers/search-text";
import type { ListTemplatesQuery, TemplateFilter } from "@/lib/validation/templates";
import { pageClause, type SqlPageQuery } from "@/lib/server/sql-page";

// The templates list as SQL (GET /api/v1/templates, its counts, the export): built here once, so
// the service and the bench (lib/cli/bench/templates.ts, which runs the same statements through
// `pg`) run exactly the same queries. Two round trips answer a page: the page with each template's
// channel and history, and every count beside the filters from one GROUP BY.

/**
 * The filter over "Template" (unqualified columns): the company, `search` (name and display name,
 * folded as `searchText` was written: "siparis" finds "Sipariş"; LIKE's wildcards match
 * themselves), `language`, `channel`, and unless left out for the counts, `category` and `status`.
 */
export function templateWhereSql(
  companyId: string,
  filter: TemplateFilter,
  { counts = false }: { counts?: boolean } = {},
): Prisma.Sql {
  const conditions = [Prisma.sql`"companyId" = ${companyId}`];
  const search = foldTurkish(filter.search ?? "");
  if (search) conditions.push(Prisma.sql`"searchText" LIKE ${`%${search.replace(/[\\%_]/g, "\\$&")}%`}`);
  if (filter.language) conditions.push(Prisma.sql`"language" = ${filter.language}`);
  if (filter.channel && filter.channel !== "all") conditions.push(Prisma.sql`"channelId" = ${filter.channel}`);
  if (!counts && filter.category) conditions.push(Prisma.sql`"category" = ${filter.category}::"TemplateCategory"`);
  if (!counts && filter.status) conditions.push(Prisma.sql`"status" = ${filter.status}::"TemplateStatus"`);
  return Prisma.join(conditions, " AND ");
}

// "id" breaks ties, so pages never overlap.
export const TEMPLATE_ORDER_SQL: Record<ListTemplatesQuery["sort"], Prisma.Sql> = {
  newest: Prisma.sql`"createdAt" DESC, "id" DESC`,
  oldest: Prisma.sql`"createdAt" ASC, "id" ASC`,
  name: Prisma.sql`"name" ASC, "language" ASC, "id" ASC`,
  usage: Prisma.sql`"usageCount" DESC, "id" DESC`,
  lastUsed: Prisma.sql`"lastUsedAt" DESC NULLS LAST, "id" DESC`,
};

/** A page of templates, each with its channel and its status history (oldest first) as JSON. */
export function templatePageSql({ where, order, ...page }: SqlPageQuery & { limit: number }): Prisma.Sql {
  return Prisma.sql`
    SELECT t."id", t."companyId", t."channelId", t."name", t."displayName", t."category"::text AS "category",
           t."language", t."status"::text AS "status", t."statusAt", t."headerType"::text AS "headerType",
           t."headerText", t."headerMediaId", t."body", t."footer", t."buttons", t."variables",
           t."providerTemplateId", t."rejectedReason", t."usageCount", t."lastUsedAt", t."searchText",
           t."createdAt", t."updatedAt",
           (SELECT json_build_object('id', c."id", 'name', c."name") FROM "Channel" c WHERE c."id" = t."channelId") AS "channel",
           (SELECT coalesce(json_agg(json_build_object('status', h."status", 'reason', h."reason",
                     'at', to_char(h."at", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) ORDER BY h."at", h."id"), '[]')
              FROM "TemplateStatusChange" h WHERE h."templateId" = t."id") AS "statusChanges"
      FROM "Template" t
     WHERE ${where}
     ORDER BY ${order}
     ${pageClause(page)}`;
}

/** How many templates of each category and status match the filter but those two: every count beside the filters. */
export function templateCountsSql(companyId: string, filter: TemplateFilter): Prisma.Sql {
  return Prisma.sql`
    SELECT "category"::text AS "category", "status"::text AS "status", count(*)::int AS "count"
      FROM "Template" WHERE ${templateWhereSql(companyId, filter, { counts: true })}
     GROUP BY 1, 2`;
}

/** True when the search has a run of 3+ characters: the trigram index can answer it. */
export const searchesByTrigram = (filter: TemplateFilter) => /\S{3,}/.test(foldTurkish(filter.search ?? ""));
