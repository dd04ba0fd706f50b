import "server-only";
import type { CustomerGroupInput } from "@/lib/validation/customers";
import { db } from "@/lib/server/db";
import { groupNameTaken, withUniqueConflict } from "@/lib/server/customers/unique-conflicts";

/** A new customer group; its name is unique in the company (409 on `name`). */
export async function createGroup({ companyId, input }: { companyId: string; input: CustomerGroupInput }) {
  const group = await withUniqueConflict(
    () =>
      db.customerGroup.create({
        data: { companyId, name: input.name, description: input.description },
        select: { id: true, name: true, description: true },
      }),
    groupNameTaken,
  );
  return { ...group, count: 0 };
}
