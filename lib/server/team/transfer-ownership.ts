import "server-only";
import { can } from "@/lib/permissions";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { logger } from "@/lib/server/logger";
import { memberNotFound } from "@/lib/server/team/errors";
import { lockCompany } from "@/lib/server/team/lock";
import { findMember } from "@/lib/server/team/members";

// POST /api/v1/team/transfer-ownership (owner only, checked by the route): the chosen member
// becomes an owner and the caller an admin, in one transaction, so the company always has one.
export async function transferOwnership({
  companyId,
  ownerId,
  userId,
}: {
  companyId: string;
  ownerId: string;
  userId: string;
}): Promise<void> {
  await db.$transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const target = await findMember(tx, { companyId, id: userId });
    if (!target) throw memberNotFound();
    if (target.id === ownerId) throw new AppError("FORBIDDEN", { messageKey: "api.errors.TEAM_SELF" });
    // Re-read under the lock: someone may have changed the caller's role since the route checked it.
    const owner = await findMember(tx, { companyId, id: ownerId });
    if (!owner || !can(owner.role, "team.transferOwnership"))
      throw new AppError("FORBIDDEN", { messageKey: "api.errors.TEAM_FORBIDDEN" });
    await tx.user.update({ where: { id: target.id }, data: { role: "owner" } });
    await tx.user.update({ where: { id: ownerId }, data: { role: "admin" } });
  });
  logger.info({ companyId, from: ownerId, to: userId }, "ownership transferred");
}
