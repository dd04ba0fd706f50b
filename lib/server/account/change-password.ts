import "server-only";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/server/db";
import { fieldError, notFound } from "@/lib/server/errors";
import { recordSecurityEvent } from "@/lib/server/security/events";
import { verifyCurrentPassword } from "@/lib/server/account/verify-current-password";

// POST /api/v1/account/password: the current password proves the person, the new one follows the
// reset page's rule (changePasswordSchema). Every other session of the user ends at once (their
// next request is a 401); the one that asked stays signed in. Unused reset links die too: a link
// mailed before the change must not undo it.
export async function changePassword({
  userId,
  companyId,
  sessionId,
  currentPassword,
  password,
  req,
}: {
  userId: string;
  companyId: string;
  /** The caller's session: kept. */
  sessionId: string;
  currentPassword: string;
  password: string;
  req?: Request;
}): Promise<{ revokedSessions: number }> {
  const user = await db.user.findFirst({ where: { id: userId, companyId }, select: { passwordHash: true } });
  if (!user) throw notFound();
  await verifyCurrentPassword({
    userId,
    password: currentPassword,
    passwordHash: user.passwordHash,
    field: "currentPassword",
  });
  if (await verifyPassword(password, user.passwordHash)) {
    throw fieldError("VALIDATION_ERROR", "password", "api.errors.PASSWORD_UNCHANGED");
  }
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const revoked = await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    const ended = await tx.session.updateMany({
      where: { userId, revokedAt: null, id: { not: sessionId } },
      data: { revokedAt: now },
    });
    await tx.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
    return ended;
  });
  await recordSecurityEvent({
    userId,
    companyId,
    action: "passwordChanged",
    req,
    data: { revokedSessions: revoked.count },
  });
  return { revokedSessions: revoked.count };
}
