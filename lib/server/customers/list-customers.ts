import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { foldTurkish } from "@/lib/customers/search-text";
import type { ListCustomersQuery } from "@/lib/validation/customers";
import { db } from "@/lib/server/db";
import { customerSelect, toCustomerJson } from "@/lib/server/customers/customer-json";

/**
 * A page of a company's customers, newest first. `search` is folded the way `searchText` was
 * written (Turkish-aware, accent-free), so the trigram index answers "sukru" with "Şükrü".
 */
export async function listCustomers({ companyId, query }: { companyId: string; query: ListCustomersQuery }) {
  const where: Prisma.CustomerWhereInput = { companyId };
  const search = query.search ? foldTurkish(query.search) : "";
  if (search) {
    const digits = search.replace(/[\s()+-]/g, "");
    where.OR = [
      { searchText: { contains: search } },
      ...(/^\d{3,}$/.test(digits) ? [{ searchText: { contains: digits } }] : []),
    ];
  }
  const [total, customers] = await db.$transaction([
    db.customer.count({ where }),
    db.customer.findMany({
      where,
      select: customerSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    }),
  ]);
  return {
    customers: customers.map(toCustomerJson),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}
