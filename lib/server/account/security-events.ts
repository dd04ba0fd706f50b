import "server-only";
import { describeDevice } from "@/lib/server/auth/device";
import { db } from "@/lib/server/db";
import type { SecurityEventJson, SecurityEventPage } from "@/lib/account/types";
import type { SecurityEventsQuery } from "@/lib/validation/security";

// The security page's "recent security activity" (spec 02 §2.9, §3 "Security event"): the
// caller's own events, newest first, a page at a time. Written by recordSecurityEvent().

export type { SecurityEventJson, SecurityEventPage };

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
