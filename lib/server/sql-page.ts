import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

/** A list query in raw SQL: rows matching `where` in `order`, one page of them when `limit` is given. */
export type SqlPageQuery = {
  where: Prisma.Sql;
  order: Prisma.Sql;
  limit?: number;
  offset?: number;
};

/** The LIMIT/OFFSET clause of a page, or nothing when the query wants every row. */
export function pageClause({ limit, offset = 0 }: Pick<SqlPageQuery, "limit" | "offset">): Prisma.Sql {
  return limit === undefined ? Prisma.empty : Prisma.sql`LIMIT ${limit} OFFSET ${offset}`;
}
