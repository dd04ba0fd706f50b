// `npm run bench -- jobs` (issue 14 #6): the job queue as Kanal runs it (lib/server/jobs, pg-boss
// tuned per stack.md), on a fresh local PostgreSQL database and on the embedded PGlite:
//  - enqueue → start for an idle worker, p50/p95: one job at a time, each after a random pause, so
//    jobs land anywhere in the worker's 0.5 s poll (PGlite) or wake it by NOTIFY (PostgreSQL);
//  - jobs/s for a no-op task with one worker (WORKER_CONCURRENCY 1 and 2), 5,000 jobs queued first.
import "../server-only-hook.ts";
import { z } from "zod";
import { withTestDatabase } from "../test-database.ts";
import { TEST_ENV } from "../test-env.ts";
import { run } from "../run.ts";
import { startEmbeddedDatabase } from "../../../prisma/embedded.ts";

const LATENCY_SAMPLES = 40;
const THROUGHPUT_JOBS = 5_000;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

async function bench(url: string, kind: string) {
  Object.assign(process.env, TEST_ENV, {
    DATABASE_URL: url,
    LOG_LEVEL: "silent",
    KANAL_JOBS_SCHEMA: `pgboss_bench_${Date.now()}`,
  });
  const { defineTask } = await import("@/lib/server/jobs/registry");
  const { enqueueTask } = await import("@/lib/server/jobs/enqueue");
  const { prepareProducer, stopProducer } = await import("@/lib/server/jobs/boss");
  const { startWorker } = await import("@/lib/server/jobs/worker");

  // Latency: the handler reports when it starts.
  const waiting = new Map<number, (startedAt: number) => void>();
  const probe = {
    probe: defineTask({
      payload: z.object({ i: z.number() }),
      run: async ({ i }) => waiting.get(i)?.(performance.now()),
    }),
  };
  const worker = await startWorker({ tasks: probe, concurrency: 1 });
  const wakeUp = worker.notify ? "NOTIFY" : "poll every 0.5 s";
  await prepareProducer(probe);
  const latencies: number[] = [];
  for (let i = -3; i < LATENCY_SAMPLES; i++) {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 500));
    const started = new Promise<number>((resolve) => waiting.set(i, resolve));
    const sentAt = performance.now();
    await enqueueTask(probe, "probe", { i });
    const ms = (await started) - sentAt;
    if (i >= 0) latencies.push(ms); // the first three warm up
  }
  await worker.stop();

  const rates: string[] = [];
  for (const concurrency of [1, 2]) {
    let done = 0;
    let finished!: () => void;
    const allDone = new Promise<void>((resolve) => (finished = resolve));
    const name = `noop-${concurrency}`;
    const noop = {
      [name]: defineTask({
        payload: z.object({}),
        run: async () => {
          if (++done === THROUGHPUT_JOBS) finished();
        },
      }),
    };
    const { boss } = await prepareProducer(noop);
    for (let at = 0; at < THROUGHPUT_JOBS; at += 1000) {
      await boss.insert(
        name,
        Array.from({ length: 1000 }, (_, k) => ({ data: {}, singletonKey: `${concurrency}-${at + k}` })),
      );
    }
    const started = performance.now();
    const runner = await startWorker({ tasks: noop, concurrency });
    await allDone;
    const seconds = (performance.now() - started) / 1000;
    await runner.stop();
    rates.push(`${Math.round(THROUGHPUT_JOBS / seconds)} jobs/s (WORKER_CONCURRENCY ${concurrency})`);
  }
  await stopProducer();

  console.log(`jobs (${kind}, pg-boss 12.38.0, batchSize 10, wake-up: ${wakeUp})`);
  console.log(
    `  enqueue → start, idle worker (${LATENCY_SAMPLES} jobs): p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms`,
  );
  console.log(`  no-op task, one worker, ${THROUGHPUT_JOBS} jobs: ${rates.join(", ")}`);
}

// Each database in a process of its own (the environment is read once per process).
if (process.argv.includes("--embedded")) {
  const embedded = await startEmbeddedDatabase();
  try {
    await bench(embedded.url, "embedded PGlite");
  } finally {
    await embedded.stop();
  }
} else {
  await withTestDatabase(async ({ url, kind }) => bench(url, kind));
  process.exitCode = await run(process.execPath, ["--import", "tsx", import.meta.filename, "--embedded"]);
}
