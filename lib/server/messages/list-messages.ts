import "server-only";
import type { MessagePage } from "@/lib/messages/types";
import { AppError } from "@/lib/server/errors";
import type { Translate } from "@/lib/server/i18n";
import { db } from "@/lib/server/db";
import { visibleConversationOrThrow, type MessageActor } from "@/lib/server/messages/conversation-access";
import { messageSelect, messagesJson } from "@/lib/server/messages/message-json";

// GET /conversations/{id}/messages (api.md → Conversations): a page of a conversation's messages,
// oldest first (a chat reads downwards), the newest page first. `nextCursor` names the oldest
// message of the page: `before=<it>` reads the page before. Keyset on (createdAt, id), which the
// (conversationId, createdAt) index serves, so page 1,000 costs what page 1 does.

type Cursor = { at: Date; id: string };

const encodeCursor = ({ at, id }: Cursor) => Buffer.from(`${at.toISOString()}|${id}`).toString("base64url");

function decodeCursor(value: string): Cursor {
  const [iso, id, extra] = Buffer.from(value, "base64url").toString("utf8").split("|");
  const at = new Date(iso ?? "");
  if (!id || extra !== undefined || Number.isNaN(at.getTime()) || !/^[\w-]{1,100}$/.test(id)) {
    throw new AppError("VALIDATION_ERROR", { fieldErrors: [{ field: "before", key: "validation.invalidFormat" }] });
  }
  return { at, id };
}

export async function listMessages({
  actor,
  conversationId,
  before,
  limit,
  t,
}: {
  actor: MessageActor;
  conversationId: string;
  before?: string;
  limit: number;
  t: Translate;
}): Promise<MessagePage> {
  const cursor = before ? decodeCursor(before) : null;
  await visibleConversationOrThrow(actor, conversationId);
  const rows = await db.message.findMany({
    where: {
      companyId: actor.companyId,
      conversationId,
      ...(cursor ? { OR: [{ createdAt: { lt: cursor.at } }, { createdAt: cursor.at, id: { lt: cursor.id } }] } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    select: messageSelect,
  });
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit).reverse();
  const oldest = page[0];
  return {
    messages: await messagesJson(actor.companyId, page, t),
    nextCursor: hasMore && oldest ? encodeCursor({ at: oldest.createdAt, id: oldest.id }) : null,
  };
}
