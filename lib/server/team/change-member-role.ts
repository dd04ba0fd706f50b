import "server-only";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { roleChangeRefusal } from "@/lib/team/permissions";
import type { TeamRole } from "@/lib/validation/team";
import { memberNotFound, refusalError } from "@/lib/server/team/errors";
import { lockCompany } from "@/lib/server/team/lock";
import { countOwners, findMember } from "@/lib/server/team/members";

// PATCH /api/v1/team/members/{id}. The new role counts from the member's next request: every
// request reads the role from the database (get-session.ts), so nothing else has to be revoked.
export async function changeMemberRole({
  companyId,
  actor,
  memberId,
  role,
}: {
  companyId: string;
  actor: { id: string; role: TeamRole };
  memberId: string;
  role: TeamRole;
}) {
  const updated = await db.$transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const target = await findMember(tx, { companyId, id: memberId });
    if (!target) throw memberNotFound();
    const refusal = roleChangeRefusal(actor, target, role, await countOwners(tx, companyId));
    if (refusal) throw refusalError(refusal);
    if (target.role === role) return target;
    return tx.user.update({ where: { id: target.id }, data: { role }, select: { id: true, role: true } });
  });
  logger.info({ companyId, actorId: actor.id, memberId, role }, "team role changed");
  return updated;
}
