import { afterAll, describe, expect, it } from "vitest";
import * as channelRoute from "@/app/api/v1/channels/[id]/route";
import * as webhook from "@/app/api/v1/webhooks/meta/[channelId]/route";
import { whatsappStatusesEvent } from "@/lib/server/channels/providers/sandbox/sandbox-events";
import { drainWebhookEvents, sweepWebhookEvents } from "@/lib/server/channels/webhooks/drain-webhook-events";
import { signWebhook } from "@/lib/server/channels/webhooks/signature";
import { db } from "@/lib/server/db";
import { channelWorkspace } from "@/tests/helpers/channel-workspace";
import { jobsSettled, runJobWorker } from "@/tests/helpers/jobs";
import { call } from "@/tests/helpers/request";
import { conversationWith, queueMessages, type SendChannel } from "@/tests/helpers/send-pipeline";

// The intake's fast path and the drain (receive-webhook.ts, drain-webhook-events.ts): a delivery is
// one INSERT checked against the channel's current secret, and a channel's deliveries are read in
// batches by its `webhook-drain` job; deliveries left behind by a process that died are picked up
// by the sweep.

runJobWorker();

afterAll(async () => {
  await db.$disconnect();
});

const SECRET_A = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
const SECRET_B = "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb";

function post(channelId: string, raw: string, secret: string) {
  return call(webhook.POST, `/api/v1/webhooks/meta/${channelId}`, {
    method: "POST",
    rawBody: raw,
    headers: { "content-type": "application/json", "x-hub-signature-256": signWebhook(raw, secret) },
    params: { channelId },
  });
}

/** Sent outbound messages of the channel, each with its wamid, and a `delivered` delivery of each. */
async function sentMessages(channel: SendChannel, count: number) {
  const conversationId = await conversationWith(channel, `90555${String(Date.now()).slice(-7)}`);
  const ids = await queueMessages(channel, conversationId, count);
  await db.message.updateMany({ where: { id: { in: ids } }, data: { status: "sent" } });
  for (const id of ids) await db.message.update({ where: { id }, data: { providerMessageId: `wamid.${id}` } });
  const bodies = ids.map((id) =>
    JSON.stringify(
      whatsappStatusesEvent(channel.externalId, [
        { wamid: `wamid.${id}`, status: "delivered", recipientId: "905551112233", callbackData: id, at: new Date() },
      ]),
    ),
  );
  return { ids, bodies };
}

/** A workspace whose WhatsApp channel's webhooks are signed with SECRET_A, and that channel as the send helpers take it. */
async function workspaceWithChannel() {
  const workspace = await channelWorkspace({ accessToken: "EAAGtoken-0123456789", appSecret: SECRET_A });
  const { companyId, whatsapp } = workspace;
  return { ...workspace, channel: { companyId, channelId: whatsapp.id, externalId: whatsapp.externalId } };
}

describe("webhook intake and drain", () => {
  it("refuses a delivery signed with a secret the channel no longer has, though this process knew it", async () => {
    const { whatsapp, owner, channel } = await workspaceWithChannel();
    const { bodies } = await sentMessages(channel, 3);
    expect((await post(whatsapp.id, bodies[0]!, SECRET_A)).status).toBe(200);
    const changed = await call(channelRoute.PUT, `/api/v1/channels/${whatsapp.id}`, {
      method: "PUT",
      headers: owner,
      body: { appSecret: SECRET_B },
      params: { id: whatsapp.id },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await post(whatsapp.id, bodies[1]!, SECRET_A)).status).toBe(401);
    expect((await post(whatsapp.id, bodies[2]!, SECRET_B)).status).toBe(200);
    expect(await db.webhookEvent.count({ where: { channelId: whatsapp.id } })).toBe(2);
  });

  it("processes many deliveries of a channel in batches, each message once, every delivery marked", async () => {
    const { whatsapp, channel } = await workspaceWithChannel();
    const { ids, bodies } = await sentMessages(channel, 250);
    const answers = await Promise.all(bodies.map((body) => post(whatsapp.id, body, SECRET_A)));
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    await jobsSettled(30_000);
    const statuses = await db.message.groupBy({ by: ["status"], where: { id: { in: ids } }, _count: true });
    expect(statuses).toEqual([{ status: "delivered", _count: 250 }]);
    const events = await db.webhookEvent.groupBy({ by: ["status"], where: { channelId: whatsapp.id }, _count: true });
    expect(events).toEqual([{ status: "processed", _count: 250 }]);
    expect(await db.messageStatusChange.count({ where: { messageId: { in: ids }, status: "delivered" } })).toBe(250);
  });

  it("picks up deliveries a dead process stored without kicking, or claimed and never finished", async () => {
    const { whatsapp, companyId, channel } = await workspaceWithChannel();
    const { ids, bodies } = await sentMessages(channel, 2);
    const old = new Date(Date.now() - 5 * 60_000);
    // As a process that died would leave them: stored and never kicked; one also claimed by a run
    // that is (as far as anyone can tell) still going.
    for (const [index, body] of bodies.entries()) {
      await db.webhookEvent.create({
        data: {
          channelId: whatsapp.id,
          companyId,
          dedupKey: `dead-${index}`,
          body: JSON.parse(body),
          kinds: ["status"],
          claimedAt: index === 1 ? new Date() : null,
        },
      });
    }
    expect(await drainWebhookEvents(whatsapp.id)).toEqual({ processed: 1 });
    const left = await db.webhookEvent.findFirstOrThrow({ where: { channelId: whatsapp.id, dedupKey: "dead-1" } });
    expect(left.status).toBe("received");
    // Its run died long ago: the sweep kicks the drain, which takes the stale claim over.
    await db.webhookEvent.update({ where: { id: left.id }, data: { receivedAt: old, claimedAt: old } });
    await sweepWebhookEvents();
    await jobsSettled(30_000);
    expect(await db.webhookEvent.count({ where: { channelId: whatsapp.id, status: "processed" } })).toBe(2);
    expect(await db.message.count({ where: { id: { in: ids }, status: "delivered" } })).toBe(2);
  });
});
