import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { countMembers } from "@/lib/server/billing/usage";
import { seatsFull } from "@/lib/server/team/errors";
import { pendingInvitation } from "@/lib/server/team/invitations";
import { seatLimitOf } from "@/lib/server/team/team-settings";

/** Members plus pending invitations (each holds a seat until it is accepted, cancelled or expires). */
export async function seatsUsed(tx: Prisma.TransactionClient, companyId: string, exceptInvitationId?: string) {
  const [members, pending] = [
    await countMembers(companyId, tx),
    await tx.invitation.count({
      where: { companyId, ...pendingInvitation(), ...(exceptInvitationId ? { id: { not: exceptInvitationId } } : {}) },
    }),
  ];
  return members + pending;
}

/**
 * Refuses (409, with the limit in the message) when one more invitation would pass the seat
 * limit. Call it under lockCompany, so two invites cannot both take the last seat.
 */
export async function assertSeatAvailable(
  tx: Prisma.TransactionClient,
  company: { id: string; plan: string; teamSettings: unknown },
  exceptInvitationId?: string,
): Promise<void> {
  const { limit } = seatLimitOf(company);
  if (limit === null) return;
  if ((await seatsUsed(tx, company.id, exceptInvitationId)) + 1 > limit) throw seatsFull(limit);
}
