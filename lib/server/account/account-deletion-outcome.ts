import "server-only";
import type { Prisma, Role } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { AccountDeletionOutcome } from "@/lib/validation/account";

// What deleting an account does (issue 6): the company's only user takes the company with them;
// the last owner of a company that has other users must first hand over ownership (or delete the
// company); anyone else leaves, and the company's data stays. The dialog says which before asking.
export async function getAccountDeletionOutcome(
  { userId, companyId, role }: { userId: string; companyId: string; role: Role },
  client: Prisma.TransactionClient = db,
): Promise<AccountDeletionOutcome> {
  const others = { companyId, id: { not: userId } };
  // One after the other: inside a transaction the queries share one connection anyway.
  const otherUsers = await client.user.count({ where: others });
  if (otherUsers === 0) return "deletesCompany";
  if (role !== "owner") return "deletesUser";
  const otherOwners = await client.user.count({ where: { ...others, role: "owner" } });
  return otherOwners === 0 ? "blockedLastOwner" : "deletesUser";
}
