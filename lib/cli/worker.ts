// `npm run worker`: runs the background jobs (lib/server/jobs) as a process of its own, with
// WORKER_CONCURRENCY job loops per task. Run one per app instance, or more on any machine against
// the same database; `npm run dev` starts one beside Next. SIGTERM/SIGINT stop it gracefully: running
// jobs get 10 s, then what is left is retried by the next worker. In the Docker image the same file
// is bundled (lib/cli/build-worker.ts) and started as `node worker.mjs`.
//
// `npm run worker -- dead-letters` lists the jobs that failed their last retry;
// `npm run worker -- redrive` sends them back to their queues.
import "./server-only-hook.ts";

// Imported once the hook is in place (static imports would be resolved before it).
const { checkEnvOrExit, getEnv } = await import("@/lib/server/env");
const { listDeadLetters, redriveDeadLetters } = await import("@/lib/server/jobs/dead-letters");
const { stopProducer } = await import("@/lib/server/jobs/boss");
const { startWorker } = await import("@/lib/server/jobs/worker");
const { logger } = await import("@/lib/server/logger");

checkEnvOrExit();
const command = process.argv[2] ?? "run";

if (command === "dead-letters" || command === "redrive") {
  if (command === "redrive") console.log(`${await redriveDeadLetters()} job(s) sent back to their queues`);
  else {
    const letters = await listDeadLetters();
    if (letters.length === 0) console.log("no dead-lettered jobs");
    for (const letter of letters) {
      console.log(
        [
          `${letter.deadAt.toISOString()}  ${letter.task}  (${letter.attempts} attempts)  job ${letter.id}`,
          `  payload: ${JSON.stringify(letter.payload)}`,
          `  error:   ${JSON.stringify(letter.error)}`,
        ].join("\n"),
      );
    }
  }
  await stopProducer();
  process.exit(0);
} else if (command !== "run") {
  console.error("usage: worker [run | dead-letters | redrive]");
  process.exit(2);
}

const concurrency = getEnv().WORKER_CONCURRENCY;
// Tests (the crash test) look for dead workers more often than production needs to.
const superviseIntervalSeconds = Number(process.env.KANAL_WORKER_SUPERVISE_SECONDS) || undefined;
const worker = await startWorker({ concurrency, superviseIntervalSeconds });
logger.info({ concurrency, wakeUp: worker.notify ? "notify" : "poll 0.5 s" }, "worker started");

let isStopping = false;
const stop = async (signal: string) => {
  if (isStopping) return;
  isStopping = true;
  logger.info({ signal }, "worker stopping");
  await worker.stop();
  await stopProducer();
  process.exit(0);
};
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void stop(signal));
