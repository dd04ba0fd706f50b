import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { MediaPage } from "@/lib/media/types";
import type { ListMediaQuery } from "@/lib/validation/media";
import { db } from "@/lib/server/db";
import { mediaFilesSql, mediaRowsToJson, type MediaFileRow } from "@/lib/server/media/media-json";
import { mediaWhereSql, searchesByTrigram } from "@/lib/server/media/media-where";

// Unqualified output columns (see mediaFilesSql); "id" breaks ties so pages never overlap.
const ORDER_SQL: Record<ListMediaQuery["sort"], Prisma.Sql> = {
  newest: Prisma.sql`"createdAt" DESC, "id" DESC`,
  oldest: Prisma.sql`"createdAt" ASC, "id" ASC`,
  name: Prisma.sql`"sortName" ASC, "id" ASC`,
  size: Prisma.sql`"sizeBytes" DESC, "id" DESC`,
};

/**
 * A page of the company's files: filters, sort and pagination of GET /api/v1/media. As for
 * customers, a search of 3+ characters switches sequential scans off for its transaction, since
 * PostgreSQL prices LIKE as nearly free and would scan every row instead of the trigram index.
 */
export async function listMedia({
  companyId,
  query,
}: {
  companyId: string;
  query: ListMediaQuery;
}): Promise<MediaPage> {
  const where = mediaWhereSql({ companyId, filter: query });
  const countSql = Prisma.sql`SELECT count(*)::int AS count FROM "MediaFile" WHERE ${where}`;
  const pageSql = mediaFilesSql({
    where,
    order: ORDER_SQL[query.sort],
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const [counted, rows] = searchesByTrigram(query)
    ? await db.$transaction(async (tx) => {
        await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
        return [await tx.$queryRaw<CountRow[]>(countSql), await tx.$queryRaw<MediaFileRow[]>(pageSql)] as const;
      })
    : await Promise.all([db.$queryRaw<CountRow[]>(countSql), db.$queryRaw<MediaFileRow[]>(pageSql)]);
  const total = counted[0]!.count;
  return {
    files: await mediaRowsToJson(companyId, rows),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

type CountRow = { count: number };
