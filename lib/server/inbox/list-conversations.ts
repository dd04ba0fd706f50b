import "server-only";
import { foldTurkish } from "@/lib/customers/search-text";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ConversationCounts, ConversationPage } from "@/lib/inbox/types";
import { can } from "@/lib/permissions";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import {
  CONVERSATION_JOINS,
  conversationColumnsSql,
  toConversationJson,
  type ConversationRow,
} from "@/lib/server/inbox/conversation-json";
import type { ListConversationsQuery } from "@/lib/validation/inbox";
import type { InboxActor } from "@/lib/server/inbox/inbox-actor";

// GET /conversations (api.md → Conversations): the caller's pinned conversations first, then the
// rest, each newest first — one statement for the page and its rows' columns, one for the counts,
// side by side. Keyset pagination on (lastMessageAt, id), which the
// (companyId[, status | assigneeId], lastMessageAt, id) indexes serve scanned backwards, so a deep
// page costs what the first does. The SQL is built here once: the bench runs the very same text
// through `pg` to measure what Prisma adds. Search is Turkish-insensitive over the customer's name,
// e-mail and phone (Customer.searchText) and every message's text (Message.searchText, kept by a
// trigger); both have trigram indexes.

export type Cursor = { pinned: boolean; at: string | null; id: string | null };

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url");

function decodeCursor(value: string): Cursor {
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Partial<Cursor>;
    const at = parsed.at ?? null;
    const id = parsed.id ?? null;
    if (
      typeof parsed.pinned === "boolean" &&
      (at === null || (typeof at === "string" && !Number.isNaN(Date.parse(at)))) &&
      (id === null || (typeof id === "string" && /^[\w-]{1,100}$/.test(id))) &&
      (at === null) === (id === null)
    ) {
      return { pinned: parsed.pinned, at, id };
    }
  } catch {
    // falls through to the 400
  }
  throw new AppError("VALIDATION_ERROR", { fieldErrors: [{ field: "cursor", key: "validation.invalidFormat" }] });
}

/** A phone typed with spaces, dashes, brackets or "+": its digits, as Customer.searchText holds them; else the folded text. */
function searchPattern(search: string): string {
  const digits = search.replace(/\D/g, "");
  // "0532 …" is how a Turkish number is written at home: the trunk 0 is not stored.
  const phone = /^[\d\s()+.-]+$/.test(search) && digits.length >= 3 ? digits.replace(/^0(?=[1-9])/, "") : null;
  const text = phone ?? foldTurkish(search);
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export type ListFilter = Omit<ListConversationsQuery, "cursor" | "limit" | "tab"> & {
  tab?: ListConversationsQuery["tab"];
};

/** The WHERE of the list (without pins and cursor): company, visibility, filters, tab. */
export function listWhere(actor: InboxActor, filter: ListFilter, withTab = true): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`c."companyId" = ${actor.companyId}`];
  if (!can(actor.role, "inbox.readAll")) {
    parts.push(Prisma.sql`(c."assigneeId" IS NULL OR c."assigneeId" = ${actor.userId})`);
  }
  if (filter.channel) parts.push(Prisma.sql`c."channelId" = ${filter.channel}`);
  if (filter.customer) parts.push(Prisma.sql`c."customerId" = ${filter.customer}`);
  if (filter.status) parts.push(Prisma.sql`c.status = ${filter.status}::"ConversationStatus"`);
  if (filter.assignee === "unassigned") parts.push(Prisma.sql`c."assigneeId" IS NULL`);
  else if (filter.assignee) {
    parts.push(Prisma.sql`c."assigneeId" = ${filter.assignee === "me" ? actor.userId : filter.assignee}`);
  }
  if (filter.search) {
    const pattern = searchPattern(filter.search);
    parts.push(Prisma.sql`(c."customerId" IN (SELECT id FROM "Customer" WHERE "companyId" = ${actor.companyId} AND "searchText" LIKE ${pattern})
      OR c.id IN (SELECT "conversationId" FROM "Message" WHERE "companyId" = ${actor.companyId} AND "searchText" LIKE ${pattern}))`);
  }
  if (withTab && filter.tab === "unread") parts.push(Prisma.sql`c."unreadCount" > 0`);
  if (withTab && filter.tab === "unresolved") parts.push(Prisma.sql`c.status = 'open'`);
  return Prisma.join(parts, " AND ");
}

/**
 * The page, in one statement: the caller's pinned conversations (while the cursor is still in that
 * section), then the others, each newest first after the cursor, `take` rows at most, with the
 * columns of their JSON (conversation-json.ts). Each section is its own index scan.
 */
export function listPageSql(actor: InboxActor, filter: ListFilter, { cursor, take }: { cursor: Cursor; take: number }) {
  const pins = Prisma.sql`SELECT "conversationId" FROM "ConversationPin" WHERE "userId" = ${actor.userId}`;
  const after = cursor.at && cursor.id ? { at: cursor.at, id: cursor.id } : null;
  const section = (
    pinned: boolean,
    from: typeof after,
  ) => Prisma.sql`(SELECT c.id, ${pinned ? Prisma.sql`true` : Prisma.sql`false`} AS "inPinned"
      FROM "Conversation" c
     WHERE ${listWhere(actor, filter)}
       AND ${pinned ? Prisma.sql`c.id IN (${pins})` : Prisma.sql`c.id NOT IN (${pins})`}
       ${from ? Prisma.sql`AND (c."lastMessageAt", c.id) < (${from.at}::timestamp, ${from.id})` : Prisma.empty}
     ORDER BY c."lastMessageAt" DESC, c.id DESC
     LIMIT ${take})`;
  const sections = cursor.pinned
    ? Prisma.sql`${section(true, after)} UNION ALL ${section(false, null)}`
    : section(false, after);
  return Prisma.sql`SELECT ${conversationColumnsSql(actor.userId)}, page."inPinned",
         to_char(c."lastMessageAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "sortAt"
    FROM (${sections}) AS page
    JOIN "Conversation" c ON c.id = page.id ${CONVERSATION_JOINS}
   ORDER BY page."inPinned" DESC, c."lastMessageAt" DESC, c.id DESC
   LIMIT ${take}`;
}

/** The tabs' counts under the same filters (tab aside): one scan of the (companyId, assigneeId, status, unreadCount, channelId) index. */
export function countsSql(actor: InboxActor, filter: ListFilter): Prisma.Sql {
  return Prisma.sql`SELECT count(*)::int AS "all",
         count(*) FILTER (WHERE c."unreadCount" > 0)::int AS unread,
         count(*) FILTER (WHERE c.status = 'open')::int AS unresolved
    FROM "Conversation" c
   WHERE ${listWhere(actor, filter, false)}`;
}

type PageRow = ConversationRow & { inPinned: boolean; sortAt: string };

/** The first page's cursor. */
export const FIRST_PAGE: Cursor = { pinned: true, at: null, id: null };

export async function listConversations(actor: InboxActor, query: ListConversationsQuery): Promise<ConversationPage> {
  const { cursor: cursorText, limit, ...filter } = query;
  const cursor = cursorText ? decodeCursor(cursorText) : FIRST_PAGE;
  const [rows, [counts]] = await Promise.all([
    db.$queryRaw<PageRow[]>(listPageSql(actor, filter, { cursor, take: limit + 1 })),
    db.$queryRaw<ConversationCounts[]>(countsSql(actor, filter)),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeCursor({ pinned: last.inPinned, at: last.sortAt, id: last.id }) : null;
  const now = Date.now();
  return {
    conversations: page.map((row) => toConversationJson(row, now)),
    nextCursor,
    counts: counts ?? { all: 0, unread: 0, unresolved: 0 },
  };
}
