import "server-only";
import { hashPassword } from "@/lib/auth/password";
import { RESET_LINK_TTL_HOURS } from "@/lib/constants";
import { db } from "@/lib/server/db";
import { appUrl } from "@/lib/server/app-url";
import { fieldError } from "@/lib/server/errors";
import { sendMail } from "@/lib/server/mail/mailer";
import { passwordResetMail, recipientSelect } from "@/lib/server/mail/templates";
import { randomToken, sha256, claimUnused } from "@/lib/server/auth/secrets";

// Password reset (api.md): a link valid 24 h, single-use, stored hashed; a newer request voids
// the older links; a reset ends every session and does not sign in.

const invalidLink = () => fieldError("VALIDATION_ERROR", "token", "api.errors.RESET_LINK_INVALID");

export const resetUrl = (email: string, token: string) => appUrl("/auth/reset-password", { token, email });

/** Mails a reset link when the address has an account. Says nothing about whether it does. */
export async function requestPasswordReset({ email }: { email: string }): Promise<void> {
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, ...recipientSelect },
  });
  if (!user) return;
  const token = randomToken();
  await db.$transaction(async (tx) => {
    await tx.passwordResetToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: new Date() } });
    await tx.passwordResetToken.create({
      data: {
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + RESET_LINK_TTL_HOURS * 3_600_000),
      },
    });
  });
  await sendMail(passwordResetMail(user, resetUrl(user.email, token)));
}

async function findUsableToken(email: string, token: string) {
  const row = await db.passwordResetToken.findUnique({
    where: { tokenHash: sha256(token) },
    include: { user: { select: { id: true, email: true } } },
  });
  if (!row || row.usedAt || row.expiresAt <= new Date() || row.user.email !== email) return null;
  return row;
}

/** Whether the reset page should show its form or the invalid-link view. */
export async function checkResetLink({ email, token }: { email: string; token: string }): Promise<boolean> {
  return (await findUsableToken(email.trim().toLowerCase(), token)) !== null;
}

/** Sets the new password, uses up the link and ends every session of the user. */
export async function resetPassword({ email, token, password }: { email: string; token: string; password: string }) {
  const row = await findUsableToken(email, token);
  if (!row) throw invalidLink();
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const done = await db.$transaction(async (tx) => {
    const claimed = await tx.passwordResetToken.updateMany(claimUnused(row.id, now));
    if (claimed.count === 0) return false;
    // Reading the mail proves the address, so a reset also verifies it.
    const user = await tx.user.findUniqueOrThrow({ where: { id: row.userId }, select: { emailVerifiedAt: true } });
    await tx.user.update({
      where: { id: row.userId },
      data: { passwordHash, ...(user.emailVerifiedAt ? {} : { emailVerifiedAt: now }) },
    });
    await tx.session.updateMany({ where: { userId: row.userId, revokedAt: null }, data: { revokedAt: now } });
    return true;
  });
  if (!done) throw invalidLink();
}
