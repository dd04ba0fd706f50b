import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { BulkCustomersInput } from "@/lib/validation/customers";
import { db } from "@/lib/server/db";
import { customerWhere } from "@/lib/server/customers/customer-where";
import { getGroupOrThrow } from "@/lib/server/customers/get-group-or-throw";
import { notFound } from "@/lib/server/errors";
import { deleteCustomerPhotoFiles } from "@/lib/server/images/customer-photo";

export type BulkCustomersOptions = { companyId: string; input: BulkCustomersInput };

/**
 * Assigns a group to, or deletes, the checked customers (`ids`) or every customer the list's
 * filter matches (`all: true`). If any id is not one of the company's customers the whole action
 * is a 404 and nothing is touched: a foreign id is never silently skipped. Role checks are the
 * route's. Answers how many customers were affected.
 */
export async function bulkCustomers({ companyId, input }: BulkCustomersOptions) {
  if (input.action === "assign-group" && input.groupId) await getGroupOrThrow({ companyId, id: input.groupId });
  const result = await db.$transaction(async (tx) => {
    let where: Prisma.CustomerWhereInput;
    if (input.all) {
      where = customerWhere({ companyId, filter: input.filter });
    } else {
      const ids = [...new Set(input.ids)];
      where = { companyId, id: { in: ids } };
      if ((await tx.customer.count({ where })) !== ids.length) throw notFound("api.errors.CUSTOMER_NOT_FOUND");
    }
    if (input.action === "assign-group") {
      const { count } = await tx.customer.updateMany({ where, data: { groupId: input.groupId ?? null } });
      return { action: input.action, count, photos: [] };
    }
    // The photo files go once the rows are gone (after the commit).
    const photos = await tx.customer.findMany({
      where: { AND: [where, { avatarUrl: { not: null } }] },
      select: { id: true, avatarUrl: true },
    });
    const { count } = await tx.customer.deleteMany({ where });
    return { action: input.action, count, photos };
  });
  await deleteCustomerPhotoFiles(companyId, result.photos);
  return { action: result.action, count: result.count };
}
