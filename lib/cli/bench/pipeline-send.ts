// `npm run bench -- pipeline`, the send part (issue 16): sending through the sandbox with real
// worker processes (`npm run worker`, WORKER_CONCURRENCY 2 each) on a fresh local PostgreSQL:
//  - throughput with the rate limit off: messages/s from queued to sent (or further), 1 and 2
//    workers (goal ≥ 500/s with one), while the sandbox's status webhooks flow back as they would;
//  - the limiter at a configured 80/s over ~10 s, 2 workers sharing it: sends per second from the
//    sandbox's own log (min / max / average, goal within 5 % of 80).
import "../server-only-hook.ts";
import { withTestDatabase } from "../test-database.ts";
import { cpuBetween, cpuSnapshot } from "./process-cpu.ts";
import { TEST_ENV } from "../test-env.ts";
import { startWorker } from "./worker-process.ts";

const THROUGHPUT_MESSAGES = Number(process.env.BENCH_SEND_MESSAGES ?? 5_000);
const WARM_UP_MESSAGES = 200;
const LIMIT_RATE = 80;
const LIMIT_SECONDS = 10;
/** BENCH_SEND_ONLY=throughput or =limiter runs one half. */
const ONLY = process.env.BENCH_SEND_ONLY;

async function bench(url: string, kind: string) {
  const schema = `pgboss_bench_send_${Date.now()}`;
  Object.assign(process.env, TEST_ENV, { DATABASE_URL: url, LOG_LEVEL: "silent", KANAL_JOBS_SCHEMA: schema });
  const { db } = await import("@/lib/server/db");
  const { ensureDefaultSandbox } = await import("@/lib/server/channels/default-sandbox");
  const { prepareProducer, stopProducer } = await import("@/lib/server/jobs/boss");
  const { tasks } = await import("@/lib/server/jobs/tasks");
  const { boss } = await prepareProducer(tasks);

  /** A company's sandbox channel at `rate` (0 = no limit) with `count` queued messages over 50 conversations. */
  async function queued(rate: number, count: number) {
    const company = await db.company.create({ data: { name: `Bench ${Date.now()}` } });
    await ensureDefaultSandbox(company.id);
    const channel = await db.channel.update({
      where: { companyId_systemKey: { companyId: company.id, systemKey: "sandbox" } },
      data: { rateLimitPerSecond: rate },
    });
    const conversations: string[] = [];
    for (let i = 0; i < 50; i++) {
      const address = `90555${String(Date.now() % 100000).padStart(5, "0")}${String(i).padStart(2, "0")}`;
      const customer = await db.customer.create({
        data: { companyId: company.id, firstName: "Bench", lastName: String(i), phoneE164: address },
      });
      const conversation = await db.conversation.create({
        data: { companyId: company.id, channelId: channel.id, customerId: customer.id, contactAddress: address },
      });
      conversations.push(conversation.id);
    }
    const ids: string[] = [];
    for (let at = 0; at < count; at += 1000) {
      const rows = await db.message.createManyAndReturn({
        data: Array.from({ length: Math.min(1000, count - at) }, (_, k) => ({
          companyId: company.id,
          conversationId: conversations[(at + k) % conversations.length]!,
          channelId: channel.id,
          direction: "out" as const,
          type: "text" as const,
          text: `Merhaba ${at + k}`,
          status: "queued" as const,
        })),
        select: { id: true },
      });
      ids.push(...rows.map((row) => row.id));
    }
    return { channelId: channel.id, ids };
  }

  async function enqueueAll(ids: string[]) {
    for (let at = 0; at < ids.length; at += 1000) {
      await boss.insert(
        "message-send",
        ids.slice(at, at + 1000).map((messageId) => ({ data: { messageId }, singletonKey: messageId })),
      );
    }
  }

  async function settled(channelId: string): Promise<number> {
    const [row] = await db.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM "Message"
       WHERE "channelId" = ${channelId} AND status NOT IN ('queued', 'sending', 'retry_wait')`;
    return Number(row!.n);
  }

  // CPU seconds of the worker processes and of this database's PostgreSQL backends (Linux /proc):
  // what a message costs the machine, which the other loads on a shared box do not change.
  let workerPids: number[] = [];
  async function cpuOfRun(): Promise<{ workers: Map<number, number>; database: Map<number, number> }> {
    const backends = await db.$queryRaw<{ pid: number }[]>`
      SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`;
    return { workers: cpuSnapshot(workerPids), database: cpuSnapshot(backends.map((row) => row.pid)) };
  }

  async function withWorkers<T>(count: number, work: () => Promise<T>): Promise<T> {
    const env = { DATABASE_URL: url, KANAL_JOBS_SCHEMA: schema };
    const workers = await Promise.all(Array.from({ length: count }, () => startWorker(env)));
    workerPids = workers.map((worker) => worker.child.pid!);
    try {
      // Warm-up, untimed: each worker loads the send path's modules on its first job.
      const warm = await queued(0, WARM_UP_MESSAGES);
      await enqueueAll(warm.ids);
      while ((await settled(warm.channelId)) < warm.ids.length) await new Promise((resolve) => setTimeout(resolve, 50));
      return await work();
    } finally {
      for (const worker of workers) worker.child.kill("SIGTERM");
      await Promise.all(workers.map((worker) => worker.exited));
    }
  }

  console.log(
    `pipeline: send (${kind}, sandbox provider, worker processes with WORKER_CONCURRENCY 2, after a warm-up of ${WARM_UP_MESSAGES} sends)`,
  );
  for (const workers of ONLY === "limiter" ? [] : [1, 2]) {
    const { channelId, ids } = await queued(0, THROUGHPUT_MESSAGES);
    const { seconds, cpu } = await withWorkers(workers, async () => {
      const before = await cpuOfRun();
      const started = performance.now();
      await enqueueAll(ids);
      while ((await settled(channelId)) < ids.length) await new Promise((resolve) => setTimeout(resolve, 50));
      const elapsed = (performance.now() - started) / 1000;
      const after = await cpuOfRun();
      return {
        seconds: elapsed,
        cpu: {
          workers: cpuBetween(before.workers, after.workers),
          database: cpuBetween(before.database, after.database),
        },
      };
    });
    const rate = ids.length / seconds;
    const goal = workers === 1 ? ` (goal ≥ 500/s: ${rate >= 500 ? "met" : "MISSED"})` : "";
    console.log(
      `  rate limit off, ${workers} worker${workers > 1 ? "s" : ""}: ${ids.length} messages in ${seconds.toFixed(1)} s = ${Math.round(rate)} messages/s${goal}; ` +
        `CPU per message: worker ${((cpu.workers * 1000) / ids.length).toFixed(2)} ms, PostgreSQL ${((cpu.database * 1000) / ids.length).toFixed(2)} ms`,
    );
  }

  // The limiter: more queued than the window can send, so it is the only brake.
  if (ONLY === "throughput") {
    await stopProducer();
    await db.$disconnect();
    return;
  }
  const { channelId, ids } = await queued(LIMIT_RATE, LIMIT_RATE * (LIMIT_SECONDS + 4));
  await withWorkers(2, async () => {
    await enqueueAll(ids);
    await new Promise((resolve) => setTimeout(resolve, (LIMIT_SECONDS + 2) * 1000));
  });
  const perSecond = await db.$queryRaw<{ second: Date; n: bigint }[]>`
    SELECT date_trunc('second', "acceptedAt") AS second, count(*) AS n FROM "SandboxMessage"
     WHERE "channelId" = ${channelId} GROUP BY 1 ORDER BY 1`;
  // Whole seconds only: drop the first and last (partial) ones, keep the next LIMIT_SECONDS.
  const counts = perSecond
    .slice(1, -1)
    .slice(0, LIMIT_SECONDS)
    .map((row) => Number(row.n));
  const avg = counts.reduce((sum, n) => sum + n, 0) / counts.length;
  const min = Math.min(...counts);
  const max = Math.max(...counts);
  const worst = Math.max(Math.abs(min - LIMIT_RATE), Math.abs(max - LIMIT_RATE)) / LIMIT_RATE;
  console.log(
    `  limiter at ${LIMIT_RATE}/s, 2 workers, ${counts.length} whole seconds: per second min ${min}, max ${max}, avg ${avg.toFixed(1)} ` +
      `(worst second ${(worst * 100).toFixed(1)} % off; goal within 5 %: ${worst <= 0.05 ? "met" : "MISSED"})`,
  );
  console.log(`    seconds: ${counts.join(" ")}`);
  await stopProducer();
  await db.$disconnect();
}

await withTestDatabase(async ({ url, kind }) => bench(url, kind));
