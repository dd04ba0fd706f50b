import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { prepareProducer, stopProducer } from "@/lib/server/jobs/boss";
import { tasks } from "@/lib/server/jobs/tasks";
import { sweepUnknownSends } from "@/lib/server/messages/sweep-unknown-sends";
import { jobStates, ownJobsSchema } from "@/tests/helpers/jobs";
import { conversationWith, queueMessages, sandboxChannel } from "@/tests/helpers/send-pipeline";
import { workerPool } from "@/tests/helpers/worker-process";
import { untilTrue } from "../helpers/until";

// The crash test of issue 16: two real worker processes (`npm run worker`) send 2,000 queued
// messages to a sandbox channel with no rate limit; one of them is killed with SIGKILL three times
// during the run and started again. Then: 0 duplicate sends (the sandbox's own log holds each
// message at most once), 0 lost (every message ends sent/delivered/read, failed or unknown), and the
// log agrees with Kanal (a message sent has exactly one log row, under its wamid; an unknown one at
// most one). Claims a dead worker left behind are settled by the sandbox's webhook when the send
// reached it, else by the sweeper as `unknown` — the designed price of at-most-once.

const schema = ownJobsSchema();
const TOTAL = 2_000;
const CONVERSATIONS = 20;
const KILL_AT = [400, 900, 1_400];
const workers = workerPool({ KANAL_JOBS_SCHEMA: schema, WORKER_CONCURRENCY: "2" });

afterAll(async () => {
  await workers.killAll();
  await stopProducer();
  await db.$disconnect();
});

/** Where things stand, for a failure's message. */
async function snapshot(): Promise<string> {
  const log = await db.$queryRaw<
    { stage: number; n: bigint }[]
  >`SELECT stage, count(*) AS n FROM "SandboxMessage" GROUP BY 1`;
  const events = await db.$queryRaw<
    { status: string; n: bigint }[]
  >`SELECT status::text, count(*) AS n FROM "WebhookEvent" GROUP BY 1`;
  const show = (rows: Record<string, unknown>[]) =>
    rows.map((row) => Object.values(row).map(String).join(":")).join(" ");
  return `jobs ${await jobStates(schema)}; log ${show(log)}; webhooks ${show(events)}`;
}

async function count(sql: string, ...values: unknown[]): Promise<number> {
  const [row] = await db.$queryRawUnsafe<{ count: bigint }[]>(sql, ...values);
  return Number(row!.count);
}

describe("two workers, one killed three times, 2,000 sends", () => {
  it("sends every message at most once and loses none; the sandbox's log agrees", async () => {
    const channel = await sandboxChannel({ rateLimitPerSecond: 0 });
    const ids: string[] = [];
    for (let i = 0; i < CONVERSATIONS; i++) {
      const conversationId = await conversationWith(channel, `9055570${String(i).padStart(5, "0")}`);
      ids.push(...(await queueMessages(channel, conversationId, TOTAL / CONVERSATIONS)));
    }
    const { boss } = await prepareProducer(tasks);
    for (let at = 0; at < ids.length; at += 500) {
      await boss.insert(
        "message-send",
        ids.slice(at, at + 500).map((messageId) => ({ data: { messageId }, singletonKey: messageId })),
      );
    }

    const started = Date.now();
    let victim = await workers.start();
    await workers.start();
    const accepted = () => db.sandboxMessage.count({ where: { channelId: channel.channelId } });
    for (const threshold of KILL_AT) {
      await untilTrue(`${threshold} sends`, async () => (await accepted()) >= threshold, {
        timeoutMs: 60_000,
        describe: snapshot,
      });
      victim.child.kill("SIGKILL");
      await victim.exited;
      victim = await workers.start();
    }

    // Everything claimable was claimed and every job ran (a dead worker's after its heartbeat stopped).
    const open = `SELECT count(*) FROM "Message" WHERE "channelId" = $1 AND status IN ('queued', 'retry_wait')`;
    await untilTrue("no message waiting", async () => (await count(open, channel.channelId)) === 0, {
      timeoutMs: 60_000,
      describe: snapshot,
    });
    const jobs = `SELECT count(*) FROM "${schema}".job WHERE name = 'message-send' AND state IN ('created', 'retry', 'active')`;
    await untilTrue("no send job left", async () => (await count(jobs)) === 0, {
      timeoutMs: 60_000,
      describe: snapshot,
    });
    const sendSeconds = (Date.now() - started) / 1000;
    // The sandbox's first status (sent) for everything it accepted, processed. A delivery a killed
    // worker's drain had claimed waits out its lease (60 s), then the minute's sweep kicks it: ~2 min.
    await untilTrue(
      "sandbox statuses",
      async () =>
        (await db.sandboxMessage.count({ where: { channelId: channel.channelId, stage: 0 } })) === 0 &&
        (await db.webhookEvent.count({ where: { channelId: channel.channelId, status: "received" } })) === 0,
      { timeoutMs: 150_000, describe: snapshot },
    );
    const { settled: unknown } = await sweepUnknownSends({ olderThanMs: 0, channelId: channel.channelId });

    // 0 duplicates: the provider's side holds each message at most once.
    const duplicates = await db.$queryRaw<{ callbackData: string; n: bigint }[]>`
      SELECT "callbackData", count(*) AS n FROM "SandboxMessage"
       WHERE "channelId" = ${channel.channelId} GROUP BY "callbackData" HAVING count(*) > 1`;
    expect(duplicates).toEqual([]);
    // 0 lost: every message ended, as sent (or further), failed or unknown.
    const statuses = await db.message.groupBy({
      by: ["status"],
      where: { channelId: channel.channelId },
      _count: { _all: true },
    });
    const byStatus = Object.fromEntries(statuses.map((row) => [row.status, row._count._all]));
    const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
    expect(total).toBe(TOTAL);
    const ended = ["sent", "delivered", "read", "failed", "unknown"];
    expect(Object.keys(byStatus).filter((status) => !ended.includes(status))).toEqual([]);
    // The log agrees: a sent message has exactly one row, under the wamid Kanal recorded…
    const sentWithoutLog = await count(
      `SELECT count(*) FROM "Message" m WHERE m."channelId" = $1 AND m.status IN ('sent', 'delivered', 'read')
         AND (m."providerMessageId" IS NULL OR NOT EXISTS (
           SELECT 1 FROM "SandboxMessage" s WHERE s.id = m."providerMessageId" AND s."callbackData" = m.id))`,
      channel.channelId,
    );
    expect(sentWithoutLog).toBe(0);
    // …an unknown one at most one (here none: the sandbox's webhook settled those it had)…
    const unknownWithLog = await count(
      `SELECT count(*) FROM "Message" m JOIN "SandboxMessage" s ON s."callbackData" = m.id
        WHERE m."channelId" = $1 AND m.status = 'unknown'`,
      channel.channelId,
    );
    expect(unknownWithLog).toBe(0);
    // …and the log holds nothing Kanal did not send.
    const strays = await count(
      `SELECT count(*) FROM "SandboxMessage" s WHERE s."channelId" = $1
         AND NOT EXISTS (SELECT 1 FROM "Message" m WHERE m.id = s."callbackData" AND m."channelId" = s."channelId")`,
      channel.channelId,
    );
    expect(strays).toBe(0);
    expect(await accepted()).toBe(TOTAL - (byStatus.unknown ?? 0) - (byStatus.failed ?? 0));

    console.log(
      `crash test: ${TOTAL} sends, 2 workers, ${KILL_AT.length}× kill -9 → drained in ${sendSeconds.toFixed(1)} s; ` +
        `statuses ${JSON.stringify(byStatus)}; provider sends ${await accepted()}, duplicates 0, unknown (swept) ${unknown}`,
    );
  }, 330_000);
});
