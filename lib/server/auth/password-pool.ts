// bcrypt (cost 12, ≈ 300 ms of CPU per hash or compare) in a small pool of worker threads, so a
// burst of sign-ins does not stop the event loop: other requests keep being answered and the
// database pool keeps its connections moving. Piscina queues what is beyond the pool's threads
// (no limit: a sign-in waits its turn rather than failing) and ends idle threads after a while.
//
// Size: one thread per CPU but one, at least one, leaving the event loop a core; and each thread
// lowers its own CPU priority (password-worker.mjs), so on a busy machine the thread that answers
// requests wins and sign-ins wait instead. Callers must not
// hold a database connection or transaction while they wait here (none does: every hash and
// compare happens before the transaction that stores its result).
//
// No "server-only" here: the seed script hashes the demo password through it too.
import { availableParallelism } from "node:os";
import { Piscina } from "piscina";

type Task = { op: "hash"; password: string; cost: number } | { op: "compare"; password: string; hash: string };
export type PoolAnswer<T> = { result: T; threadId: number };

export const PASSWORD_POOL_THREADS = Math.max(1, availableParallelism() - 1);

// Turbopack rewrites this URL to the file's copy in the build; vitest and tsx keep the source's.
const WORKER_FILE = new URL("./password-worker.mjs", import.meta.url);

// Kept on globalThis so dev hot reloads reuse the threads instead of starting a new pool each time.
const globalForPool = globalThis as unknown as { kanalPasswordPool?: Piscina };

function pool(): Piscina {
  globalForPool.kanalPasswordPool ??= new Piscina({
    filename: WORKER_FILE.href,
    minThreads: 0,
    maxThreads: PASSWORD_POOL_THREADS,
    idleTimeout: 60_000,
  });
  return globalForPool.kanalPasswordPool;
}

export function hashInPool(password: string, cost: number): Promise<PoolAnswer<string>> {
  return pool().run({ op: "hash", password, cost } satisfies Task);
}

export function compareInPool(password: string, hash: string): Promise<PoolAnswer<boolean>> {
  return pool().run({ op: "compare", password, hash } satisfies Task);
}
