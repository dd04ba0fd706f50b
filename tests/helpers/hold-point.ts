// Holds a worker process at one statement so a test can kill it there (kill -9 cannot hit a window
// of microseconds by timing): a trigger makes the matching UPDATE wait on an advisory lock the test
// holds on a connection of its own. Once the worker is seen waiting, the test kills it and releases
// the lock; as PostgreSQL does for a client that died, the statement runs to its end (and commits,
// unless it was inside a transaction the dead client never finished).
import pg from "pg";
import { db } from "@/lib/server/db";
import { getEnv } from "@/lib/server/env";
import type { WorkerProcess } from "@/tests/helpers/worker-process";

export type HoldPoint = {
  /** Resolves once a backend waits at the hold point. */
  reached(timeoutMs?: number): Promise<void>;
  /** Lets the held statement go on and waits until it is over. */
  release(): Promise<void>;
  /** Drops the trigger and closes the connection (afterAll: safe to call twice). */
  remove(): Promise<void>;
  /** Waits for `worker` to be held here, kills it with SIGKILL, releases the statement, removes the hold. */
  killHeld(worker: WorkerProcess): Promise<void>;
};

/** Holds every UPDATE of `table` whose row matches `when` (SQL over NEW) at `name`'s lock. */
export async function holdUpdates(name: string, table: string, when: string, lockKey: number): Promise<HoldPoint> {
  const holder = new pg.Client({ connectionString: getEnv().DATABASE_URL });
  await holder.connect();
  await holder.query("SELECT pg_advisory_lock($1)", [lockKey]);
  await db.$executeRawUnsafe(`
    CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_advisory_xact_lock(${lockKey});
      RETURN NEW;
    END $$`);
  await db.$executeRawUnsafe(
    `CREATE TRIGGER ${name} BEFORE UPDATE ON "${table}" FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION ${name}()`,
  );
  const waiting = async (granted: boolean | null) => {
    const [row] = await db.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM pg_locks
       WHERE locktype = 'advisory' AND objid::text = ${String(lockKey)} AND (${granted}::boolean IS NULL OR granted = ${granted}::boolean)`;
    return Number(row!.n);
  };
  const until = async (what: string, done: () => Promise<boolean>, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error(`${what}: not after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  let removed = false;
  const point: HoldPoint = {
    reached: (timeoutMs = 30_000) => until(`${name} reached`, async () => (await waiting(false)) > 0, timeoutMs),
    async release() {
      await holder.query("SELECT pg_advisory_unlock($1)", [lockKey]);
      await until(`${name} released`, async () => (await waiting(null)) === 0, 10_000);
    },
    async remove() {
      if (removed) return;
      removed = true;
      await holder.end().catch(() => undefined);
      await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS ${name} ON "${table}"`);
    },
    async killHeld(worker) {
      await point.reached();
      worker.child.kill("SIGKILL");
      await worker.exited;
      await point.release();
      await point.remove();
    },
  };
  return point;
}
