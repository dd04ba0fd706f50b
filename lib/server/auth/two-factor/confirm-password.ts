import "server-only";
import { verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/server/errors";
import { clearRateLimit, consumeRateLimit, LIMITS } from "@/lib/server/rate-limit";

// A signed-in user proves it is them before turning two-factor off or replacing the recovery
// codes: a stolen session alone must not be enough. Wrong passwords are throttled per user (each
// attempt counted before bcrypt runs, a right one clears the count); the answer is a 400 on the
// field (a 401 would read as "signed out" to the browser).

export async function confirmPassword({
  userId,
  companyId,
  password,
}: {
  userId: string;
  companyId: string;
  password: string;
}): Promise<void> {
  const key = `2fa:password:${userId}`;
  await consumeRateLimit(key, LIMITS.twoFactorFailuresPerUser);
  const user = await db.user.findFirst({ where: { id: userId, companyId }, select: { passwordHash: true } });
  if (!user) throw notFound();
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw new AppError("VALIDATION_ERROR", {
      fieldErrors: [{ field: "password", key: "auth.twoFactor.errors.passwordWrong" }],
    });
  }
  await clearRateLimit(key);
}
