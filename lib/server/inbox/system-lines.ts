import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { SYSTEM_EVENTS, type SystemEvent } from "@/lib/inbox/types";
import type { MessageJson } from "@/lib/messages/types";
import { db } from "@/lib/server/db";
import type { NewEvent } from "@/lib/server/events/append-event";
import type { Translate } from "@/lib/server/i18n";

// The chat's system lines ("Ayşe assigned this to Mehmet", "resolved", "reopened"): messages of
// type `system`, never sent to anyone and never counted as unread. What happened and who was
// involved are stored (in templateVariables, as names at the time); the line is worded when it is
// read, in the reader's language (inbox.api.system.*).

type SystemLine = { event: SystemEvent; actor: string; assignee?: string };

/** Writes a system line in the change's transaction; answers its message.created event. */
export async function addSystemLine(
  tx: Prisma.TransactionClient,
  conversation: { companyId: string; id: string; channelId: string },
  actorId: string,
  line: SystemLine,
): Promise<NewEvent<"message.created">> {
  const message = await tx.message.create({
    data: {
      companyId: conversation.companyId,
      conversationId: conversation.id,
      channelId: conversation.channelId,
      direction: "out",
      type: "system",
      status: "sent",
      templateVariables: line,
      sentById: actorId,
    },
    select: { id: true },
  });
  return {
    companyId: conversation.companyId,
    kind: "message.created",
    data: { conversationId: conversation.id, messageId: message.id },
  };
}

const isSystemLine = (value: unknown): value is SystemLine =>
  typeof value === "object" &&
  value !== null &&
  SYSTEM_EVENTS.includes((value as { event?: SystemEvent }).event!) &&
  typeof (value as { actor?: unknown }).actor === "string";

/** The page's system lines worded for the reader (one query for the page). */
export async function wordSystemLines<T extends { messages: MessageJson[] }>(
  companyId: string,
  page: T,
  t: Translate,
): Promise<T> {
  const ids = page.messages.filter((message) => message.type === "system").map((message) => message.id);
  if (ids.length === 0) return page;
  const rows = await db.message.findMany({
    where: { companyId, id: { in: ids } },
    select: { id: true, templateVariables: true },
  });
  const lines = new Map(rows.map((row) => [row.id, row.templateVariables]));
  return {
    ...page,
    messages: page.messages.map((message) => {
      const line = lines.get(message.id);
      if (!isSystemLine(line)) return message;
      return {
        ...message,
        text: t(`inbox.api.system.${line.event}`, { actor: line.actor, assignee: line.assignee ?? "" }),
      };
    }),
  };
}
