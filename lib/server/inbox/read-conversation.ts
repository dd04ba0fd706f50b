import "server-only";
import { db } from "@/lib/server/db";
import { appendEvent } from "@/lib/server/events/append-event";
import { visibleConversation, type InboxActor } from "@/lib/server/inbox/inbox-actor";

// POST /conversations/{id}/read: the team has read the customer's messages (unread state is the
// company's, not each user's: one reader clears the badge for everyone, as a shared inbox does).
// Only a change writes and tells the other tabs (conversation.updated).

export async function readConversation(actor: InboxActor, id: string): Promise<void> {
  await db.$transaction(async (tx) => {
    await visibleConversation(actor, id, { id: true }, tx);
    const { count } = await tx.conversation.updateMany({
      where: { id, unreadCount: { gt: 0 } },
      data: { unreadCount: 0 },
    });
    if (count > 0) {
      await appendEvent(tx, { companyId: actor.companyId, kind: "conversation.updated", data: { conversationId: id } });
    }
  });
}
