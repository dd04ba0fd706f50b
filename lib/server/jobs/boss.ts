import "server-only";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { PgBoss, type ConstructorOptions } from "pg-boss";
import { getEnv } from "@/lib/server/env";
import { logger } from "@/lib/server/logger";
import { DEAD_LETTER_QUEUE, queueOptions, type TaskTable } from "@/lib/server/jobs/registry";

// The pg-boss instances (stack.md → Jobs: pg-boss 12.38.0, pinned). The app holds one small
// "producer" that only inserts jobs: no supervision, no schedules, no registry row. Workers
// (worker.ts) hold their own. Both install or migrate pg-boss's schema on start, so a fresh
// database needs nothing beforehand; start() is retried, since two processes may race to install.

/** pg-boss's PostgreSQL schema. KANAL_JOBS_SCHEMA exists for tests, which give each file its own. */
export const jobsSchema = () => process.env.KANAL_JOBS_SCHEMA || "pgboss";

export function bossOptions(overrides: ConstructorOptions = {}): ConstructorOptions {
  return {
    connectionString: getEnv().DATABASE_URL,
    schema: jobsSchema(),
    application_name: "kanal-jobs",
    ...overrides,
  };
}

/**
 * Whether a NOTIFY on one connection reaches a LISTEN on another (stack.md: true on PostgreSQL,
 * false on the embedded PGlite, whose connections share one session, and behind a transaction-mode
 * pooler). Workers wake on NOTIFY when it does, and poll every 0.5 s when it does not.
 */
export async function listenNotifyWorks(connectionString: string, waitMs = 300): Promise<boolean> {
  const channel = `kanal_selftest_${randomBytes(6).toString("hex")}`;
  const listener = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  const notifier = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  try {
    await Promise.all([listener.connect(), notifier.connect()]);
    const heard = new Promise<boolean>((resolve) => {
      listener.on("notification", (message) => message.channel === channel && resolve(true));
      setTimeout(() => resolve(false), waitMs);
    });
    await listener.query(`LISTEN ${channel}`);
    await notifier.query(`NOTIFY ${channel}`);
    const works = await heard;
    // A shared session (PGlite) would keep the LISTEN after the connection closes.
    await listener.query(`UNLISTEN ${channel}`);
    return works;
  } catch {
    return false;
  } finally {
    await Promise.all([listener.end().catch(() => {}), notifier.end().catch(() => {})]);
  }
}

/** Creates every task's queue (idempotent) and the dead-letter queue they share. */
export async function createQueues(boss: PgBoss, tasks: TaskTable, { update = false } = {}): Promise<void> {
  await boss.createQueue(DEAD_LETTER_QUEUE, { retentionSeconds: 30 * 86_400 });
  for (const [name, task] of Object.entries(tasks)) {
    const options = queueOptions(task);
    // "short": at most one job per key waiting (enqueue gives unkeyed jobs a key of their own).
    await boss.createQueue(name, { ...options, policy: "short" });
    // Settings changed in the registry reach an existing queue when a worker starts.
    if (update) await boss.updateQueue(name, options);
  }
}

type Producer = {
  boss: PgBoss;
  ready: Promise<void>;
  /** Task tables whose queues this producer has created, and those on the way. */
  prepared: WeakSet<TaskTable>;
  preparing: WeakMap<TaskTable, Promise<void>>;
};
const globalForJobs = globalThis as unknown as { kanalJobs?: Producer };

/** The process's producer, started once (kept on globalThis across dev hot reloads). */
export function getProducer(): Producer {
  if (globalForJobs.kanalJobs) return globalForJobs.kanalJobs;
  const boss = new PgBoss(
    bossOptions({ max: 2, supervise: false, schedule: false, registerInstance: false, application_name: "kanal-app" }),
  );
  boss.on("error", (error: unknown) => logger.error({ err: error }, "job queue error"));
  const producer: Producer = { boss, ready: Promise.resolve(), prepared: new WeakSet(), preparing: new WeakMap() };
  producer.ready = boss.start({ attempts: 3 }).then(
    () => undefined,
    (error: unknown) => {
      // The next enqueue tries again.
      globalForJobs.kanalJobs = undefined;
      throw error;
    },
  );
  globalForJobs.kanalJobs = producer;
  return producer;
}

/** Starts the producer and creates the table's queues, once per process. */
export function prepareProducer(tasks: TaskTable): Promise<Producer> {
  const producer = getProducer();
  let preparing = producer.preparing.get(tasks);
  if (!preparing) {
    preparing = producer.ready
      .then(() => createQueues(producer.boss, tasks))
      .then(() => void producer.prepared.add(tasks))
      .catch((error: unknown) => {
        producer.preparing.delete(tasks);
        throw error;
      });
    producer.preparing.set(tasks, preparing);
  }
  return preparing.then(() => producer);
}

/** Stops the producer (tests, scripts); the next enqueue starts a new one. */
export async function stopProducer(): Promise<void> {
  const producer = globalForJobs.kanalJobs;
  globalForJobs.kanalJobs = undefined;
  if (producer)
    await producer.ready.then(
      () => producer.boss.stop({ graceful: false }),
      () => {},
    );
}
