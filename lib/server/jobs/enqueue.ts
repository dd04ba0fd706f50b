import "server-only";
import { randomUUID } from "node:crypto";
import { fromPrisma, type PrismaTransactionLike } from "pg-boss";
import type { z } from "zod";
import { getProducer, prepareProducer } from "@/lib/server/jobs/boss";
import type { TaskTable } from "@/lib/server/jobs/registry";
import { tasks, type TaskName } from "@/lib/server/jobs/tasks";

// enqueue(): the one way to ask for background work. The payload is checked against the task's
// schema before anything is written, so a bad one fails at the caller, not hours later in a worker.
// With `tx` the job is inserted in the caller's Prisma transaction: the row and its job commit (or
// roll back) together. Call prepareJobs() before opening such a transaction: on the embedded
// database an open transaction holds every other connection, so the queue cannot start inside one.

export class JobPayloadError extends Error {
  constructor(
    public readonly task: string,
    message: string,
  ) {
    super(`job "${task}": ${message}`);
    this.name = "JobPayloadError";
  }
}

export type EnqueueOptions = {
  /** Not before this time. */
  runAt?: Date;
  /** At most one job with this key waits at a time: enqueueing another meanwhile does nothing (null). */
  key?: string;
  /** The Prisma transaction to insert the job in. */
  tx?: PrismaTransactionLike;
};

/** Enqueues a job of one of `table`'s tasks; resolves to its id, or null when `key` dropped it. */
export async function enqueueTask<T extends TaskTable, N extends keyof T & string>(
  table: T,
  name: N,
  payload: z.input<T[N]["payload"]>,
  { runAt, key, tx }: EnqueueOptions = {},
): Promise<string | null> {
  const task = Object.hasOwn(table, name) ? table[name] : undefined;
  if (!task) throw new JobPayloadError(String(name), "no such task");
  const parsed = task.payload.safeParse(payload);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "payload"}: ${issue.message}`);
    throw new JobPayloadError(name, `payload refused (${problems.join("; ")})`);
  }
  let boss;
  if (tx) {
    const producer = getProducer();
    if (!producer.prepared.has(table)) {
      throw new Error(`job "${name}": await prepareJobs() before the transaction that enqueues it`);
    }
    boss = producer.boss;
  } else {
    boss = (await prepareProducer(table)).boss;
  }
  return boss.send(name, parsed.data as object, {
    singletonKey: key ?? randomUUID(),
    ...(runAt ? { startAfter: runAt } : {}),
    ...(tx ? { db: fromPrisma(tx) } : {}),
  });
}

/** Enqueues one of the app's tasks (tasks.ts). */
export function enqueue<N extends TaskName>(
  name: N,
  payload: z.input<(typeof tasks)[N]["payload"]>,
  options?: EnqueueOptions,
): Promise<string | null> {
  return enqueueTask(tasks, name, payload, options);
}

/** Starts the queue (once per process); needed before enqueue({ tx }). */
export async function prepareJobs(): Promise<void> {
  await prepareProducer(tasks);
}
