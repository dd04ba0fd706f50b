import "server-only";
import { randomUUID } from "node:crypto";
import { VERIFICATION_CODE_TTL_SECONDS } from "@/lib/constants";
import { hashCode, randomCode } from "@/lib/server/auth/secrets";
import { db } from "@/lib/server/db";
import { appUrl } from "@/lib/server/app-url";
import { fieldError, notFound } from "@/lib/server/errors";
import { sendMail } from "@/lib/server/mail/mailer";
import { emailChangeCodeMail, recipientSelect } from "@/lib/server/mail/templates";
import { consumeRateLimit } from "@/lib/server/rate-limit";
import { ACCOUNT_LIMITS } from "@/lib/server/account/account-limits";
import type { PendingEmailChange } from "@/lib/server/account/get-account-profile";

// Starting an e-mail change (api.md: e-mail changes go through a code to the new address). The
// address stays as it is until the code comes back (confirmEmailChange). A code lives 300 s,
// allows 5 wrong tries and is stored only as a keyed hash; a new request voids the older ones.

export const emailChangeCodeScope = (id: string) => `email-change:${id}`;

export const emailTaken = () => fieldError("CONFLICT", "email", "api.errors.EMAIL_TAKEN");

export function profileSettingsUrl(): string {
  return appUrl("/settings/profile");
}

/** Mails a 6-digit code to `email` (in the user's language) and answers the pending change. */
export async function startEmailChange({
  userId,
  companyId,
  email,
}: {
  userId: string;
  companyId: string;
  /** Already trimmed and lower-cased by startEmailChangeSchema. */
  email: string;
}): Promise<PendingEmailChange> {
  // Counted first, atomically: the 409 below tells whether an address has an account.
  await consumeRateLimit(`email-change:attempt:${userId}`, ACCOUNT_LIMITS.emailChangeAttempts);
  const user = await db.user.findFirst({
    where: { id: userId, companyId },
    select: { id: true, ...recipientSelect },
  });
  if (!user) throw notFound();
  if (email === user.email) {
    throw fieldError("VALIDATION_ERROR", "email", "api.errors.EMAIL_UNCHANGED");
  }
  if (await db.user.findUnique({ where: { email }, select: { id: true } })) throw emailTaken();
  // The mails: counted after the checks above, so a typo or a taken address does not use them up.
  await consumeRateLimit(`email-change:start:${userId}`, ACCOUNT_LIMITS.emailChangeStart);

  const id = randomUUID();
  const code = randomCode();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + VERIFICATION_CODE_TTL_SECONDS * 1000);
  await db.$transaction(async (tx) => {
    // Only the newest code of a user works.
    await tx.emailChange.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
    await tx.emailChange.create({
      data: { id, userId, newEmail: email, codeHash: hashCode(emailChangeCodeScope(id), code), expiresAt },
    });
  });
  await sendMail(
    emailChangeCodeMail({ email, firstName: user.firstName, locale: user.locale }, code, profileSettingsUrl()),
  );
  return { email, expiresAt: expiresAt.toISOString() };
}
