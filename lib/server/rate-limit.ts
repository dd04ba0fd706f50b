import "server-only";
import { RESEND_COOLDOWN_SECONDS } from "@/lib/constants";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";

// Fixed-window throttles kept in PostgreSQL, shared by every app instance (architecture.md).
// A window ends by itself at `resetAt`, so nobody can lock a real user out for good.
//
// Every limit counts first: the attempt is added by one atomic upsert, and the count that upsert
// returns decides whether the guarded work (a bcrypt compare, a code check, a mail) may run. A
// "read the count, check, then add the failure" order lets guesses sent at once all pass the same
// stale count (issue 13: 40 parallel wrong passwords got 37 bcrypt compares against a limit of 10),
// so there is no way to ask about a limit without counting. Limits meant for failures only count
// every attempt the same way, and the caller clears the key when the check succeeds.

export type Limit = {
  limit: number;
  windowSeconds: number;
  /** The 429's message when not "try again in N minutes"; it gets `{ seconds }` and `{ minutes }`. */
  messageKey?: string;
};

export const LIMITS = {
  /** Every login attempt from one address: bounds the bcrypt work one client can cause. */
  loginPerIp: { limit: 30, windowSeconds: 15 * 60 },
  /** Failed logins for one account. */
  loginFailuresPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  registerPerIp: { limit: 10, windowSeconds: 60 * 60 },
  forgotPerIp: { limit: 10, windowSeconds: 60 * 60 },
  forgotPerAccount: { limit: 3, windowSeconds: 15 * 60 },
  verifyPerIp: { limit: 30, windowSeconds: 15 * 60 },
  resendPerIp: { limit: 10, windowSeconds: 60 * 60 },
  /**
   * One new verification code a minute per address, counted for any address (with an account or
   * not, verified or not), so the answer tells nobody which addresses have accounts.
   */
  resendPerAddress: {
    limit: 1,
    windowSeconds: RESEND_COOLDOWN_SECONDS,
    messageKey: "api.errors.RESEND_COOLDOWN",
  },
  refreshPerIp: { limit: 120, windowSeconds: 15 * 60 },
  /** Wrong two-factor codes at sign-in, and wrong passwords confirming a two-factor change, per user. */
  twoFactorFailuresPerUser: { limit: 5, windowSeconds: 15 * 60 },
  /** Invitations sent or resent by one person: each is a mail to an outside address. */
  invitesPerUser: { limit: 30, windowSeconds: 60 * 60 },
  /** Accept-invitation attempts from one address (each hashes a password). */
  acceptInvitationPerIp: { limit: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limit>;

type BucketRow = { count: number; resetAt: Date };

/** One hit in a hundred also clears out windows that ended a day ago. */
const PRUNE_PROBABILITY = 0.01;

/**
 * Counts one attempt against `key`, before the work it guards; throws 429 (with Retry-After) when
 * this attempt is over the limit. For a failures-only limit, call clearRateLimit on success.
 */
export async function consumeRateLimit(key: string, { limit, windowSeconds, messageKey }: Limit): Promise<void> {
  const [row] = await db.$queryRaw<BucketRow[]>`
    INSERT INTO "RateLimitBucket" ("key", "count", "resetAt")
    VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitBucket"."resetAt" <= now() THEN 1 ELSE "RateLimitBucket"."count" + 1 END,
      "resetAt" = CASE WHEN "RateLimitBucket"."resetAt" <= now()
                       THEN now() + make_interval(secs => ${windowSeconds})
                       ELSE "RateLimitBucket"."resetAt" END
    RETURNING "count", "resetAt"`;
  if (Math.random() < PRUNE_PROBABILITY) void pruneRateLimits().catch(() => {});
  if (row && row.count > limit) throw rateLimited(row.resetAt, messageKey);
}

/** Forgets `key`'s attempts: a failures-only limit after the check succeeded. */
export async function clearRateLimit(key: string): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { key } });
}

function rateLimited(resetAt: Date, messageKey = "api.errors.RATE_LIMITED_WAIT"): AppError {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return new AppError("RATE_LIMITED", {
    messageKey,
    values: { minutes: Math.max(1, Math.ceil(seconds / 60)), seconds },
    retryAfter: seconds,
  });
}

/** Windows that ended a day ago or more. */
async function pruneRateLimits(): Promise<number> {
  const { count } = await db.rateLimitBucket.deleteMany({
    where: { resetAt: { lt: new Date(Date.now() - 86_400_000) } },
  });
  return count;
}
