import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { foldTurkish } from "@/lib/customers/search-text";
import type { CustomerFilter, ListCustomersQuery } from "@/lib/validation/customers";

/**
 * The one `where` for a company's filtered customers: the list, bulk `all: true` and the export
 * use it, so "select all N matching" is exactly what the list counted. `search` is folded the
 * way `searchText` was written (Turkish-aware, accent-free), so the trigram index answers
 * "sukru" with "Şükrü".
 */
export function customerWhere({ companyId, filter }: { companyId: string; filter: CustomerFilter }) {
  const where: Prisma.CustomerWhereInput = { companyId };
  const search = filter.search ? foldTurkish(filter.search) : "";
  if (search) {
    const digits = search.replace(/[\s()+-]/g, "");
    where.OR = [
      { searchText: { contains: search } },
      ...(/^\d{3,}$/.test(digits) ? [{ searchText: { contains: digits } }] : []),
    ];
  }
  if (filter.group === "none") where.groupId = null;
  else if (filter.group && filter.group !== "all") where.groupId = filter.group;
  if (filter.status) where.status = filter.status;
  if (filter.tag) where.tags = { has: filter.tag };
  return where;
}

/** True when the search has a word of 3+ letters: the trigram index can answer it. */
export const usesTrigramSearch = (filter: CustomerFilter) => /\S{3,}/.test(foldTurkish(filter.search ?? ""));

const ORDER_BY: Record<ListCustomersQuery["sort"], Prisma.CustomerOrderByWithRelationInput[]> = {
  newest: [{ createdAt: "desc" }, { id: "desc" }],
  oldest: [{ createdAt: "asc" }, { id: "asc" }],
  // sortName is a Turkish-order key (c < ç < d, ı < i), the same under any database collation.
  name_asc: [{ sortName: "asc" }, { id: "asc" }],
  name_desc: [{ sortName: "desc" }, { id: "desc" }],
};

export const customerOrderBy = (sort: ListCustomersQuery["sort"]) => ORDER_BY[sort];
