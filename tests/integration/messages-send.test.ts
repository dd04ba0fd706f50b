import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SANDBOX_TEST_NUMBERS } from "@/lib/channels/sandbox";
import { channelAppSecret } from "@/lib/server/channels/channel-context";
import { SANDBOX_DELAYS } from "@/lib/server/channels/providers/sandbox/sandbox-provider";
import { takeSendToken } from "@/lib/server/channels/rate-limit/send-bucket";
import { receiveWebhook } from "@/lib/server/channels/webhooks/receive-webhook";
import { signWebhook } from "@/lib/server/channels/webhooks/signature";
import { db } from "@/lib/server/db";
import { jobsSchema, stopProducer } from "@/lib/server/jobs/boss";
import { retryMessage } from "@/lib/server/messages/retry-message";
import { SEND_MAX_ATTEMPTS, sendQueuedMessage } from "@/lib/server/messages/send-message";
import { sweepUnknownSends } from "@/lib/server/messages/sweep-unknown-sends";
import { GRAPH_ERRORS, STUB_IDS, startGraphStub } from "@/tests/helpers/graph-stub";
import { ownJobsSchema } from "@/tests/helpers/jobs";
import { insertMediaFile, temporaryStorage } from "@/tests/helpers/media";
import {
  drainSandbox,
  history,
  messageRow,
  stubWhatsAppChannel,
  processStoredWebhooks,
  queueOne,
  sandboxChannel,
  type SendChannel,
} from "@/tests/helpers/send-pipeline";
import { whatsappDelivery } from "@/tests/helpers/whatsapp-webhook";

// Sending (issue 16 "Sending, on the job engine"; meta.md §7.2): the message-send job's protocol
// against the sandbox and against Meta's Graph API (the local stub), each provider error mapped to
// retry or fail, the unknown outcome settled by the webhook through Kanal's id, the sweeper, status
// webhooks duplicated and out of order, a company's webhook never touching another's message, and
// the shared rate limiter. Jobs are not run here: the tests call the job's function and play the
// sandbox's webhooks themselves (drainSandbox), so every step is deterministic.

ownJobsSchema();
const storage = temporaryStorage("send");
const stub = await startGraphStub();
process.env.GRAPH_API_BASE_URL = stub.url;
process.env.GRAPH_API_TIMEOUT_SECONDS = "1";
const APP_SECRET = "0123456789abcdef0123456789abcdef";
Object.assign(SANDBOX_DELAYS, { sent: 0, delivered: 0, read: 0 });

afterAll(async () => {
  await stub.close().catch(() => {});
  await stopProducer();
  storage.remove();
  await db.$disconnect();
});

/** The queued `message-send` jobs of a message (its retries). */
async function sendJobs(messageId: string) {
  return db.$queryRawUnsafe<{ startAfter: Date }[]>(
    `SELECT start_after AS "startAfter" FROM "${jobsSchema()}".job WHERE name = 'message-send' AND state = 'created' AND data->>'messageId' = $1`,
    messageId,
  );
}

/** A signed WhatsApp status webhook on a channel, taken in and processed as Meta's would be. */
async function statusWebhook(
  channel: SendChannel,
  statuses: { id: string; status: string; callbackData?: string; errors?: unknown[] }[],
) {
  const row = await db.channel.findUniqueOrThrow({ where: { id: channel.channelId } });
  const body = whatsappDelivery(channel.externalId, {
    statuses: statuses.map((status) => ({
      id: status.id,
      status: status.status,
      timestamp: String(Math.floor(Date.now() / 1000)),
      recipient_id: "905551112233",
      ...(status.callbackData ? { biz_opaque_callback_data: status.callbackData } : {}),
      ...(status.errors ? { errors: status.errors } : {}),
    })),
  });
  const rawBody = Buffer.from(JSON.stringify(body));
  await receiveWebhook({
    channelId: channel.channelId,
    rawBody,
    signature: signWebhook(rawBody, channelAppSecret(row)!),
    headers: { contentType: "application/json", userAgent: "test" },
  });
  await processStoredWebhooks(channel.channelId);
}

const eventsOf = (messageId: string) =>
  db.event.findMany({ where: { kind: "message.updated", data: { path: ["messageId"], equals: messageId } } });

describe("a send through the sandbox", () => {
  it("claims, sends once with Kanal's id, records the wamid; the sandbox's webhooks move it to read", async () => {
    const channel = await sandboxChannel();
    const id = await queueOne(channel, "905551112233", { text: "Merhaba Ayşe" });
    await sendQueuedMessage(id);
    const sent = await messageRow(id);
    expect(sent).toMatchObject({ status: "sent", attempts: 1, errorCode: null });
    expect(sent.providerMessageId).toMatch(/^wamid\.SBX/);
    const log = await db.sandboxMessage.findMany({ where: { callbackData: id } });
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ id: sent.providerMessageId, recipient: "905551112233", stage: 0 });
    expect(log[0]!.content).toEqual({ type: "text", text: "Merhaba Ayşe" });
    expect(await history(id)).toEqual(["queued", "sent"]);
    expect(await eventsOf(id)).toHaveLength(1);

    // A second run of the job (at-least-once queue) finds it claimed and does nothing.
    await sendQueuedMessage(id);
    expect(await db.sandboxMessage.count({ where: { callbackData: id } })).toBe(1);

    await drainSandbox(channel.channelId);
    expect((await messageRow(id)).status).toBe("read");
    expect(await history(id)).toEqual(["queued", "sent", "delivered", "read"]);
    // One webhook per step, each with the status; all of them landed once.
    expect(await db.webhookEvent.count({ where: { channelId: channel.channelId } })).toBe(3);
    expect((await eventsOf(id)).map((event) => (event.data as { status: string }).status)).toEqual([
      "sent",
      "delivered",
      "read",
    ]);
    // Each says when, so the inbox patches the tick in place: the last one is the row's statusAt.
    const last = (await eventsOf(id)).at(-1)!.data as { statusAt: string };
    expect(last.statusAt).toBe((await db.message.findUniqueOrThrow({ where: { id } })).statusAt.toISOString());
  });

  it("sends a message of files as one sandbox message each; their receipts move the files and then the message", async () => {
    const channel = await sandboxChannel();
    const fileIds = [];
    for (const name of ["a.pdf", "b.pdf", "c.pdf"]) {
      fileIds.push((await insertMediaFile({ companyId: channel.companyId, name, mimeType: "application/pdf" })).id);
    }
    const id = await queueOne(channel, "905551112233", { type: "file", fileIds });
    await sendQueuedMessage(id);
    expect(await db.sandboxMessage.count({ where: { callbackData: id } })).toBe(3);
    expect((await messageRow(id)).status).toBe("sent");
    await drainSandbox(channel.channelId);
    expect((await messageRow(id)).status).toBe("read");
    const files = await db.messageMedia.findMany({ where: { messageId: id }, select: { sendStatus: true } });
    expect(files.map((file) => file.sendStatus)).toEqual(["read", "read", "read"]);
    expect(await history(id)).toEqual(["queued", "sent", "delivered", "read"]);
  });

  it("batches the statuses of many messages into one webhook", async () => {
    const channel = await sandboxChannel();
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await queueOne(channel, `90555100000${i}`));
    for (const id of ids) await sendQueuedMessage(id);
    await drainSandbox(channel.channelId);
    expect(await db.webhookEvent.count({ where: { channelId: channel.channelId } })).toBe(3);
    for (const id of ids) expect((await messageRow(id)).status).toBe("read");
  });

  it("fails a permanent error at once with its reason (131026, not on WhatsApp); nothing reached the sandbox", async () => {
    const channel = await sandboxChannel();
    const id = await queueOne(channel, SANDBOX_TEST_NUMBERS.notOnWhatsApp);
    await sendQueuedMessage(id);
    expect(await messageRow(id)).toMatchObject({
      status: "failed",
      errorCode: 131026,
      errorReason: "undeliverable",
      attempts: 1,
    });
    expect((await messageRow(id)).errorMessage).toMatch(/not on WhatsApp/);
    expect(await history(id)).toEqual(["queued", "failed"]);
    expect(await db.sandboxMessage.count({ where: { channelId: channel.channelId } })).toBe(0);
    expect(await sendJobs(id)).toHaveLength(0);
  });

  it("retries a transient error (130429) later with back-off, slows the channel down, and fails after the last try", async () => {
    const channel = await sandboxChannel({ rateLimitPerSecond: 80 });
    const id = await queueOne(channel, SANDBOX_TEST_NUMBERS.rateLimited);
    const before = Date.now();
    await sendQueuedMessage(id);
    expect(await messageRow(id)).toMatchObject({ status: "retry_wait", errorCode: 130429, errorReason: "rateLimited" });
    const [job] = await sendJobs(id);
    // First back-off: 2 s ± 25 %.
    expect(job!.startAfter.getTime() - before).toBeGreaterThanOrEqual(1_400);
    expect(job!.startAfter.getTime() - before).toBeLessThan(3_000);
    const bucket = await db.channelSendBucket.findUniqueOrThrow({ where: { channelId: channel.channelId } });
    expect(bucket.factor).toBeCloseTo(0.5, 1);

    // The last allowed try fails it for good.
    await db.message.update({ where: { id }, data: { attempts: SEND_MAX_ATTEMPTS - 1 } });
    await sendQueuedMessage(id);
    expect(await messageRow(id)).toMatchObject({ status: "failed", attempts: SEND_MAX_ATTEMPTS, errorCode: 130429 });
    expect(await history(id)).toEqual(["queued", "retry_wait", "failed"]);
  });

  it("leaves an unknown outcome `sending` (never resent); the webhook settles it by Kanal's id and records the wamid", async () => {
    const channel = await sandboxChannel();
    const id = await queueOne(channel, SANDBOX_TEST_NUMBERS.answerLost);
    await sendQueuedMessage(id);
    expect(await messageRow(id)).toMatchObject({ status: "sending", providerMessageId: null });
    await sendQueuedMessage(id);
    const log = await db.sandboxMessage.findMany({ where: { callbackData: id } });
    expect(log).toHaveLength(1);
    expect(await sendJobs(id)).toHaveLength(0);

    await drainSandbox(channel.channelId);
    expect(await messageRow(id)).toMatchObject({ status: "read", providerMessageId: log[0]!.id });
  });
});

describe("the sweeper", () => {
  it("marks a claim no webhook settled in time `unknown`; a late webhook still settles it", async () => {
    const channel = await sandboxChannel();
    const stale = await queueOne(channel, "905551230001");
    const fresh = await queueOne(channel, "905551230002");
    await db.message.update({
      where: { id: stale },
      data: { status: "sending", claimedAt: new Date(Date.now() - 11 * 60_000) },
    });
    await db.message.update({ where: { id: fresh }, data: { status: "sending", claimedAt: new Date() } });
    const { settled } = await sweepUnknownSends();
    expect(settled).toBeGreaterThanOrEqual(1);
    expect((await messageRow(stale)).status).toBe("unknown");
    expect((await messageRow(fresh)).status).toBe("sending");
    expect(await history(stale)).toEqual(["queued", "unknown"]);

    await statusWebhook(channel, [{ id: "wamid.late", status: "delivered", callbackData: stale }]);
    expect(await messageRow(stale)).toMatchObject({ status: "delivered", providerMessageId: "wamid.late" });
    expect(await history(stale)).toEqual(["queued", "sent", "delivered", "unknown"]);
  });
});

describe("status webhooks", () => {
  it("apply monotonically: read before delivered stays read, implies delivered; a redelivery changes nothing", async () => {
    const channel = await sandboxChannel();
    const id = await queueOne(channel, "905551112299");
    await sendQueuedMessage(id);
    const { providerMessageId: wamid } = await messageRow(id);
    await statusWebhook(channel, [{ id: wamid!, status: "read" }]);
    expect((await messageRow(id)).status).toBe("read");
    expect(await history(id)).toEqual(["queued", "sent", "delivered", "read"]);
    const events = (await eventsOf(id)).length;

    await statusWebhook(channel, [{ id: wamid!, status: "delivered" }]);
    await statusWebhook(channel, [{ id: wamid!, status: "read" }]);
    await statusWebhook(channel, [{ id: wamid!, status: "sent", callbackData: id }]);
    expect((await messageRow(id)).status).toBe("read");
    expect(await history(id)).toEqual(["queued", "sent", "delivered", "read"]);
    expect(await eventsOf(id)).toHaveLength(events);
  });

  it("carry Meta's error on `failed`, mapped to Kanal's reason", async () => {
    const channel = await sandboxChannel();
    const id = await queueOne(channel, "905551112298");
    await sendQueuedMessage(id);
    const { providerMessageId: wamid } = await messageRow(id);
    await statusWebhook(channel, [
      {
        id: wamid!,
        status: "failed",
        errors: [
          { code: 131049, title: "Meta chose not to deliver", message: "ecosystem", error_data: { details: "d" } },
        ],
      },
    ]);
    expect(await messageRow(id)).toMatchObject({ status: "failed", errorCode: 131049, errorReason: "notDelivered" });
  });

  it("never touch another company's message, by its id or its wamid", async () => {
    const mine = await sandboxChannel();
    const theirs = await sandboxChannel();
    const theirMessage = await queueOne(theirs, "905551112297");
    await sendQueuedMessage(theirMessage);
    const { providerMessageId: wamid } = await messageRow(theirMessage);
    await statusWebhook(mine, [
      { id: wamid!, status: "read" },
      { id: "wamid.other", status: "failed", callbackData: theirMessage },
    ]);
    expect(await messageRow(theirMessage)).toMatchObject({ status: "sent", providerMessageId: wamid });
    expect(await history(theirMessage)).toEqual(["queued", "sent"]);
  });
});

describe("a send through Meta's Graph API (stub)", () => {
  beforeEach(() => stub.reset());

  const whatsapp = () => stubWhatsAppChannel(APP_SECRET);

  it("sends with biz_opaque_callback_data = Kanal's id and records the wamid", async () => {
    const channel = await whatsapp();
    const id = await queueOne(channel, "905551112233", { text: "Selam" });
    await sendQueuedMessage(id);
    expect((await messageRow(id)).providerMessageId).toMatch(/^wamid\.HBgM/);
    expect(stub.requests[0]).toMatchObject({
      method: "POST",
      path: `/${STUB_IDS.phoneNumberId}/messages`,
      body: { to: "905551112233", type: "text", text: { body: "Selam" }, biz_opaque_callback_data: id },
    });
  });

  it("uploads a media message's file from the library first, then sends it by the media id", async () => {
    const channel = await whatsapp();
    const file = await insertMediaFile({
      companyId: channel.companyId,
      name: "fatura.pdf",
      mimeType: "application/pdf",
    });
    const id = await queueOne(channel, "905551112233", { type: "file", text: "Faturanız", fileIds: [file.id] });
    await sendQueuedMessage(id);
    expect((await messageRow(id)).status).toBe("sent");
    expect(stub.requests.map((request) => request.path)).toEqual([
      `/${STUB_IDS.phoneNumberId}/media`,
      `/${STUB_IDS.phoneNumberId}/messages`,
    ]);
    expect(stub.requests[0]!.body).toContain("fatura.pdf");
    expect(stub.requests[1]!.body).toMatchObject({
      type: "document",
      document: { caption: "Faturanız", filename: "fatura.pdf" },
    });
  });

  /** A queued message of a PDF and a photo, to the stub's WhatsApp number. */
  async function twoFiles(channel: SendChannel) {
    const pdf = await insertMediaFile({
      companyId: channel.companyId,
      name: "fatura.pdf",
      mimeType: "application/pdf",
    });
    const png = await insertMediaFile({
      companyId: channel.companyId,
      name: "foto.png",
      type: "IMAGE",
      mimeType: "image/png",
      bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
    });
    return queueOne(channel, "905551112233", { type: "file", text: "İki dosya", fileIds: [pdf.id, png.id] });
  }
  const files = (messageId: string) =>
    db.messageMedia.findMany({ where: { messageId }, orderBy: { position: "asc" } }).then((rows) => {
      expect(rows).toHaveLength(2);
      return rows as [(typeof rows)[number], (typeof rows)[number]];
    });
  const messageSends = () => stub.requests.filter((request) => request.path.endsWith("/messages")).length;
  const undeliverable = [{ code: 131026, title: "Message undeliverable" }];

  it("sends a message of several files one by one, resumes after a transient error with the file not sent, and moves as its least advanced file", async () => {
    const channel = await whatsapp();
    const id = await twoFiles(channel);
    stub.answerNext(GRAPH_ERRORS.temporary, (request) => (request.body as { type?: string }).type === "image");
    await sendQueuedMessage(id);
    expect(await messageRow(id)).toMatchObject({ status: "retry_wait", errorCode: 131016 });
    const sends = () => stub.requests.filter((request) => request.path.endsWith("/messages"));
    expect(sends().map((request) => (request.body as { type: string }).type)).toEqual(["document", "image"]);
    expect(sends()[0]!.body).toMatchObject({ document: { caption: "İki dosya", filename: "fatura.pdf" } });
    const [pdf] = await files(id);
    expect(pdf).toMatchObject({ sendStatus: "sent", providerMessageId: expect.stringMatching(/^wamid\./) });
    // The PDF's receipt does not deliver a message whose photo is still to go.
    await statusWebhook(channel, [{ id: pdf.providerMessageId!, status: "delivered", callbackData: id }]);
    expect(await messageRow(id)).toMatchObject({ status: "retry_wait" });

    // The retry (the job after its back-off) sends the photo only.
    await sendQueuedMessage(id);
    expect(sends().map((request) => (request.body as { type: string }).type)).toEqual(["document", "image", "image"]);
    expect(sends()[2]!.body).not.toHaveProperty("image.caption");
    const [, png] = await files(id);
    expect(png).toMatchObject({ sendStatus: "sent", providerMessageId: expect.stringMatching(/^wamid\./) });
    expect(await messageRow(id)).toMatchObject({
      status: "sent",
      attempts: 2,
      providerMessageId: pdf.providerMessageId,
    });
    await statusWebhook(channel, [{ id: png.providerMessageId!, status: "read", callbackData: id }]);
    expect((await messageRow(id)).status).toBe("delivered");
    await statusWebhook(channel, [{ id: pdf.providerMessageId!, status: "read", callbackData: id }]);
    expect((await messageRow(id)).status).toBe("read");
    expect((await files(id)).map((file) => file.sendStatus)).toEqual(["read", "read"]);
    expect(await history(id)).toEqual(["queued", "retry_wait", "sent", "delivered", "read"]);
  });

  it("fails a message of files when one fails, with its reason; a retry sends that file only", async () => {
    const channel = await whatsapp();
    const id = await twoFiles(channel);
    await sendQueuedMessage(id);
    const [pdf, png] = await files(id);
    await statusWebhook(channel, [
      { id: pdf.providerMessageId!, status: "delivered", callbackData: id },
      { id: png.providerMessageId!, status: "failed", callbackData: id, errors: undeliverable },
    ]);
    expect(await messageRow(id)).toMatchObject({ status: "failed", errorCode: 131026, errorReason: "undeliverable" });

    const row = await messageRow(id);
    await db.conversation.update({ where: { id: row.conversationId }, data: { lastInboundAt: new Date() } });
    await retryMessage({ actor: { companyId: channel.companyId, userId: null }, messageId: id });
    const before = messageSends();
    await sendQueuedMessage(id);
    expect(messageSends() - before).toBe(1);
    expect(stub.requests.at(-1)!.body).toMatchObject({ type: "image" });
    const [, again] = await files(id);
    expect(again.providerMessageId).not.toBe(png.providerMessageId);
    expect(await messageRow(id)).toMatchObject({ status: "sent", errorCode: null });
    await statusWebhook(channel, [{ id: again.providerMessageId!, status: "delivered", callbackData: id }]);
    expect((await messageRow(id)).status).toBe("delivered");
  });

  it("settles a file its dead worker sent unrecorded by Kanal's id, and never delivers the message without the rest", async () => {
    const channel = await whatsapp();
    const id = await twoFiles(channel);
    // As a worker killed after Meta took the PDF and before it recorded the wamid leaves it.
    await db.message.update({ where: { id }, data: { status: "sending", attempts: 1, claimedAt: new Date() } });
    await statusWebhook(channel, [{ id: "wamid.unrecorded", status: "delivered", callbackData: id }]);
    const [pdf, png] = await files(id);
    expect(pdf).toMatchObject({ providerMessageId: "wamid.unrecorded", sendStatus: "delivered" });
    expect(png).toMatchObject({ providerMessageId: null, sendStatus: null });
    expect((await messageRow(id)).status).toBe("sending");
    // The photo's outcome is not known: the sweeper says so, it is never resent blindly.
    await sweepUnknownSends({ olderThanMs: 0, channelId: channel.channelId });
    expect((await messageRow(id)).status).toBe("unknown");
  });

  it("maps each error to retry or fail", async () => {
    const channel = await whatsapp();
    const cases = [
      { answer: GRAPH_ERRORS.undeliverable, status: "failed", code: 131026 },
      { answer: GRAPH_ERRORS.templateMissing, status: "failed", code: 132001 },
      { answer: GRAPH_ERRORS.outsideWindow, status: "failed", code: 131047 },
      { answer: GRAPH_ERRORS.temporary, status: "retry_wait", code: 131016 },
      { answer: GRAPH_ERRORS.rateLimited, status: "retry_wait", code: 130429 },
      { answer: GRAPH_ERRORS.pairRateLimited, status: "retry_wait", code: 131056 },
      // A 5xx after the request left: Meta may have it. Never resent, left for the webhook.
      { answer: GRAPH_ERRORS.serverError, status: "sending", code: null },
    ] as const;
    for (const { answer, status, code } of cases) {
      const id = await queueOne(channel, `9055510${Math.floor(Math.random() * 1e5)}`);
      stub.answerNext(answer);
      const before = Date.now();
      await sendQueuedMessage(id);
      expect(await messageRow(id), JSON.stringify(answer.body)).toMatchObject({ status, errorCode: code });
      const jobs = await sendJobs(id);
      expect(jobs, JSON.stringify(answer.body)).toHaveLength(status === "retry_wait" ? 1 : 0);
      // The pair rate asks for 4^0 = 1 s first (±25 %).
      if (code === 131056) expect(jobs[0]!.startAfter.getTime() - before).toBeLessThan(1_500);
    }
    // A timeout after sending is an unknown outcome too.
    const slow = await queueOne(channel, "905551119999");
    stub.hangNext();
    await sendQueuedMessage(slow);
    expect(await messageRow(slow)).toMatchObject({ status: "sending", attempts: 1 });
    expect(await sendJobs(slow)).toHaveLength(0);
  });

  it("puts the channel in error for a channel-level error (190), failing the message with the reason", async () => {
    const channel = await whatsapp();
    const id = await queueOne(channel, "905551112233");
    stub.answerNext(GRAPH_ERRORS.tokenInvalid);
    await sendQueuedMessage(id);
    expect(await messageRow(id)).toMatchObject({ status: "failed", errorCode: 190, errorReason: "tokenInvalid" });
    expect(await db.channel.findUniqueOrThrow({ where: { id: channel.channelId } })).toMatchObject({
      status: "error",
      lastErrorReason: "tokenInvalid",
    });
  });

  it("retries when the request never left (connection refused)", async () => {
    const channel = await whatsapp();
    const id = await queueOne(channel, "905551112233");
    // The stub's address with nobody listening any more.
    await stub.close();
    await sendQueuedMessage(id);
    expect(await messageRow(id)).toMatchObject({ status: "retry_wait", errorReason: "unreachable" });
    expect(await sendJobs(id)).toHaveLength(1);
  });
});

describe("the rate limiter", () => {
  let channel: SendChannel;
  beforeAll(async () => {
    channel = await sandboxChannel({ rateLimitPerSecond: 50 });
  });

  it("holds the configured rate across two concurrent loops sharing the bucket", async () => {
    const RATE = 50;
    const SECONDS = 3;
    const started = Date.now();
    const sends: number[] = [];
    const loop = async () => {
      while (Date.now() - started < SECONDS * 1000) {
        const token = await takeSendToken(channel.channelId, RATE);
        if ("refusedForMs" in token) throw new Error("two loops never book more than the wait allows");
        await new Promise((resolve) => setTimeout(resolve, token.waitMs));
        sends.push(Date.now());
      }
    };
    await Promise.all([loop(), loop()]);
    const within = sends.filter((at) => at - started < SECONDS * 1000).length;
    // Never past RATE × SECONDS (plus the one send a full bucket holds) by more than 5 %: the
    // property. And the loops were not starved: at least half the slots were used (a loaded
    // machine wakes them late and a slot not taken is lost; the bench measures how close it holds).
    expect(within).toBeLessThanOrEqual(Math.ceil(RATE * SECONDS * 1.05) + 1);
    expect(within).toBeGreaterThanOrEqual(Math.floor(RATE * SECONDS * 0.5));
  });
});
