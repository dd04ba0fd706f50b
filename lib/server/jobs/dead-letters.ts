import "server-only";
import { prepareProducer } from "@/lib/server/jobs/boss";
import { DEAD_LETTER_QUEUE } from "@/lib/server/jobs/registry";
import { tasks } from "@/lib/server/jobs/tasks";

// The dead-letter view: jobs that failed their last retry, kept 30 days for an operator
// (`npm run worker -- dead-letters`; in Docker `node worker.mjs dead-letters`). They span every
// company, so there is deliberately no API route for them. redriveDeadLetters() sends them back to
// their own queues once the cause is fixed.

export type DeadLetter = {
  id: string;
  task: string | null;
  payload: unknown;
  /** Runs before it was given up (the first try included). */
  attempts: number;
  /** The last error, as the worker recorded it. */
  error: unknown;
  firstQueuedAt: Date | null;
  deadAt: Date;
};

export async function listDeadLetters({ limit = 100 } = {}): Promise<DeadLetter[]> {
  const { boss } = await prepareProducer(tasks);
  const jobs = await boss.findJobs<object>(DEAD_LETTER_QUEUE, { queued: true, limit });
  const sources = await Promise.all(
    jobs.map((job) =>
      job.sourceName && job.sourceId
        ? boss.findJobs(job.sourceName, { id: job.sourceId }).then((found) => found[0] ?? null)
        : null,
    ),
  );
  return jobs
    .map((job, index) => ({
      id: job.id,
      task: job.sourceName,
      payload: job.data,
      attempts: (job.sourceRetryCount ?? 0) + 1,
      error: sources[index]?.output ?? null,
      firstQueuedAt: job.sourceCreatedOn,
      deadAt: job.createdOn,
    }))
    .sort((a, b) => b.deadAt.getTime() - a.deadAt.getTime());
}

/** Sends every dead letter back to its task's queue; resolves to how many moved. */
export async function redriveDeadLetters(): Promise<number> {
  const { boss } = await prepareProducer(tasks);
  return boss.redrive(DEAD_LETTER_QUEUE);
}
