import "server-only";
import { can } from "@/lib/permissions";
import { db } from "@/lib/server/db";
import type { Role } from "@/lib/generated/prisma/client";

// Who may see an event of the company's feed (architecture.md → Permissions): a user's own event
// (userId set) only that user; a conversation's or message's event, for a role without
// `inbox.readAll` (a member), only while the conversation is assigned to them or to no one. The
// assignee is looked up when the event is handed out (the event holds ids only), so a
// reassignment takes effect on the next event.

export type FeedEvent = {
  id: bigint;
  companyId: string;
  kind: string;
  data: unknown;
  userId: string | null;
  createdAt: Date;
};

export type Viewer = { userId: string; role: Role };

/** The conversation an event is about, when it is one a member's view depends on. */
export function conversationOf(event: Pick<FeedEvent, "kind" | "data">): string | null {
  if (!event.kind.startsWith("message.") && !event.kind.startsWith("conversation.")) return null;
  const id = (event.data as { conversationId?: unknown } | null)?.conversationId;
  return typeof id === "string" ? id : null;
}

/** Whether the viewer needs the conversations' assignees to filter (a member does). */
export const needsAssignees = (viewer: Viewer) => !can(viewer.role, "inbox.readAll");

/**
 * `assignees`: conversation id → assignee id (null: unassigned) for the conversations of the
 * events; a conversation missing from it (deleted) is not shown to a member.
 */
export function canSee(viewer: Viewer, event: FeedEvent, assignees: ReadonlyMap<string, string | null>): boolean {
  if (event.userId) return event.userId === viewer.userId;
  if (!needsAssignees(viewer)) return true;
  const conversationId = conversationOf(event);
  if (conversationId === null) {
    // A message or conversation event without its conversation's id tells a member nothing they may see.
    return !event.kind.startsWith("message.") && !event.kind.startsWith("conversation.");
  }
  if (!assignees.has(conversationId)) return false;
  const assignee = assignees.get(conversationId);
  return assignee === null || assignee === viewer.userId;
}

/** The assignees of the events' conversations, looked up only when a viewer needs them (one query). */
export async function loadAssignees(
  companyId: string,
  events: readonly FeedEvent[],
  viewers: readonly Viewer[],
): Promise<Map<string, string | null>> {
  const assignees = new Map<string, string | null>();
  if (!viewers.some(needsAssignees)) return assignees;
  const ids = [...new Set(events.map(conversationOf).filter((id): id is string => id !== null))];
  if (ids.length === 0) return assignees;
  const rows = await db.conversation.findMany({
    where: { companyId, id: { in: ids } },
    select: { id: true, assigneeId: true },
  });
  for (const row of rows) assignees.set(row.id, row.assigneeId);
  return assignees;
}
