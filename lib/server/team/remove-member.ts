import "server-only";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { getStorage } from "@/lib/server/storage/get-storage";
import { deleteAvatarFile } from "@/lib/server/account/user-avatar";
import { removalRefusal } from "@/lib/team/permissions";
import type { TeamRole } from "@/lib/validation/team";
import { memberNotFound, refusalError } from "@/lib/server/team/errors";
import { lockCompany } from "@/lib/server/team/lock";
import { countOwners, findMember } from "@/lib/server/team/members";

// DELETE /api/v1/team/members/{id}: the person's account goes (a user belongs to exactly one
// company), and with it every session, so their next request is a 401. The company's data
// (customers, templates…) stays; invitations they sent keep going without an inviter.
export async function removeMember({
  companyId,
  actor,
  memberId,
}: {
  companyId: string;
  actor: { id: string; role: TeamRole };
  memberId: string;
}): Promise<void> {
  const removed = await db.$transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const target = await findMember(tx, { companyId, id: memberId });
    if (!target) throw memberNotFound();
    const refusal = removalRefusal(actor, target, await countOwners(tx, companyId));
    if (refusal) throw refusalError(refusal);
    const exports = await tx.dataExport.findMany({
      where: { userId: target.id, fileKey: { not: null } },
      select: { fileKey: true },
    });
    const user = await tx.user.delete({ where: { id: target.id }, select: { id: true, avatarUrl: true } });
    return { user, exports };
  });
  // The rows are gone; a file that fails to go is only unreachable.
  await deleteAvatarFile({ companyId, userId: removed.user.id, url: removed.user.avatarUrl });
  for (const item of removed.exports) {
    if (!item.fileKey) continue;
    try {
      await getStorage().delete(item.fileKey);
    } catch (error) {
      logger.warn({ key: item.fileKey, err: error }, "stored export of a removed member could not be deleted");
    }
  }
  logger.info({ companyId, actorId: actor.id, memberId }, "team member removed");
}
