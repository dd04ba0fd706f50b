import "server-only";
import type { MessageJson } from "@/lib/messages/types";
import type { Translate } from "@/lib/server/i18n";
import { db } from "@/lib/server/db";
import { wordSystemLines } from "@/lib/server/inbox/system-lines";
import { visibleConversationsWhere, type MessageActor } from "@/lib/server/messages/conversation-access";
import { messageNotFound } from "@/lib/server/messages/message-errors";
import { messageJson, messageSelect } from "@/lib/server/messages/message-json";

// GET /messages/{id}: one message as GET /conversations/{id}/messages shows it. The inbox reads a
// message the event stream names (a new one, a failure, an inbound file that arrived) through it
// instead of its thread's every page. Another company's message, or one in a conversation a member
// may not see, is a 404.

export async function getMessage({
  actor,
  messageId,
  t,
}: {
  actor: MessageActor;
  messageId: string;
  t: Translate;
}): Promise<MessageJson> {
  const row = await db.message.findFirst({
    where: { id: messageId, companyId: actor.companyId, conversation: visibleConversationsWhere(actor) },
    select: messageSelect,
  });
  if (!row) throw messageNotFound();
  const message = await messageJson(actor.companyId, row, t);
  const { messages } = await wordSystemLines(actor.companyId, { messages: [message] }, t);
  return messages[0]!;
}
