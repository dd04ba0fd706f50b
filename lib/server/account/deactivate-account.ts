import "server-only";
import type { AccountActor } from "@/lib/server/account/account-actor";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { recordSecurityEvent } from "@/lib/server/security/events";

// POST /api/v1/account/deactivate: the account is set aside, not deleted. Every session ends
// (this one too, so the browser lands on the login page); signing in again reactivates it after
// a confirmation (the login's part). Nothing of the company's data changes.
export async function deactivateAccount({ userId, companyId, req }: AccountActor): Promise<void> {
  const now = new Date();
  const updated = await db.$transaction(async (tx) => {
    const deactivated = await tx.user.updateMany({ where: { id: userId, companyId }, data: { deactivatedAt: now } });
    if (deactivated.count > 0) {
      await tx.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
    }
    return deactivated;
  });
  if (updated.count === 0) throw notFound();
  await recordSecurityEvent({ userId, companyId, action: "accountDeactivated", req });
}
