import "server-only";
import { describeDevice } from "@/lib/server/auth/device";
import { db } from "@/lib/server/db";
import type { SecurityEventStatus } from "@/lib/server/security/events";
import type { SecurityEventsQuery } from "@/lib/validation/security";

// The security page's "recent security activity" (spec 02 §2.9, §3 "Security event"): the
// caller's own events, newest first, a page at a time. Written by recordSecurityEvent().

export type SecurityEventJson = {
  id: string;
  /** One of SECURITY_ACTIONS; the page names it in the reader's language. */
  action: string;
  status: SecurityEventStatus;
  createdAt: string;
  device: string | null;
  browser: string | null;
  ip: string | null;
};

export type SecurityEventPage = {
  events: SecurityEventJson[];
  pagination: { page: number; limit: number; total: number; totalPages: number; hasMore: boolean };
};

/**
 * The user's events. Filtered on the user alone: the log is personal and follows the person,
 * and only its owner ever reads it (another user's events are never reachable).
 */
export async function listSecurityEvents({
  userId,
  query,
}: {
  userId: string;
  query: SecurityEventsQuery;
}): Promise<SecurityEventPage> {
  const { page, limit } = query;
  const where = { userId };
  // Two plain reads, not a transaction: an event landing between them only shifts a count.
  const [rows, total] = await Promise.all([
    db.securityEvent.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * limit,
      take: limit,
      select: { id: true, action: true, status: true, ip: true, userAgent: true, createdAt: true },
    }),
    db.securityEvent.count({ where }),
  ]);
  const totalPages = Math.ceil(total / limit);
  return {
    events: rows.map((row) => {
      const { browser, system } = describeDevice(row.userAgent);
      return {
        id: row.id,
        action: row.action,
        status: row.status === "warning" ? "warning" : "success",
        createdAt: row.createdAt.toISOString(),
        device: system,
        browser,
        ip: row.ip,
      };
    }),
    pagination: { page, limit, total, totalPages, hasMore: page < totalPages },
  };
}
