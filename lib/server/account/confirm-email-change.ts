import "server-only";
import { VERIFICATION_MAX_ATTEMPTS } from "@/lib/constants";
import { secretChecks } from "@/lib/auth/secret-checks";
import { hashCode, sameHash } from "@/lib/server/auth/secrets";
import { db } from "@/lib/server/db";
import { fieldError, notFound } from "@/lib/server/errors";
import { sendMail } from "@/lib/server/mail/mailer";
import { emailChangedMail, recipientSelect } from "@/lib/server/mail/templates";
import { consumeRateLimit } from "@/lib/server/rate-limit";
import { recordSecurityEvent } from "@/lib/server/security/events";
import { ACCOUNT_LIMITS } from "@/lib/server/account/account-limits";
import { getAccountProfile, type AccountProfile } from "@/lib/server/account/get-account-profile";
import { emailChangeCodeScope, emailTaken, profileSettingsUrl } from "@/lib/server/account/start-email-change";

// Finishing an e-mail change: the code mailed to the new address switches the account to it
// (single use, 300 s, 5 wrong tries, throttled per user). The new address counts as verified, as
// reading the code proved it; the old address is told, in case it was not its owner's doing.

const codeError = (key: string, values?: Record<string, string | number>) =>
  fieldError("VALIDATION_ERROR", "code", key, values);

export async function confirmEmailChange({
  userId,
  companyId,
  code,
  req,
}: {
  userId: string;
  companyId: string;
  code: string;
  /** The request, for the security log's IP and device. */
  req?: Request;
}): Promise<AccountProfile> {
  await consumeRateLimit(`email-change:confirm:${userId}`, ACCOUNT_LIMITS.emailChangeConfirm);
  const row = await db.emailChange.findFirst({
    where: { userId, usedAt: null, user: { companyId } },
    orderBy: { createdAt: "desc" },
    include: { user: { select: recipientSelect } },
  });
  if (!row) throw codeError("api.errors.EMAIL_CHANGE_NONE");
  if (row.expiresAt <= new Date()) throw codeError("api.errors.CODE_EXPIRED");
  if (row.attempts >= VERIFICATION_MAX_ATTEMPTS) throw codeError("api.errors.CODE_LOCKED");

  // Every try is counted before the comparison, atomically: tries sent at once cannot all be
  // compared against the count read above.
  const [counted] = await db.emailChange.updateManyAndReturn({
    where: { id: row.id, attempts: { lt: VERIFICATION_MAX_ATTEMPTS }, usedAt: null },
    data: { attempts: { increment: 1 } },
    select: { attempts: true },
  });
  if (!counted) throw codeError("api.errors.CODE_LOCKED");
  secretChecks.mailedCode++;
  if (!sameHash(hashCode(emailChangeCodeScope(row.id), code), row.codeHash)) {
    const remaining = VERIFICATION_MAX_ATTEMPTS - counted.attempts;
    if (remaining <= 0) throw codeError("api.errors.CODE_LOCKED");
    throw codeError("api.errors.CODE_WRONG", { remaining });
  }

  const now = new Date();
  const oldEmail = row.user.email;
  try {
    await db.$transaction(async (tx) => {
      const claimed = await tx.emailChange.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
      if (claimed.count === 0) throw codeError("api.errors.EMAIL_CHANGE_NONE");
      // Someone may have registered the address since the code was sent.
      if (await tx.user.findUnique({ where: { email: row.newEmail }, select: { id: true } })) throw emailTaken();
      const { count } = await tx.user.updateMany({
        where: { id: userId, companyId },
        data: { email: row.newEmail, emailVerifiedAt: now },
      });
      if (count === 0) throw notFound();
    });
  } catch (error) {
    // The same address claimed at the same moment: the unique index decides.
    if (error instanceof Error && "code" in error && error.code === "P2002") throw emailTaken();
    throw error;
  }

  await recordSecurityEvent({
    userId,
    companyId,
    action: "emailChanged",
    req,
    data: { from: oldEmail, to: row.newEmail },
  });
  await sendMail(
    emailChangedMail(
      { email: oldEmail, firstName: row.user.firstName, locale: row.user.locale },
      row.newEmail,
      profileSettingsUrl(),
    ),
  );
  return getAccountProfile({ userId, companyId });
}
