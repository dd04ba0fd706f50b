import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIngestServer } from "@/lib/server/channels/webhooks/ingest-server";
import { signWebhook } from "@/lib/server/channels/webhooks/signature";
import { db } from "@/lib/server/db";
import { channelWorkspace } from "@/tests/helpers/channel-workspace";
import { whatsappDelivery } from "@/tests/helpers/whatsapp-webhook";
import { jobsSettled, runJobWorker } from "@/tests/helpers/jobs";

// The webhook ingest host (`npm run ingest`, ingest-server.ts): a bare node:http server in front of
// the route handlers Next serves. Over real HTTP: Meta's handshake, a forged or missing signature
// (401), a signed delivery answered 200 fast and stored once however often Meta redelivers it, and
// processed by the drain that the INSERT's NOTIFY woke; other paths and methods answer the envelope.

runJobWorker();

const APP_SECRET = "fedcba9876543210fedcba9876543210";
let server: Server;
let base: string;

beforeAll(async () => {
  server = createIngestServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.$disconnect();
});

const setup = () => channelWorkspace({ accessToken: "EAAGtoken-ingest-0123", appSecret: APP_SECRET });

function inboundBody(phoneNumberId: string, messageId: string) {
  return JSON.stringify(
    whatsappDelivery(phoneNumberId, {
      contacts: [{ profile: { name: "Ayşe Yılmaz" }, wa_id: "905321234567" }],
      messages: [
        {
          from: "905321234567",
          id: messageId,
          timestamp: String(Math.floor(Date.now() / 1000)),
          type: "text",
          text: { body: "Siparişim ne zaman gelir?" },
        },
      ],
    }),
  );
}

const post = (channelId: string, body: string, signature: string | null) =>
  fetch(`${base}/api/v1/webhooks/meta/${channelId}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "accept-language": "en",
      ...(signature === null ? {} : { "x-hub-signature-256": signature }),
    },
    body,
  });

describe("the ingest host", () => {
  it("answers Meta's handshake with the challenge, and refuses a wrong token", async () => {
    const { whatsapp } = await setup();
    const url = `${base}/api/v1/webhooks/meta/${whatsapp.id}?hub.mode=subscribe&hub.challenge=1158201444`;
    const answer = await fetch(`${url}&hub.verify_token=${whatsapp.verifyToken}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await answer.text()).toBe("1158201444");
    expect((await fetch(`${url}&hub.verify_token=wrong`)).status).toBe(403);
    expect((await fetch(`${base}/api/v1/webhooks/meta/no-such-channel?hub.mode=subscribe`)).status).toBe(404);
  });

  it("refuses a forged or missing signature with 401 and stores nothing", async () => {
    const { whatsapp } = await setup();
    const body = inboundBody(whatsapp.externalId!, "wamid.ingest-forged");
    for (const signature of [signWebhook(body, "not-the-app-secret-0000000000000"), null, "sha256=00"]) {
      const answer = await post(whatsapp.id, body, signature);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({ success: false, code: "UNAUTHENTICATED" });
    }
    expect(await db.webhookEvent.count({ where: { channelId: whatsapp.id } })).toBe(0);
  });

  it("answers a signed delivery 200 fast, stores it once however often it comes, and the drain processes it", async () => {
    const { whatsapp, companyId } = await setup();
    const body = inboundBody(whatsapp.externalId!, "wamid.ingest-once");
    const signature = signWebhook(body, APP_SECRET);
    const times: number[] = [];
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const started = performance.now();
      const answer = await post(whatsapp.id, body, signature);
      times.push(performance.now() - started);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("x-request-id")).toBeTruthy();
      answers.push(await answer.json());
    }
    expect(answers.map((answer) => answer.data.duplicate)).toEqual([false, true, true]);
    // The first one fills the channel cache; the ones after take the one-statement path.
    expect(Math.min(...times.slice(1))).toBeLessThan(200);
    expect(await db.webhookEvent.count({ where: { channelId: whatsapp.id } })).toBe(1);

    await jobsSettled(30_000);
    const [event] = await db.webhookEvent.findMany({ where: { channelId: whatsapp.id } });
    expect(event!.status).toBe("processed");
    const messages = await db.message.findMany({ where: { companyId, providerMessageId: "wamid.ingest-once" } });
    expect(messages).toHaveLength(1);
    expect(messages[0]!.direction).toBe("in");
  });

  it("wakes the drain by the INSERT's NOTIFY, with no kick of its own needed", async () => {
    const { whatsapp, companyId } = await setup();
    // As a host that died right after its INSERT would leave it: the row stored and NOTIFYed, no enqueue.
    const { deliveriesChannel } = await import("@/lib/server/channels/webhooks/delivery-listener");
    const body = inboundBody(whatsapp.externalId!, "wamid.ingest-notified");
    await db.$executeRaw`
      INSERT INTO "WebhookEvent" (id, "channelId", "companyId", "dedupKey", body, headers, kinds, "receivedAt", "createdAt", "updatedAt")
      VALUES (gen_random_uuid()::text, ${whatsapp.id}, ${companyId}, 'notify-only', ${body}::jsonb, '{}'::jsonb,
              ARRAY['message']::text[], now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC')`;
    await db.$executeRaw`SELECT pg_notify(${deliveriesChannel()}, ${whatsapp.id})`;
    const deadline = Date.now() + 15_000;
    while ((await db.message.count({ where: { companyId, providerMessageId: "wamid.ingest-notified" } })) === 0) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it("answers its health check, and the 404 and 405 envelopes elsewhere", async () => {
    const health = await fetch(`${base}/api/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ success: true, data: { status: "ok" } });
    const elsewhere = await fetch(`${base}/api/v1/customers`, { headers: { "accept-language": "en" } });
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
    const put = await fetch(`${base}/api/v1/webhooks/meta/anything`, { method: "PUT", body: "{}" });
    expect(put.status).toBe(405);
  });
});
