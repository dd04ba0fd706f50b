import "server-only";
import type { Role } from "@/lib/generated/prisma/client";
import { readAccessToken, verifyAccessToken, ACCESS_COOKIE } from "@/lib/auth/jwt";
import { db } from "@/lib/server/db";
import { getEnv } from "@/lib/server/env";
import { readCookie } from "@/lib/server/http/cookies";

export type SessionContext = {
  sessionId: string;
  userId: string;
  companyId: string;
  role: Role;
  via: "bearer" | "cookie";
};

/**
 * The signed-in caller, or null. The token alone is not enough: the session row must still be
 * live, so revoking a session or changing a role takes effect at once. Role and company come
 * from the database, never from the token.
 */
export async function getSession(headers: Headers): Promise<SessionContext | null> {
  const found = readAccessToken(headers, readCookie(headers, ACCESS_COOKIE));
  if (!found) return null;
  const claims = await verifyAccessToken(found.token, getEnv().AUTH_SECRET);
  if (!claims) return null;
  const session = await db.session.findFirst({
    where: { id: claims.sid, userId: claims.sub, revokedAt: null, expiresAt: { gt: new Date() } },
    select: { id: true, user: { select: { id: true, companyId: true, role: true } } },
  });
  if (!session) return null;
  return {
    sessionId: session.id,
    userId: session.user.id,
    companyId: session.user.companyId,
    role: session.user.role,
    via: found.via,
  };
}
