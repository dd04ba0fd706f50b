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

/** The page's last time exactly as the list writes it (to_char below): Date.parse alone takes "1 2". */
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function decodeCursor(value: string): Cursor {
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Partial<Cursor>;
    const at = parsed.at ?? null;
    const id = parsed.id ?? null;
    if (
      typeof parsed.pinned === "boolean" &&
      (at === null || (typeof at === "string" && CURSOR_TIME.test(at) && !Number.isNaN(Date.parse(at)))) &&
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

/**
 * How a search's message condition is written (the customer side is always a small semi-join):
 *  - "each": per conversation, EXISTS a message of it that matches — cheap while the rows to check
 *    are few (the pinned section, a window of the newest conversations) whatever the word;
 *  - "all": a semi-join over every matching message — cheap while the word is rare;
 *  - a CTE name: the semi-join over that CTE's (capped) matches, for the counts.
 */
type SearchMode = "each" | "all" | { hits: Prisma.Sql };

/** A search's matching messages, at most `cap` of them (any, not the newest). */
const messageHitsSql = (companyId: string, pattern: string, cap?: number) =>
  Prisma.sql`SELECT m."conversationId" FROM "Message" m
    WHERE m."companyId" = ${companyId} AND m."searchText" LIKE ${pattern} ${cap ? Prisma.sql`LIMIT ${cap}` : Prisma.empty}`;

function searchSql(actor: InboxActor, search: string, mode: SearchMode): Prisma.Sql {
  const pattern = searchPattern(search);
  const customers = Prisma.sql`SELECT v.id FROM "Conversation" v JOIN "Customer" cu ON cu.id = v."customerId"
     WHERE v."companyId" = ${actor.companyId} AND cu."companyId" = ${actor.companyId} AND cu."searchText" LIKE ${pattern}`;
  if (mode === "each") {
    return Prisma.sql`(c.id IN (${customers}) OR EXISTS (SELECT 1 FROM "Message" m
      WHERE m."conversationId" = c.id AND m."searchText" LIKE ${pattern}))`;
  }
  const messages =
    mode === "all" ? messageHitsSql(actor.companyId, pattern) : Prisma.sql`SELECT "conversationId" FROM ${mode.hits}`;
  // One semi-join over the matches (not an OR of two), so the planner can start from them.
  return Prisma.sql`c.id IN (${messages} UNION ${customers})`;
}

/** The WHERE of the list (without pins and cursor): company, visibility, filters, search, tab. */
export function listWhere(
  actor: InboxActor,
  filter: ListFilter,
  { withTab = true, search = "all" }: { withTab?: boolean; search?: SearchMode } = {},
): Prisma.Sql {
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
  if (filter.search) parts.push(searchSql(actor, filter.search, search));
  if (withTab && filter.tab === "unread") parts.push(Prisma.sql`c."unreadCount" > 0`);
  if (withTab && filter.tab === "unresolved") parts.push(Prisma.sql`c.status = 'open'`);
  return Prisma.join(parts, " AND ");
}

/**
 * `window`: how many of the newest conversations a common word's search first looks through,
 * message by message. `countCap`: a search's counts look at this many matching messages at most
 * (then they are a lower bound, and the word is common). Tests lower both.
 */
export const searchSettings = { window: 400, countCap: 5_000 };

/**
 * The page, in one statement: the caller's pinned conversations (while the cursor is still in that
 * section), then the others, each newest first after the cursor, `take` rows at most, with the
 * columns of their JSON (conversation-json.ts). Each section is its own index scan. `window`: the
 * others only among the next `window` conversations of the company (a search's first try).
 */
export function listPageSql(
  actor: InboxActor,
  filter: ListFilter,
  { cursor, take, window }: { cursor: Cursor; take: number; window?: number },
) {
  const pins = Prisma.sql`SELECT "conversationId" FROM "ConversationPin" WHERE "userId" = ${actor.userId}`;
  const after = cursor.at && cursor.id ? { at: cursor.at, id: cursor.id } : null;
  const afterSql = (alias: Prisma.Sql, from: typeof after) =>
    from ? Prisma.sql`AND (${alias}."lastMessageAt", ${alias}.id) < (${from.at}::timestamp, ${from.id})` : Prisma.empty;
  const section = (pinned: boolean, from: typeof after) => {
    const where = listWhere(actor, filter, { search: pinned || window ? "each" : "all" });
    const windowSql =
      !pinned && window
        ? Prisma.sql`AND c.id IN (SELECT w.id FROM "Conversation" w WHERE w."companyId" = ${actor.companyId}
            ${afterSql(Prisma.sql`w`, from)} ORDER BY w."lastMessageAt" DESC, w.id DESC LIMIT ${window})`
        : Prisma.empty;
    return Prisma.sql`(SELECT c.id, ${pinned ? Prisma.sql`true` : Prisma.sql`false`} AS "inPinned"
      FROM "Conversation" c
     WHERE ${where}
       AND ${pinned ? Prisma.sql`c.id IN (${pins})` : Prisma.sql`c.id NOT IN (${pins})`}
       ${afterSql(Prisma.sql`c`, from)} ${windowSql}
     ORDER BY c."lastMessageAt" DESC, c.id DESC
     LIMIT ${take})`;
  };
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

/**
 * The tabs' counts under the same filters (tab aside): an index-only scan of the (companyId,
 * assigneeId, status, unreadCount, channelId) index. With a search, over its first
 * `searchSettings.countCap` matching messages; `hits` says how many there were (the cap: maybe more).
 */
export function countsSql(actor: InboxActor, filter: ListFilter): Prisma.Sql {
  const counts = Prisma.sql`count(*)::int AS "all",
         count(*) FILTER (WHERE c."unreadCount" > 0)::int AS unread,
         count(*) FILTER (WHERE c.status = 'open')::int AS unresolved`;
  if (!filter.search) {
    return Prisma.sql`SELECT ${counts}, 0 AS hits FROM "Conversation" c WHERE ${listWhere(actor, filter, { withTab: false })}`;
  }
  const hits = messageHitsSql(actor.companyId, searchPattern(filter.search), searchSettings.countCap);
  return Prisma.sql`WITH hits AS MATERIALIZED (${hits})
    SELECT ${counts}, (SELECT count(*)::int FROM hits) AS hits
      FROM "Conversation" c
     WHERE ${listWhere(actor, filter, { withTab: false, search: { hits: Prisma.sql`hits` } })}`;
}

type PageRow = ConversationRow & { inPinned: boolean; sortAt: string };

/** The first page's cursor. */
export const FIRST_PAGE: Cursor = { pinned: true, at: null, id: null };

export async function listConversations(actor: InboxActor, query: ListConversationsQuery): Promise<ConversationPage> {
  const { cursor: cursorText, limit, ...filter } = query;
  const cursor = cursorText ? decodeCursor(cursorText) : FIRST_PAGE;
  const take = limit + 1;
  const page = (window?: number) => db.$queryRaw<PageRow[]>(listPageSql(actor, filter, { cursor, take, window }));
  const countsOf = () => db.$queryRaw<(ConversationCounts & { hits: number })[]>(countsSql(actor, filter));
  let rows: PageRow[];
  let counts: (ConversationCounts & { hits: number }) | undefined;
  if (!filter.search) {
    [rows, [counts]] = await Promise.all([page(), countsOf()]);
  } else {
    // The counts tell how common the word is. A rare one (fewer than `searchSettings.countCap` matching
    // messages) is looked up across all messages; a common one fills the page among the newest
    // conversations, looked through one by one (and across all when it does not).
    [counts] = await countsOf();
    const common = (counts?.hits ?? 0) >= searchSettings.countCap;
    rows = common ? await page(searchSettings.window) : await page();
    if (common && rows.length < take) rows = await page();
  }
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeCursor({ pinned: last.inPinned, at: last.sortAt, id: last.id }) : null;
  const now = Date.now();
  const { hits, ...tabs } = counts ?? { all: 0, unread: 0, unresolved: 0, hits: 0 };
  return {
    conversations: shown.map((row) => toConversationJson(row, now)),
    nextCursor,
    counts: tabs,
    countsExact: hits < searchSettings.countCap,
  };
}
