import "server-only";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/http/errors";
import { recordSecurityEvent } from "@/lib/server/security/events";

// POST /api/v1/account/deactivate: the account is set aside, not deleted. Every session ends
// (this one too, so the browser lands on the login page); signing in again reactivates it after
// a confirmation (the login's part). Nothing of the company's data changes.
export async function deactivateAccount({
  userId,
  companyId,
  req,
}: {
  userId: string;
  companyId: string;
  req?: Request;
}): Promise<void> {
  const now = new Date();
  const [updated] = await db.$transaction([
    db.user.updateMany({ where: { id: userId, companyId }, data: { deactivatedAt: now } }),
    db.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } }),
  ]);
  if (updated.count === 0) throw notFound();
  await recordSecurityEvent({ userId, companyId, action: "accountDeactivated", req });
}
