import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import * as conversationsRoute from "@/app/api/v1/conversations/route";
import * as conversationRoute from "@/app/api/v1/conversations/[id]/route";
import * as messagesRoute from "@/app/api/v1/conversations/[id]/messages/route";
import * as readRoute from "@/app/api/v1/conversations/[id]/read/route";
import * as summaryRoute from "@/app/api/v1/inbox/summary/route";
import type { ConversationDetail, ConversationJson, ConversationPage, InboxSummary } from "@/lib/inbox/types";
import type { MessagePage } from "@/lib/messages/types";
import { inboundText } from "@/tests/helpers/inbound-item";
import { customerSearchText } from "@/lib/customers/search-text";
import { db } from "@/lib/server/db";
import { searchSettings } from "@/lib/server/inbox/list-conversations";
import { receiveMessage } from "@/lib/server/messages/receive-message";
import {
  customerData,
  randomPhone,
  uniqueEmail,
  companyWithSandbox,
  signedInUser,
  createSandboxChannel,
} from "@/tests/helpers/factories";
import { queueingWithStorage } from "@/tests/helpers/jobs";
import { call, errorFields } from "@/tests/helpers/request";

// The inbox API (issue 18, api.md → Conversations): the list (tabs and their counts, pinned
// first, keyset pages, filters, Turkish-insensitive search over names, phones and message text),
// one conversation, PATCH (status and rating, assignee, pins per user, unread) with its system
// lines, read, the summary badge, starting one, the 24-hour rule as the list shows it and the
// messages API enforces it; a member's view (assigned to them or to no one) on every endpoint; and
// another company's conversation is a 404 on every verb.

queueingWithStorage("inbox-conversations");

type Headers = Record<string, string>;
const EN = { "accept-language": "en" };
const TR = { "accept-language": "tr" };
const HOUR = 3600_000;

type Company = Awaited<ReturnType<typeof makeCompany>>;
let acme: Company;
let other: Company;

async function makeCompany() {
  const company = await companyWithSandbox();
  const as = async (role: "owner" | "admin" | "member", firstName: string) => {
    const user = await signedInUser(company.companyId, role, EN);
    await db.user.update({ where: { id: user.id }, data: { firstName, lastName: "Test" } });
    return user;
  };
  return {
    ...company,
    owner: await as("owner", "Ayşe"),
    admin: await as("admin", "Mehmet"),
    member: await as("member", "Zeynep"),
    colleague: await as("member", "Kerem"),
  };
}

type ConversationOptions = {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  assigneeId?: string | null;
  unreadCount?: number;
  status?: "open" | "resolved";
  lastInboundAt?: Date | null;
  /** Minutes ago its last message came: the list's order. */
  minutesAgo?: number;
  /** Messages' texts (inbound), oldest first. */
  texts?: string[];
  channelId?: string;
};

let minute = 0;
/** A customer and their conversation, written straight to the database (the list reads them). */
async function conversation(company: Company, options: ConversationOptions = {}) {
  const phone = options.phone === undefined ? randomPhone() : options.phone;
  const names = { firstName: options.firstName ?? "Deniz", lastName: options.lastName ?? "Arslan" };
  const email = uniqueEmail("customer");
  const local = phone ? phone.slice(2) : null;
  const customer = await db.customer.create({
    data: {
      companyId: company.companyId,
      ...customerData(names.firstName, names.lastName, email, { phone: local }),
      searchText: customerSearchText({ ...names, email, phone: local, countryCode: "+90" }),
      phoneE164: phone,
    },
  });
  const at = new Date(Date.now() - (options.minutesAgo ?? 1000 - minute++) * 60_000);
  const row = await db.conversation.create({
    data: {
      companyId: company.companyId,
      channelId: options.channelId ?? company.sandboxId,
      customerId: customer.id,
      contactAddress: phone ?? `psid-${randomBytes(4).toString("hex")}`,
      assigneeId: options.assigneeId ?? null,
      unreadCount: options.unreadCount ?? 0,
      status: options.status ?? "open",
      lastInboundAt: options.lastInboundAt === undefined ? at : options.lastInboundAt,
      lastMessageAt: at,
      lastMessagePreview: options.texts?.at(-1) ?? null,
      lastMessageDirection: options.texts?.length ? "in" : null,
    },
  });
  for (const [index, text] of (options.texts ?? []).entries()) {
    await db.message.create({
      data: {
        companyId: company.companyId,
        conversationId: row.id,
        channelId: row.channelId,
        direction: "in",
        type: "text",
        text,
        status: "received",
        createdAt: new Date(at.getTime() - (10 - index) * 1000),
      },
    });
  }
  return { ...row, customer };
}

const list = async (headers: Headers, query = "") => {
  const response = await call(conversationsRoute.GET, `/api/v1/conversations${query}`, { headers });
  expect(response.status, response.text).toBe(200);
  return response.json!.data as ConversationPage;
};
const ids = (page: ConversationPage) => page.conversations.map((item) => item.id);
const one = (headers: Headers, id: string) =>
  call(conversationRoute.GET, `/api/v1/conversations/${id}`, { headers, params: { id } });
const patch = (headers: Headers, id: string, body: unknown) =>
  call(conversationRoute.PATCH, `/api/v1/conversations/${id}`, { method: "PATCH", headers, body, params: { id } });
const markRead = (headers: Headers, id: string) =>
  call(readRoute.POST, `/api/v1/conversations/${id}/read`, { method: "POST", headers, params: { id } });
const summary = async (headers: Headers) => {
  const response = await call(summaryRoute.GET, "/api/v1/inbox/summary", { headers });
  expect(response.status).toBe(200);
  return (response.json!.data as InboxSummary).unreadConversations;
};
const messages = (headers: Headers, id: string) =>
  call(messagesRoute.GET, `/api/v1/conversations/${id}/messages`, { headers, params: { id } });

/** A fresh company, so its list holds only what a test made. */
const fresh = () => makeCompany();

beforeAll(async () => {
  acme = await makeCompany();
  other = await makeCompany();
});

describe("GET /api/v1/conversations", () => {
  it("answers 401 without a session and 400 for a bad query", async () => {
    expect((await call(conversationsRoute.GET, "/api/v1/conversations")).status).toBe(401);
    for (const [query, field] of [
      ["?tab=archived", "tab"],
      ["?limit=0", "limit"],
      ["?limit=101", "limit"],
      ["?status=closed", "status"],
      [`?search=${"x".repeat(101)}`, "search"],
    ] as const) {
      const response = await call(conversationsRoute.GET, `/api/v1/conversations${query}`, {
        headers: acme.owner.headers,
      });
      expect(response.status, query).toBe(400);
      expect(errorFields(response), query).toContain(field);
    }
    const badCursor = await call(conversationsRoute.GET, "/api/v1/conversations?cursor=bm9wZQ", {
      headers: acme.owner.headers,
    });
    expect(badCursor.status).toBe(400);
    expect(errorFields(badCursor)).toEqual(["cursor"]);
    // Well-formed JSON with a time PostgreSQL would not take: a 400 too, not a 500.
    for (const at of ["1 2", "foo 1", "2026-11-25"]) {
      const cursor = Buffer.from(JSON.stringify({ pinned: false, at, id: "abc" })).toString("base64url");
      const response = await call(conversationsRoute.GET, `/api/v1/conversations?cursor=${cursor}`, {
        headers: acme.owner.headers,
      });
      expect(response.status, at).toBe(400);
      expect(errorFields(response), at).toEqual(["cursor"]);
    }
  });

  it("lists newest first with the tabs' counts, and pages through every conversation exactly once", async () => {
    const c = await fresh();
    const a = await conversation(c, { minutesAgo: 50, unreadCount: 2 });
    const b = await conversation(c, { minutesAgo: 40, status: "resolved" });
    const d = await conversation(c, { minutesAgo: 30 });
    const e = await conversation(c, { minutesAgo: 20, unreadCount: 1, status: "resolved" });
    const f = await conversation(c, { minutesAgo: 10 });
    await conversation(other, { minutesAgo: 1 });

    const all = await list(c.owner.headers);
    expect(ids(all)).toEqual([f.id, e.id, d.id, b.id, a.id]);
    expect(all.counts).toEqual({ all: 5, unread: 2, unresolved: 3 });
    expect(all.nextCursor).toBeNull();
    expect(ids(await list(c.owner.headers, "?tab=unread"))).toEqual([e.id, a.id]);
    expect(ids(await list(c.owner.headers, "?tab=unresolved"))).toEqual([f.id, d.id, a.id]);
    expect(ids(await list(c.owner.headers, "?status=resolved"))).toEqual([e.id, b.id]);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ConversationPage = await list(c.owner.headers, `?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.conversations.length).toBeLessThanOrEqual(2);
      seen.push(...ids(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([f.id, e.id, d.id, b.id, a.id]);

    const json = all.conversations.find((item) => item.id === a.id)!;
    expect(json).toMatchObject({
      channel: { id: c.sandboxId, kind: "whatsapp" },
      customer: { id: a.customerId, firstName: "Deniz", lastName: "Arslan" },
      status: "open",
      assignee: null,
      pinned: false,
      unreadCount: 2,
      lastMessage: null,
      rating: null,
      resolvedAt: null,
    });
    expect(new Date(json.windowOpenUntil!).getTime()).toBe(a.lastInboundAt!.getTime() + 24 * HOUR);
  });

  it("searches names, phones and message text, Turkish-insensitively, with LIKE's wildcards taken literally", async () => {
    const c = await fresh();
    const sukru = await conversation(c, { firstName: "Şükrü", lastName: "Işık", phone: "905321234567" });
    const order = await conversation(c, { firstName: "Elif", texts: ["Merhaba", "KARGOM NEREDE? Sipariş #4411"] });
    const english = await conversation(c, {
      firstName: "John",
      lastName: "Smith",
      texts: ["Where is my 50% discount?"],
    });
    const search = async (term: string) => ids(await list(c.owner.headers, `?search=${encodeURIComponent(term)}`));

    expect(await search("sukru")).toEqual([sukru.id]);
    expect(await search("ŞÜKRÜ ışık")).toEqual([sukru.id]);
    expect(await search("ISIK")).toEqual([sukru.id]);
    expect(await search("+90 532 123 45")).toEqual([sukru.id]);
    expect(await search("0532 123")).toEqual([sukru.id]);
    expect(await search("kargom nerede")).toEqual([order.id]);
    expect(await search("sipariş #4411")).toEqual([order.id]);
    expect(await search("50%")).toEqual([english.id]);
    expect(await search("%")).toEqual([english.id]);
    expect(await search("_")).toEqual([]);
    expect(await search("yok böyle bir şey")).toEqual([]);
    const page = await list(c.owner.headers, "?search=kargo");
    expect(page.counts).toEqual({ all: 1, unread: 0, unresolved: 1 });
  });

  it("searches a common word among the newest conversations first, and says when its counts are a lower bound", async () => {
    const c = await fresh();
    const old = await conversation(c, { minutesAgo: 300, texts: ["Kargom nerede?"] });
    const between = await conversation(c, { minutesAgo: 200, texts: ["Merhaba"] });
    const recent = await conversation(c, { minutesAgo: 100, texts: ["Kargo ücreti ne kadar?", "kargo bedava mı"] });
    const newest = await conversation(c, { minutesAgo: 10, texts: ["KARGO"] });
    const defaults = { ...searchSettings };
    try {
      // Three matching messages reach the cap: "kargo" is common. The newest two conversations
      // (the window) hold one match; the page needs more, so the search goes across all messages.
      Object.assign(searchSettings, { countCap: 3, window: 2 });
      const page = await list(c.owner.headers, "?search=kargo&limit=2");
      expect(ids(page)).toEqual([newest.id, recent.id]);
      expect(page.countsExact).toBe(false);
      const rest = await list(c.owner.headers, `?search=kargo&limit=2&cursor=${page.nextCursor}`);
      expect(ids(rest)).toEqual([old.id]);
      expect(rest.nextCursor).toBeNull();
      // A window that fills the page is enough.
      Object.assign(searchSettings, { countCap: 3, window: 3 });
      expect(ids(await list(c.owner.headers, "?search=kargo&limit=1"))).toEqual([newest.id]);
      Object.assign(searchSettings, defaults);
      const exact = await list(c.owner.headers, "?search=kargo");
      expect(ids(exact)).toEqual([newest.id, recent.id, old.id]);
      expect(exact.countsExact).toBe(true);
      expect(exact.counts.all).toBe(3);
      expect(ids(await list(c.owner.headers, "?search=merhaba"))).toEqual([between.id]);
    } finally {
      Object.assign(searchSettings, defaults);
    }
  });

  it("filters by channel, assignee (me, unassigned, a user, all) and customer", async () => {
    const c = await fresh();
    const messenger = await createSandboxChannel(c.companyId, "messenger", "Messenger");
    const mine = await conversation(c, { assigneeId: c.owner.id });
    const members = await conversation(c, { assigneeId: c.member.id });
    const nobody = await conversation(c, { channelId: messenger.id, phone: null });

    expect(ids(await list(c.owner.headers, `?channel=${messenger.id}`))).toEqual([nobody.id]);
    expect(ids(await list(c.owner.headers, "?assignee=me"))).toEqual([mine.id]);
    expect(ids(await list(c.owner.headers, "?assignee=unassigned"))).toEqual([nobody.id]);
    expect(ids(await list(c.owner.headers, `?assignee=${c.member.id}`))).toEqual([members.id]);
    expect(ids(await list(c.owner.headers, "?assignee=all"))).toEqual([nobody.id, members.id, mine.id]);
    expect(ids(await list(c.owner.headers, `?customer=${mine.customerId}`))).toEqual([mine.id]);
    const json = (await list(c.owner.headers, "?assignee=me")).conversations[0]!;
    expect(json.assignee).toEqual({ id: c.owner.id, name: "Ayşe Test", avatar: null });
  });
});

describe("pins (per user)", () => {
  it("puts the caller's pinned conversations first, and only theirs, across pages", async () => {
    const c = await fresh();
    const old = await conversation(c, { minutesAgo: 60 });
    const middle = await conversation(c, { minutesAgo: 30 });
    const recent = await conversation(c, { minutesAgo: 10 });

    const pinned = await patch(c.owner.headers, old.id, { pinned: true });
    expect(pinned.status, pinned.text).toBe(200);
    expect((pinned.json!.data as ConversationDetail).conversation.pinned).toBe(true);
    // Pinning twice changes nothing; no system line (a pin is the caller's own).
    expect((await patch(c.owner.headers, old.id, { pinned: true })).status).toBe(200);
    expect(await db.message.count({ where: { conversationId: old.id } })).toBe(0);

    const owners = await list(c.owner.headers);
    expect(ids(owners)).toEqual([old.id, recent.id, middle.id]);
    expect(owners.conversations.map((item) => item.pinned)).toEqual([true, false, false]);
    expect(ids(await list(c.admin.headers))).toEqual([recent.id, middle.id, old.id]);
    expect((await list(c.admin.headers)).conversations.every((item) => !item.pinned)).toBe(true);

    // One a page: the pinned section, then the rest, each once.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ConversationPage = await list(c.owner.headers, `?limit=1${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...ids(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([old.id, recent.id, middle.id]);

    // The pinned section follows the filters too.
    expect(ids(await list(c.owner.headers, "?tab=unread"))).toEqual([]);
    expect((await patch(c.owner.headers, old.id, { pinned: false })).status).toBe(200);
    expect(ids(await list(c.owner.headers))).toEqual([recent.id, middle.id, old.id]);
  });
});

describe("GET / PATCH /api/v1/conversations/{id}", () => {
  it("answers one conversation with the customer's stats", async () => {
    const c = await fresh();
    const chat = await conversation(c, { texts: ["a", "b", "c"] });
    await db.conversation.create({
      data: {
        companyId: c.companyId,
        channelId: (await createSandboxChannel(c.companyId, "whatsapp", "Second")).id,
        customerId: chat.customerId,
        contactAddress: chat.contactAddress,
        status: "resolved",
        rating: 4,
      },
    });
    await patch(c.owner.headers, chat.id, { status: "resolved", rating: 5 });
    const response = await one(c.owner.headers, chat.id);
    expect(response.status).toBe(200);
    const detail = response.json!.data as ConversationDetail;
    expect(detail.conversation.id).toBe(chat.id);
    // Three messages (the system line is not one), the average of 5 and 4.
    expect(detail.customerStats).toEqual({ messages: 3, orders: 0, rating: 4.5 });
  });

  it("resolves with a rating and reopens, leaving system lines worded in the reader's language", async () => {
    const c = await fresh();
    const chat = await conversation(c, { texts: ["Teşekkürler"] });

    const resolved = await patch(c.owner.headers, chat.id, { status: "resolved", rating: 5 });
    expect(resolved.status, resolved.text).toBe(200);
    const json = (resolved.json!.data as ConversationDetail).conversation;
    expect(json).toMatchObject({ status: "resolved", rating: 5 });
    expect(json.resolvedAt).not.toBeNull();
    expect(ids(await list(c.owner.headers, "?tab=unresolved"))).toEqual([]);

    const reopened = await patch(c.admin.headers, chat.id, { status: "open" });
    expect((reopened.json!.data as ConversationDetail).conversation).toMatchObject({
      status: "open",
      resolvedAt: null,
    });

    const en = (await messages(c.owner.headers, chat.id)).json!.data as MessagePage;
    const lines = en.messages.filter((message) => message.type === "system");
    expect(lines.map((line) => line.text)).toEqual([
      "Ayşe Test marked the conversation as resolved",
      "Mehmet Test reopened the conversation",
    ]);
    expect(lines[0]!.sentBy).toEqual({ id: c.owner.id, name: "Ayşe Test" });
    const tr = (await messages({ ...c.owner.headers, ...TR }, chat.id)).json!.data as MessagePage;
    expect(tr.messages.filter((message) => message.type === "system").map((line) => line.text)).toEqual([
      "Ayşe Test, konuşmayı çözüldü olarak işaretledi",
      "Mehmet Test, konuşmayı yeniden açtı",
    ]);
    // System lines move neither the last message nor the unread count.
    const after = await db.conversation.findUniqueOrThrow({ where: { id: chat.id } });
    expect(after.lastMessagePreview).toBe("Teşekkürler");
    expect(after.unreadCount).toBe(0);
  });

  it("refuses bad input: nothing to change, a rating without resolving or out of 1–5, wrong types", async () => {
    const chat = await conversation(acme);
    for (const [body, field] of [
      [{}, "status"],
      [{ rating: 4 }, "rating"],
      [{ status: "resolved", rating: 6 }, "rating"],
      [{ status: "resolved", rating: 0 }, "rating"],
      [{ status: "resolved", rating: 4.5 }, "rating"],
      [{ status: "closed" }, "status"],
      [{ pinned: "yes" }, "pinned"],
      [{ unread: 1 }, "unread"],
      [{ assigneeId: 42 }, "assigneeId"],
    ] as const) {
      const response = await patch(acme.owner.headers, chat.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(errorFields(response), JSON.stringify(body)).toContain(field);
    }
    const invalidJson = await call(conversationRoute.PATCH, `/api/v1/conversations/${chat.id}`, {
      method: "PATCH",
      headers: { ...acme.owner.headers, "content-type": "application/json" },
      rawBody: "{",
      params: { id: chat.id },
    });
    expect(invalidJson.status).toBe(400);
  });

  it("assigns: owners and admins to anyone of the company; the line names both", async () => {
    const c = await fresh();
    const chat = await conversation(c);
    const assigned = await patch(c.owner.headers, chat.id, { assigneeId: c.member.id });
    expect(assigned.status, assigned.text).toBe(200);
    expect((assigned.json!.data as ConversationDetail).conversation.assignee).toEqual({
      id: c.member.id,
      name: "Zeynep Test",
      avatar: null,
    });
    const stranger = await patch(c.owner.headers, chat.id, { assigneeId: other.owner.id });
    expect(stranger.status).toBe(404);
    expect(errorFields(stranger)).toEqual(["assigneeId"]);
    expect((await patch(c.admin.headers, chat.id, { assigneeId: null })).status).toBe(200);
    const lines = ((await messages(c.owner.headers, chat.id)).json!.data as MessagePage).messages.map((m) => m.text);
    expect(lines).toEqual([
      "Ayşe Test assigned the conversation to Zeynep Test",
      "Mehmet Test unassigned the conversation",
    ]);
  });
});

describe("a member's view: assigned to them or to no one", () => {
  it("holds on the list, the summary and every conversation endpoint", async () => {
    const c = await fresh();
    const mine = await conversation(c, { assigneeId: c.member.id, unreadCount: 1 });
    const free = await conversation(c, { unreadCount: 3 });
    const theirs = await conversation(c, { assigneeId: c.colleague.id, unreadCount: 1 });
    const owners = await conversation(c, { assigneeId: c.owner.id });

    const page = await list(c.member.headers);
    expect(ids(page).sort()).toEqual([mine.id, free.id].sort());
    expect(page.counts).toEqual({ all: 2, unread: 2, unresolved: 2 });
    expect(ids(await list(c.member.headers, `?assignee=${c.colleague.id}`))).toEqual([]);
    expect(ids(await list(c.owner.headers)).length).toBe(4);
    expect(await summary(c.member.headers)).toBe(2);
    expect(await summary(c.colleague.headers)).toBe(2);
    expect(await summary(c.owner.headers)).toBe(3);

    for (const hidden of [theirs.id, owners.id]) {
      expect((await one(c.member.headers, hidden)).status).toBe(404);
      expect((await patch(c.member.headers, hidden, { pinned: true })).status).toBe(404);
      expect((await patch(c.member.headers, hidden, { status: "resolved" })).status).toBe(404);
      expect((await markRead(c.member.headers, hidden)).status).toBe(404);
      expect((await messages(c.member.headers, hidden)).status).toBe(404);
    }
    expect((await one(c.member.headers, mine.id)).status).toBe(200);
    expect((await one(c.member.headers, free.id)).status).toBe(200);
  });

  it("lets a member take an unassigned conversation or release their own, nothing else", async () => {
    const c = await fresh();
    const free = await conversation(c);
    const theirs = await conversation(c, { assigneeId: c.colleague.id });

    expect((await patch(c.member.headers, free.id, { assigneeId: c.colleague.id })).status).toBe(403);
    const taken = await patch(c.member.headers, free.id, { assigneeId: c.member.id });
    expect(taken.status, taken.text).toBe(200);
    // Now the colleague no longer sees it.
    expect((await one(c.colleague.headers, free.id)).status).toBe(404);
    expect((await patch(c.colleague.headers, free.id, { assigneeId: c.colleague.id })).status).toBe(404);
    expect((await patch(c.member.headers, theirs.id, { assigneeId: c.member.id })).status).toBe(404);

    expect((await patch(c.member.headers, free.id, { assigneeId: null })).status).toBe(200);
    expect((await one(c.colleague.headers, free.id)).status).toBe(200);
    // Resolving, pinning and read state are theirs to change in what they see.
    expect((await patch(c.colleague.headers, free.id, { status: "resolved", rating: 3, pinned: true })).status).toBe(
      200,
    );
  });

  it("two members taking the same conversation at once: one gets it, the other is told, one line", async () => {
    const c = await fresh();
    const free = await conversation(c);
    const answers = await Promise.all([
      patch(c.member.headers, free.id, { assigneeId: c.member.id }),
      patch(c.colleague.headers, free.id, { assigneeId: c.colleague.id }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    const winner = answers[0]!.status === 200 ? c.member.id : c.colleague.id;
    expect((await db.conversation.findUniqueOrThrow({ where: { id: free.id } })).assigneeId).toBe(winner);
    expect(await db.message.count({ where: { conversationId: free.id, type: "system" } })).toBe(1);
  });
});

describe("unread state", () => {
  const inbound = (from: string, text: string) => inboundText(from, text, "Okunmamış Kişi");

  it("counts the customer's messages per conversation; read clears, unread: true marks it, the badge follows", async () => {
    const c = await fresh();
    const ctx = { eventId: "test", channelId: c.sandboxId, companyId: c.companyId };
    const [first, second] = [randomPhone(), randomPhone()];
    await receiveMessage(inbound(first, "Merhaba"), ctx);
    await receiveMessage(inbound(first, "Orada mısınız?"), ctx);
    await receiveMessage(inbound(second, "Selam"), ctx);

    const page = await list(c.member.headers);
    const byAddress = async (address: string) =>
      (await db.conversation.findFirstOrThrow({ where: { companyId: c.companyId, contactAddress: address } })).id;
    const [a, b] = [await byAddress(first), await byAddress(second)];
    const count = (id: string) => page.conversations.find((item) => item.id === id)!.unreadCount;
    expect([count(a), count(b)]).toEqual([2, 1]);
    expect(page.counts.unread).toBe(2);
    expect(page.conversations.find((item) => item.id === a)!.lastMessage).toMatchObject({
      preview: "Orada mısınız?",
      direction: "in",
    });
    expect(page.conversations.find((item) => item.id === a)!.activeRecently).toBe(true);
    expect(await summary(c.owner.headers)).toBe(2);

    const read = await markRead(c.member.headers, a);
    expect(read.status).toBe(200);
    expect((read.json!.data as { conversation: ConversationJson }).conversation.unreadCount).toBe(0);
    expect(await summary(c.owner.headers)).toBe(1);
    expect((await markRead(c.member.headers, a)).status).toBe(200);

    const marked = await patch(c.owner.headers, a, { unread: true });
    expect((marked.json!.data as ConversationDetail).conversation.unreadCount).toBe(1);
    expect(await summary(c.member.headers)).toBe(2);
    await patch(c.owner.headers, b, { unread: false });
    expect(await summary(c.member.headers)).toBe(1);
    expect(ids(await list(c.owner.headers, "?tab=unread"))).toEqual([a]);
  });

  it("reopens a resolved conversation when the customer writes again", async () => {
    const c = await fresh();
    const ctx = { eventId: "test", channelId: c.sandboxId, companyId: c.companyId };
    const phone = randomPhone();
    await receiveMessage(inbound(phone, "Sipariş verdim"), ctx);
    const id = (await db.conversation.findFirstOrThrow({ where: { companyId: c.companyId } })).id;
    await markRead(c.owner.headers, id);
    await patch(c.owner.headers, id, { status: "resolved", rating: 4 });
    await receiveMessage(inbound(phone, "Bir sorum daha var"), ctx);
    const json = ((await one(c.owner.headers, id)).json!.data as ConversationDetail).conversation;
    expect(json).toMatchObject({ status: "open", resolvedAt: null, unreadCount: 1, rating: 4 });
  });
});

describe("POST /api/v1/conversations", () => {
  const start = (headers: Headers, body: unknown) =>
    call(conversationsRoute.POST, "/api/v1/conversations", { method: "POST", headers, body });

  it("starts a WhatsApp conversation, or answers the customer's existing one", async () => {
    const c = await fresh();
    const customer = await db.customer.create({
      data: { companyId: c.companyId, ...customerData("Yeni", "Müşteri", uniqueEmail()), phoneE164: randomPhone() },
    });
    const created = await start(c.member.headers, { customerId: customer.id, channelId: c.sandboxId });
    expect(created.status, created.text).toBe(201);
    const json = (created.json!.data as ConversationDetail).conversation;
    expect(json).toMatchObject({ status: "open", assignee: null, lastMessage: null, windowOpenUntil: null });
    const again = await start(c.owner.headers, { customerId: customer.id, channelId: c.sandboxId });
    expect(again.status).toBe(200);
    expect((again.json!.data as ConversationDetail).conversation.id).toBe(json.id);

    // A colleague's conversation with that customer is not a member's to answer.
    await db.conversation.update({ where: { id: json.id }, data: { assigneeId: c.colleague.id } });
    expect((await start(c.member.headers, { customerId: customer.id, channelId: c.sandboxId })).status).toBe(409);
  });

  it("refuses a customer without a number, Messenger before the customer wrote, and bad or foreign ids", async () => {
    const c = await fresh();
    const noPhone = await db.customer.create({
      data: { companyId: c.companyId, ...customerData("Numarasız", "Kişi", uniqueEmail()) },
    });
    const phoneless = await start(c.owner.headers, { customerId: noPhone.id, channelId: c.sandboxId });
    expect(phoneless.status).toBe(409);
    expect(errorFields(phoneless)).toEqual(["customerId"]);

    const messenger = await createSandboxChannel(c.companyId, "messenger", "Messenger");
    const withPhone = await db.customer.create({
      data: { companyId: c.companyId, ...customerData("Messenger", "Kişi", uniqueEmail()), phoneE164: randomPhone() },
    });
    expect((await start(c.owner.headers, { customerId: withPhone.id, channelId: messenger.id })).status).toBe(409);

    const foreignCustomer = await conversation(other);
    const foreign = await start(c.owner.headers, { customerId: foreignCustomer.customerId, channelId: c.sandboxId });
    expect(foreign.status).toBe(404);
    expect(errorFields(foreign)).toEqual(["customerId"]);
    const foreignChannel = await start(c.owner.headers, { customerId: withPhone.id, channelId: other.sandboxId });
    expect(foreignChannel.status).toBe(404);
    expect(errorFields(foreignChannel)).toEqual(["channelId"]);
    const bad = await start(c.owner.headers, { customerId: "" });
    expect(bad.status).toBe(400);
    expect(errorFields(bad).sort()).toEqual(["channelId", "customerId"]);
  });
});

describe("the 24-hour rule", () => {
  it("shows when the window closes and refuses a free-form message after it", async () => {
    const c = await fresh();
    const late = await conversation(c, { lastInboundAt: new Date(Date.now() - 25 * HOUR) });
    const open = await conversation(c, { lastInboundAt: new Date(Date.now() - 23 * HOUR) });
    const page = await list(c.owner.headers);
    const until = (id: string) => new Date(page.conversations.find((item) => item.id === id)!.windowOpenUntil!);
    expect(until(late.id).getTime()).toBeLessThan(Date.now());
    expect(until(open.id).getTime()).toBeGreaterThan(Date.now());

    const send = (id: string) =>
      call(messagesRoute.POST, `/api/v1/conversations/${id}/messages`, {
        method: "POST",
        headers: c.member.headers,
        body: { type: "text", text: "Merhaba" },
        params: { id },
      });
    expect((await send(late.id)).status).toBe(409);
    expect((await send(open.id)).status).toBe(202);
  });
});

describe("another company's conversation", () => {
  it("is a 404 on every verb", async () => {
    const foreign = await conversation(other, { unreadCount: 1 });
    const headers = acme.owner.headers;
    const id = foreign.id;
    expect((await one(headers, id)).status).toBe(404);
    expect((await patch(headers, id, { status: "resolved" })).status).toBe(404);
    expect((await patch(headers, id, { pinned: true })).status).toBe(404);
    expect((await markRead(headers, id)).status).toBe(404);
    expect((await messages(headers, id)).status).toBe(404);
    const send = await call(messagesRoute.POST, `/api/v1/conversations/${id}/messages`, {
      method: "POST",
      headers,
      body: { type: "text", text: "x" },
      params: { id },
    });
    expect(send.status).toBe(404);
    expect(ids(await list(headers, `?customer=${foreign.customerId}`))).toEqual([]);
    expect(await db.conversationPin.count({ where: { conversationId: id } })).toBe(0);
    expect((await db.conversation.findUniqueOrThrow({ where: { id } })).unreadCount).toBe(1);
  });
});
