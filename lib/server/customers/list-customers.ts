import "server-only";
import { CUSTOMERS_COUNT_CAP, type ListCustomersQuery } from "@/lib/validation/customers";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { customerSelect, toCustomerJson } from "@/lib/server/customers/customer-json";
import {
  customerOrderBy,
  customerWhere,
  customerWhereSql,
  usesTrigramSearch,
} from "@/lib/server/customers/customer-where";

/**
 * A page of a company's customers: search, group, status and tag filters, and the chosen sort.
 *
 * Two things keep it flat at 100,000 customers (`npm run bench -- customers`):
 * - the total is counted up to CUSTOMERS_COUNT_CAP unless `count=exact` is asked (the screen asks
 *   only when someone selects "all N matching"); past the cap `totalExact` is false;
 * - with a search of 3+ letters, sequential scans are switched off for this one transaction:
 *   PostgreSQL prices LIKE as nearly free and picks a 55 ms scan of every row over the 10 ms
 *   trigram index scan.
 */
export async function listCustomers({ companyId, query }: { companyId: string; query: ListCustomersQuery }) {
  const where = customerWhere({ companyId, filter: query });
  const exact = query.count === "exact";
  const matches = Prisma.sql`SELECT 1 FROM "Customer" WHERE ${customerWhereSql({ companyId, filter: query })}`;
  const count = db.$queryRaw<{ count: number }[]>`
    SELECT count(*)::int AS count FROM (${matches} ${exact ? Prisma.empty : Prisma.sql`LIMIT ${CUSTOMERS_COUNT_CAP + 1}`}) AS matches`;
  const page = db.customer.findMany({
    where,
    select: customerSelect,
    orderBy: customerOrderBy(query.sort),
    skip: (query.page - 1) * query.limit,
    take: query.limit,
  });
  const [counted, customers] = usesTrigramSearch(query)
    ? await db.$transaction([db.$executeRaw`SET LOCAL enable_seqscan = off`, count, page]).then(([, ...rest]) => rest)
    : await db.$transaction([count, page]);
  const matched = counted[0]!.count;
  const totalExact = exact || matched <= CUSTOMERS_COUNT_CAP;
  const total = totalExact ? matched : CUSTOMERS_COUNT_CAP;
  return {
    customers: customers.map(toCustomerJson),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.ceil(total / query.limit),
      totalExact,
    },
  };
}
