import "server-only";
import { CUSTOMERS_COUNT_CAP, type ListCustomersQuery } from "@/lib/validation/customers";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { toCustomerJson, type CustomerSqlRow } from "@/lib/server/customers/customer-json";
import { customerWhereSql, usesTrigramSearch } from "@/lib/server/customers/customer-where";

/**
 * A page of a company's customers: search, group, status and tag filters, and the chosen sort.
 *
 * What keeps it flat at 100,000 customers (`npm run bench -- customers`):
 * - the total is counted up to CUSTOMERS_COUNT_CAP unless `count=exact` is asked (the screen asks
 *   only when someone selects "all N matching"); past the cap `totalExact` is false;
 * - with a search of 3+ letters, sequential scans are switched off for one transaction:
 *   PostgreSQL prices LIKE as nearly free and picks a 55 ms scan of every row over the 10 ms
 *   trigram index scan;
 * - the page is one SQL query with its group joined (the Prisma query plus its relation query
 *   cost ~6 ms more per request); `customerWhereSql` is the list's filter, shared with the count
 *   and the export.
 */
export async function listCustomers({ companyId, query }: { companyId: string; query: ListCustomersQuery }) {
  const where = customerWhereSql({ companyId, filter: query });
  const exact = query.count === "exact";
  const countSql = Prisma.sql`
    SELECT count(*)::int AS count
    FROM (SELECT 1 FROM "Customer" WHERE ${where} ${exact ? Prisma.empty : Prisma.sql`LIMIT ${CUSTOMERS_COUNT_CAP + 1}`}) AS matches`;
  const pageSql = Prisma.sql`
    SELECT c."id", c."firstName", c."lastName", c."email", c."countryCode", c."phone", c."avatarUrl", c."status",
      c."customerType", c."tags", c."instagram", c."facebook", c."twitter", c."linkedin", c."notes",
      c."marketingOptIn", c."marketingOptInAt", c."marketingOptInSource", c."marketingOptOut", c."marketingOptOutAt",
      c."createdAt", c."updatedAt", g."id" AS "groupId", g."name" AS "groupName"
    FROM (
      SELECT * FROM "Customer" WHERE ${where}
      ORDER BY ${ORDER_SQL[query.sort]} LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}
    ) AS c
    LEFT JOIN "CustomerGroup" AS g ON g."id" = c."groupId"
    ORDER BY ${ORDER_SQL[query.sort]}`;
  const [counted, rows] = usesTrigramSearch(query)
    ? // SET LOCAL holds for this transaction only; its statements run one after another.
      await db.$transaction(async (tx) => {
        await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
        return [await tx.$queryRaw<CountRow[]>(countSql), await tx.$queryRaw<PageRow[]>(pageSql)] as const;
      })
    : await Promise.all([db.$queryRaw<CountRow[]>(countSql), db.$queryRaw<PageRow[]>(pageSql)]);
  const matched = counted[0]!.count;
  const totalExact = exact || matched <= CUSTOMERS_COUNT_CAP;
  const total = totalExact ? matched : CUSTOMERS_COUNT_CAP;
  return {
    customers: rows.map(({ groupId, groupName, ...customer }) =>
      toCustomerJson({ ...customer, group: groupId && groupName !== null ? { id: groupId, name: groupName } : null }),
    ),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.ceil(total / query.limit),
      totalExact,
    },
  };
}

type CountRow = { count: number };
type PageRow = CustomerSqlRow;

// Unqualified column names: they read the same inside the page's subquery and on its result
// (`c.*` after the join keeps the Customer's names; the group's columns are aliased).
// sortName is a Turkish-order key (c < ç < d, ı < i), the same under any database collation.
const ORDER_SQL: Record<ListCustomersQuery["sort"], Prisma.Sql> = {
  newest: Prisma.sql`"createdAt" DESC, "id" DESC`,
  oldest: Prisma.sql`"createdAt" ASC, "id" ASC`,
  name_asc: Prisma.sql`"sortName" ASC, "id" ASC`,
  name_desc: Prisma.sql`"sortName" DESC, "id" DESC`,
};
