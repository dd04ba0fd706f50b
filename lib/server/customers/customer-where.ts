import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { foldTurkish } from "@/lib/customers/search-text";
import type { CustomerFilter } from "@/lib/validation/customers";

/**
 * The one `where` for a company's filtered customers: the list, bulk `all: true` and the export
 * use it, so "select all N matching" is exactly what the list counted. `search` is folded the
 * way `searchText` was written (Turkish-aware, accent-free), so the trigram index answers
 * "sukru" with "Şükrü".
 */
export function customerWhere({ companyId, filter }: { companyId: string; filter: CustomerFilter }) {
  const where: Prisma.CustomerWhereInput = { companyId };
  const terms = searchTerms(filter);
  if (terms.length > 0) where.OR = terms.map((term) => ({ searchText: { contains: term } }));
  if (filter.group === "none") where.groupId = null;
  else if (filter.group && filter.group !== "all") where.groupId = filter.group;
  if (filter.status) where.status = filter.status;
  if (filter.tag) where.tags = { has: filter.tag };
  return where;
}

/**
 * The same filter as SQL, for the queries Prisma would write slower: the capped count (Prisma
 * adds an ORDER BY id to a count with `take`, which sorts every match) and the export's keyset
 * pages. tests/integration/customers-where.test.ts proves both select the same rows.
 */
export function customerWhereSql({ companyId, filter }: { companyId: string; filter: CustomerFilter }): Prisma.Sql {
  const conditions = [Prisma.sql`"companyId" = ${companyId}`];
  const terms = searchTerms(filter);
  if (terms.length > 0) {
    const likes = terms.map((term) => Prisma.sql`"searchText" LIKE ${`%${term}%`}`);
    conditions.push(Prisma.sql`(${Prisma.join(likes, " OR ")})`);
  }
  if (filter.group === "none") conditions.push(Prisma.sql`"groupId" IS NULL`);
  else if (filter.group && filter.group !== "all") conditions.push(Prisma.sql`"groupId" = ${filter.group}`);
  if (filter.status) conditions.push(Prisma.sql`"status" = ${filter.status}::"CustomerStatus"`);
  if (filter.tag) conditions.push(Prisma.sql`"tags" @> ARRAY[${filter.tag}]::text[]`);
  return Prisma.join(conditions, " AND ");
}

/**
 * What `search` looks for in `searchText`: the folded text, and its digits alone when it looks
 * like a phone number ("0532 111" finds "5321112233"). LIKE's wildcards are escaped, so "%"
 * and "_" match themselves.
 */
function searchTerms(filter: CustomerFilter): string[] {
  const search = filter.search ? foldTurkish(filter.search) : "";
  if (!search) return [];
  const digits = search.replace(/[\s()+-]/g, "");
  const terms = /^\d{3,}$/.test(digits) && digits !== search ? [search, digits] : [search];
  return terms.map((term) => term.replace(/[\\%_]/g, "\\$&"));
}

/** True when the search has a word of 3+ letters: the trigram index can answer it. */
export const usesTrigramSearch = (filter: CustomerFilter) => /\S{3,}/.test(foldTurkish(filter.search ?? ""));
