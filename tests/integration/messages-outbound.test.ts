import { randomBytes, randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import * as conversationMessages from "@/app/api/v1/conversations/[id]/messages/route";
import * as messageRoute from "@/app/api/v1/messages/[id]/route";
import * as retryRoute from "@/app/api/v1/messages/[id]/retry/route";
import type { MessageJson, MessagePage } from "@/lib/messages/types";
import type { MessageStatus, Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { jobsSchema } from "@/lib/server/jobs/boss";
import { queueOutboundMessage } from "@/lib/server/messages/queue-message";
import { customerData, uniqueEmail, companyWithSandbox, signedInUser } from "@/tests/helpers/factories";
import { queueingWithStorage } from "@/tests/helpers/jobs";
import { insertMediaFile } from "@/tests/helpers/media";
import { call, callRaw, errorFields } from "@/tests/helpers/request";

// Outbound messages (issue 16, api.md → Conversations): POST /conversations/{id}/messages queues
// a text, media or template message (202) with its status change, events, conversation touch and
// exactly one `message-send` job; the 24-hour rule; Idempotency-Key (same key → same message, one
// job, also when racing; another body → 409); GET …/messages pages oldest first; POST
// /messages/{id}/retry for failed messages only; members see only their own and unassigned
// conversations; another company's conversation, message or file is a 404. No worker runs here: the
// jobs stay queued, so they can be counted.

queueingWithStorage("messages-outbound");

type Headers = Record<string, string>;
const EN = { "accept-language": "en" };
const TR = { "accept-language": "tr" };
const HOUR = 3600 * 1000;

type Company = Awaited<ReturnType<typeof makeCompany>>;
let acme: Company;
let other: Company;

async function makeCompany() {
  const company = await companyWithSandbox();
  const as = (role: "owner" | "admin" | "member") => signedInUser(company.companyId, role, EN);
  return {
    ...company,
    owner: await as("owner"),
    admin: await as("admin"),
    member: await as("member"),
    colleague: await as("member"),
  };
}

beforeAll(async () => {
  acme = await makeCompany();
  other = await makeCompany();
});

/** A customer and their conversation on `channelId` (the sandbox unless said), the customer last wrote `lastInboundAt`. */
async function conversation(
  company: Company,
  { lastInboundAt = new Date(Date.now() - HOUR), assigneeId = null, channelId = company.sandboxId } = {} as {
    lastInboundAt?: Date | null;
    assigneeId?: string | null;
    channelId?: string;
  },
) {
  const phone = `905${String(randomInt(0, 1e9)).padStart(9, "0")}`;
  const customer = await db.customer.create({
    data: {
      companyId: company.companyId,
      ...customerData("Ayşe", "Yılmaz", uniqueEmail("customer")),
      phoneE164: phone,
    },
  });
  return db.conversation.create({
    data: {
      companyId: company.companyId,
      channelId,
      customerId: customer.id,
      contactAddress: phone,
      lastInboundAt,
      assigneeId,
    },
  });
}

async function channelOf(company: Company, data: Partial<Prisma.ChannelUncheckedCreateInput> = {}) {
  return db.channel.create({
    data: {
      companyId: company.companyId,
      kind: "whatsapp",
      provider: "meta",
      name: "Destek hattı",
      externalId: String(randomBytes(6).readUIntBE(0, 6)),
      verifyToken: randomBytes(16).toString("hex"),
      ...data,
    },
  });
}

const send = (headers: Headers, id: string, body: unknown, key?: string) =>
  call(conversationMessages.POST, `/api/v1/conversations/${id}/messages`, {
    headers: key === undefined ? headers : { ...headers, "idempotency-key": key },
    body,
    params: { id },
  });
const list = (headers: Headers, id: string, query = "") =>
  call(conversationMessages.GET, `/api/v1/conversations/${id}/messages${query}`, { headers, params: { id } });
const retry = (headers: Headers, id: string) =>
  call(retryRoute.POST, `/api/v1/messages/${id}/retry`, { method: "POST", headers, params: { id } });

const one = (headers: Headers, id: string) =>
  call(messageRoute.GET, `/api/v1/messages/${id}`, { headers, params: { id } });

const messageOf = (response: { json: Record<string, unknown> | null }) =>
  (response.json!.data as { message: MessageJson }).message;
const pageOf = (response: { json: Record<string, unknown> | null }) => response.json!.data as MessagePage;

/** The `message-send` jobs queued for a message. */
async function sendJobs(messageId: string): Promise<number> {
  const [row] = await db.$queryRawUnsafe<{ count: bigint }[]>(
    `SELECT count(*) AS count FROM "${jobsSchema()}".job WHERE name = 'message-send' AND data->>'messageId' = $1`,
    messageId,
  );
  return Number(row!.count);
}

/** A message written as the pipeline leaves it (no job), for the list and retry tests. */
async function insertMessage(
  conversationId: string,
  company: Company,
  data: Partial<Prisma.MessageUncheckedCreateInput> & { status: MessageStatus },
) {
  return db.message.create({
    data: {
      companyId: company.companyId,
      conversationId,
      channelId: company.sandboxId,
      direction: "out",
      type: "text",
      text: "Merhaba",
      ...data,
    },
  });
}

describe("POST /api/v1/conversations/{id}/messages", () => {
  it("queues a text inside the 24-hour window: 202, status change, events, conversation touched, one send job", async () => {
    const chat = await conversation(acme);
    const response = await send(acme.member.headers, chat.id, { type: "text", text: "  Siparişiniz yolda  " });
    expect(response.status, response.text).toBe(202);
    expect(response.json!.message).toBe("Message queued for sending.");
    const message = messageOf(response);
    expect(message).toMatchObject({
      conversationId: chat.id,
      direction: "out",
      type: "text",
      text: "Siparişiniz yolda",
      media: [],
      template: null,
      status: "queued",
      error: null,
      sentBy: { id: acme.member.id, name: "Test Kullanıcı" },
    });
    expect(message.statusAt).toBe(message.createdAt);

    const row = await db.message.findUniqueOrThrow({ where: { id: message.id }, include: { statusChanges: true } });
    expect(row).toMatchObject({ status: "queued", channelId: acme.sandboxId, sentById: acme.member.id });
    expect(row.statusChanges.map(({ status, source }) => ({ status, source }))).toEqual([
      { status: "queued", source: "api" },
    ]);
    const events = await db.event.findMany({ where: { companyId: acme.companyId }, orderBy: { id: "asc" } });
    expect(events.filter((event) => (event.data as { messageId?: string }).messageId === message.id)).toMatchObject([
      { kind: "message.created", data: { conversationId: chat.id, messageId: message.id } },
    ]);
    expect(
      events.some(
        (event) =>
          event.kind === "conversation.updated" &&
          (event.data as { conversationId: string }).conversationId === chat.id,
      ),
    ).toBe(true);
    const touched = await db.conversation.findUniqueOrThrow({ where: { id: chat.id } });
    expect(touched).toMatchObject({
      lastMessagePreview: "Siparişiniz yolda",
      lastMessageDirection: "out",
      unreadCount: 0,
    });
    expect(touched.lastMessageAt?.toISOString()).toBe(message.createdAt);
    expect(await sendJobs(message.id)).toBe(1);
  });

  it("queues library files, in order, typed by the first one, with a caption", async () => {
    const chat = await conversation(acme);
    const photo = await insertMediaFile({
      companyId: acme.companyId,
      type: "IMAGE",
      mimeType: "image/png",
      name: "kampanya.png",
    });
    const pdf = await insertMediaFile({
      companyId: acme.companyId,
      type: "DOCUMENT",
      mimeType: "application/pdf",
      name: "fatura.pdf",
    });
    const response = await send(acme.owner.headers, chat.id, {
      type: "media",
      fileIds: [photo.id, pdf.id, photo.id],
      caption: "Faturanız ekte",
    });
    expect(response.status, response.text).toBe(202);
    const message = messageOf(response);
    expect(message).toMatchObject({ type: "image", text: "Faturanız ekte", status: "queued" });
    expect(message.media.map((file) => [file.id, file.name, file.type])).toEqual([
      [photo.id, "kampanya.png", "IMAGE"],
      [pdf.id, "fatura.pdf", "DOCUMENT"],
    ]);
    const media = await db.messageMedia.findMany({ where: { messageId: message.id }, orderBy: { position: "asc" } });
    expect(media.map(({ position, fileId, state, mimeType }) => ({ position, fileId, state, mimeType }))).toEqual([
      { position: 0, fileId: photo.id, state: "stored", mimeType: "image/png" },
      { position: 1, fileId: pdf.id, state: "stored", mimeType: "application/pdf" },
    ]);
    expect((await db.conversation.findUniqueOrThrow({ where: { id: chat.id } })).lastMessagePreview).toBe(
      "Faturanız ekte",
    );

    const bare = messageOf(await send(acme.owner.headers, chat.id, { type: "media", fileIds: [pdf.id] }));
    expect(bare).toMatchObject({ type: "file", text: null });
    expect((await db.conversation.findUniqueOrThrow({ where: { id: chat.id } })).lastMessagePreview).toBe("[file]");
  });

  it("types a WhatsApp media message by how its first file travels, and refuses a file too large for WhatsApp (413)", async () => {
    const chat = await conversation(acme);
    const gif = await insertMediaFile({
      companyId: acme.companyId,
      type: "IMAGE",
      mimeType: "image/gif",
      name: "a.gif",
    });
    const bigPhoto = await insertMediaFile({ companyId: acme.companyId, type: "IMAGE", mimeType: "image/png" });
    await db.mediaFile.update({ where: { id: bigPhoto.id }, data: { sizeBytes: 6 * 1024 * 1024 } });
    const mp3 = await insertMediaFile({ companyId: acme.companyId, type: "AUDIO", mimeType: "audio/mpeg" });
    const huge = await insertMediaFile({ companyId: acme.companyId, name: "arşiv.zip", mimeType: "application/zip" });
    await db.mediaFile.update({ where: { id: huge.id }, data: { sizeBytes: 101 * 1024 * 1024 } });

    const types = [];
    for (const file of [gif, bigPhoto, mp3]) {
      const response = await send(acme.owner.headers, chat.id, { type: "media", fileIds: [file.id] });
      expect(response.status, response.text).toBe(202);
      types.push(messageOf(response).type);
    }
    expect(types).toEqual(["file", "file", "audio"]);
    const refused = await send(acme.owner.headers, chat.id, { type: "media", fileIds: [mp3.id, huge.id] });
    expect(refused.status).toBe(413);
    expect(refused.json).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: "arşiv.zip is larger than the most WhatsApp carries (100 MB).",
      errors: [{ field: "fileIds" }],
    });
    expect(await db.message.count({ where: { conversationId: chat.id } })).toBe(3);
  });

  it("refuses bad input, field by field, and queues nothing", async () => {
    const chat = await conversation(acme);
    const headers = acme.owner.headers;
    const file = await insertMediaFile({ companyId: acme.companyId });
    const cases: [unknown, string[]][] = [
      [{}, ["type"]],
      [{ type: "voice", text: "x" }, ["type"]],
      [{ type: "text" }, ["text"]],
      [{ type: "text", text: "   " }, ["text"]],
      [{ type: "text", text: 42 }, ["text"]],
      [{ type: "text", text: "a".repeat(4097) }, ["text"]],
      [{ type: "text", text: "bad\u0000byte" }, ["text"]],
      [{ type: "media" }, ["fileIds"]],
      [{ type: "media", fileIds: [] }, ["fileIds"]],
      [{ type: "media", fileIds: "abc" }, ["fileIds"]],
      [{ type: "media", fileIds: [""] }, ["fileIds.0"]],
      [{ type: "media", fileIds: Array.from({ length: 11 }, (_, i) => `file${i}`) }, ["fileIds"]],
      [{ type: "media", fileIds: [file.id], caption: "c".repeat(1025) }, ["caption"]],
      [{ type: "template" }, ["templateId"]],
      [{ type: "template", templateId: "t1", variables: { name: "" } }, ["variables.name"]],
      [{ type: "template", templateId: "t1", variables: ["a"] }, ["variables"]],
    ];
    for (const [body, fields] of cases) {
      const response = await send(headers, chat.id, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json!.code).toBe("VALIDATION_ERROR");
      expect(errorFields(response), JSON.stringify(body).slice(0, 80)).toEqual(fields);
    }
    const tooLong = await send(headers, chat.id, { type: "text", text: "a".repeat(4097) });
    expect(tooLong.json!.errors).toEqual([{ field: "text", message: expect.stringMatching(/4096/) }]);

    const badJson = await callRaw(conversationMessages.POST, `/api/v1/conversations/${chat.id}/messages`, {
      headers,
      rawBody: '{"type": "text",',
      params: { id: chat.id },
    });
    expect(badJson.status).toBe(400);
    expect(badJson.json!.code).toBe("INVALID_JSON");
    const notJson = await callRaw(conversationMessages.POST, `/api/v1/conversations/${chat.id}/messages`, {
      headers,
      rawBody: "text=hello",
      contentType: "application/x-www-form-urlencoded",
      params: { id: chat.id },
    });
    expect(notJson.status).toBe(415);
    expect(await db.message.count({ where: { conversationId: chat.id } })).toBe(0);
  });

  it("refuses a file that is not in the company's library: 404 on fileIds, nothing queued", async () => {
    const chat = await conversation(acme);
    const mine = await insertMediaFile({ companyId: acme.companyId });
    const theirs = await insertMediaFile({ companyId: other.companyId });
    for (const fileIds of [[theirs.id], [mine.id, theirs.id], ["no-such-file"]]) {
      const response = await send(acme.owner.headers, chat.id, { type: "media", fileIds });
      expect(response.status).toBe(404);
      expect(response.json).toMatchObject({
        code: "NOT_FOUND",
        message: "One of the files was not found in your media library.",
        errors: [{ field: "fileIds" }],
      });
    }
    expect(await db.message.count({ where: { conversationId: chat.id } })).toBe(0);
  });

  it("answers 401 without a session and 405 for another method", async () => {
    const chat = await conversation(acme);
    expect((await send({}, chat.id, { type: "text", text: "x" })).status).toBe(401);
    const put = await call(conversationMessages.PUT, `/api/v1/conversations/${chat.id}/messages`, {
      method: "PUT",
      headers: acme.owner.headers,
      body: {},
      params: { id: chat.id },
    });
    expect(put.status).toBe(405);
  });
});

describe("a burst of sends", () => {
  it("queues every one of 200 simultaneous POSTs (they wait for a connection rather than fail)", async () => {
    const chats = await Promise.all(Array.from({ length: 10 }, () => conversation(acme)));
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        send(acme.owner.headers, chats[i % 10]!.id, { type: "text", text: `${i}` }),
      ),
    );
    expect(answers.filter((answer) => answer.status !== 202).map((answer) => answer.text)).toEqual([]);
    expect(await db.message.count({ where: { conversationId: { in: chats.map((chat) => chat.id) } } })).toBe(200);
  }, 60_000);
});

describe("the 24-hour rule", () => {
  it("refuses text and media after 24 hours, and when the customer never wrote, in the caller's language", async () => {
    const file = await insertMediaFile({ companyId: acme.companyId });
    const late = await conversation(acme, { lastInboundAt: new Date(Date.now() - 24 * HOUR - 60_000) });
    const never = await conversation(acme, { lastInboundAt: null });
    for (const chat of [late, never]) {
      for (const body of [
        { type: "text", text: "Merhaba" },
        { type: "media", fileIds: [file.id] },
      ]) {
        const response = await send(acme.owner.headers, chat.id, body);
        expect(response.status).toBe(409);
        expect(response.json).toMatchObject({
          code: "CONFLICT",
          message:
            "More than 24 hours have passed since the customer's last message: only an approved template can be sent now.",
        });
      }
    }
    const turkish = await send({ ...acme.owner.headers, ...TR }, late.id, { type: "text", text: "Merhaba" });
    expect(turkish.json!.message).toMatch(/24 saatten fazla geçti: artık yalnızca onaylı bir şablon/);
    expect(await db.message.count({ where: { conversationId: { in: [late.id, never.id] } } })).toBe(0);
  });

  it("accepts a text just inside the window", async () => {
    const chat = await conversation(acme, { lastInboundAt: new Date(Date.now() - 24 * HOUR + 60_000) });
    expect((await send(acme.owner.headers, chat.id, { type: "text", text: "Son dakika" })).status).toBe(202);
  });

  it("lets a template through to the template seam inside and outside the window (404 until templates exist)", async () => {
    for (const lastInboundAt of [new Date(), new Date(Date.now() - 30 * 24 * HOUR), null]) {
      const chat = await conversation(acme, { lastInboundAt });
      const response = await send(acme.owner.headers, chat.id, {
        type: "template",
        templateId: "order_update",
        variables: { "1": "Ayşe" },
      });
      expect(response.status).toBe(404);
      expect(response.json).toMatchObject({ message: "Template not found.", errors: [{ field: "templateId" }] });
    }
  });

  it("applies the same window on Messenger, where templates are refused", async () => {
    const messenger = await channelOf(acme, { kind: "messenger", name: "Facebook sayfası" });
    const inside = await conversation(acme, { channelId: messenger.id });
    const outside = await conversation(acme, {
      channelId: messenger.id,
      lastInboundAt: new Date(Date.now() - 48 * HOUR),
    });
    expect((await send(acme.owner.headers, inside.id, { type: "text", text: "Merhaba" })).status).toBe(202);
    expect((await send(acme.owner.headers, outside.id, { type: "text", text: "Merhaba" })).status).toBe(409);
    const template = await send(acme.owner.headers, outside.id, { type: "template", templateId: "t" });
    expect(template.status).toBe(409);
    expect(template.json!.message).toBe("Templates can only be sent on WhatsApp channels.");
  });
});

describe("a channel that cannot send", () => {
  it("refuses while the channel is disconnected or in error (409), before any other rule", async () => {
    const disconnected = await channelOf(acme, { status: "disconnected", name: "Eski hat" });
    const broken = await channelOf(acme, { status: "error", name: "Bozuk hat" });
    const a = await conversation(acme, { channelId: disconnected.id });
    const b = await conversation(acme, { channelId: broken.id, lastInboundAt: null });
    const first = await send(acme.owner.headers, a.id, { type: "text", text: "x" });
    expect(first.status).toBe(409);
    expect(first.json!.message).toBe(
      "The channel Eski hat is disconnected, so nothing can be sent. Reconnect it first.",
    );
    const second = await send(acme.owner.headers, b.id, { type: "text", text: "x" });
    expect(second.status).toBe(409);
    expect(second.json!.message).toMatch(/^The channel Bozuk hat is in an error state/);
  });
});

describe("Idempotency-Key", () => {
  it("answers the same message for the same key and body, with one send job", async () => {
    const chat = await conversation(acme);
    const key = `key-${randomBytes(8).toString("hex")}`;
    const body = { type: "text", text: "Tek sefer" };
    const first = await send(acme.owner.headers, chat.id, body, key);
    expect(first.status).toBe(202);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const again = await send(acme.owner.headers, chat.id, { ...body, text: "  Tek sefer " }, key);
    expect(again.status).toBe(202);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(messageOf(again).id).toBe(messageOf(first).id);
    expect(await db.message.count({ where: { conversationId: chat.id } })).toBe(1);
    expect(await sendJobs(messageOf(first).id)).toBe(1);

    // Still the same answer once the window has closed: the key names a message already queued.
    await db.conversation.update({ where: { id: chat.id }, data: { lastInboundAt: new Date(Date.now() - 48 * HOUR) } });
    const later = await send(acme.owner.headers, chat.id, body, key);
    expect(later.status).toBe(202);
    expect(messageOf(later).id).toBe(messageOf(first).id);
  });

  it("refuses the same key with another body or for another conversation (409)", async () => {
    const chat = await conversation(acme);
    const otherChat = await conversation(acme);
    const key = randomBytes(8).toString("hex");
    expect((await send(acme.owner.headers, chat.id, { type: "text", text: "Bir" }, key)).status).toBe(202);
    for (const [id, body] of [
      [chat.id, { type: "text", text: "İki" }],
      [otherChat.id, { type: "text", text: "Bir" }],
    ] as const) {
      const response = await send(acme.owner.headers, id, body, key);
      expect(response.status).toBe(409);
      expect(response.json).toMatchObject({ code: "CONFLICT", errors: [{ field: "Idempotency-Key" }] });
    }
    expect(await db.message.count({ where: { conversationId: { in: [chat.id, otherChat.id] } } })).toBe(1);
  });

  it("treats template variables in any order as the same body", async () => {
    // The seam refuses every template today; the hash must not depend on key order all the same.
    const chat = await conversation(acme);
    const first = await send(
      acme.owner.headers,
      chat.id,
      { type: "template", templateId: "t", variables: { a: "1", b: "2" } },
      "tpl-order",
    );
    const second = await send(
      acme.owner.headers,
      chat.id,
      { type: "template", templateId: "t", variables: { b: "2", a: "1" } },
      "tpl-order",
    );
    expect([first.status, second.status]).toEqual([404, 404]);
  });

  it("makes one message when the same key races in concurrent requests", async () => {
    const chat = await conversation(acme);
    const key = randomBytes(12).toString("base64url");
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => send(acme.owner.headers, chat.id, { type: "text", text: "Yarış" }, key)),
    );
    for (const answer of answers) expect(answer.status, answer.text).toBe(202);
    const ids = new Set(answers.map((answer) => messageOf(answer).id));
    expect(ids.size).toBe(1);
    expect(await db.message.count({ where: { conversationId: chat.id } })).toBe(1);
    expect(await sendJobs([...ids][0]!)).toBe(1);
    expect(answers.filter((answer) => answer.headers.get("idempotent-replayed") === "true")).toHaveLength(5);
  });

  it("is scoped to the company: another company's same key makes its own message", async () => {
    const key = randomBytes(8).toString("hex");
    const mine = await send(acme.owner.headers, (await conversation(acme)).id, { type: "text", text: "x" }, key);
    const theirs = await send(other.owner.headers, (await conversation(other)).id, { type: "text", text: "x" }, key);
    expect([mine.status, theirs.status]).toEqual([202, 202]);
    expect(messageOf(mine).id).not.toBe(messageOf(theirs).id);
  });

  it("refuses a malformed key (400 on the header) without queueing", async () => {
    const chat = await conversation(acme);
    for (const key of ["", "a".repeat(256), "with space", "tab\tkey", "café"]) {
      const response = await send(acme.owner.headers, chat.id, { type: "text", text: "x" }, key);
      expect(response.status, JSON.stringify(key)).toBe(400);
      expect(errorFields(response)).toEqual(["Idempotency-Key"]);
    }
    expect((await send(acme.owner.headers, chat.id, { type: "text", text: "x" }, "a".repeat(255))).status).toBe(202);
    expect(await db.message.count({ where: { conversationId: chat.id } })).toBe(1);
  });
});

describe("GET /api/v1/conversations/{id}/messages", () => {
  it("pages oldest first, newest page first, through nextCursor, with each status as the API shows it", async () => {
    const chat = await conversation(acme);
    const base = Date.now() - 10 * 60_000;
    const at = (i: number) => new Date(base + i * 1000);
    const statuses: MessageStatus[] = [
      "received",
      "sending",
      "retry_wait",
      "sent",
      "delivered",
      "read",
      "failed",
      "unknown",
    ];
    const rows = [];
    for (const [i, status] of statuses.entries()) {
      rows.push(
        await insertMessage(chat.id, acme, {
          status,
          direction: status === "received" ? "in" : "out",
          text: `mesaj ${i}`,
          createdAt: at(i),
          statusAt: at(i),
          ...(status === "failed"
            ? { errorCode: 131026, errorReason: "undeliverable", errorMessage: "Message undeliverable" }
            : {}),
          ...(status === "unknown" ? { errorReason: "noSuchReason", errorMessage: "Outcome unknown" } : {}),
        }),
      );
    }
    // Two at the same instant: the id breaks the tie, and neither is lost between pages.
    rows.push(await insertMessage(chat.id, acme, { status: "queued", text: "eş 1", createdAt: at(8) }));
    rows.push(await insertMessage(chat.id, acme, { status: "queued", text: "eş 2", createdAt: at(8) }));

    const seen: MessageJson[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await list(acme.member.headers, chat.id, `?limit=3${cursor ? `&before=${cursor}` : ""}`);
      expect(response.status, response.text).toBe(200);
      const page = pageOf(response);
      expect(page.messages.length).toBeLessThanOrEqual(3);
      seen.unshift(...page.messages);
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(4);
    const expected = [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
    expect(seen.map((message) => message.id)).toEqual(expected.map((row) => row.id));
    expect(seen.slice(0, 8).map((message) => message.status)).toEqual([
      "delivered",
      "queued",
      "queued",
      "sent",
      "delivered",
      "read",
      "failed",
      "unknown",
    ]);
    expect(seen[0]).toMatchObject({ direction: "in", sentBy: null });
    expect(seen[6]!.error).toEqual({
      code: 131026,
      reason: "undeliverable",
      message: "The message could not be delivered: the recipient is not on WhatsApp or cannot receive it.",
    });
    // No words for the reason: what the provider said.
    expect(seen[7]!.error).toEqual({ code: null, reason: "noSuchReason", message: "Outcome unknown" });

    const turkish = pageOf(await list({ ...acme.owner.headers, ...TR }, chat.id, "?limit=100"));
    expect(turkish.nextCursor).toBeNull();
    expect(turkish.messages).toHaveLength(rows.length);
    expect(turkish.messages[6]!.error!.message).not.toBe(seen[6]!.error!.message);
  });

  it("answers an empty conversation, and refuses a bad cursor or limit", async () => {
    const chat = await conversation(acme);
    expect(pageOf(await list(acme.owner.headers, chat.id))).toEqual({ messages: [], nextCursor: null });
    for (const query of [
      "?before=nonsense",
      "?before=" + Buffer.from("2026-01-01T00:00:00.000Z|a|b").toString("base64url"),
    ]) {
      const response = await list(acme.owner.headers, chat.id, query);
      expect(response.status, query).toBe(400);
      expect(errorFields(response)).toEqual(["before"]);
    }
    for (const query of ["?limit=0", "?limit=101", "?limit=abc"]) {
      const response = await list(acme.owner.headers, chat.id, query);
      expect(response.status, query).toBe(400);
      expect(errorFields(response)).toEqual(["limit"]);
    }
  });

  it("shows a queued message's files as the media library's file JSON", async () => {
    const chat = await conversation(acme);
    const file = await insertMediaFile({
      companyId: acme.companyId,
      type: "IMAGE",
      mimeType: "image/png",
      name: "ürün.png",
    });
    await send(acme.owner.headers, chat.id, { type: "media", fileIds: [file.id] });
    const [message] = pageOf(await list(acme.owner.headers, chat.id)).messages;
    expect(message!.media).toEqual([
      expect.objectContaining({
        id: file.id,
        name: "ürün.png",
        type: "IMAGE",
        url: `/api/v1/media/${file.id}/content`,
      }),
    ]);
  });
});

describe("GET /api/v1/messages/{id}", () => {
  it("answers one message as the thread shows it, the failure worded for the reader", async () => {
    const chat = await conversation(acme);
    await insertMessage(chat.id, acme, { status: "delivered", text: "Önceki" });
    const message = await insertMessage(chat.id, acme, {
      status: "failed",
      errorCode: 131026,
      errorReason: "undeliverable",
      errorMessage: "Message undeliverable",
    });
    const [fromList] = pageOf(await list(acme.owner.headers, chat.id, "?limit=1")).messages;
    const response = await one(acme.owner.headers, message.id);
    expect(response.status, response.text).toBe(200);
    expect(messageOf(response)).toEqual(fromList);
    expect(messageOf(response)).toMatchObject({ id: message.id, status: "failed", error: { code: 131026 } });

    // A system line is worded as the thread words it.
    const line = await insertMessage(chat.id, acme, {
      status: "sent",
      type: "system",
      text: null,
      templateVariables: { event: "resolved", actor: "Selin Ak" },
    });
    expect(messageOf(await one(acme.owner.headers, line.id))).toMatchObject({
      type: "system",
      text: expect.stringContaining("Selin Ak"),
    });
  });

  it("is a 404 for a colleague's conversation (member), another company and an unknown id", async () => {
    const colleagues = await conversation(acme, { assigneeId: acme.colleague.id });
    const message = await insertMessage(colleagues.id, acme, { status: "sent" });
    expect((await one(acme.member.headers, message.id)).status).toBe(404);
    expect((await one(acme.colleague.headers, message.id)).status).toBe(200);
    expect((await one(acme.admin.headers, message.id)).status).toBe(200);
    for (const headers of [other.owner.headers, other.member.headers]) {
      expect((await one(headers, message.id)).status).toBe(404);
    }
    const missing = await one(acme.owner.headers, "no-such-message");
    expect(missing.status).toBe(404);
    expect(missing.json!.message).toBe("Message not found.");
    expect(
      (
        await call(messageRoute.POST, `/api/v1/messages/${message.id}`, {
          method: "POST",
          headers: acme.owner.headers,
          params: { id: message.id },
        })
      ).status,
    ).toBe(405);
  });
});

describe("POST /api/v1/messages/{id}/retry", () => {
  it("queues a failed message again: error cleared, queued restamped, one new send job", async () => {
    const chat = await conversation(acme);
    const failedAt = new Date(Date.now() - 60_000);
    const message = await insertMessage(chat.id, acme, {
      status: "failed",
      statusAt: failedAt,
      attempts: 3,
      errorCode: 131000,
      errorReason: "temporary",
      errorMessage: "Something went wrong",
      statusChanges: {
        create: [
          { status: "queued", source: "api", at: new Date(Date.now() - 120_000) },
          { status: "sending", source: "send", at: new Date(Date.now() - 90_000) },
          { status: "failed", source: "send", at: failedAt },
        ],
      },
    });
    const response = await retry(acme.member.headers, message.id);
    expect(response.status, response.text).toBe(202);
    expect(response.json!.message).toBe("Message queued again for sending.");
    expect(messageOf(response)).toMatchObject({ id: message.id, status: "queued", error: null });
    const row = await db.message.findUniqueOrThrow({ where: { id: message.id }, include: { statusChanges: true } });
    expect(row).toMatchObject({ status: "queued", attempts: 0, errorCode: null, errorReason: null, claimedAt: null });
    expect(row.statusAt.getTime()).toBeGreaterThan(failedAt.getTime());
    expect(row.statusChanges).toEqual([expect.objectContaining({ status: "queued", source: "api", at: row.statusAt })]);
    expect(await sendJobs(message.id)).toBe(1);
    const updated = await db.event.findFirst({
      where: { companyId: acme.companyId, kind: "message.updated" },
      orderBy: { id: "desc" },
    });
    // What changed, so an open inbox patches the bubble in place (status, when, the error gone).
    expect(updated!.data).toEqual({
      conversationId: chat.id,
      messageId: message.id,
      status: "queued",
      statusAt: row.statusAt.toISOString(),
    });

    // Queued now: a second retry is refused.
    expect((await retry(acme.member.headers, message.id)).status).toBe(409);
  });

  it("refuses unknown (it may have arrived) and every other state with 409", async () => {
    const chat = await conversation(acme);
    const unknown = await insertMessage(chat.id, acme, { status: "unknown" });
    const refused = await retry(acme.owner.headers, unknown.id);
    expect(refused.status).toBe(409);
    expect(refused.json!.message).toMatch(/outcome is unknown: it may have reached the customer/);
    for (const status of ["queued", "sending", "retry_wait", "sent", "delivered", "read"] as const) {
      const message = await insertMessage(chat.id, acme, { status });
      const response = await retry(acme.owner.headers, message.id);
      expect(response.status, status).toBe(409);
      expect(response.json!.message).toBe("Only a failed message can be retried.");
    }
    const inbound = await insertMessage(chat.id, acme, { status: "received", direction: "in" });
    expect((await retry(acme.owner.headers, inbound.id)).status).toBe(409);
    expect(await db.message.count({ where: { conversationId: chat.id, status: "queued" } })).toBe(1);
    expect(await sendJobs(unknown.id)).toBe(0);
  });

  it("keeps the send rules: a failed text after the window closed, or on a disconnected channel, is refused", async () => {
    const late = await conversation(acme, { lastInboundAt: new Date(Date.now() - 25 * HOUR) });
    const text = await insertMessage(late.id, acme, { status: "failed" });
    expect((await retry(acme.owner.headers, text.id)).status).toBe(409);
    expect((await db.message.findUniqueOrThrow({ where: { id: text.id } })).status).toBe("failed");
    const template = await insertMessage(late.id, acme, {
      status: "failed",
      type: "template",
      templateName: "order_update",
    });
    expect((await retry(acme.owner.headers, template.id)).status).toBe(202);

    const gone = await channelOf(acme, { status: "disconnected" });
    const chat = await conversation(acme, { channelId: gone.id });
    const failed = await db.message.create({
      data: {
        companyId: acme.companyId,
        conversationId: chat.id,
        channelId: gone.id,
        direction: "out",
        type: "text",
        text: "x",
        status: "failed",
      },
    });
    expect((await retry(acme.owner.headers, failed.id)).status).toBe(409);
  });

  it("queues once when two retries race", async () => {
    const chat = await conversation(acme);
    const message = await insertMessage(chat.id, acme, { status: "failed" });
    const answers = await Promise.all([retry(acme.owner.headers, message.id), retry(acme.admin.headers, message.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
    expect(await sendJobs(message.id)).toBe(1);
  });

  it("answers 404 for an unknown id", async () => {
    expect((await retry(acme.owner.headers, "no-such-message")).status).toBe(404);
  });
});

describe("who may see a conversation", () => {
  it("lets a member send and read in unassigned conversations and their own, not a colleague's (404)", async () => {
    const unassigned = await conversation(acme);
    const own = await conversation(acme, { assigneeId: acme.member.id });
    const colleagues = await conversation(acme, { assigneeId: acme.colleague.id });
    expect((await send(acme.member.headers, unassigned.id, { type: "text", text: "x" })).status).toBe(202);
    expect((await send(acme.member.headers, own.id, { type: "text", text: "x" })).status).toBe(202);
    const refused = await send(acme.member.headers, colleagues.id, { type: "text", text: "x" });
    expect(refused.status).toBe(404);
    expect(refused.json!.message).toBe("Conversation not found.");
    expect((await list(acme.member.headers, colleagues.id)).status).toBe(404);
    const failed = await insertMessage(colleagues.id, acme, { status: "failed" });
    expect((await retry(acme.member.headers, failed.id)).status).toBe(404);
    expect(await db.message.count({ where: { conversationId: colleagues.id } })).toBe(1);

    // Owners and admins see every conversation.
    expect((await send(acme.admin.headers, colleagues.id, { type: "text", text: "x" })).status).toBe(202);
    expect((await list(acme.owner.headers, colleagues.id)).status).toBe(200);
    expect((await retry(acme.owner.headers, failed.id)).status).toBe(202);
  });
});

describe("another company", () => {
  it("gets a 404 for this company's conversation, message and file, on every verb", async () => {
    const chat = await conversation(acme);
    const message = await insertMessage(chat.id, acme, { status: "failed" });
    const file = await insertMediaFile({ companyId: acme.companyId });
    for (const headers of [other.owner.headers, other.member.headers]) {
      expect((await send(headers, chat.id, { type: "text", text: "x" })).status).toBe(404);
      expect((await list(headers, chat.id)).status).toBe(404);
      expect((await retry(headers, message.id)).status).toBe(404);
    }
    const theirChat = await conversation(other);
    const response = await send(other.owner.headers, theirChat.id, { type: "media", fileIds: [file.id] });
    expect(response.status).toBe(404);
    expect(errorFields(response)).toEqual(["fileIds"]);
    expect((await db.message.findUniqueOrThrow({ where: { id: message.id } })).status).toBe("failed");
    expect(await db.message.count({ where: { conversationId: { in: [chat.id, theirChat.id] } } })).toBe(1);
  });
});

describe("queueOutboundMessage (the service the pipeline's tests use)", () => {
  it("queues for Kanal itself (no user, no role) and refuses another company's conversation", async () => {
    const chat = await conversation(acme);
    const queued = await queueOutboundMessage({
      companyId: acme.companyId,
      userId: null,
      conversationId: chat.id,
      input: { type: "text", text: "Otomatik" },
    });
    expect(queued.replayed).toBe(false);
    expect(await db.message.findUniqueOrThrow({ where: { id: queued.messageId } })).toMatchObject({
      sentById: null,
      status: "queued",
    });
    expect(await sendJobs(queued.messageId)).toBe(1);
    await expect(
      queueOutboundMessage({
        companyId: other.companyId,
        userId: null,
        conversationId: chat.id,
        input: { type: "text", text: "x" },
      }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
