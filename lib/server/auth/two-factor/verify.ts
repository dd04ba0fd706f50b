import "server-only";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { clearRateLimit, consumeRateLimit, LIMITS } from "@/lib/server/rate-limit";
import { recordSecurityEvent } from "@/lib/server/security/events";
import { hashRecoveryCode } from "@/lib/server/auth/two-factor/recovery-codes";
import { decryptSecret } from "@/lib/server/auth/two-factor/secret-box";
import { logger } from "@/lib/server/logger";
import { matchTotp } from "@/lib/server/auth/two-factor/totp";
import { secretChecks } from "@/lib/auth/secret-checks";

// The second step of a sign-in: an authenticator code or a recovery code. Both are spent
// atomically, so two requests racing with one code cannot both win: a TOTP step is claimed by
// moving twoFactorLastStep forward (never back, never to the same step), a recovery code by
// setting its usedAt. Wrong codes are throttled per user, whatever the challenge, and logged: each
// attempt is counted before the check, and a right code clears the count.

export type SecondFactor = { code: string } | { recoveryCode: string };
export type SecondFactorMethod = "totp" | "recoveryCode";

export async function verifySecondFactor({
  userId,
  companyId,
  factor,
  req,
}: {
  userId: string;
  companyId: string;
  factor: SecondFactor;
  req?: Request;
}): Promise<SecondFactorMethod> {
  const key = `2fa:signin:${userId}`;
  await consumeRateLimit(key, LIMITS.twoFactorFailuresPerUser);
  const method: SecondFactorMethod = "code" in factor ? "totp" : "recoveryCode";

  const fail = async (field: string, messageKey: string): Promise<never> => {
    await recordSecurityEvent({ userId, companyId, action: "twoFactorFailed", req, data: { method } });
    throw new AppError("VALIDATION_ERROR", { fieldErrors: [{ field, key: messageKey }] });
  };

  secretChecks.secondFactor++;
  if ("code" in factor) {
    const user = await db.user.findUnique({
      where: { id: userId },
      select: { twoFactorSecret: true, twoFactorLastStep: true },
    });
    if (!user?.twoFactorSecret) return fail("code", "auth.twoFactor.errors.codeWrong");
    const secret = readableSecret(user.twoFactorSecret, userId);
    const step = secret === null ? null : matchTotp(secret, factor.code);
    if (step === null) return fail("code", "auth.twoFactor.errors.codeWrong");
    const claimed = await db.user.updateMany({
      where: {
        id: userId,
        twoFactorEnabledAt: { not: null },
        OR: [{ twoFactorLastStep: null }, { twoFactorLastStep: { lt: step } }],
      },
      data: { twoFactorLastStep: step },
    });
    if (claimed.count === 0) return fail("code", "auth.twoFactor.errors.codeUsed");
  } else {
    const claimed = await db.recoveryCode.updateMany({
      where: { userId, codeHash: hashRecoveryCode(factor.recoveryCode), usedAt: null },
      data: { usedAt: new Date() },
    });
    if (claimed.count === 0) return fail("recoveryCode", "auth.twoFactor.errors.recoveryCodeWrong");
    const left = await db.recoveryCode.count({ where: { userId, usedAt: null } });
    await recordSecurityEvent({ userId, companyId, action: "recoveryCodeUsed", req, data: { left } });
  }
  await clearRateLimit(key);
  return method;
}

/**
 * The decrypted TOTP secret, or null when it cannot be read (AUTH_SECRET was rotated): the code
 * is then refused like a wrong one, and a recovery code still signs the user in.
 */
function readableSecret(stored: string, userId: string): string | null {
  try {
    return decryptSecret(stored);
  } catch (error) {
    logger.warn({ err: error, userId }, "two-factor secret unreadable (was AUTH_SECRET rotated?)");
    return null;
  }
}
