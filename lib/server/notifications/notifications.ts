import "server-only";
import type { NotificationType } from "@/lib/notifications/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { appendEvent } from "@/lib/server/events/append-event";

// The bell's events (sign-ins, finished imports, invitations): stored per user, rendered from
// `type` + `data` in the reader's language by the client, announced on the event stream.

export type { NotificationType };

const RECENT_LIMIT = 20;

export async function createNotification(input: {
  companyId: string;
  userId: string;
  type: NotificationType;
  data: Prisma.InputJsonObject;
}): Promise<void> {
  // With its event, so the user's open tabs update the bell without a reload.
  await db.$transaction(async (tx) => {
    const { id } = await tx.notification.create({ data: input, select: { id: true } });
    await appendEvent(tx, {
      companyId: input.companyId,
      kind: "notification.created",
      data: { notificationId: id },
      userId: input.userId,
    });
  });
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
