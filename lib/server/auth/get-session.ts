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
  // One query on every authenticated request: the live session joined to its user (Prisma would
  // send two, session then user).
  const [session] = await db.$queryRaw<{ id: string; userId: string; companyId: string; role: Role }[]>`
    SELECT s."id", u."id" AS "userId", u."companyId", u."role"
    FROM "Session" s JOIN "User" u ON u."id" = s."userId"
    WHERE s."id" = ${claims.sid} AND s."userId" = ${claims.sub} AND s."revokedAt" IS NULL AND s."expiresAt" > ${new Date()}`;
  if (!session) return null;
  return {
    sessionId: session.id,
    userId: session.userId,
    companyId: session.companyId,
    role: session.role,
    via: found.via,
  };
}
