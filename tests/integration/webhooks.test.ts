import { afterAll, describe, expect, it } from "vitest";
import * as channelRoute from "@/app/api/v1/channels/[id]/route";
import * as eventsRoute from "@/app/api/v1/channels/[id]/events/route";
import * as webhook from "@/app/api/v1/webhooks/meta/[channelId]/route";
import { SANDBOX_TEST_NUMBERS } from "@/lib/channels/sandbox";
import type { WebhookEventJson } from "@/lib/channels/types";
import { channelContext, channelContextSelect } from "@/lib/server/channels/channel-context";
import { providerFor } from "@/lib/server/channels/providers";
import { SANDBOX_DELAYS } from "@/lib/server/channels/providers/sandbox/sandbox-provider";
import { signWebhook } from "@/lib/server/channels/webhooks/signature";
import { webhookEffects } from "@/lib/server/channels/webhooks/webhook-effects";
import { db } from "@/lib/server/db";
import { channelWorkspace } from "@/tests/helpers/channel-workspace";
import { whatsappDelivery } from "@/tests/helpers/whatsapp-webhook";
import { jobsSettled, runJobWorker } from "@/tests/helpers/jobs";
import { call } from "@/tests/helpers/request";
import { ORDER_UPDATE_SUBMISSION } from "@/tests/helpers/template-submissions";

// Webhook intake (api.md; meta.md §2.4): Meta's handshake, the signature over the raw bytes (forged,
// missing, replayed), one stored row per delivery whatever the redeliveries, a job that classifies
// it, unknown kinds stored and ignored (never a 500), and the sandbox's own webhooks arriving
// through the same path. Figures: the time to answer.

runJobWorker();
// The sandbox's delays, shortened for the tests (the order is what matters).
Object.assign(SANDBOX_DELAYS, { sent: 100, delivered: 300, read: 500, templateVerdict: 200 });

afterAll(async () => {
  await db.$disconnect();
});

type Json = Record<string, unknown>;
const APP_SECRET = "0123456789abcdef0123456789abcdef";

const setup = () => channelWorkspace({ accessToken: "EAAGtoken-0123456789", appSecret: APP_SECRET });

function post(channelId: string, raw: string, signature: string | null = signWebhook(raw, APP_SECRET)) {
  return call(webhook.POST, `/api/v1/webhooks/meta/${channelId}`, {
    method: "POST",
    rawBody: raw,
    headers: {
      "content-type": "application/json",
      "accept-language": "en",
      ...(signature === null ? {} : { "x-hub-signature-256": signature }),
    },
    params: { channelId },
  });
}

const handshake = (channelId: string, query: string) =>
  call(webhook.GET, `/api/v1/webhooks/meta/${channelId}?${query}`, { params: { channelId } });

const stored = (channelId: string) =>
  db.webhookEvent.findMany({ where: { channelId }, orderBy: { receivedAt: "asc" } });

function statusBody(phoneNumberId: string, statuses: { id: string; status: string }[]) {
  return whatsappDelivery(phoneNumberId, {
    statuses: statuses.map((status) => ({
      ...status,
      timestamp: "1744434060",
      recipient_id: "905551112233",
      biz_opaque_callback_data: "msg_1",
    })),
  });
}

describe("GET: Meta's handshake", () => {
  it("answers the challenge as text for the channel's verify token, and refuses anything else", async () => {
    const { whatsapp, owner } = await setup();
    const token = whatsapp.verifyToken!;
    const ok = await handshake(whatsapp.id, `hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`);
    expect(ok.status).toBe(200);
    expect(ok.text).toBe("1158201444");
    expect(ok.headers.get("content-type")).toMatch(/^text\/plain/);
    const refusals = [
      `hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1`,
      `hub.mode=subscribe&hub.verify_token=${token}x&hub.challenge=1`,
      `hub.mode=unsubscribe&hub.verify_token=${token}&hub.challenge=1`,
      `hub.mode=subscribe&hub.verify_token=${token}`,
      `hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=%3Cscript%3E`,
      ``,
    ];
    for (const query of refusals) expect((await handshake(whatsapp.id, query)).status, query).toBe(403);
    expect(
      (await handshake("no-such-channel", `hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1`)).status,
    ).toBe(404);
    await call(channelRoute.DELETE, `/api/v1/channels/${whatsapp.id}`, {
      method: "DELETE",
      headers: owner,
      params: { id: whatsapp.id },
    });
    expect((await handshake(whatsapp.id, `hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1`)).status).toBe(
      404,
    );
  });
});

describe("POST: signed events", () => {
  it("stores a signed delivery, answers 200, and its job classifies it", async () => {
    const { whatsapp, owner } = await setup();
    const raw = JSON.stringify(statusBody(whatsapp.externalId, [{ id: "wamid.A", status: "delivered" }]));
    const response = await post(whatsapp.id, raw);
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({ success: true, data: { received: true, duplicate: false } });
    await jobsSettled();
    const [event] = await stored(whatsapp.id);
    expect(event).toMatchObject({ status: "processed", kinds: ["status"], error: null });
    expect(event!.processedAt).toBeInstanceOf(Date);
    expect(event!.body).toEqual(JSON.parse(raw));
    expect(event!.headers).toMatchObject({ contentType: "application/json", signature: signWebhook(raw, APP_SECRET) });
    const listed = await call(eventsRoute.GET, `/api/v1/channels/${whatsapp.id}/events?limit=5`, {
      headers: owner,
      params: { id: whatsapp.id },
    });
    const events = (listed.json!.data as { events: WebhookEventJson[] }).events;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ status: "processed", kinds: ["status"], body: JSON.parse(raw) });
  });

  it("refuses a forged, missing or re-serialised signature with 401 and stores nothing", async () => {
    const { whatsapp, sandbox } = await setup();
    const body = statusBody(whatsapp.externalId, [{ id: "wamid.B", status: "read" }]);
    const raw = JSON.stringify(body, null, 2);
    const forgeries = [
      signWebhook(raw, "another-app-secret-0000000000000"),
      null,
      "",
      "sha256=",
      signWebhook(JSON.stringify(body), APP_SECRET), // the same JSON, other bytes
      signWebhook(raw, APP_SECRET).replace("sha256=", "sha1="),
      signWebhook(raw, APP_SECRET).slice(0, -1),
      `${signWebhook(raw, APP_SECRET)}0`,
    ];
    for (const signature of forgeries) {
      const response = await post(whatsapp.id, raw, signature);
      expect(response.status, String(signature)).toBe(401);
      expect(response.json).toMatchObject({
        code: "UNAUTHENTICATED",
        message: "The webhook signature is missing or invalid.",
      });
    }
    // Signed for another channel (the sandbox signs with its own secret).
    expect((await post(sandbox.id, raw)).status).toBe(401);
    expect(await stored(whatsapp.id)).toHaveLength(0);
    expect(
      (await post(whatsapp.id, raw, signWebhook(raw, APP_SECRET).toUpperCase().replace("SHA256", "sha256"))).status,
    ).toBe(200);
  });

  it("keeps one row for a replayed delivery, sent again later or many times at once", async () => {
    const { whatsapp } = await setup();
    const raw = JSON.stringify(statusBody(whatsapp.externalId, [{ id: "wamid.C", status: "sent" }]));
    expect((await post(whatsapp.id, raw)).json!.data).toMatchObject({ duplicate: false });
    expect((await post(whatsapp.id, raw)).json!.data).toMatchObject({ duplicate: true });
    const burst = await Promise.all(Array.from({ length: 8 }, () => post(whatsapp.id, raw)));
    for (const response of burst) expect(response.status).toBe(200);
    // The same statuses batched in another order are the same delivery.
    const two = [
      { id: "wamid.D", status: "sent" },
      { id: "wamid.E", status: "sent" },
    ];
    await post(whatsapp.id, JSON.stringify(statusBody(whatsapp.externalId, two)));
    await post(whatsapp.id, JSON.stringify(statusBody(whatsapp.externalId, two.reverse())));
    await jobsSettled();
    const rows = await stored(whatsapp.id);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.status === "processed")).toBe(true);
  });

  it("stores unknown kinds and ignores them, never a 500; a signed body that is not JSON is a 400", async () => {
    const { whatsapp } = await setup();
    const bodies = [
      { object: "user", entry: [{ id: "1", changes: [{ field: "feed", value: { x: 1 } }] }] },
      { object: "whatsapp_business_account", entry: [{ id: "1", changes: [{ field: "account_update", value: {} }] }] },
      {
        object: "whatsapp_business_account",
        entry: [{ id: "1", changes: [{ field: "messages", value: { messages: [42] } }] }],
      },
      { object: "whatsapp_business_account", entry: "nope" },
      [1, 2, 3],
      "just a string",
      null,
    ];
    for (const body of bodies) {
      const response = await post(whatsapp.id, JSON.stringify(body));
      expect(response.status, JSON.stringify(body)).toBe(200);
    }
    const notJson = await post(whatsapp.id, "{not json");
    expect(notJson.status).toBe(400);
    await jobsSettled();
    const rows = await stored(whatsapp.id);
    expect(rows).toHaveLength(bodies.length);
    for (const row of rows) expect(row).toMatchObject({ status: "ignored", kinds: ["unknown"] });
  });

  it("reads Messenger deliveries, template status updates and inbound messages", async () => {
    const { whatsapp, connect } = await setup();
    const inbound = whatsappDelivery(whatsapp.externalId, {
      contacts: [{ profile: { name: "Ayşe" }, wa_id: "905551112233" }],
      messages: [
        { from: "905551112233", id: "wamid.IN1", timestamp: "1744434060", type: "text", text: { body: "Merhaba" } },
      ],
    });
    const template = {
      object: "whatsapp_business_account",
      entry: [
        {
          id: "1",
          time: 1751247548,
          changes: [
            {
              field: "message_template_status_update",
              value: {
                event: "APPROVED",
                message_template_id: 1689556908129835,
                message_template_name: "x",
                message_template_language: "tr",
                reason: "NONE",
              },
            },
          ],
        },
      ],
    };
    await post(whatsapp.id, JSON.stringify(inbound));
    await post(whatsapp.id, JSON.stringify(template));
    const messenger = await connect({
      kind: "messenger",
      provider: "meta",
      name: "FB",
      pageId: "104123456789012",
      accessToken: "EAAGtoken-0123456789",
      appSecret: APP_SECRET,
    });
    const receipts = {
      object: "page",
      entry: [
        {
          id: "104123456789012",
          time: 1,
          messaging: [
            {
              sender: { id: "psid1" },
              recipient: { id: "104123456789012" },
              timestamp: 1,
              message: { mid: "m_1", text: "Selam" },
            },
            {
              sender: { id: "psid1" },
              recipient: { id: "104123456789012" },
              delivery: { mids: ["m_2"], watermark: 5 },
            },
            { sender: { id: "psid1" }, recipient: { id: "104123456789012" }, read: { watermark: 6 } },
          ],
        },
      ],
    };
    expect((await post(messenger.id, JSON.stringify(receipts))).status).toBe(200);
    await jobsSettled();
    expect((await stored(whatsapp.id)).map((row) => row.kinds)).toEqual([["message"], ["template-status"]]);
    expect((await stored(messenger.id)).map((row) => row.kinds)).toEqual([["message", "delivery", "read"]]);
  });

  it("marks an event failed when a handler throws, and a retry of the job processes it", async () => {
    const { whatsapp } = await setup();
    const original = webhookEffects.status;
    let calls = 0;
    webhookEffects.status = async (item, ctx) => {
      calls++;
      if (calls === 1) throw new Error("database hiccup");
      return original(item, ctx);
    };
    try {
      await post(whatsapp.id, JSON.stringify(statusBody(whatsapp.externalId, [{ id: "wamid.F", status: "read" }])));
      for (let i = 0; i < 100; i++) {
        const [row] = await stored(whatsapp.id);
        if (row?.status === "failed") break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect((await stored(whatsapp.id))[0]).toMatchObject({ status: "failed", error: "database hiccup" });
      await jobsSettled(30_000);
      expect((await stored(whatsapp.id))[0]).toMatchObject({ status: "processed", error: null });
      expect(calls).toBe(2);
    } finally {
      webhookEffects.status = original;
    }
  });

  it("answers 404 for an unknown or disconnected channel, 413 past 1 MB", async () => {
    const { whatsapp, owner } = await setup();
    const raw = JSON.stringify(statusBody(whatsapp.externalId, [{ id: "wamid.G", status: "sent" }]));
    expect((await post("no-such-channel", raw)).status).toBe(404);
    const huge = JSON.stringify({ object: "x", padding: "a".repeat(1024 * 1024) });
    expect((await post(whatsapp.id, huge)).status).toBe(413);
    await call(channelRoute.DELETE, `/api/v1/channels/${whatsapp.id}`, {
      method: "DELETE",
      headers: owner,
      params: { id: whatsapp.id },
    });
    expect((await post(whatsapp.id, raw)).status).toBe(404);
    expect(await stored(whatsapp.id)).toHaveLength(0);
  });
});

describe("the sandbox's webhooks", () => {
  async function sandboxProvider(channelId: string) {
    const row = await db.channel.findUniqueOrThrow({ where: { id: channelId }, select: channelContextSelect });
    return providerFor("sandbox", channelContext(row)!);
  }

  it("accepts a send and delivers sent → delivered → read through the webhook path, with Kanal's id", async () => {
    const { sandbox } = await setup();
    const provider = await sandboxProvider(sandbox.id);
    const sent = await provider.messages.sendMessage({
      to: "905551112233",
      content: { type: "text", text: "Merhaba" },
      callbackData: "kanal-msg-1",
    });
    expect(sent.providerMessageId).toMatch(/^wamid\.SBX/);
    await jobsSettled();
    const rows = await stored(sandbox.id);
    expect(rows.map((row) => row.status)).toEqual(["processed", "processed", "processed"]);
    const statuses = rows.map((row) => {
      const value = (row.body as { entry: { changes: { value: { statuses: Json[] } }[] }[] }).entry[0]!.changes[0]!
        .value;
      return value.statuses[0]!;
    });
    // Each arrives on its own (Meta's may arrive out of order too: the pipeline applies them monotonically).
    expect(statuses.map((status) => status.status).sort()).toEqual(["delivered", "read", "sent"]);
    for (const status of statuses) {
      expect(status).toMatchObject({
        id: sent.providerMessageId,
        biz_opaque_callback_data: "kanal-msg-1",
        recipient_id: "905551112233",
      });
    }
    expect(rows[0]!.headers).toMatchObject({ userAgent: "kanal-sandbox" });
    // Its own log (Meta's side of the send) has the message once, with every status given.
    expect(await db.sandboxMessage.findMany({ where: { channelId: sandbox.id } })).toMatchObject([
      { id: sent.providerMessageId, callbackData: "kanal-msg-1", recipient: "905551112233", stage: 3 },
    ]);
  });

  it("fails on purpose for its test numbers, with Meta's codes", async () => {
    const { sandbox } = await setup();
    const provider = await sandboxProvider(sandbox.id);
    const send = (to: string) => provider.messages.sendMessage({ to, content: { type: "text", text: "x" } });
    await expect(send(SANDBOX_TEST_NUMBERS.notOnWhatsApp)).rejects.toMatchObject({
      kind: "permanent",
      code: 131026,
      reasonKey: "undeliverable",
    });
    await expect(send(SANDBOX_TEST_NUMBERS.rateLimited)).rejects.toMatchObject({
      kind: "transient",
      code: 130429,
      slowDown: true,
    });
    await expect(send("not-a-number")).rejects.toMatchObject({ kind: "permanent", code: 100 });
    // The lost answer: unknown to the caller, yet the statuses still come.
    await expect(send(SANDBOX_TEST_NUMBERS.answerLost)).rejects.toMatchObject({ kind: "unknown" });
    await jobsSettled();
    expect(await stored(sandbox.id)).toHaveLength(3);
    // Only the lost answer reached the sandbox's log: the refused sends never did.
    expect(await db.sandboxMessage.findMany({ where: { channelId: sandbox.id } })).toMatchObject([
      { recipient: SANDBOX_TEST_NUMBERS.answerLost, stage: 3 },
    ]);
  });

  it("approves a template by Meta's rules after a delay, and rejects one that breaks them", async () => {
    const { sandbox } = await setup();
    const { templates } = await sandboxProvider(sandbox.id);
    const good = await templates.submitTemplate(ORDER_UPDATE_SUBMISSION);
    const bad = await templates.submitTemplate({
      name: "Bad Name",
      language: "tr",
      category: "MARKETING",
      components: [{ type: "BODY", text: "{{1}} {{2}}" }],
    });
    expect(good.status).toBe("PENDING");
    expect((await templates.getTemplate(good.id)).status).toBe("PENDING");
    await jobsSettled();
    await new Promise((resolve) => setTimeout(resolve, SANDBOX_DELAYS.templateVerdict));
    expect(await templates.getTemplate(good.id)).toMatchObject({ status: "APPROVED", name: "order_update" });
    expect(await templates.getTemplate(bad.id)).toMatchObject({ status: "REJECTED", rejectedReason: "INVALID_FORMAT" });
    const events = (await stored(sandbox.id)).map(
      (row) => (row.body as { entry: { changes: { value: { event: string } }[] }[] }).entry[0]!.changes[0]!.value.event,
    );
    expect(events.sort()).toEqual(["APPROVED", "REJECTED"]);
  });
});

describe("speed", () => {
  const percentile = (values: number[], p: number) =>
    [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]!;

  it("answers a signed delivery fast, and an unknown channel as fast as a forged signature", async () => {
    const { whatsapp } = await setup();
    // Warm up: the job producer starts on first use.
    await post(whatsapp.id, JSON.stringify(statusBody(whatsapp.externalId, [{ id: "wamid.warm", status: "sent" }])));
    const timings: number[] = [];
    const unknown: number[] = [];
    const forged: number[] = [];
    for (let i = 0; i < 150; i++) {
      const raw = JSON.stringify(statusBody(whatsapp.externalId, [{ id: `wamid.speed${i}`, status: "delivered" }]));
      let started = performance.now();
      expect((await post(whatsapp.id, raw)).status).toBe(200);
      timings.push(performance.now() - started);
      started = performance.now();
      expect((await post("c00000000000000000000000", raw)).status).toBe(404);
      unknown.push(performance.now() - started);
      started = performance.now();
      expect((await post(whatsapp.id, raw, signWebhook(raw, "forged-secret-000000000000"))).status).toBe(401);
      forged.push(performance.now() - started);
    }
    const figures = {
      storedP50: percentile(timings, 50),
      storedP95: percentile(timings, 95),
      unknownP50: percentile(unknown, 50),
      forgedP50: percentile(forged, 50),
    };
    console.log(
      `webhook answer times (ms): ${JSON.stringify(Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, Number(v.toFixed(2))])))}`,
    );
    // The 50 ms goal is the bench's to measure on a quiet machine (`npm run bench -- pipeline`); here,
    // beside the worker and the rest of the suite on 2 cores, the bound only catches a slow path
    // creeping into the intake (a call out, a lock, a sleep). Measured busy: p50 ≈ 41 ms, p95 ≈ 130 ms.
    expect(figures.storedP50).toBeLessThan(100);
    // An unknown channel and a known one with a wrong signature cost about the same (one lookup, one HMAC).
    expect(Math.abs(figures.unknownP50 - figures.forgedP50)).toBeLessThan(5);
    await jobsSettled();
  });
});
