import "server-only";
import { PgBoss, type JobResult } from "pg-boss";
import { bossOptions, createQueues, listenNotifyWorks } from "@/lib/server/jobs/boss";
import { AppError, type ErrorCode } from "@/lib/server/errors";
import type { TaskTable } from "@/lib/server/jobs/registry";
import { tasks as appTasks } from "@/lib/server/jobs/tasks";
import { logger } from "@/lib/server/logger";
import { listenForDeliveries, type DeliveryListener } from "@/lib/server/channels/webhooks/delivery-listener";

// A worker: runs the jobs of every task in a table until stopped. `npm run worker` (lib/cli/worker.ts)
// runs one as its own process, `npm run dev` beside Next, the integration tests inside their own
// process. Tuned per stack.md: a fetch takes up to 10 jobs and fetches again at once while batches
// come back full; an idle worker wakes on the NOTIFY of a new job where NOTIFY crosses connections
// (PostgreSQL; checked at start), else looks every 0.5 s (the embedded PGlite). The jobs of one fetch run side by side, each
// settled on its own: a failure is retried with back-off, then dead-lettered. A payload that no
// longer fits its schema (a job from an older release), or an AppError that is a refusal (not
// found, forbidden, invalid: trying again cannot help), is dead-lettered at once.

export type WorkerOptions = {
  tasks?: TaskTable;
  /** Fetch loops per task in this process (WORKER_CONCURRENCY); each runs up to a batch at once. */
  concurrency?: number;
  /** How often the monitor looks for expired or silent (crashed) jobs; default 10 s. */
  superviseIntervalSeconds?: number;
};

export type Worker = {
  boss: PgBoss;
  /** True when new jobs wake it by NOTIFY, false when it polls. */
  notify: boolean;
  stop(options?: { graceful?: boolean }): Promise<void>;
};

/** AppError codes worth another try: a limit or a dependency that may be back later. */
const RETRYABLE: readonly ErrorCode[] = ["RATE_LIMITED", "SERVICE_UNAVAILABLE", "INTERNAL_ERROR"];

function failure(id: string, error: unknown): JobResult {
  if (error instanceof AppError) {
    const output = { name: error.name, code: error.code, message: error.messageKey };
    return { id, status: RETRYABLE.includes(error.code) ? "failed" : "deadletter", output };
  }
  const output = error instanceof Error ? { name: error.name, message: error.message } : { message: String(error) };
  return { id, status: "failed", output };
}

export async function startWorker({
  tasks = appTasks,
  concurrency = 1,
  superviseIntervalSeconds = 10,
}: WorkerOptions = {}): Promise<Worker> {
  const options = bossOptions();
  const notify = await listenNotifyWorks(options.connectionString!);
  const boss = new PgBoss(
    bossOptions({
      max: Math.min(2 + concurrency * 2, 10),
      useListenNotify: notify,
      superviseIntervalSeconds,
      monitorIntervalSeconds: superviseIntervalSeconds,
      // The clock that sends scheduled jobs, when the table has any (TaskSettings.cron).
      schedule: Object.values(tasks).some((task) => task.cron),
    }),
  );
  boss.on("error", (error: unknown) => logger.error({ err: error }, "job queue error"));
  await boss.start({ attempts: 5 });
  await createQueues(boss, tasks, { update: true });
  for (const [name, task] of Object.entries(tasks)) {
    // An upsert of the same (name, key) row: any number of workers declaring it make one schedule.
    if (task.cron) await boss.schedule(name, task.cron, {}, { tz: "UTC" });
  }

  for (const [name, task] of Object.entries(tasks)) {
    const batchSize = task.batchSize ?? 10;
    await boss.work<object>(
      name,
      {
        batchSize,
        burstWhenBatchFull: batchSize > 1,
        pollingIntervalSeconds: 0.5,
        // With NOTIFY a poll is only the safety net.
        notifyPollingIntervalSeconds: 2,
        localConcurrency: concurrency,
        perJobResults: true,
      },
      async (jobs): Promise<JobResult[]> =>
        Promise.all(
          jobs.map(async (job): Promise<JobResult> => {
            const payload = task.payload.safeParse(job.data);
            if (!payload.success) {
              logger.error({ task: name, jobId: job.id }, "job payload no longer fits its task: dead-lettered");
              return { id: job.id, status: "deadletter", output: { message: payload.error.message } };
            }
            try {
              await task.run(payload.data);
              return { id: job.id, status: "completed" };
            } catch (error) {
              logger.warn({ err: error, task: name, jobId: job.id, attempt: job.retryCount + 1 }, "job failed");
              return failure(job.id, error);
            }
          }),
        ),
    );
  }

  // Stored webhook deliveries NOTIFY: a worker that drains them hears it and starts at once.
  let deliveries: DeliveryListener | null = null;
  if (notify && Object.hasOwn(tasks, "webhook-drain")) {
    deliveries = await listenForDeliveries(options.connectionString!);
  }

  return {
    boss,
    notify,
    // Graceful: running jobs get 10 s to finish; what is still running then is failed and retried.
    stop: async ({ graceful = true } = {}) => {
      await deliveries?.stop();
      await boss.stop({ graceful, timeout: 10_000 });
    },
  };
}
