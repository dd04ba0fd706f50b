import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { foldTurkish } from "@/lib/customers/search-text";
import type { MediaFilter } from "@/lib/validation/media";

/**
 * The list's filter as SQL over "MediaFile": the company, `search` (name and tags, folded as
 * `searchText` was written: "sukru" finds "Şükrü"), `type`, `folder` (an id, `none`, or `all` /
 * omitted) and `tag`. LIKE's wildcards in the search are escaped, so "%" and "_" match themselves.
 */
export function mediaWhereSql({ companyId, filter }: { companyId: string; filter: MediaFilter }): Prisma.Sql {
  const conditions = [Prisma.sql`"companyId" = ${companyId}`];
  const search = foldTurkish(filter.search ?? "");
  if (search) conditions.push(Prisma.sql`"searchText" LIKE ${`%${search.replace(/[\\%_]/g, "\\$&")}%`}`);
  if (filter.type) conditions.push(Prisma.sql`"type" = ${filter.type}::"MediaType"`);
  if (filter.folder === "none") conditions.push(Prisma.sql`"folderId" IS NULL`);
  else if (filter.folder && filter.folder !== "all") conditions.push(Prisma.sql`"folderId" = ${filter.folder}`);
  if (filter.tag) conditions.push(Prisma.sql`"tags" @> ARRAY[${filter.tag}]::text[]`);
  return Prisma.join(conditions, " AND ");
}

/** True when the search has a run of 3+ characters: the trigram index can answer it. */
export const searchesByTrigram = (filter: MediaFilter) => /\S{3,}/.test(foldTurkish(filter.search ?? ""));
