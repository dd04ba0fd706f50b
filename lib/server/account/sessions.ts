import "server-only";
import type { DeviceType, SessionJson } from "@/lib/account/types";
import { describeDevice } from "@/lib/server/auth/device";
import { revokeSession } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { recordSecurityEvent } from "@/lib/server/security/events";

// The security page's "active sessions" (spec 02 §2.9, api.md §Account): the caller's live
// Session rows, and revoking one or all others. Revocation takes effect at once because every
// request checks its Session row (lib/server/auth/get-session.ts).

export type { DeviceType, SessionJson };

export function deviceTypeOf(userAgent: string | null): DeviceType {
  if (!userAgent) return "unknown";
  if (/iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return "mobile";
  if (/Windows|Macintosh|Mac OS X|Linux|CrOS|X11/i.test(userAgent)) return "desktop";
  return "unknown";
}

const liveWhere = (userId: string) => ({ userId, revokedAt: null, expiresAt: { gt: new Date() } });

const sessionNotFound = () => new AppError("NOT_FOUND", { messageKey: "api.errors.SESSION_NOT_FOUND" });

/**
 * The user's live sessions (not revoked, not expired), the caller's own first, then by the
 * latest activity. The current one is active right now, whatever its row last recorded (the row
 * moves on each token refresh only).
 */
export async function listSessions({
  userId,
  currentSessionId,
}: {
  userId: string;
  currentSessionId: string;
}): Promise<SessionJson[]> {
  const rows = await db.session.findMany({
    where: liveWhere(userId),
    orderBy: [{ lastActiveAt: "desc" }, { createdAt: "desc" }],
    select: { id: true, userAgent: true, ip: true, lastActiveAt: true, createdAt: true },
  });
  const now = new Date().toISOString();
  const sessions = rows.map((row): SessionJson => {
    const { browser, system } = describeDevice(row.userAgent);
    const current = row.id === currentSessionId;
    return {
      id: row.id,
      device: system,
      deviceType: deviceTypeOf(row.userAgent),
      browser,
      ip: row.ip,
      lastActiveAt: current ? now : row.lastActiveAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      current,
    };
  });
  return [...sessions.filter((item) => item.current), ...sessions.filter((item) => !item.current)];
}

/**
 * Ends one of the user's live sessions. Another user's session, an unknown id, or one already
 * ended is a 404. Ending the caller's own session is allowed: it signs them out (`current`).
 */
export async function revokeUserSession({
  userId,
  companyId,
  sessionId,
  currentSessionId,
  req,
}: {
  userId: string;
  companyId: string;
  sessionId: string;
  currentSessionId: string;
  req?: Request;
}): Promise<{ current: boolean }> {
  const session = await db.session.findFirst({
    where: { id: sessionId, ...liveWhere(userId) },
    select: { id: true, userAgent: true, ip: true },
  });
  if (!session) throw sessionNotFound();
  await revokeSession(session.id);
  const { browser, system } = describeDevice(session.userAgent);
  const current = session.id === currentSessionId;
  await recordSecurityEvent({
    userId,
    companyId,
    action: "sessionRevoked",
    req,
    // A revocation is worth a second look in the activity list (events.ts: "failures, revocations").
    status: "warning",
    data: { browser, device: system, ip: session.ip, current },
  });
  return { current };
}

/** Ends every live session of the user except the caller's; answers how many ended. */
export async function revokeOtherSessions({
  userId,
  companyId,
  currentSessionId,
  req,
}: {
  userId: string;
  companyId: string;
  currentSessionId: string;
  req?: Request;
}): Promise<{ count: number }> {
  const { count } = await db.session.updateMany({
    where: { ...liveWhere(userId), id: { not: currentSessionId } },
    data: { revokedAt: new Date() },
  });
  // Nothing ended, nothing happened: the activity list stays meaningful.
  if (count > 0) {
    await recordSecurityEvent({
      userId,
      companyId,
      action: "otherSessionsRevoked",
      req,
      status: "warning",
      data: { count },
    });
  }
  return { count };
}
