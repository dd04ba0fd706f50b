import "server-only";
import { VERIFICATION_CODE_TTL_SECONDS, VERIFICATION_MAX_ATTEMPTS } from "@/lib/constants";
import { db } from "@/lib/server/db";
import { appUrl } from "@/lib/server/app-url";
import { fieldError } from "@/lib/server/errors";
import { sendMail } from "@/lib/server/mail/mailer";
import { verificationMail, recipientSelect } from "@/lib/server/mail/templates";
import { secretChecks } from "@/lib/auth/secret-checks";
import { hashCode, randomCode, randomToken, sameHash, sha256, claimUnused } from "@/lib/server/auth/secrets";

// E-mail verification (spec 01 §4, api.md): the link's token names the verification, the mailed
// 6-digit code proves the mailbox. A code lives 300 s and allows 5 wrong tries; a resend gives
// the same link a new code.

type Recipient = { id: string; email: string; firstName: string; locale: string };

const invalidLink = () => fieldError("VALIDATION_ERROR", "token", "api.errors.VERIFY_LINK_INVALID");

export const verificationUrl = (email: string, token: string) => appUrl("/auth/email-verify", { token, email });

const newExpiry = () => new Date(Date.now() + VERIFICATION_CODE_TTL_SECONDS * 1000);

/** Makes a new verification (new link, new code) and mails it. Returns the link's token. */
export async function startEmailVerification(user: Recipient): Promise<string> {
  const token = randomToken();
  const code = randomCode();
  const tokenHash = sha256(token);
  await db.$transaction(async (tx) => {
    // Only the newest verification of a user works.
    await tx.verificationCode.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: new Date() } });
    await tx.verificationCode.create({
      data: { userId: user.id, tokenHash, codeHash: hashCode(tokenHash, code), expiresAt: newExpiry() },
    });
  });
  await sendMail(verificationMail(user, code, verificationUrl(user.email, token)));
  return token;
}

/** What the verification page needs before showing the form. */
export async function checkVerificationLink({ email, token }: { email: string; token: string }) {
  const row = await db.verificationCode.findUnique({
    where: { tokenHash: sha256(token) },
    select: { usedAt: true, expiresAt: true, user: { select: { email: true, emailVerifiedAt: true } } },
  });
  if (!row || row.user.email !== email.trim().toLowerCase()) return { valid: false as const };
  if (row.user.emailVerifiedAt) return { valid: true as const, verified: true, expiresAt: row.expiresAt };
  if (row.usedAt) return { valid: false as const };
  return { valid: true as const, verified: false, expiresAt: row.expiresAt };
}

/** Checks the code; on success marks the address verified. Already verified → `alreadyVerified`. */
export async function verifyEmail({ email, token, code }: { email: string; token: string; code: string }) {
  const row = await db.verificationCode.findUnique({
    where: { tokenHash: sha256(token) },
    include: { user: { select: { id: true, email: true, emailVerifiedAt: true } } },
  });
  if (!row || row.user.email !== email) throw invalidLink();
  if (row.user.emailVerifiedAt) return { alreadyVerified: true };
  if (row.usedAt) throw invalidLink();
  if (row.expiresAt <= new Date()) {
    throw fieldError("VALIDATION_ERROR", "code", "api.errors.CODE_EXPIRED");
  }
  if (row.attempts >= VERIFICATION_MAX_ATTEMPTS) throw codeLocked();

  // Every try is counted before the comparison, atomically: tries sent at once cannot all be
  // compared against the count read above.
  const [counted] = await db.verificationCode.updateManyAndReturn({
    where: { id: row.id, attempts: { lt: VERIFICATION_MAX_ATTEMPTS }, usedAt: null },
    data: { attempts: { increment: 1 } },
    select: { attempts: true },
  });
  if (!counted) throw codeLocked();
  secretChecks.mailedCode++;
  if (!sameHash(hashCode(row.tokenHash, code), row.codeHash)) {
    const remaining = VERIFICATION_MAX_ATTEMPTS - counted.attempts;
    if (remaining <= 0) throw codeLocked();
    throw fieldError("VALIDATION_ERROR", "code", "api.errors.CODE_WRONG", { remaining });
  }

  const now = new Date();
  const used = await db.$transaction(async (tx) => {
    const claimed = await tx.verificationCode.updateMany(claimUnused(row.id, now));
    if (claimed.count === 0) return false;
    await tx.user.update({ where: { id: row.user.id }, data: { emailVerifiedAt: now } });
    return true;
  });
  if (!used) throw invalidLink();
  return { alreadyVerified: false };
}

function codeLocked() {
  return fieldError("VALIDATION_ERROR", "code", "api.errors.CODE_LOCKED");
}

/**
 * A new code. With the page's token the same link gets it (the page keeps working); without
 * one, a new link is made. Unknown or verified addresses get no mail. Returns the token in use,
 * or null when nothing was sent. The route throttles it per address (one a minute) and runs it
 * after its answer unless the caller owns the address.
 */
export async function resendVerification({ email, token }: { email: string; token?: string }): Promise<string | null> {
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, ...recipientSelect, emailVerifiedAt: true },
  });
  if (!user || user.emailVerifiedAt) return null;

  const latest = await db.verificationCode.findFirst({ where: { userId: user.id }, orderBy: { createdAt: "desc" } });
  if (!token || !latest || !sameHash(sha256(token), latest.tokenHash)) return startEmailVerification(user);

  const code = randomCode();
  await db.verificationCode.update({
    where: { id: latest.id },
    data: { codeHash: hashCode(latest.tokenHash, code), expiresAt: newExpiry(), attempts: 0, usedAt: null },
  });
  await sendMail(verificationMail(user, code, verificationUrl(user.email, token)));
  return token;
}
