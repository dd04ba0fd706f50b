import { afterAll, describe, expect, it } from "vitest";
import { whatsappStatusesEvent } from "@/lib/server/channels/providers/sandbox/sandbox-events";
import { drainWebhookEvents } from "@/lib/server/channels/webhooks/drain-webhook-events";
import { kickDrain } from "@/lib/server/channels/webhooks/kick-drain";
import { db } from "@/lib/server/db";
import { stopProducer } from "@/lib/server/jobs/boss";
import { holdUpdates, type HoldPoint } from "@/tests/helpers/hold-point";
import { ownJobsSchema } from "@/tests/helpers/jobs";
import { conversationWith, queueMessages, sandboxChannel } from "@/tests/helpers/send-pipeline";
import { startWorkerProcess, type WorkerProcess } from "@/tests/helpers/worker-process";

// A `webhook-drain` batch whose handler fails is marked failed and each delivery gets a retry job
// (drain-webhook-events.ts failBatch). A worker killed between the two must not lose the deliveries.
// kill -9 cannot land in that window by timing, so the database holds the worker there: a trigger
// makes the batch's status update fail (a real handler failure), and the worker's "failed" mark is
// held (hold-point.ts) until the test has killed it with SIGKILL. Then the deliveries must still be
// there to take: received (the transaction rolled back) or failed with their retry jobs — never
// failed with no job, which no sweep reads again.

const schema = ownJobsSchema();
let worker: WorkerProcess | null = null;
let hold: HoldPoint | null = null;

afterAll(async () => {
  worker?.child.kill("SIGKILL");
  await hold?.remove();
  await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS crash_test_fail ON "Message"`);
  await stopProducer();
  await db.$disconnect();
});

/** The channel's message updates fail, as a database hiccup would make a handler fail. */
async function failUpdatesOf(channelId: string) {
  await db.$executeRawUnsafe(`
    CREATE OR REPLACE FUNCTION crash_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW."channelId" = '${channelId}' THEN RAISE EXCEPTION 'database hiccup'; END IF;
      RETURN NEW;
    END $$`);
  await db.$executeRawUnsafe(
    `CREATE TRIGGER crash_test_fail BEFORE UPDATE ON "Message" FOR EACH ROW EXECUTE FUNCTION crash_test_fail()`,
  );
}

describe("a worker killed while it fails a webhook batch", () => {
  it("loses none of the batch's deliveries: they are processed once the failure is gone", async () => {
    const channel = await sandboxChannel();
    const conversationId = await conversationWith(channel, "905557160016");
    const ids = await queueMessages(channel, conversationId, 3);
    for (const id of ids) {
      await db.message.update({ where: { id }, data: { status: "sent", providerMessageId: `wamid.${id}` } });
    }
    await failUpdatesOf(channel.channelId);
    hold = await holdUpdates(
      "crash_test_hold",
      "WebhookEvent",
      `NEW.status = 'failed' AND NEW."channelId" = '${channel.channelId}'`,
      716_016,
    );
    for (const id of ids) {
      const body = whatsappStatusesEvent(channel.externalId, [
        { wamid: `wamid.${id}`, status: "delivered", recipientId: "905557160016", callbackData: id, at: new Date() },
      ]);
      await db.webhookEvent.create({
        data: {
          channelId: channel.channelId,
          companyId: channel.companyId,
          dedupKey: `crash-${id}`,
          body: JSON.parse(JSON.stringify(body)),
          kinds: ["status"],
        },
      });
    }
    await kickDrain(channel.channelId);

    worker = await startWorkerProcess({ KANAL_JOBS_SCHEMA: schema });
    // The worker's batch failed, and its "failed" mark waits on the lock: the window.
    await hold.killHeld(worker);
    worker = null;
    await db.$executeRawUnsafe(`DROP TRIGGER crash_test_fail ON "Message"`);

    const events = await db.webhookEvent.findMany({
      where: { channelId: channel.channelId },
      select: { id: true, status: true },
    });
    const retries = await db.$queryRawUnsafe<{ key: string }[]>(
      `SELECT singleton_key AS key FROM "${schema}".job WHERE name = 'webhook-event' AND state IN ('created', 'retry')`,
    );
    const retried = new Set(retries.map((row) => row.key));
    const stranded = events.filter((event) => event.status === "failed" && !retried.has(event.id));
    expect(stranded).toEqual([]);
    expect(events.map((event) => event.status)).toEqual(["received", "received", "received"]);

    // As the next run after the lease does (the test does not wait the minute): the claim is stale.
    await db.webhookEvent.updateMany({
      where: { channelId: channel.channelId },
      data: { claimedAt: new Date(Date.now() - 5 * 60_000) },
    });
    expect(await drainWebhookEvents(channel.channelId)).toEqual({ processed: 3 });
    expect(await db.message.count({ where: { id: { in: ids }, status: "delivered" } })).toBe(3);
  }, 60_000);
});
