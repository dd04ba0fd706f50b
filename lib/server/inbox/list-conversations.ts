import "server-only";
import { foldTurkish } from "@/lib/customers/search-text";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ConversationCounts, ConversationPage } from "@/lib/inbox/types";
import { can } from "@/lib/permissions";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { conversationsJson } from "@/lib/server/inbox/conversation-json";
import type { ListConversationsQuery } from "@/lib/validation/inbox";
import type { InboxActor } from "@/lib/server/inbox/inbox-actor";

// GET /conversations (api.md → Conversations): the caller's pinned conversations first, then the
// rest, each newest first. Keyset pagination on (lastMessageAt, id), which the
// (companyId[, status | assigneeId], lastMessageAt, id) indexes serve scanned backwards, so a deep
// page costs what the first does. The SQL is built here once: the bench runs the very same text
// through `pg` to measure what Prisma adds. Search is Turkish-insensitive over the customer's name,
// e-mail and phone (Customer.searchText) and every message's text (Message.searchText, kept by a
// trigger); both have trigram indexes.

type Cursor = { pinned: boolean; at: string | null; id: string | null };

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

/** One section's page (pinned or not): ids and sort keys, newest first, after the cursor. */
export function listPageSql(
  actor: InboxActor,
  filter: ListFilter,
  { pinned, after, take }: { pinned: boolean; after: { at: string; id: string } | null; take: number },
): Prisma.Sql {
  const pins = Prisma.sql`SELECT "conversationId" FROM "ConversationPin" WHERE "userId" = ${actor.userId}`;
  return Prisma.sql`SELECT c.id, to_char(c."lastMessageAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
    FROM "Conversation" c
   WHERE ${listWhere(actor, filter)}
     AND ${pinned ? Prisma.sql`c.id IN (${pins})` : Prisma.sql`c.id NOT IN (${pins})`}
     ${after ? Prisma.sql`AND (c."lastMessageAt", c.id) < (${after.at}::timestamp, ${after.id})` : Prisma.empty}
   ORDER BY c."lastMessageAt" DESC, c.id DESC
   LIMIT ${take}`;
}

/** The tabs' counts under the same filters (tab aside): one scan. */
export function countsSql(actor: InboxActor, filter: ListFilter): Prisma.Sql {
  return Prisma.sql`SELECT count(*)::int AS "all",
         count(*) FILTER (WHERE c."unreadCount" > 0)::int AS unread,
         count(*) FILTER (WHERE c.status = 'open')::int AS unresolved
    FROM "Conversation" c
   WHERE ${listWhere(actor, filter, false)}`;
}

type PageRow = { id: string; at: string };

export async function listConversations(actor: InboxActor, query: ListConversationsQuery): Promise<ConversationPage> {
  const { cursor: cursorText, limit, ...filter } = query;
  const cursor = cursorText ? decodeCursor(cursorText) : { pinned: true, at: null, id: null };
  const after = cursor.at && cursor.id ? { at: cursor.at, id: cursor.id } : null;
  const countsPromise = db.$queryRaw<ConversationCounts[]>(countsSql(actor, filter));

  const rows: (PageRow & { pinned: boolean })[] = [];
  let hasMore = false;
  if (cursor.pinned) {
    const pinnedRows = await db.$queryRaw<PageRow[]>(
      listPageSql(actor, filter, { pinned: true, after, take: limit + 1 }),
    );
    rows.push(...pinnedRows.slice(0, limit).map((row) => ({ ...row, pinned: true })));
    hasMore = pinnedRows.length > limit;
  }
  if (!hasMore) {
    // The rest start where the pinned section ended (or where the cursor left them).
    const remaining = limit - rows.length;
    const restRows = await db.$queryRaw<PageRow[]>(
      listPageSql(actor, filter, { pinned: false, after: cursor.pinned ? null : after, take: remaining + 1 }),
    );
    rows.push(...restRows.slice(0, remaining).map((row) => ({ ...row, pinned: false })));
    hasMore = restRows.length > remaining;
  }

  const last = rows.at(-1);
  const nextCursor = !hasMore
    ? null
    : last
      ? encodeCursor({ pinned: last.pinned, at: last.at, id: last.id })
      : encodeCursor({ pinned: false, at: null, id: null });
  const [conversations, [counts]] = await Promise.all([
    conversationsJson(
      actor.companyId,
      actor.userId,
      rows.map((row) => row.id),
    ),
    countsPromise,
  ]);
  return { conversations, nextCursor, counts: counts ?? { all: 0, unread: 0, unresolved: 0 } };
}
