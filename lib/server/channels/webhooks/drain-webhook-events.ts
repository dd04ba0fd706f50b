import "server-only";
import { kickDrain } from "@/lib/server/channels/webhooks/kick-drain";
import { parseWebhook } from "@/lib/server/channels/webhooks/parse-webhook";
import { applyDeliveries, type KnownItem } from "@/lib/server/channels/webhooks/webhook-effects";
import { db } from "@/lib/server/db";
import { enqueue, prepareJobs } from "@/lib/server/jobs/enqueue";
import { logger } from "@/lib/server/logger";

// The `webhook-drain` job: reads a channel's stored deliveries (receive-webhook.ts) in batches, in
// the order they came, and hands their items to their handlers together (webhook-effects.ts
// applyDeliveries: a batch's statuses are one lookup and one statement), then marks them processed
// (or ignored: nothing in it Kanal knows) in one UPDATE. A batch is claimed first (claimedAt, SKIP
// LOCKED), so two runs for one channel share the work instead of doing it twice; a run that died
// leaves its claim, which another takes over after CLAIM_LEASE_SECONDS.
//
// When a handler throws, the whole batch is marked failed with the reason and each of its
// deliveries gets a `webhook-event` job of its own, after the queue's first back-off: that job
// retries it alone (with back-off, then the dead letter), like any job. Handlers tolerate a second
// run of the same item, so the deliveries of the batch that had been applied come to no harm. The
// marks and the jobs commit in one transaction: a worker dying between them would leave `failed`
// deliveries no job and no sweep ever reads again; dying inside it leaves them `received` and
// claimed, which the next run takes over after the lease.
//
// The `webhook-sweep` job (every minute) kicks the drain of any channel whose deliveries have waited
// too long — the safety net for a process that died between storing a delivery and kicking.

const BATCH = 100;
/** Batches one run drains before it makes way for other jobs (and puts a successor in its place). */
const MAX_BATCHES = 20;
const CLAIM_LEASE_SECONDS = 60;
/** The first back-off of the `webhook-event` job that retries a failed delivery alone. */
const RETRY_AFTER_MS = 5_000;
const SWEEP_AFTER_SECONDS = 30;

type Claimed = { id: string; companyId: string; body: unknown; receivedAt: Date };

async function claimBatch(channelId: string): Promise<Claimed[]> {
  const rows = await db.$queryRaw<Claimed[]>`
    UPDATE "WebhookEvent" AS e
       SET "claimedAt" = now() AT TIME ZONE 'UTC'
     WHERE e.id IN (
             SELECT id FROM "WebhookEvent"
              WHERE "channelId" = ${channelId} AND status = 'received'
                AND ("claimedAt" IS NULL OR "claimedAt" < (now() AT TIME ZONE 'UTC') - make_interval(secs => ${CLAIM_LEASE_SECONDS}))
              ORDER BY "receivedAt", id
              LIMIT ${BATCH}
                FOR UPDATE SKIP LOCKED)
    RETURNING e.id, e."companyId", e.body, e."receivedAt"`;
  return rows.sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime() || (a.id < b.id ? -1 : 1));
}

export async function drainWebhookEvents(channelId: string): Promise<{ processed: number }> {
  let processed = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const events = await claimBatch(channelId);
    if (events.length === 0) return { processed };
    const deliveries = events.map((event) => ({
      id: event.id,
      ctx: { eventId: event.id, channelId, companyId: event.companyId },
      items: parseWebhook(event.body).filter((item): item is KnownItem => item.kind !== "unknown"),
    }));
    try {
      await applyDeliveries(deliveries);
    } catch (error) {
      await failBatch(
        channelId,
        events.map((event) => event.id),
        error,
      );
      return { processed };
    }
    await db.$executeRaw`
      UPDATE "WebhookEvent" AS e
         SET status = u.status::"WebhookEventStatus", "processedAt" = now() AT TIME ZONE 'UTC',
             "updatedAt" = now() AT TIME ZONE 'UTC', error = NULL
        FROM unnest(${deliveries.map((delivery) => delivery.id)}::text[],
                    ${deliveries.map((delivery) => (delivery.items.length > 0 ? "processed" : "ignored"))}::text[]) AS u(id, status)
       WHERE e.id = u.id AND e.status IN ('received', 'failed')`;
    processed += events.length;
    if (events.length < BATCH) return { processed };
  }
  // More waits: a successor run takes it up after the jobs queued meanwhile.
  await kickDrain(channelId);
  return { processed };
}

async function failBatch(channelId: string, ids: string[], error: unknown) {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  logger.warn({ channelId, deliveries: ids.length, err: error }, "webhook deliveries failed: each is retried alone");
  const runAt = new Date(Date.now() + RETRY_AFTER_MS);
  await prepareJobs();
  await db.$transaction(async (tx) => {
    await tx.webhookEvent.updateMany({
      where: { id: { in: ids }, status: "received" },
      data: { status: "failed", error: message },
    });
    for (const id of ids) await enqueue("webhook-event", { eventId: id }, { runAt, key: id, tx });
  });
}

/** The safety net (every minute): kicks the drain of each channel whose deliveries have waited too long. */
export async function sweepWebhookEvents(): Promise<{ kicked: number }> {
  const channels = await db.$queryRaw<{ channelId: string }[]>`
    SELECT DISTINCT "channelId" FROM "WebhookEvent"
     WHERE status = 'received' AND "receivedAt" < (now() AT TIME ZONE 'UTC') - make_interval(secs => ${SWEEP_AFTER_SECONDS})`;
  for (const { channelId } of channels) await kickDrain(channelId);
  return { kicked: channels.length };
}
