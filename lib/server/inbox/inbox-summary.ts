import "server-only";
import type { InboxSummary } from "@/lib/inbox/types";
import { db } from "@/lib/server/db";
import type { InboxActor } from "@/lib/server/inbox/inbox-actor";
import { visibleConversationsWhere } from "@/lib/server/messages/conversation-access";

/** GET /inbox/summary: the sidebar badge, the conversations with unread messages the caller sees. */
export async function inboxSummary(actor: InboxActor): Promise<InboxSummary> {
  const unreadConversations = await db.conversation.count({
    where: { ...visibleConversationsWhere(actor), unreadCount: { gt: 0 } },
  });
  return { unreadConversations };
}
