// `npm run worker` as a child process of a test (lib/cli/worker.ts, the app's own tasks), on the
// test's database and jobs schema: for the tests that kill it (kill -9) or stop it (SIGTERM).
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const WORKER = path.join(import.meta.dirname, "../../lib/cli/worker.ts");

export type WorkerProcess = { child: ChildProcess; exited: Promise<number | null> };

/** Starts a worker; resolves once it has started its job loops. */
export function startWorkerProcess(env: Record<string, string> = {}): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", WORKER], {
    env: {
      ...process.env,
      // The "worker started" line tells the test it is ready.
      LOG_LEVEL: "info",
      // Dead workers' jobs are looked for every 2 s (the heartbeat itself is pg-boss's minimum, 10 s).
      KANAL_WORKER_SUPERVISE_SECONDS: "2",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('"worker started"')) {
        output = "";
        resolve({ child, exited });
      }
      if (output.length > 100_000) output = output.slice(-1000);
    });
    child.once("exit", (code) => reject(new Error(`worker exited (${code}) before it was ready`)));
  });
}

/**
 * Worker processes started with one environment, as a crash test starts and restarts them: `start`
 * starts one more, `killAll` kill -9s those still running and waits until they have exited.
 */
export function workerPool(env: Record<string, string>): {
  start(): Promise<WorkerProcess>;
  killAll(): Promise<void>;
} {
  const running = new Set<WorkerProcess>();
  return {
    async start() {
      const worker = await startWorkerProcess(env);
      running.add(worker);
      void worker.exited.then(() => running.delete(worker));
      return worker;
    },
    async killAll() {
      const killed = [...running];
      for (const worker of killed) worker.child.kill("SIGKILL");
      await Promise.all(killed.map((worker) => worker.exited));
    },
  };
}
