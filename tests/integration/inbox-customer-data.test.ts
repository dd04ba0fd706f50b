import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as conversationRoute from "@/app/api/v1/conversations/[id]/route";
import * as notesRoute from "@/app/api/v1/customers/[id]/notes/route";
import * as noteRoute from "@/app/api/v1/customers/[id]/notes/[noteId]/route";
import * as ordersRoute from "@/app/api/v1/customers/[id]/orders/route";
import * as orderRoute from "@/app/api/v1/customers/[id]/orders/[orderId]/route";
import type { ConversationDetail, CustomerNoteJson, CustomerOrderJson } from "@/lib/inbox/types";
import { ensureDefaultSandbox } from "@/lib/server/channels/default-sandbox";
import { db } from "@/lib/server/db";
import { createCompany, createUser, customerData, randomPhone, signIn, uniqueEmail } from "@/tests/helpers/factories";
import { call, errorFields } from "@/tests/helpers/request";

// The customer panel's data (issue 18, api.md → Conversations): internal notes (everyone reads and
// adds; the author, an owner or an admin deletes) and orders (exact amounts, statuses, edits),
// bad input, and another company's customer, note or order as a 404 on every verb.

afterAll(() => db.$disconnect());

type Headers = Record<string, string>;
const EN = { "accept-language": "en" };

async function makeCompany() {
  const { id: companyId } = await createCompany();
  const as = async (role: "owner" | "admin" | "member", firstName: string) => {
    const user = await createUser({ companyId, role });
    await db.user.update({ where: { id: user.id }, data: { firstName, lastName: "Test" } });
    return { id: user.id, headers: { ...(await signIn(user)).headers, ...EN } as Headers };
  };
  const customer = await db.customer.create({
    data: { companyId, ...customerData("Gülşen", "Öztürk", uniqueEmail("customer")), phoneE164: randomPhone() },
  });
  return {
    companyId,
    customerId: customer.id,
    owner: await as("owner", "Ayşe"),
    admin: await as("admin", "Mehmet"),
    member: await as("member", "Zeynep"),
    colleague: await as("member", "Kerem"),
  };
}

let acme: Awaited<ReturnType<typeof makeCompany>>;
let other: Awaited<ReturnType<typeof makeCompany>>;
beforeAll(async () => {
  acme = await makeCompany();
  other = await makeCompany();
});

const notesPath = (id: string) => `/api/v1/customers/${id}/notes`;
const listNotes = (headers: Headers, id: string) => call(notesRoute.GET, notesPath(id), { headers, params: { id } });
const addNote = (headers: Headers, id: string, body: unknown) =>
  call(notesRoute.POST, notesPath(id), { method: "POST", headers, body, params: { id } });
const deleteNote = (headers: Headers, id: string, noteId: string) =>
  call(noteRoute.DELETE, `${notesPath(id)}/${noteId}`, { method: "DELETE", headers, params: { id, noteId } });

const ordersPath = (id: string) => `/api/v1/customers/${id}/orders`;
const listOrders = (headers: Headers, id: string) => call(ordersRoute.GET, ordersPath(id), { headers, params: { id } });
const addOrder = (headers: Headers, id: string, body: unknown) =>
  call(ordersRoute.POST, ordersPath(id), { method: "POST", headers, body, params: { id } });
const putOrder = (headers: Headers, id: string, orderId: string, body: unknown) =>
  call(orderRoute.PUT, `${ordersPath(id)}/${orderId}`, { method: "PUT", headers, body, params: { id, orderId } });
const deleteOrder = (headers: Headers, id: string, orderId: string) =>
  call(orderRoute.DELETE, `${ordersPath(id)}/${orderId}`, { method: "DELETE", headers, params: { id, orderId } });

describe("customer notes", () => {
  it("adds and lists notes newest first with their author; the author, owners and admins delete", async () => {
    const c = await makeCompany();
    const first = await addNote(c.member.headers, c.customerId, {
      text: "  İade talebi var,\nkargo kodu bekleniyor.  ",
    });
    expect(first.status, first.text).toBe(201);
    const note = (first.json!.data as { note: CustomerNoteJson }).note;
    expect(note).toMatchObject({
      customerId: c.customerId,
      text: "İade talebi var,\nkargo kodu bekleniyor.",
      author: { id: c.member.id, name: "Zeynep Test", avatar: null },
      canDelete: true,
    });
    const second = (await addNote(c.owner.headers, c.customerId, { text: "VIP müşteri" })).json!.data as {
      note: CustomerNoteJson;
    };

    const asColleague = await listNotes(c.colleague.headers, c.customerId);
    expect(asColleague.status).toBe(200);
    const notes = (asColleague.json!.data as { notes: CustomerNoteJson[] }).notes;
    expect(notes.map((item) => item.id)).toEqual([second.note.id, note.id]);
    expect(notes.map((item) => item.canDelete)).toEqual([false, false]);

    expect((await deleteNote(c.colleague.headers, c.customerId, note.id)).status).toBe(403);
    expect((await deleteNote(c.member.headers, c.customerId, second.note.id)).status).toBe(403);
    expect((await deleteNote(c.member.headers, c.customerId, note.id)).status).toBe(200);
    expect((await deleteNote(c.member.headers, c.customerId, note.id)).status).toBe(404);
    const third = (await addNote(c.colleague.headers, c.customerId, { text: "Aradı" })).json!.data as {
      note: CustomerNoteJson;
    };
    expect((await deleteNote(c.admin.headers, c.customerId, third.note.id)).status).toBe(200);
    expect((await deleteNote(c.owner.headers, c.customerId, second.note.id)).status).toBe(200);
    expect(await db.customerNote.count({ where: { customerId: c.customerId } })).toBe(0);
  });

  it("refuses empty, too long, or control-character text", async () => {
    for (const body of [{}, { text: "   " }, { text: "x".repeat(2001) }, { text: "a\u0000b" }, { text: 5 }]) {
      const response = await addNote(acme.owner.headers, acme.customerId, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(errorFields(response)).toEqual(["text"]);
    }
    const empty = await addNote(acme.owner.headers, acme.customerId, { text: " " });
    expect(empty.json!.errors).toEqual([{ field: "text", message: "The note cannot be empty" }]);
  });
});

describe("customer orders", () => {
  it("adds orders with exact amounts, lists them newest first, edits and deletes them; the stats count them", async () => {
    const c = await makeCompany();
    const added = await addOrder(c.member.headers, c.customerId, {
      product: "Deri Ceket",
      amount: "1249.9",
      currency: "try",
      status: "delivered",
      orderedAt: "2026-10-01T09:30:00.000Z",
    });
    expect(added.status, added.text).toBe(201);
    const order = (added.json!.data as { order: CustomerOrderJson }).order;
    expect(order).toMatchObject({
      product: "Deri Ceket",
      amount: "1249.90",
      currency: "TRY",
      status: "delivered",
      orderedAt: "2026-10-01T09:30:00.000Z",
    });
    const defaults = (await addOrder(c.owner.headers, c.customerId, { product: "Kupa", amount: 0.1 })).json!.data as {
      order: CustomerOrderJson;
    };
    expect(defaults.order).toMatchObject({ amount: "0.10", currency: "TRY", status: "processing" });
    const big = await addOrder(c.owner.headers, c.customerId, {
      product: "Toplu sipariş",
      amount: "999999999999.99",
      currency: "EUR",
      orderedAt: "2026-09-01T00:00:00+03:00",
    });
    expect((big.json!.data as { order: CustomerOrderJson }).order.amount).toBe("999999999999.99");

    const listed = (await listOrders(c.colleague.headers, c.customerId)).json!.data as { orders: CustomerOrderJson[] };
    expect(listed.orders.map((item) => item.product)).toEqual(["Kupa", "Deri Ceket", "Toplu sipariş"]);

    const edited = await putOrder(c.member.headers, c.customerId, order.id, { status: "cancelled" });
    expect(edited.status, edited.text).toBe(200);
    expect((edited.json!.data as { order: CustomerOrderJson }).order).toMatchObject({
      status: "cancelled",
      amount: "1249.90",
      product: "Deri Ceket",
    });

    // The panel's stats count them (through a conversation with the customer).
    const channelId = (await ensureSandbox(c.companyId)).id;
    const conversation = await db.conversation.create({
      data: { companyId: c.companyId, channelId, customerId: c.customerId, contactAddress: randomPhone() },
    });
    const detail = await call(conversationRoute.GET, `/api/v1/conversations/${conversation.id}`, {
      headers: c.owner.headers,
      params: { id: conversation.id },
    });
    expect((detail.json!.data as ConversationDetail).customerStats).toEqual({ messages: 0, orders: 3, rating: null });

    expect((await deleteOrder(c.member.headers, c.customerId, order.id)).status).toBe(200);
    expect((await deleteOrder(c.member.headers, c.customerId, order.id)).status).toBe(404);
    expect((await putOrder(c.member.headers, c.customerId, order.id, { status: "delivered" })).status).toBe(404);
  });

  it("refuses bad amounts, currencies, statuses, dates and empty edits", async () => {
    const base = { product: "Ürün", amount: "10" };
    for (const [body, field] of [
      [{ amount: "10" }, "product"],
      [{ ...base, amount: "-1" }, "amount"],
      [{ ...base, amount: "1.234" }, "amount"],
      [{ ...base, amount: "abc" }, "amount"],
      [{ ...base, amount: "1e5" }, "amount"],
      [{ ...base, amount: "1000000000000" }, "amount"],
      [{ ...base, amount: Number.NaN }, "amount"],
      [{ product: "Ürün" }, "amount"],
      [{ ...base, currency: "TL" }, "currency"],
      [{ ...base, currency: "₺₺₺" }, "currency"],
      [{ ...base, status: "shipped" }, "status"],
      [{ ...base, orderedAt: "yesterday" }, "orderedAt"],
      [{ ...base, product: "a\nb" }, "product"],
    ] as const) {
      const response = await addOrder(acme.owner.headers, acme.customerId, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(errorFields(response), JSON.stringify(body)).toContain(field);
    }
    const order = (await addOrder(acme.owner.headers, acme.customerId, base)).json!.data as {
      order: CustomerOrderJson;
    };
    expect((await putOrder(acme.owner.headers, acme.customerId, order.order.id, {})).status).toBe(400);
  });
});

describe("another company's customer, note or order", () => {
  it("is a 404 on every verb", async () => {
    const foreignNote = (await addNote(other.owner.headers, other.customerId, { text: "gizli" })).json!.data as {
      note: CustomerNoteJson;
    };
    const foreignOrder = (await addOrder(other.owner.headers, other.customerId, { product: "x", amount: "1" })).json!
      .data as { order: CustomerOrderJson };
    const h = acme.owner.headers;
    const foreign = other.customerId;
    expect((await listNotes(h, foreign)).status).toBe(404);
    expect((await addNote(h, foreign, { text: "x" })).status).toBe(404);
    expect((await deleteNote(h, foreign, foreignNote.note.id)).status).toBe(404);
    expect((await listOrders(h, foreign)).status).toBe(404);
    expect((await addOrder(h, foreign, { product: "x", amount: "1" })).status).toBe(404);
    expect((await putOrder(h, foreign, foreignOrder.order.id, { status: "cancelled" })).status).toBe(404);
    expect((await deleteOrder(h, foreign, foreignOrder.order.id)).status).toBe(404);
    // Another company's note or order under one's own customer: 404 too.
    expect((await deleteNote(h, acme.customerId, foreignNote.note.id)).status).toBe(404);
    expect((await putOrder(h, acme.customerId, foreignOrder.order.id, { status: "cancelled" })).status).toBe(404);
    expect((await deleteOrder(h, acme.customerId, foreignOrder.order.id)).status).toBe(404);
    expect(await db.customerNote.count({ where: { id: foreignNote.note.id } })).toBe(1);
    expect((await db.customerOrder.findUniqueOrThrow({ where: { id: foreignOrder.order.id } })).status).toBe(
      "processing",
    );
  });
});

async function ensureSandbox(companyId: string) {
  await ensureDefaultSandbox(companyId);
  return db.channel.findFirstOrThrow({ where: { companyId, systemKey: "sandbox" } });
}
