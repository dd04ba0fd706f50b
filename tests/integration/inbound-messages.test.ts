import { afterAll, describe, expect, it } from "vitest";
import * as sandboxInbound from "@/app/api/v1/channels/[id]/sandbox/inbound/route";
import * as customers from "@/app/api/v1/customers/route";
import * as customerRoute from "@/app/api/v1/customers/[id]/route";
import { POST as importCustomers } from "@/app/api/v1/customers/import/route";
import * as webhook from "@/app/api/v1/webhooks/meta/[channelId]/route";
import type { ChannelJson } from "@/lib/channels/types";
import { whatsappInboundEvent } from "@/lib/server/channels/providers/sandbox/sandbox-events";
import { signWebhook } from "@/lib/server/channels/webhooks/signature";
import type { InboundMessageItem } from "@/lib/server/channels/webhooks/webhook-items";
import { db } from "@/lib/server/db";
import { fetchInboundMedia } from "@/lib/server/messages/fetch-inbound-media";
import { receiveMessage } from "@/lib/server/messages/receive-message";
import { channelWorkspace, randomPhoneNumberId } from "@/tests/helpers/channel-workspace";
import { createUser, signIn } from "@/tests/helpers/factories";
import { STUB_TOKEN, startGraphStub } from "@/tests/helpers/graph-stub";
import { jobsSettled, runJobWorker } from "@/tests/helpers/jobs";
import { insertMediaFile, sample, temporaryStorage } from "@/tests/helpers/media";
import { call, errorFields } from "@/tests/helpers/request";

// Inbound messages (issue 16, api.md → Channels and webhooks): a signed webhook's message becomes
// the customer (found by Turkish-aware E.164 however their number was typed, or made), the
// conversation and the message, once whatever the redeliveries; its media land in the library
// (sandbox samples and library files, Meta's through the Graph API stub) or fail with a reason;
// the sandbox's "simulate inbound" endpoint takes the same path. Another company sees nothing.

// Set before anything reads the environment: the Graph API is a local stub, files a temporary dir.
const stub = await startGraphStub();
process.env.GRAPH_API_BASE_URL = stub.url;
process.env.GRAPH_API_TIMEOUT_SECONDS = "2";
process.env.MEDIA_MAX_FILE_MB = "1";
const storage = temporaryStorage("inbound");
runJobWorker();

afterAll(async () => {
  await stub.close();
  storage.remove();
  await db.$disconnect();
});

type Json = Record<string, unknown>;
const APP_SECRET = "0123456789abcdef0123456789abcdef";

const secrets = { accessToken: STUB_TOKEN, appSecret: APP_SECRET };
const setup = async () => ({ ...(await channelWorkspace(secrets)), secrets });

async function post(channelId: string, body: unknown) {
  const raw = JSON.stringify(body);
  const response = await call(webhook.POST, `/api/v1/webhooks/meta/${channelId}`, {
    method: "POST",
    rawBody: raw,
    headers: { "content-type": "application/json", "x-hub-signature-256": signWebhook(raw, APP_SECRET) },
    params: { channelId },
  });
  expect(response.status, response.text).toBe(200);
  return response;
}

let wamidCounter = 0;
const wamid = () => `wamid.TEST${Date.now()}${wamidCounter++}`;

/** A Cloud API inbound message delivery (meta.md §2.3). */
function inbound(
  channel: ChannelJson,
  from: string,
  message: Json & { type: string },
  options: { name?: string; id?: string; at?: Date } = {},
) {
  return whatsappInboundEvent({
    phoneNumberId: channel.externalId,
    wamid: options.id ?? wamid(),
    from,
    name: options.name,
    at: options.at ?? new Date(),
    message,
  });
}

const text = (body: string) => ({ type: "text", text: { body } });

async function deliver(channel: ChannelJson, body: unknown) {
  await post(channel.id, body);
  await jobsSettled();
}

const messagesOf = (companyId: string) =>
  db.message.findMany({
    where: { companyId },
    include: { media: true, conversation: { include: { customer: true } } },
    orderBy: { createdAt: "asc" },
  });

/** A WhatsApp image message from `from` with the stub's `mediaId`, taken in: its one media row. */
async function deliverPng(companyId: string, whatsapp: ChannelJson, from: string, mediaId: string) {
  await deliver(whatsapp, inbound(whatsapp, from, { type: "image", image: { id: mediaId, mime_type: "image/png" } }));
  const [row] = (await messagesOf(companyId)).flatMap((message) => message.media);
  return row;
}

/**
 * The company's messages in the order they were taken in (ids are time-ordered cuids), for
 * messages sent one after another: Meta's whole-second times can tie, or invert within one second
 * for a message processed a second late.
 */
const messagesInArrivalOrder = async (companyId: string) =>
  (await messagesOf(companyId)).sort((a, b) => (a.id < b.id ? -1 : 1));

describe("an inbound WhatsApp message", () => {
  it("creates the customer, the conversation and the message, with its events, in one go", async () => {
    const { companyId, whatsapp } = await setup();
    const at = new Date(Date.now() - 60_000);
    const body = inbound(whatsapp, "905551112233", text("Merhaba, siparişim nerede?"), { name: "Ayşe Nur Yılmaz", at });
    await deliver(whatsapp, body);

    const [message, ...others] = await messagesOf(companyId);
    expect(others).toHaveLength(0);
    expect(message).toMatchObject({
      direction: "in",
      status: "received",
      type: "text",
      text: "Merhaba, siparişim nerede?",
      channelId: whatsapp.id,
    });
    expect(message!.createdAt.getTime()).toBe(Math.floor(at.getTime() / 1000) * 1000);
    const customer = message!.conversation.customer;
    expect(customer).toMatchObject({
      firstName: "Ayşe Nur",
      lastName: "Yılmaz",
      email: null,
      countryCode: "+90",
      phone: "555 111 22 33",
      phoneE164: "905551112233",
    });
    expect(customer.searchText).toContain("905551112233");
    expect(customer.searchText).toContain("ayse nur yilmaz");
    expect(message!.conversation).toMatchObject({
      contactAddress: "905551112233",
      unreadCount: 1,
      lastMessageDirection: "in",
      lastMessagePreview: "Merhaba, siparişim nerede?",
      status: "open",
    });
    expect(message!.conversation.lastInboundAt?.getTime()).toBe(message!.createdAt.getTime());
    expect(await db.messageStatusChange.findMany({ where: { messageId: message!.id } })).toMatchObject([
      { status: "received", source: "webhook" },
    ]);
    const events = await db.event.findMany({ where: { companyId }, orderBy: { id: "asc" } });
    expect(events.map((event) => event.kind)).toEqual(["message.created", "conversation.updated"]);
    expect(events[0]!.data).toEqual({
      conversationId: message!.conversationId,
      messageId: message!.id,
      direction: "in",
    });
    const stored = await db.webhookEvent.findMany({ where: { channelId: whatsapp.id } });
    expect(stored.map((event) => event.status)).toEqual(["processed"]);
  });

  it("maps every type: document → file, sticker → image, interactive and button → text with their titles", async () => {
    const { companyId, whatsapp } = await setup();
    const from = "905321234567";
    const media = (kind: string, extra: Json = {}) => ({
      type: kind,
      [kind]: { id: `unknown-${kind}`, mime_type: "image/png", sha256: "x", ...extra },
    });
    const items: [Json & { type: string }, string, string | null][] = [
      [text("selam"), "text", "selam"],
      [media("image", { caption: "Fotoğraf" }), "image", "Fotoğraf"],
      [media("video"), "video", null],
      [media("audio", { voice: true }), "audio", null],
      [media("document", { filename: "fatura.pdf", mime_type: "application/pdf" }), "file", null],
      [media("sticker", { mime_type: "image/webp" }), "image", null],
      [
        { type: "interactive", interactive: { type: "button_reply", button_reply: { id: "yes", title: "Evet" } } },
        "text",
        "Evet",
      ],
      [{ type: "button", button: { payload: "STOP", text: "Durdur" } }, "text", "Durdur"],
    ];
    const base = Date.now() - 100_000;
    for (const [index, [message]] of items.entries()) {
      await post(whatsapp.id, inbound(whatsapp, from, message, { at: new Date(base + index * 1000) }));
    }
    await jobsSettled();
    const messages = await messagesOf(companyId);
    expect(messages.map((message) => [message.type, message.text])).toEqual(
      items.map(([, type, expected]) => [type, expected]),
    );
    // One customer and one conversation for them all; each file a MessageMedia row with what Meta said.
    expect(new Set(messages.map((message) => message.conversationId)).size).toBe(1);
    expect(await db.customer.count({ where: { companyId } })).toBe(1);
    const document = messages.find((message) => message.type === "file")!;
    expect(document.media).toMatchObject([
      { position: 0, providerMediaId: "unknown-document", mimeType: "application/pdf", filename: "fatura.pdf" },
    ]);
    // The stub knows none of these media ids: each fetch failed for good, with Meta's reason.
    const rows = messages.flatMap((message) => message.media);
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row.state).toBe("failed");
      expect(row.error).toMatch(/^channels\.providerErrors\./);
    }
  });

  it("finds an existing customer whatever way the number was typed (create, update and import keep phoneE164)", async () => {
    const { companyId, owner, whatsapp } = await setup();
    const create = async (firstName: string, phone: string, email: string) => {
      const response = await call(customers.POST, "/api/v1/customers", {
        headers: owner,
        body: { firstName, lastName: "Test", email, countryCode: "+90", phone },
      });
      expect(response.status, response.text).toBe(201);
      return (response.json!.data as { id: string }).id;
    };
    const trunk = await create("Sıfırlı", "0555 000 11 01", "a@ornek.com");
    const national = await create("Ulusal", "555 000 11 02", "b@ornek.com");
    const withCode = await create("Kodlu", "90 555 000 11 03", "c@ornek.com");
    const later = await create("Sonradan", "0212 000 00 00", "d@ornek.com");
    const updated = await call(customerRoute.PUT, `/api/v1/customers/${later}`, {
      headers: owner,
      body: { phone: "(0555) 000-11-04" },
      params: { id: later },
    });
    expect(updated.status, updated.text).toBe(200);
    const form = new FormData();
    const csv = "Ad;Soyad;E-posta;Telefon\nİthal;Test;e@ornek.com;0555 000 11 05\n";
    form.set("file", new Blob([csv], { type: "text/csv" }), "customers.csv");
    const imported = await call(importCustomers, "/api/v1/customers/import", {
      method: "POST",
      headers: owner,
      rawBody: form,
    });
    expect(imported.status, imported.text).toBe(200);
    const importedId = (await db.customer.findFirstOrThrow({ where: { companyId, email: "e@ornek.com" } })).id;
    expect(
      (await db.customer.findMany({ where: { companyId }, orderBy: { email: "asc" } })).map((row) => row.phoneE164),
    ).toEqual(["905550001101", "905550001102", "905550001103", "905550001104", "905550001105"]);

    const expected = [trunk, national, withCode, later, importedId];
    for (const [index, customerId] of expected.entries()) {
      await post(whatsapp.id, inbound(whatsapp, `90555000110${index + 1}`, text(`#${index}`), { name: "Başka Ad" }));
      await jobsSettled();
      const conversation = await db.conversation.findFirstOrThrow({
        where: { channelId: whatsapp.id, contactAddress: `90555000110${index + 1}` },
      });
      expect(conversation.customerId, `#${index}`).toBe(customerId);
    }
    expect(await db.customer.count({ where: { companyId } })).toBe(5);
    // Their names stay as the company wrote them.
    expect((await db.customer.findUniqueOrThrow({ where: { id: trunk } })).firstName).toBe("Sıfırlı");
  });

  it("keeps one message for a redelivered event and for the same item in another delivery", async () => {
    const { companyId, whatsapp } = await setup();
    const id = wamid();
    const body = inbound(whatsapp, "905551110001", text("bir kez"), { id });
    await deliver(whatsapp, body);
    await deliver(whatsapp, body);
    // The same message again, with a status in the same delivery: another event, the same message.
    const other = structuredClone(body) as { entry: { changes: { value: Json }[] }[] };
    other.entry[0]!.changes[0]!.value.statuses = [
      { id: "wamid.other", status: "sent", timestamp: "1744434060", recipient_id: "905551110001" },
    ];
    await deliver(whatsapp, other);
    expect(await db.webhookEvent.count({ where: { channelId: whatsapp.id } })).toBe(2);
    expect(await db.message.count({ where: { companyId } })).toBe(1);
    expect((await db.conversation.findFirstOrThrow({ where: { companyId } })).unreadCount).toBe(1);
    expect(await db.event.count({ where: { companyId, kind: "message.created" } })).toBe(1);
  });

  it("makes one customer and one conversation for concurrent first messages from a new number, and one message per item", async () => {
    const { companyId, whatsapp } = await setup();
    const item = (id: string): InboundMessageItem => ({
      kind: "message",
      network: "whatsapp",
      id,
      from: "905559990000",
      to: whatsapp.externalId,
      timestamp: Math.floor(Date.now() / 1000),
      type: "text",
      text: "aynı anda",
      media: [],
      contactName: "Eşzamanlı Kişi",
      replyTo: null,
      dedupKey: `message:${id}`,
    });
    const ctx = { eventId: "test", channelId: whatsapp.id, companyId };
    const [first, second] = [wamid(), wamid()];
    const outcomes = await Promise.all([
      receiveMessage(item(first), ctx),
      receiveMessage(item(second), ctx),
      receiveMessage(item(first), ctx),
      receiveMessage(item(second), ctx),
    ]);
    expect(outcomes).toEqual(["handled", "handled", "handled", "handled"]);
    expect(await db.customer.count({ where: { companyId } })).toBe(1);
    expect(await db.conversation.count({ where: { companyId } })).toBe(1);
    expect(await db.message.count({ where: { companyId } })).toBe(2);
    expect((await db.conversation.findFirstOrThrow({ where: { companyId } })).unreadCount).toBe(2);

    // And through the webhook: two deliveries posted at once, processed by the worker.
    await Promise.all([
      post(whatsapp.id, inbound(whatsapp, "905559990001", text("a"))),
      post(whatsapp.id, inbound(whatsapp, "905559990001", text("b"))),
    ]);
    await jobsSettled();
    expect(await db.customer.count({ where: { companyId, phoneE164: "905559990001" } })).toBe(1);
    expect(await db.conversation.count({ where: { companyId, contactAddress: "905559990001" } })).toBe(1);
  });

  it("moves the 24-hour window (lastInboundAt) with each customer message", async () => {
    const { companyId, whatsapp } = await setup();
    const first = new Date(Date.now() - 30 * 3600_000);
    await deliver(whatsapp, inbound(whatsapp, "905551112299", text("dün"), { at: first }));
    const before = await db.conversation.findFirstOrThrow({ where: { companyId } });
    expect(before.lastInboundAt!.getTime()).toBe(Math.floor(first.getTime() / 1000) * 1000);
    const second = new Date(Date.now() - 1000);
    await deliver(whatsapp, inbound(whatsapp, "905551112299", text("bugün"), { at: second }));
    const after = await db.conversation.findFirstOrThrow({ where: { companyId } });
    expect(after.lastInboundAt!.getTime()).toBe(Math.floor(second.getTime() / 1000) * 1000);
    expect(after.lastMessagePreview).toBe("bugün");
    expect(after.unreadCount).toBe(2);
  });
});

describe("Messenger and Instagram", () => {
  it("find the customer by the conversation's page-scoped id, else make one named from it", async () => {
    const { companyId, connect, secrets } = await setup();
    const messenger = await connect({
      kind: "messenger",
      provider: "meta",
      name: "FB",
      pageId: randomPhoneNumberId(),
      ...secrets,
    });
    const instagram = await connect({
      kind: "instagram",
      provider: "meta",
      name: "IG",
      instagramAccountId: randomPhoneNumberId(),
      ...secrets,
    });
    const event = (channel: ChannelJson, psid: string, message: Json) => ({
      object: channel.kind === "messenger" ? "page" : "instagram",
      entry: [
        {
          id: channel.externalId,
          time: Date.now(),
          messaging: [
            {
              sender: { id: psid },
              recipient: { id: channel.externalId },
              timestamp: Date.now(),
              message: { mid: `m_${wamid()}`, ...message },
            },
          ],
        },
      ],
    });
    await deliver(messenger, event(messenger, "7001", { text: "Merhaba sayfa" }));
    await deliver(
      messenger,
      event(messenger, "7001", { attachments: [{ type: "image", payload: { url: `${stub.url}/cdn/1.jpg` } }] }),
    );
    await deliver(instagram, event(instagram, "8001", { text: "DM" }));

    // Taken in one after another; their times may tie, so read them in the order they were taken in.
    const messages = await messagesInArrivalOrder(companyId);
    expect(messages.map((message) => [message.type, message.text, message.conversation.contactAddress])).toEqual([
      ["text", "Merhaba sayfa", "7001"],
      ["image", null, "7001"],
      ["text", "DM", "8001"],
    ]);
    expect(messages[0]!.conversationId).toBe(messages[1]!.conversationId);
    expect(messages[0]!.conversation.customer).toMatchObject({ firstName: "7001", phone: null, phoneE164: null });
    expect(messages[1]!.media).toMatchObject([{ providerUrl: `${stub.url}/cdn/1.jpg`, providerMediaId: null }]);
    expect(await db.customer.count({ where: { companyId } })).toBe(2);
  });
});

describe("inbound media into the library", () => {
  it("fetches Meta's media through the Graph API (GET /<MEDIA_ID>, then the URL with the token)", async () => {
    const { companyId, whatsapp } = await setup();
    const png = await sample.png();
    const mediaId = stub.addMedia({ bytes: png, mimeType: "image/png" });
    stub.reset();
    await deliver(
      whatsapp,
      inbound(whatsapp, "905551234500", { type: "image", image: { id: mediaId, mime_type: "image/png", sha256: "x" } }),
    );
    const [message] = await messagesOf(companyId);
    const [row] = message!.media;
    expect(row).toMatchObject({ state: "stored", error: null, mimeType: "image/png" });
    const file = await db.mediaFile.findFirstOrThrow({ where: { id: row!.fileId!, companyId } });
    expect(file).toMatchObject({
      type: "IMAGE",
      mimeType: "image/png",
      sizeBytes: BigInt(png.byteLength),
      folderId: null,
    });
    expect(file.name).toMatch(/^whatsapp-image-\d{8}-\d{4}\.png$/);
    expect(stub.requests.map((request) => [request.method, request.path.replace(/\d+/g, "N")])).toEqual([
      ["GET", "/N"],
      ["GET", "/media-download/N"],
    ]);
    expect(stub.requests.every((request) => request.authorization === `Bearer ${STUB_TOKEN}`)).toBe(true);
    const updated = await db.event.findMany({ where: { companyId, kind: "message.updated" } });
    expect(updated.map((event) => event.data)).toEqual([
      { conversationId: message!.conversationId, messageId: message!.id, status: "received", media: true },
    ]);

    // A second run changes nothing: no second library file, no second event.
    await fetchInboundMedia(row!.id);
    expect(await db.mediaFile.count({ where: { companyId } })).toBe(1);
    expect(await db.event.count({ where: { companyId, kind: "message.updated" } })).toBe(1);
  });

  it("fails with the reason: a type the library refuses, a file Meta no longer has", async () => {
    const { companyId, whatsapp } = await setup();
    const html = stub.addMedia({ bytes: sample.html(), mimeType: "text/html" });
    await deliver(
      whatsapp,
      inbound(whatsapp, "905551234501", { type: "document", document: { id: html, mime_type: "text/html" } }),
    );
    await deliver(
      whatsapp,
      inbound(whatsapp, "905551234501", { type: "image", image: { id: "999", mime_type: "image/jpeg" } }),
    );
    const rows = (await messagesInArrivalOrder(companyId)).flatMap((message) => message.media);
    expect(rows.map((row) => [row.state, row.fileId, row.error])).toEqual([
      ["failed", null, "api.errors.MEDIA_TYPE_REFUSED"],
      ["failed", null, expect.stringMatching(/^channels\.providerErrors\./)],
    ]);
    expect(await db.mediaFile.count({ where: { companyId } })).toBe(0);
    expect(await db.storedFile.count({ where: { companyId } })).toBe(0);
  });

  it("fails a file past MEDIA_MAX_FILE_MB and keeps nothing of it", async () => {
    const { companyId, whatsapp } = await setup();
    // PNG's signature and header, then 1.5 MB: sniffed as an image, too large for the 1 MB limit here.
    const big = new Uint8Array(1_500_000).fill(0x41);
    big.set(sample.brokenPng().slice(0, 16));
    const mediaId = stub.addMedia({ bytes: big, mimeType: "image/png" });
    const row = await deliverPng(companyId, whatsapp, "905551234503", mediaId);
    expect(row).toMatchObject({ state: "failed", fileId: null, error: "api.errors.MEDIA_FILE_TOO_LARGE" });
    expect(await db.mediaFile.count({ where: { companyId } })).toBe(0);
    expect(await db.storedFile.count({ where: { companyId } })).toBe(0);
  });

  it("fails over the storage quota and leaves nothing behind", async () => {
    const { companyId, whatsapp } = await setup();
    const png = await sample.png();
    const mediaId = stub.addMedia({ bytes: png, mimeType: "image/png" });
    // The plan's quota all used (a ledger entry as big as the quota).
    const company = await db.company.findUniqueOrThrow({ where: { id: companyId }, select: { plan: true } });
    const { planOf } = await import("@/lib/billing/plans");
    await db.storedFile.create({
      data: { companyId, key: `fill/${companyId}`, sizeBytes: planOf(company.plan).limits.storageBytes },
    });
    const row = await deliverPng(companyId, whatsapp, "905551234502", mediaId);
    expect(row).toMatchObject({ state: "failed", fileId: null, error: "api.errors.MEDIA_QUOTA_EXCEEDED" });
    expect(await db.mediaFile.count({ where: { companyId } })).toBe(0);
  });
});

describe("POST /api/v1/channels/{id}/sandbox/inbound", () => {
  const simulate = (channelId: string, headers: Record<string, string>, body: Json) =>
    call(sandboxInbound.POST, `/api/v1/channels/${channelId}/sandbox/inbound`, {
      headers,
      body,
      params: { id: channelId },
    });

  it("takes a simulated message through the webhook path: 202, then customer, conversation and message", async () => {
    const { companyId, owner, sandbox } = await setup();
    const response = await simulate(sandbox.id, owner, {
      from: "0555 222 33 44",
      name: "Deniz",
      type: "text",
      text: "Test",
    });
    expect(response.status, response.text).toBe(202);
    const data = response.json!.data as { eventId: string; providerMessageId: string; from: string };
    expect(data.from).toBe("905552223344");
    const event = await db.webhookEvent.findUniqueOrThrow({ where: { id: data.eventId } });
    expect(event).toMatchObject({ channelId: sandbox.id, companyId, kinds: ["message"] });
    await jobsSettled();
    const [message] = await messagesOf(companyId);
    expect(message).toMatchObject({ type: "text", text: "Test", providerMessageId: data.providerMessageId });
    expect(message!.conversation.customer).toMatchObject({
      firstName: "Deniz",
      lastName: "",
      phoneE164: "905552223344",
    });
    expect((await db.webhookEvent.findUniqueOrThrow({ where: { id: data.eventId } })).status).toBe("processed");
  });

  it("stores the sandbox's sample files and a named library file in the library", async () => {
    const { companyId, owner, sandbox } = await setup();
    const png = await sample.png(12, 12);
    const library = await insertMediaFile({
      companyId,
      name: "katalog.png",
      type: "IMAGE",
      mimeType: "image/png",
      bytes: png,
    });
    for (const body of [
      { from: "905552220000", type: "image", text: "Ürün" },
      { from: "905552220000", type: "document" },
      { from: "905552220000", type: "audio" },
      { from: "905552220000", type: "image", mediaId: library.id },
    ]) {
      const response = await simulate(sandbox.id, owner, body);
      expect(response.status, response.text).toBe(202);
      await jobsSettled();
    }
    const messages = await messagesInArrivalOrder(companyId);
    expect(messages.map((message) => [message.type, message.text])).toEqual([
      ["image", "Ürün"],
      ["file", null],
      ["audio", null],
      ["image", null],
    ]);
    const rows = messages.flatMap((message) => message.media);
    expect(rows.map((row) => row.state)).toEqual(["stored", "stored", "stored", "stored"]);
    const files = await db.mediaFile.findMany({ where: { id: { in: rows.map((row) => row.fileId!) } } });
    const byId = new Map(files.map((file) => [file.id, file]));
    expect(rows.map((row) => byId.get(row.fileId!)!.mimeType)).toEqual([
      "image/png",
      "application/pdf",
      "audio/wav",
      "image/png",
    ]);
    const copy = byId.get(rows[3]!.fileId!)!;
    expect(copy.id).not.toBe(library.id);
    expect(copy).toMatchObject({ name: "katalog.png", sizeBytes: BigInt(png.byteLength) });
  });

  it("answers 404 for another company's channel or library file, 409 for a Meta channel, 403 for members", async () => {
    const a = await setup();
    const b = await setup();
    const body = { from: "905551112233", type: "text", text: "x" };
    expect((await simulate(b.sandbox.id, a.owner, body)).status).toBe(404);
    expect((await simulate("no-such-channel", a.owner, body)).status).toBe(404);
    expect((await simulate(a.whatsapp.id, a.owner, body)).status).toBe(409);
    const bFile = await insertMediaFile({ companyId: b.companyId, mimeType: "image/png", bytes: await sample.png() });
    expect(
      (await simulate(a.sandbox.id, a.owner, { from: "905551112233", type: "image", mediaId: bFile.id })).status,
    ).toBe(404);
    const member = (await signIn(await createUser({ companyId: a.companyId, role: "member" }))).headers;
    expect((await simulate(a.sandbox.id, member, body)).status).toBe(403);
    await jobsSettled();
    expect(await db.webhookEvent.count({ where: { channelId: { in: [a.sandbox.id, b.sandbox.id] } } })).toBe(0);
    expect(await db.message.count({ where: { companyId: { in: [a.companyId, b.companyId] } } })).toBe(0);
  });

  it("refuses bad input field by field", async () => {
    const { owner, sandbox } = await setup();
    const cases: [Json, string[]][] = [
      [{ type: "text", text: "x" }, ["from"]],
      [{ from: "abc", type: "text", text: "x" }, ["from"]],
      [{ from: "12", type: "text", text: "x" }, ["from"]],
      [{ from: "905551112233", type: "video" }, ["type"]],
      [{ from: "905551112233", type: "text" }, ["text"]],
      [{ from: "905551112233", type: "text", text: "x".repeat(4097) }, ["text"]],
      [{ from: "905551112233", type: "text", text: "x", name: "y".repeat(101) }, ["name"]],
      [{ from: "905551112233", type: "text", text: "x", mediaId: "m1" }, ["mediaId"]],
      [{ from: "905551112233", type: "text", text: "x", extra: 1 }, [""]],
    ];
    for (const [body, fields] of cases) {
      const response = await simulate(sandbox.id, owner, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      if (fields[0]) expect(errorFields(response), JSON.stringify(body)).toEqual(fields);
    }
  });
});

describe("cross-company", () => {
  it("a webhook on company A's channel creates nothing in company B, even for B's customer's number", async () => {
    const a = await setup();
    const b = await setup();
    const created = await call(customers.POST, "/api/v1/customers", {
      headers: b.owner,
      body: {
        firstName: "B",
        lastName: "Müşterisi",
        email: "b@ornek.com",
        countryCode: "+90",
        phone: "0555 444 55 66",
      },
    });
    expect(created.status).toBe(201);
    await deliver(a.whatsapp, inbound(a.whatsapp, "905554445566", text("A'ya")));
    expect(await db.message.count({ where: { companyId: b.companyId } })).toBe(0);
    expect(await db.conversation.count({ where: { companyId: b.companyId } })).toBe(0);
    expect(await db.event.count({ where: { companyId: b.companyId } })).toBe(0);
    const [message] = await messagesOf(a.companyId);
    expect(message!.conversation.customer.companyId).toBe(a.companyId);
    expect(await db.customer.count({ where: { companyId: b.companyId } })).toBe(1);
  });
});
