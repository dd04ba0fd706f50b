// The password pool's worker (lib/server/auth/password-pool.ts): bcrypt off the request thread.
// Plain JavaScript on purpose: Piscina loads it from disk in a worker thread, unbundled, in every
// way Kanal runs (next dev, next start, the standalone server, vitest, tsx scripts); its one
// import, bcryptjs, is an external package traced into the standalone output (next.config.mjs).
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { threadId } from "node:worker_threads";
import bcrypt from "bcryptjs";

/** Niceness of this thread: bcrypt yields the CPU to the thread answering requests. */
const NICE = 10;

// On Linux a nice value belongs to a thread, and setpriority() given a thread's own id changes that
// thread only (/proc/thread-self names it). Elsewhere this does nothing: the pool works the same.
try {
  const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
  if (Number.isInteger(tid) && tid > 0) setPriority(tid, NICE);
} catch {
  // not Linux, or not allowed: keep the default priority
}

/**
 * One task: `{ op: "hash", password, cost }` or `{ op: "compare", password, hash }`. The
 * synchronous calls are the fast ones, and blocking is what this thread is for. Answers the result
 * and this thread's id (tests check the work really left the main thread).
 */
export default function run(task) {
  const result =
    task.op === "hash" ? bcrypt.hashSync(task.password, task.cost) : bcrypt.compareSync(task.password, task.hash);
  return { result, threadId };
}
