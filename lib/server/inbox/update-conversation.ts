import "server-only";
import type { ConversationStatus, Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { appendEvents, type NewEvent } from "@/lib/server/events/append-event";
import { assigneeNotFound, assignForbidden } from "@/lib/server/inbox/inbox-errors";
import { membersWhoSee, seesAll, visibleConversation, type InboxActor } from "@/lib/server/inbox/inbox-actor";
import { addSystemLine } from "@/lib/server/inbox/system-lines";
import type { UpdateConversationInput } from "@/lib/validation/inbox";

// PATCH /conversations/{id} (api.md → Conversations): status (resolve with an optional 1–5 rating,
// reopen), assignee, the caller's pin, and read state (`unread: true` marks it unread for the team).
// A status or assignee change leaves a system line in the chat. One transaction: the change, its
// lines and its events. Events: conversation.updated for everyone who sees it; a pin only for the
// caller (pins are theirs); and, when an assignment hides it from members who saw it, one for each
// of them, so their open inbox drops it (they receive nothing of it afterwards).

const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();

/** Whether a member may move the assignee from `from` to `to`: take an unassigned one, or release their own. */
function memberMayAssign(actor: InboxActor, from: string | null, to: string | null) {
  return (from === null && to === actor.userId) || (from === actor.userId && to === null);
}

export async function updateConversation(actor: InboxActor, id: string, input: UpdateConversationInput): Promise<void> {
  await db.$transaction(async (tx) => {
    // One change at a time per conversation: two members taking the same one at once are told in
    // turn (the second no longer sees it), and the history gets one "assigned" line, not two.
    await tx.$executeRaw`SELECT 1 FROM "Conversation" WHERE "id" = ${id} AND "companyId" = ${actor.companyId} FOR UPDATE`;
    const conversation = await visibleConversation(
      actor,
      id,
      { id: true, companyId: true, channelId: true, status: true, assigneeId: true, unreadCount: true },
      tx,
    );
    const me = await tx.user.findUniqueOrThrow({
      where: { id: actor.userId },
      select: { firstName: true, lastName: true },
    });
    const data: Prisma.ConversationUpdateInput = {};
    const events: NewEvent[] = [];
    const lines: Parameters<typeof addSystemLine>[3][] = [];
    let changed = false;

    if (input.assigneeId !== undefined && input.assigneeId !== conversation.assigneeId) {
      const to = input.assigneeId;
      if (!seesAll(actor) && !memberMayAssign(actor, conversation.assigneeId, to)) throw assignForbidden();
      const assignee = to
        ? await tx.user.findFirst({
            where: { id: to, companyId: actor.companyId },
            select: { id: true, firstName: true, lastName: true },
          })
        : null;
      if (to && !assignee) throw assigneeNotFound();
      data.assignee = to ? { connect: { id: to } } : { disconnect: true };
      lines.push(
        assignee
          ? { event: "assigned", actor: fullName(me), assignee: fullName(assignee) }
          : { event: "unassigned", actor: fullName(me) },
      );
      const before = await membersWhoSee(tx, actor.companyId, conversation.assigneeId);
      const after = new Set(await membersWhoSee(tx, actor.companyId, to));
      for (const userId of before.filter((userId) => !after.has(userId))) {
        events.push({ companyId: actor.companyId, kind: "conversation.updated", data: { conversationId: id }, userId });
      }
      changed = true;
    }

    if (input.status !== undefined) {
      const status: ConversationStatus = input.status;
      if (status !== conversation.status) {
        data.status = status;
        data.resolvedAt = status === "resolved" ? new Date() : null;
        lines.push({ event: status === "resolved" ? "resolved" : "reopened", actor: fullName(me) });
        changed = true;
      }
      if (status === "resolved" && input.rating !== undefined) {
        data.rating = input.rating;
        changed = true;
      }
    }

    if (input.unread !== undefined) {
      const unreadCount = input.unread ? Math.max(conversation.unreadCount, 1) : 0;
      if (unreadCount !== conversation.unreadCount) {
        data.unreadCount = unreadCount;
        changed = true;
      }
    }

    if (changed) {
      await tx.conversation.update({ where: { id }, data });
      for (const line of lines) events.push(await addSystemLine(tx, conversation, actor.userId, line));
      events.push({ companyId: actor.companyId, kind: "conversation.updated", data: { conversationId: id } });
    }

    if (input.pinned !== undefined) {
      const key = { userId: actor.userId, conversationId: id };
      const pinChanged = input.pinned
        ? (await tx.conversationPin.createMany({ data: [key], skipDuplicates: true })).count > 0
        : (await tx.conversationPin.deleteMany({ where: key })).count > 0;
      if (pinChanged && !changed) {
        events.push({
          companyId: actor.companyId,
          kind: "conversation.updated",
          data: { conversationId: id },
          userId: actor.userId,
        });
      }
    }
    await appendEvents(tx, events);
  });
}
