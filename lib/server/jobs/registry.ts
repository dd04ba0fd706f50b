import "server-only";
import type { z } from "zod";

// What a background task is: its payload's zod schema, the handler that runs it (a service call,
// never HTTP code) and its queue settings. The app's own tasks are listed in tasks.ts; tests build
// their own tables with defineTask. Each task is one pg-boss queue of the same name; every queue
// sends what has failed its last retry to the one dead-letter queue.

export const DEAD_LETTER_QUEUE = "dead-letter";

export type TaskSettings = {
  /** Retries after the first failure (default 5), with exponential back-off and jitter. */
  retries?: number;
  /** First back-off in seconds (default 5); doubles each retry, capped at 10 minutes. */
  retryDelaySeconds?: number;
  /** false: every retry waits retryDelaySeconds, no doubling (a task whose runs are killed often on purpose). */
  retryBackoff?: boolean;
  /** A run still going after this long counts as failed and is retried (default 60 s: short, per stack.md). */
  expireInSeconds?: number;
  /** Completed jobs are deleted after this long (default 1 day); shorter for payloads holding an address. */
  keepSeconds?: number;
  /** Jobs one fetch takes (default 10, stack.md); 1 for heavy tasks, so one worker never holds many. */
  batchSize?: number;
  /**
   * Also run on this schedule (cron, UTC) with an empty payload. Every worker declares it (the same
   * row: idempotent) and pg-boss sends one job per tick whatever the number of workers.
   */
  cron?: string;
};

export type Task<S extends z.ZodType = z.ZodType> = TaskSettings & {
  payload: S;
  // A method, so a table of tasks with different payloads is still one TaskTable.
  run(payload: z.output<S>): Promise<unknown>;
};

export type TaskTable = Record<string, Task>;

/** Keeps the payload's type between the schema and the handler. */
export function defineTask<S extends z.ZodType>(task: Task<S>): Task<S> {
  return task;
}

// Seconds. The monitor fails an active job whose worker stopped beating for this long (kill -9,
// a lost machine), so a crash is retried within ~10 s whatever expireInSeconds allows.
const HEARTBEAT_SECONDS = 10;

/** pg-boss queue options for a task. */
export function queueOptions(task: TaskSettings) {
  return {
    retryLimit: task.retries ?? 5,
    retryDelay: task.retryDelaySeconds ?? 5,
    retryBackoff: task.retryBackoff ?? true,
    ...(task.retryBackoff === false ? {} : { retryDelayMax: 600 }),
    expireInSeconds: task.expireInSeconds ?? 60,
    deleteAfterSeconds: task.keepSeconds ?? 86_400,
    heartbeatSeconds: HEARTBEAT_SECONDS,
    deadLetter: DEAD_LETTER_QUEUE,
    // A new job NOTIFYs its queue's workers (when NOTIFY works here: see listenNotifyWorks).
    notify: true,
  };
}
