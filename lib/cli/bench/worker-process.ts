// `npm run worker` as its own process, for the benches that measure it (pipeline-ingest,
// pipeline-send): started with the bench's database and settings, logging at info so the bench
// can tell when it is ready.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const WORKER = path.join(import.meta.dirname, "../worker.ts");

export type BenchWorker = { child: ChildProcess; exited: Promise<unknown> };

/** Starts a worker; resolves once it says it has started. */
export function startWorker(env: Record<string, string>): Promise<BenchWorker> {
  const child = spawn(process.execPath, ["--import", "tsx", WORKER], {
    env: { ...process.env, ...env, LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('"worker started"')) {
        // Stop keeping its output, but keep draining the pipe so the worker never blocks on it.
        child.stdout!.off("data", onData);
        child.stdout!.resume();
        resolve({ child, exited });
      }
    };
    child.stdout!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`worker exited (${code}) before it was ready`)));
  });
}
