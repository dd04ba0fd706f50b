import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ChannelKind } from "@/lib/channels/types";
import { ACTIVE_RECENTLY_MS, type ConversationJson, type ConversationStatus } from "@/lib/inbox/types";
import type { MessageDirection } from "@/lib/messages/types";
import { windowOpenUntil } from "@/lib/messages/window";
import { db } from "@/lib/server/db";

// A conversation as the inbox API answers it (lib/inbox/types.ts), read by one SQL statement with
// its channel, customer and assignee joined and the caller's pin: the list builds its page into the
// same statement (list-conversations.ts), one conversation reads it by id. `pinned` is the caller's.

/** The columns of a conversation row as JSON needs them; `source` names the page's rows (`id`, …). */
export function conversationColumnsSql(userId: string): Prisma.Sql {
  return Prisma.sql`c.id, c.status::text AS status, c."unreadCount", c."lastInboundAt", c."lastMessageAt",
    c."lastMessagePreview", c."lastMessageDirection"::text AS "lastMessageDirection", c."resolvedAt", c.rating,
    c."createdAt", ch.id AS "channelId", ch.kind::text AS "channelKind", ch.name AS "channelName",
    cu.id AS "customerId", cu."firstName", cu."lastName", cu.phone, cu."countryCode", cu."avatarUrl",
    u.id AS "assigneeId", u."firstName" AS "assigneeFirstName", u."lastName" AS "assigneeLastName",
    u."avatarUrl" AS "assigneeAvatarUrl",
    EXISTS (SELECT 1 FROM "ConversationPin" p WHERE p."userId" = ${userId} AND p."conversationId" = c.id) AS pinned`;
}

/** The joins the columns read from, after `FROM "Conversation" c`. */
export const CONVERSATION_JOINS = Prisma.sql`JOIN "Channel" ch ON ch.id = c."channelId"
  JOIN "Customer" cu ON cu.id = c."customerId"
  LEFT JOIN "User" u ON u.id = c."assigneeId"`;

export type ConversationRow = {
  id: string;
  status: ConversationStatus;
  unreadCount: number;
  lastInboundAt: Date | null;
  lastMessageAt: Date;
  lastMessagePreview: string | null;
  lastMessageDirection: MessageDirection | null;
  resolvedAt: Date | null;
  rating: number | null;
  createdAt: Date;
  channelId: string;
  channelKind: ChannelKind;
  channelName: string;
  customerId: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  countryCode: string;
  avatarUrl: string | null;
  assigneeId: string | null;
  assigneeFirstName: string | null;
  assigneeLastName: string | null;
  assigneeAvatarUrl: string | null;
  pinned: boolean;
};

export function toConversationJson(row: ConversationRow, now = Date.now()): ConversationJson {
  return {
    id: row.id,
    channel: { id: row.channelId, kind: row.channelKind, name: row.channelName },
    customer: {
      id: row.customerId,
      firstName: row.firstName,
      lastName: row.lastName,
      phone: row.phone ? `${row.countryCode} ${row.phone}` : null,
      avatar: row.avatarUrl,
    },
    status: row.status,
    assignee: row.assigneeId
      ? {
          id: row.assigneeId,
          name: `${row.assigneeFirstName ?? ""} ${row.assigneeLastName ?? ""}`.trim(),
          avatar: row.assigneeAvatarUrl,
        }
      : null,
    pinned: row.pinned,
    unreadCount: row.unreadCount,
    lastMessage:
      row.lastMessagePreview !== null && row.lastMessageDirection !== null
        ? { preview: row.lastMessagePreview, direction: row.lastMessageDirection, at: row.lastMessageAt.toISOString() }
        : null,
    activeRecently: row.lastInboundAt !== null && now - row.lastInboundAt.getTime() < ACTIVE_RECENTLY_MS,
    windowOpenUntil: windowOpenUntil(row.lastInboundAt)?.toISOString() ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One of the company's conversations as JSON, for `userId` (after a check that they may see it). */
export async function conversationJsonById(companyId: string, userId: string, id: string): Promise<ConversationJson> {
  const [row] = await db.$queryRaw<ConversationRow[]>`SELECT ${conversationColumnsSql(userId)}
    FROM "Conversation" c ${CONVERSATION_JOINS}
   WHERE c."companyId" = ${companyId} AND c.id = ${id}`;
  return toConversationJson(row!);
}
