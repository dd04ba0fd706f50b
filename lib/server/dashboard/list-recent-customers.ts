import "server-only";
import { db } from "@/lib/server/db";

export const RECENT_CUSTOMERS_LIMIT = 5;

export type RecentCustomer = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  avatarUrl: string | null;
  groupName: string | null;
  createdAt: Date;
};

export type ListRecentCustomersOptions = { companyId: string; limit?: number };

/** The company's newest customers with their group's name, in one query (the join stays inside the company). */
export async function listRecentCustomers({
  companyId,
  limit = RECENT_CUSTOMERS_LIMIT,
}: ListRecentCustomersOptions): Promise<RecentCustomer[]> {
  return db.$queryRaw<RecentCustomer[]>`
    SELECT c."id", c."firstName", c."lastName", c."email", c."avatarUrl", c."createdAt", g."name" AS "groupName"
    FROM "Customer" c
    LEFT JOIN "CustomerGroup" g ON g."id" = c."groupId" AND g."companyId" = c."companyId"
    WHERE c."companyId" = ${companyId}
    ORDER BY c."createdAt" DESC, c."id" DESC
    LIMIT ${limit}`;
}
