import "server-only";
import type { Prisma, Role } from "@/lib/generated/prisma/client";
import { can } from "@/lib/permissions";
import { db } from "@/lib/server/db";
import { conversationNotFound } from "@/lib/server/messages/message-errors";

// Who may see (and so read and reply in) a conversation: owners and admins every one of the
// company's, a member the ones assigned to them and the unassigned ones (architecture.md →
// Permissions). Anything else — another company's, or a colleague's for a member — is a 404, so an
// id never tells whether it exists. The inbox (issue 18) lists with the same rule.

/**
 * The caller, as the messages services need them. No `role`: Kanal itself (a campaign, a job),
 * which acts on every conversation of the company.
 */
export type MessageActor = { companyId: string; userId: string | null; role?: Role };

/** The `where` of the conversations `actor` may see. */
export function visibleConversationsWhere(actor: MessageActor): Prisma.ConversationWhereInput {
  if (!actor.role || can(actor.role, "inbox.readAll")) return { companyId: actor.companyId };
  return { companyId: actor.companyId, OR: [{ assigneeId: null }, { assigneeId: actor.userId }] };
}

const conversationForSend = {
  id: true,
  companyId: true,
  channelId: true,
  lastInboundAt: true,
  channel: { select: { id: true, kind: true, name: true, status: true } },
} as const satisfies Prisma.ConversationSelect;

export type ConversationForSend = Prisma.ConversationGetPayload<{ select: typeof conversationForSend }>;

/** A conversation `actor` may see, with its channel; a 404 otherwise. */
export async function visibleConversationOrThrow(
  actor: MessageActor,
  id: string,
  client: Prisma.TransactionClient = db,
): Promise<ConversationForSend> {
  const conversation = await client.conversation.findFirst({
    where: { id, ...visibleConversationsWhere(actor) },
    select: conversationForSend,
  });
  if (!conversation) throw conversationNotFound();
  return conversation;
}
