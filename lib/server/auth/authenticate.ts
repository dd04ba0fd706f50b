import "server-only";
import { verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { consumeRateLimit, clearRateLimit, LIMITS } from "@/lib/server/rate-limit";
import { recordSecurityEvent } from "@/lib/server/security/events";
import { deviceLabel } from "@/lib/server/auth/device";
import { isNewDevice, sendLoginAlertLater } from "@/lib/server/auth/login-alert";
import { getPublicUser, type PublicUser } from "@/lib/server/auth/public-user";
import { createSession, type IssuedTokens } from "@/lib/server/auth/sessions";
import { createNotification } from "@/lib/server/notifications/notifications";
import type { SecondFactorMethod } from "@/lib/server/auth/two-factor/verify";

// Sign-in, in two halves. `authenticate` checks an e-mail and password; `finishSignIn` turns a
// proven identity (password, and the second factor when two-factor is on) into a session, and
// does what every sign-in does: reactivation, the security log, the bell, the new-device alert.
//
// Wrong e-mail and wrong password get the same answer in the same time: an unknown address still
// pays for one bcrypt compare, against this hash of a random password made with the same cost
// (BCRYPT_COST = 12).
//
// Failed sign-ins are limited per account: every attempt is counted before bcrypt runs (so guesses
// sent at once cannot share one count), and a right password clears the count again.
const DUMMY_HASH = "$2b$12$wpkrqmQoXUmcqN69Cr9L2.EvsWUd4wlFAaHpNewzLJnIEs2fl6IuS";

const invalidCredentials = () => new AppError("UNAUTHENTICATED", { messageKey: "api.errors.INVALID_CREDENTIALS" });

const accountSelect = {
  id: true,
  companyId: true,
  passwordHash: true,
  deactivatedAt: true,
  twoFactorEnabledAt: true,
  company: { select: { requireTwoFactor: true } },
} as const;

/** What the sign-in steps need to know about an account. */
export type SignInAccount = {
  id: string;
  companyId: string;
  passwordHash: string;
  deactivatedAt: Date | null;
  twoFactorEnabledAt: Date | null;
  company: { requireTwoFactor: boolean };
};

export async function authenticate({
  email,
  password,
  ip,
  req,
}: {
  email: string;
  password: string;
  ip: string;
  /** The request, for the security log's IP and device when the password is wrong. */
  req?: Request;
}): Promise<SignInAccount> {
  const accountKey = `login:account:${email}`;
  await consumeRateLimit(`login:ip:${ip}`, LIMITS.loginPerIp);
  await consumeRateLimit(accountKey, LIMITS.loginFailuresPerAccount);

  const user = await db.user.findUnique({ where: { email }, select: accountSelect });
  const matches = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !matches) {
    if (user) await recordSecurityEvent({ userId: user.id, companyId: user.companyId, action: "signInFailed", req });
    throw invalidCredentials();
  }
  await clearRateLimit(accountKey);
  return user;
}

/** The account behind a sign-in challenge (the code step), or null when it no longer exists. */
export async function findSignInAccount(userId: string): Promise<SignInAccount | null> {
  return db.user.findUnique({ where: { id: userId }, select: accountSelect });
}

export type SignedIn = {
  tokens: IssuedTokens;
  user: PublicUser;
  /** The company requires two-factor and this user has not set it up: the browser goes to the security page. */
  twoFactorSetupRequired: boolean;
};

/**
 * Starts the session of a user who has proven who they are. A deactivated account is reactivated
 * here, and only here, when the user said so (`reactivate`).
 */
export async function finishSignIn({
  account,
  rememberMe,
  reactivate,
  method,
  req,
  ip,
}: {
  account: SignInAccount;
  rememberMe: boolean;
  reactivate: boolean;
  method: "password" | SecondFactorMethod;
  req: Request;
  ip: string;
}): Promise<SignedIn> {
  if (account.deactivatedAt) {
    if (!reactivate) throw new Error("finishSignIn: a deactivated account needs reactivate");
    const { count } = await db.user.updateMany({
      where: { id: account.id, deactivatedAt: { not: null } },
      data: { deactivatedAt: null },
    });
    if (count > 0) {
      await recordSecurityEvent({
        userId: account.id,
        companyId: account.companyId,
        action: "accountReactivated",
        req,
      });
    }
  }

  const userAgent = req.headers.get("user-agent");
  // Asked before the new session exists, or the device would always be known.
  const newDevice = await isNewDevice(account.id, userAgent);
  const tokens = await createSession({ userId: account.id, companyId: account.companyId, rememberMe, userAgent, ip });
  const device = deviceLabel(userAgent);
  const [, , , user] = await Promise.all([
    db.user.update({ where: { id: account.id }, data: { lastLoginAt: new Date() } }),
    createNotification({ companyId: account.companyId, userId: account.id, type: "signIn", data: { device, ip } }),
    recordSecurityEvent({
      userId: account.id,
      companyId: account.companyId,
      action: "signIn",
      req,
      data: { method, newDevice },
    }),
    getPublicUser({ userId: account.id, companyId: account.companyId }),
  ]);
  // A background job: the mail goes out after the answer.
  if (newDevice) await sendLoginAlertLater({ userId: account.id, userAgent, ip, at: new Date() });
  return {
    tokens,
    user,
    twoFactorSetupRequired: account.company.requireTwoFactor && account.twoFactorEnabledAt === null,
  };
}
