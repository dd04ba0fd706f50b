import "server-only";
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from "@/lib/auth/jwt";
import { REFRESH_GRACE_SECONDS, REMEMBER_ME_DAYS, SESSION_DAYS } from "@/lib/constants";
import { db } from "@/lib/server/db";
import { getEnv } from "@/lib/server/env";
import { AppError } from "@/lib/server/errors";
import { randomToken, sha256, claimUnused } from "@/lib/server/auth/secrets";

// The session lifecycle (architecture.md §Sessions). A Session row is one sign-in on one device
// (the refresh token "family"); its refresh tokens rotate on every use and are stored hashed.

export type IssuedTokens = {
  token: string;
  refreshToken: string;
  /** Whether the cookies outlive the browser (remember me). */
  rememberMe: boolean;
  /** When the refresh token stops working. */
  refreshExpiresAt: Date;
};

const DAY_MS = 86_400_000;
const sessionLifetimeMs = (rememberMe: boolean) => (rememberMe ? REMEMBER_ME_DAYS : SESSION_DAYS) * DAY_MS;

async function signFor(session: { id: string; userId: string; companyId: string }) {
  return signAccessToken(
    { sub: session.userId, sid: session.id, cid: session.companyId },
    getEnv().AUTH_SECRET,
    ACCESS_TOKEN_TTL_SECONDS,
  );
}

/** Starts a session for a user who has just proved who they are. */
export async function createSession(options: {
  userId: string;
  companyId: string;
  rememberMe: boolean;
  userAgent: string | null;
  ip: string;
}): Promise<IssuedTokens> {
  const refreshToken = randomToken();
  const expiresAt = new Date(Date.now() + sessionLifetimeMs(options.rememberMe));
  const session = await db.session.create({
    data: {
      userId: options.userId,
      companyId: options.companyId,
      rememberMe: options.rememberMe,
      userAgent: options.userAgent?.slice(0, 500) ?? null,
      ip: options.ip,
      expiresAt,
      refreshTokens: { create: { tokenHash: sha256(refreshToken), expiresAt } },
    },
  });
  return { token: await signFor(session), refreshToken, rememberMe: options.rememberMe, refreshExpiresAt: expiresAt };
}

/**
 * Trades a refresh token for a new pair. The presented token dies. Presented again within the
 * grace window (two tabs refreshing at once) it yields another pair; after it, the reuse means
 * the token was stolen and the whole session is revoked.
 */
export async function rotateRefreshToken(presented: string, ip: string): Promise<IssuedTokens> {
  const now = new Date();
  const expired = new AppError("UNAUTHENTICATED", { messageKey: "api.errors.SESSION_EXPIRED" });
  const stored = await db.refreshToken.findUnique({
    where: { tokenHash: sha256(presented) },
    include: { session: { include: { user: { select: { companyId: true } } } } },
  });
  if (!stored || stored.expiresAt <= now) throw expired;
  const { session } = stored;
  if (session.revokedAt || session.expiresAt <= now) throw expired;

  // Claim the token: only one request can flip usedAt from null.
  const claimed = await db.refreshToken.updateMany(claimUnused(stored.id, now));
  if (claimed.count === 0) {
    const usedAt = (await db.refreshToken.findUnique({ where: { id: stored.id }, select: { usedAt: true } }))?.usedAt;
    const withinGrace = usedAt && now.getTime() - usedAt.getTime() <= REFRESH_GRACE_SECONDS * 1000;
    if (!withinGrace) {
      await revokeSession(session.id);
      throw expired;
    }
  }

  const refreshToken = randomToken();
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs(session.rememberMe));
  await db.$transaction(async (tx) => {
    await tx.refreshToken.create({ data: { sessionId: session.id, tokenHash: sha256(refreshToken), expiresAt } });
    // The user's company comes from the user row: a user moved to another company keeps no access.
    await tx.session.update({
      where: { id: session.id },
      data: { expiresAt, lastActiveAt: now, ip, companyId: session.user.companyId },
    });
    // Used tokens are kept only as long as they can still prove a theft.
    await tx.refreshToken.deleteMany({
      where: { sessionId: session.id, usedAt: { lt: new Date(now.getTime() - sessionLifetimeMs(true)) } },
    });
  });
  const token = await signFor({ id: session.id, userId: session.userId, companyId: session.user.companyId });
  return { token, refreshToken, rememberMe: session.rememberMe, refreshExpiresAt: expiresAt };
}

/** Ends one session at once: its access tokens fail their next check, its refresh tokens die. */
export async function revokeSession(sessionId: string): Promise<void> {
  await db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
}

/** The session a refresh token belongs to, for logout without an access token. */
export async function sessionIdOfRefreshToken(presented: string): Promise<string | null> {
  const stored = await db.refreshToken.findUnique({
    where: { tokenHash: sha256(presented) },
    select: { sessionId: true },
  });
  return stored?.sessionId ?? null;
}
