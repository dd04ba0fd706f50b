import "server-only";
import { verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/http/errors";
import { checkRateLimit, consumeRateLimit, clearRateLimit, LIMITS } from "@/lib/server/rate-limit";

// Checks an e-mail and password. Wrong e-mail and wrong password get the same answer in the
// same time: an unknown address still pays for one bcrypt compare, against this hash of a random
// password made with the same cost (BCRYPT_COST = 12).
const DUMMY_HASH = "$2b$12$wpkrqmQoXUmcqN69Cr9L2.EvsWUd4wlFAaHpNewzLJnIEs2fl6IuS";

const invalidCredentials = () => new AppError("UNAUTHENTICATED", { messageKey: "api.errors.INVALID_CREDENTIALS" });

export async function authenticate({ email, password, ip }: { email: string; password: string; ip: string }) {
  const accountKey = `login:account:${email}`;
  await consumeRateLimit(`login:ip:${ip}`, LIMITS.loginPerIp);
  await checkRateLimit(accountKey, LIMITS.loginFailuresPerAccount);

  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, companyId: true, passwordHash: true },
  });
  const matches = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !matches) {
    await consumeRateLimit(accountKey, { ...LIMITS.loginFailuresPerAccount, limit: Number.MAX_SAFE_INTEGER });
    throw invalidCredentials();
  }
  await clearRateLimit(accountKey);
  return user;
}
