import "server-only";
import { db } from "@/lib/server/db";
import { getGroupOrThrow } from "@/lib/server/customers/get-group-or-throw";

/** Deletes one of the company's groups; its customers stay, ungrouped. Answers how many. */
export async function deleteGroup({ companyId, id }: { companyId: string; id: string }) {
  await getGroupOrThrow({ companyId, id });
  return db.$transaction(async (tx) => {
    const { count } = await tx.customer.updateMany({ where: { companyId, groupId: id }, data: { groupId: null } });
    await tx.customerGroup.delete({ where: { id, companyId } });
    return { id, ungrouped: count };
  });
}
