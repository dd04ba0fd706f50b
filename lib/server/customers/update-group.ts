import "server-only";
import type { UpdateCustomerGroupInput } from "@/lib/validation/customers";
import { db } from "@/lib/server/db";
import { getGroupOrThrow } from "@/lib/server/customers/get-group-or-throw";
import { groupNameTaken, withUniqueConflict } from "@/lib/server/customers/unique-conflicts";

export type UpdateGroupOptions = { companyId: string; id: string; input: UpdateCustomerGroupInput };

/** Renames or re-describes one of the company's groups (another company's: 404; name taken: 409). */
export async function updateGroup({ companyId, id, input }: UpdateGroupOptions) {
  await getGroupOrThrow({ companyId, id });
  const group = await withUniqueConflict(
    () =>
      db.customerGroup.update({
        where: { id, companyId },
        data: input,
        select: { id: true, name: true, description: true, _count: { select: { customers: true } } },
      }),
    groupNameTaken,
  );
  const { _count, ...rest } = group;
  return { ...rest, count: _count.customers };
}
