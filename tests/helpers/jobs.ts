// Background jobs in integration tests: runJobWorker() runs a worker inside the test file's process
// (started in beforeAll, stopped in afterAll) on a pg-boss schema of the file's own, so files running
// side by side never run each other's jobs (each has its own environment: SMTP, storage). jobsSettled()
// waits until every job enqueued so far has run.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { kicksSettled } from "@/lib/server/channels/webhooks/kick-drain";
import { db } from "@/lib/server/db";
import { jobsSchema, stopProducer } from "@/lib/server/jobs/boss";
import { DEAD_LETTER_QUEUE } from "@/lib/server/jobs/registry";
import { startWorker, type Worker, type WorkerOptions } from "@/lib/server/jobs/worker";
import { temporaryStorage } from "@/tests/helpers/media";

/** A schema of this file's own, set before anything enqueues. */
export function ownJobsSchema(): string {
  process.env.KANAL_JOBS_SCHEMA ??= `pgboss_test_${randomBytes(4).toString("hex")}`;
  return process.env.KANAL_JOBS_SCHEMA;
}

/**
 * A file whose code enqueues jobs (none run: no worker) and stores files: its own jobs schema and
 * storage directory; at the end the producer stops, the directory goes and the database lets go.
 */
export function queueingWithStorage(label: string): { dir: string } {
  ownJobsSchema();
  const storage = temporaryStorage(label);
  afterAll(async () => {
    await stopProducer();
    storage.remove();
    await db.$disconnect();
  });
  return { dir: storage.dir };
}

export function runJobWorker(options: WorkerOptions = {}): { current: Worker | null } {
  ownJobsSchema();
  const handle: { current: Worker | null } = { current: null };
  beforeAll(async () => {
    handle.current = await startWorker({ superviseIntervalSeconds: 2, ...options });
  });
  afterAll(async () => {
    await handle.current?.stop({ graceful: false });
    await stopProducer();
  });
  return handle;
}

/** Resolves once no job is waiting to run, running, or waiting for a retry. */
export async function jobsSettled(timeoutMs = 25_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  // The webhook intake kicks its drain beside its answer: let those enqueues land first.
  await kicksSettled();
  for (;;) {
    const [row] = await db.$queryRawUnsafe<{ count: bigint }[]>(
      `SELECT count(*) AS count FROM "${jobsSchema()}".job WHERE name <> $1 AND state IN ('created', 'retry', 'active')`,
      DEAD_LETTER_QUEUE,
    );
    if (Number(row!.count) === 0) return;
    if (Date.now() > deadline) throw new Error(`jobs still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The jobs of `schema` counted by name and state (`name:state:n …`), for a failure's message. */
export async function jobStates(schema: string): Promise<string> {
  const jobs = await db.$queryRawUnsafe<{ name: string; state: string; n: bigint }[]>(
    `SELECT name, state::text, count(*) AS n FROM "${schema}".job GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  return jobs.map((job) => `${job.name}:${job.state}:${job.n}`).join(" ");
}
