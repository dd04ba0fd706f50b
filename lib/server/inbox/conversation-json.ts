import "server-only";
import { ACTIVE_RECENTLY_MS, type ConversationJson } from "@/lib/inbox/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { windowOpenUntil } from "@/lib/messages/window";
import { db } from "@/lib/server/db";

// A conversation as the inbox API answers it (lib/inbox/types.ts). `pinned` is the caller's.

export const conversationSelect = {
  id: true,
  status: true,
  unreadCount: true,
  lastInboundAt: true,
  lastMessageAt: true,
  lastMessagePreview: true,
  lastMessageDirection: true,
  resolvedAt: true,
  rating: true,
  createdAt: true,
  channel: { select: { id: true, kind: true, name: true } },
  customer: { select: { id: true, firstName: true, lastName: true, phone: true, countryCode: true, avatarUrl: true } },
  assignee: { select: { id: true, firstName: true, lastName: true, avatarUrl: true } },
} as const satisfies Prisma.ConversationSelect;

type ConversationRow = Prisma.ConversationGetPayload<{ select: typeof conversationSelect }>;

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

export function toConversationJson(row: ConversationRow, pinned: boolean, now = Date.now()): ConversationJson {
  const { customer, assignee } = row;
  return {
    id: row.id,
    channel: row.channel,
    customer: {
      id: customer.id,
      firstName: customer.firstName,
      lastName: customer.lastName,
      phone: customer.phone ? `${customer.countryCode} ${customer.phone}` : null,
      avatar: customer.avatarUrl,
    },
    status: row.status,
    assignee: assignee ? { id: assignee.id, name: fullName(assignee), avatar: assignee.avatarUrl } : null,
    pinned,
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

/** The company's conversations `ids` as JSON, in the order of `ids`, with the user's pins (two queries). */
export async function conversationsJson(companyId: string, userId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const [rows, pins] = await Promise.all([
    db.conversation.findMany({ where: { companyId, id: { in: [...ids] } }, select: conversationSelect }),
    db.conversationPin.findMany({
      where: { userId, conversationId: { in: [...ids] } },
      select: { conversationId: true },
    }),
  ]);
  const pinned = new Set(pins.map((pin) => pin.conversationId));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const now = Date.now();
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toConversationJson(row, pinned.has(id), now)] : [];
  });
}

export async function conversationJsonById(companyId: string, userId: string, id: string): Promise<ConversationJson> {
  const [json] = await conversationsJson(companyId, userId, [id]);
  return json!;
}
