import "server-only";
import { verifyPassword } from "@/lib/auth/password";
import { fieldError } from "@/lib/server/errors";
import { clearRateLimit, consumeRateLimit } from "@/lib/server/rate-limit";
import { ACCOUNT_LIMITS } from "@/lib/server/account/account-limits";

// The password a signed-in user types to prove it is them (password change, account deletion).
// A wrong one is a 400 on the form's field. Attempts are counted per user before bcrypt runs (a
// right password clears the count), and past the limit answered 429, so a stolen session cannot
// guess the password, not even with guesses sent at once.
export async function verifyCurrentPassword({
  userId,
  password,
  passwordHash,
  field,
}: {
  userId: string;
  password: string;
  passwordHash: string;
  /** The input the error belongs to. */
  field: string;
}): Promise<void> {
  const key = `account:password-failures:${userId}`;
  await consumeRateLimit(key, ACCOUNT_LIMITS.passwordFailures);
  if (await verifyPassword(password, passwordHash)) {
    await clearRateLimit(key);
    return;
  }
  throw fieldError("VALIDATION_ERROR", field, "api.errors.CURRENT_PASSWORD_WRONG");
}
