import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { whatsappStatusesEvent } from "@/lib/server/channels/providers/sandbox/sandbox-events";
import { drainWebhookEvents } from "@/lib/server/channels/webhooks/drain-webhook-events";
import { kickDrain } from "@/lib/server/channels/webhooks/kick-drain";
import { db } from "@/lib/server/db";
import { getEnv } from "@/lib/server/env";
import { stopProducer } from "@/lib/server/jobs/boss";
import { ownJobsSchema } from "@/tests/helpers/jobs";
import { conversationWith, queueMessages, sandboxChannel } from "@/tests/helpers/send-pipeline";
import { startWorkerProcess, type WorkerProcess } from "@/tests/helpers/worker-process";

// A `webhook-drain` batch whose handler fails is marked failed and each delivery gets a retry job
// (drain-webhook-events.ts failBatch). A worker killed between the two must not lose the deliveries.
// kill -9 cannot land in that window by timing, so the database holds the worker there: a trigger
// makes the batch's status update fail (a real handler failure), and another makes the worker's
// "failed" mark wait on an advisory lock the test holds. The test sees the worker waiting, kills it
// with SIGKILL, lets the lock go (the dead client's statement then runs to its end, as PostgreSQL
// does), and checks the deliveries are still there to take: received (the transaction rolled back)
// or failed with their retry jobs — never failed with no job, which no sweep reads again.

const schema = ownJobsSchema();
const LOCK = 716_016;
let worker: WorkerProcess | null = null;
const holder = new pg.Client({ connectionString: getEnv().DATABASE_URL });

afterAll(async () => {
  worker?.child.kill("SIGKILL");
  await holder.end().catch(() => undefined);
  await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS crash_test_hold ON "WebhookEvent"`);
  await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS crash_test_fail ON "Message"`);
  await stopProducer();
  await db.$disconnect();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Installs the two triggers: the channel's message updates fail; marking its deliveries failed waits for LOCK. */
async function holdFailuresOf(channelId: string) {
  await db.$executeRawUnsafe(`
    CREATE OR REPLACE FUNCTION crash_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW."channelId" = '${channelId}' THEN RAISE EXCEPTION 'database hiccup'; END IF;
      RETURN NEW;
    END $$`);
  await db.$executeRawUnsafe(`
    CREATE OR REPLACE FUNCTION crash_test_hold() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_advisory_xact_lock(${LOCK});
      RETURN NEW;
    END $$`);
  await db.$executeRawUnsafe(
    `CREATE TRIGGER crash_test_fail BEFORE UPDATE ON "Message" FOR EACH ROW EXECUTE FUNCTION crash_test_fail()`,
  );
  await db.$executeRawUnsafe(
    `CREATE TRIGGER crash_test_hold BEFORE UPDATE ON "WebhookEvent" FOR EACH ROW
       WHEN (NEW.status = 'failed' AND NEW."channelId" = '${channelId}') EXECUTE FUNCTION crash_test_hold()`,
  );
}

async function until(what: string, done: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${what}: not done after ${timeoutMs} ms`);
    await sleep(50);
  }
}

describe("a worker killed while it fails a webhook batch", () => {
  it("loses none of the batch's deliveries: they are processed once the failure is gone", async () => {
    const channel = await sandboxChannel();
    const conversationId = await conversationWith(channel, "905557160016");
    const ids = await queueMessages(channel, conversationId, 3);
    for (const id of ids) {
      await db.message.update({ where: { id }, data: { status: "sent", providerMessageId: `wamid.${id}` } });
    }
    await holdFailuresOf(channel.channelId);
    await holder.connect();
    await holder.query("SELECT pg_advisory_lock($1)", [LOCK]);
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
    await until(
      "the worker held in failBatch",
      async () => {
        const [row] = await db.$queryRaw<{ n: bigint }[]>`
          SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND objid::text = ${String(LOCK)} AND NOT granted`;
        return Number(row!.n) > 0;
      },
      30_000,
    );
    worker.child.kill("SIGKILL");
    await worker.exited;
    worker = null;
    await holder.query("SELECT pg_advisory_unlock($1)", [LOCK]);
    // The dead worker's backend finishes what it had been sent, then ends.
    await until(
      "the dead worker's statement over",
      async () => {
        const [row] = await db.$queryRaw<{ n: bigint }[]>`
          SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND objid::text = ${String(LOCK)}`;
        return Number(row!.n) === 0;
      },
      10_000,
    );
    await sleep(200);
    await db.$executeRawUnsafe(`DROP TRIGGER crash_test_hold ON "WebhookEvent"`);
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
