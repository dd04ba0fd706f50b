import "server-only";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";

/** One of the company's customer groups; another company's id (or none) is a 404. */
export async function getGroupOrThrow({ companyId, id }: { companyId: string; id: string }) {
  const group = await db.customerGroup.findFirst({
    where: { id, companyId },
    select: { id: true, name: true, description: true },
  });
  if (!group) throw notFound("api.errors.GROUP_NOT_FOUND");
  return group;
}
