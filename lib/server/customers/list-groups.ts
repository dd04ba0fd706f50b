import "server-only";
import { db } from "@/lib/server/db";

/** The company's customer groups with how many customers each holds, in Turkish name order. */
export async function listGroups({ companyId }: { companyId: string }) {
  const groups = await db.customerGroup.findMany({
    where: { companyId },
    select: { id: true, name: true, description: true, _count: { select: { customers: true } } },
  });
  return groups
    .map(({ _count, ...group }) => ({ ...group, count: _count.customers }))
    .sort((a, b) => a.name.localeCompare(b.name, "tr"));
}
