import "server-only";
import type { NotificationType } from "@/lib/notifications/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";

// The bell's events (sign-ins, finished imports, invitations): stored per user, rendered from
// `type` + `data` in the reader's language by the client.

export type { NotificationType };

const RECENT_LIMIT = 20;

export async function createNotification(input: {
  companyId: string;
  userId: string;
  type: NotificationType;
  data: Prisma.InputJsonObject;
}): Promise<void> {
  await db.notification.create({ data: input });
}

/** The user's 20 newest notifications and how many are unread. */
export async function listNotifications({ companyId, userId }: { companyId: string; userId: string }) {
  const where = { companyId, userId };
  const [notifications, unreadCount] = await Promise.all([
    db.notification.findMany({
      where,
      orderBy: { createdAt: "desc" },
      take: RECENT_LIMIT,
      select: { id: true, type: true, data: true, readAt: true, createdAt: true },
    }),
    db.notification.count({ where: { ...where, readAt: null } }),
  ]);
  return { notifications, unreadCount };
}

export async function markNotificationsRead({ companyId, userId }: { companyId: string; userId: string }) {
  await db.notification.updateMany({ where: { companyId, userId, readAt: null }, data: { readAt: new Date() } });
  return { unreadCount: 0 };
}
