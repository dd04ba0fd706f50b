import "server-only";
import type { Role } from "@/lib/generated/prisma/client";
import { can } from "@/lib/permissions";
import { db } from "@/lib/server/db";
import { visibleConversationsWhere } from "@/lib/server/messages/conversation-access";
import { conversationNotFound } from "@/lib/server/messages/message-errors";
import type { Prisma } from "@/lib/generated/prisma/client";

// The signed-in caller as the inbox services need them. Who sees what is one rule for every
// endpoint, the messages API and the event stream alike (lib/server/messages/conversation-access.ts,
// lib/server/events/visibility.ts): owners and admins every conversation of the company, a member
// the ones assigned to them and the unassigned ones. Anything else is a 404.

export type InboxActor = { companyId: string; userId: string; role: Role };

export const seesAll = (actor: InboxActor) => can(actor.role, "inbox.readAll");

/** A conversation `actor` may see (`select` what the caller needs); a 404 otherwise. */
export async function visibleConversation<S extends Prisma.ConversationSelect>(
  actor: InboxActor,
  id: string,
  select: S,
  client: Prisma.TransactionClient = db,
): Promise<Prisma.ConversationGetPayload<{ select: S }>> {
  const row = await client.conversation.findFirst({ where: { id, ...visibleConversationsWhere(actor) }, select });
  if (!row) throw conversationNotFound();
  return row as Prisma.ConversationGetPayload<{ select: S }>;
}

/** Who, among the company's members (role without `inbox.readAll`), sees a conversation assigned to `assigneeId`. */
export async function membersWhoSee(
  client: Prisma.TransactionClient,
  companyId: string,
  assigneeId: string | null,
): Promise<string[]> {
  const members = await client.user.findMany({ where: { companyId }, select: { id: true, role: true } });
  return members
    .filter((user) => !can(user.role, "inbox.readAll") && (assigneeId === null || assigneeId === user.id))
    .map((user) => user.id);
}
