import "server-only";
import type { ConversationDetail, CustomerStats } from "@/lib/inbox/types";
import { db } from "@/lib/server/db";
import { conversationJsonById } from "@/lib/server/inbox/conversation-json";
import { visibleConversation, type InboxActor } from "@/lib/server/inbox/inbox-actor";

// GET /conversations/{id}: the conversation and the customer panel's stats — messages (the
// customer's and the team's, system lines aside) over all the customer's conversations, orders, and
// the average rating recorded when resolving (null when none was).

export async function customerStats(companyId: string, customerId: string): Promise<CustomerStats> {
  const [messages, orders, rating] = await Promise.all([
    db.message.count({ where: { companyId, conversation: { customerId }, type: { not: "system" } } }),
    db.customerOrder.count({ where: { companyId, customerId } }),
    db.conversation.aggregate({ where: { companyId, customerId, rating: { not: null } }, _avg: { rating: true } }),
  ]);
  const average = rating._avg.rating;
  return { messages, orders, rating: average === null ? null : Math.round(average * 10) / 10 };
}

export async function conversationDetail(actor: InboxActor, id: string): Promise<ConversationDetail> {
  const { customerId } = await visibleConversation(actor, id, { customerId: true });
  const [conversation, stats] = await Promise.all([
    conversationJsonById(actor.companyId, actor.userId, id),
    customerStats(actor.companyId, customerId),
  ]);
  return { conversation, customerStats: stats };
}
