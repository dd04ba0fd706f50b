import "server-only";
import type { ListCustomersQuery } from "@/lib/validation/customers";
import { db } from "@/lib/server/db";
import { customerSelect, toCustomerJson } from "@/lib/server/customers/customer-json";
import { customerOrderBy, customerWhere } from "@/lib/server/customers/customer-where";

/** A page of a company's customers: search, group, status and tag filters, and the chosen sort. */
export async function listCustomers({ companyId, query }: { companyId: string; query: ListCustomersQuery }) {
  const where = customerWhere({ companyId, filter: query });
  const [total, customers] = await db.$transaction([
    db.customer.count({ where }),
    db.customer.findMany({
      where,
      select: customerSelect,
      orderBy: customerOrderBy(query.sort),
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    }),
  ]);
  return {
    customers: customers.map(toCustomerJson),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}
