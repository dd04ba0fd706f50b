import "server-only";
import pg from "pg";
import { getEnv } from "@/lib/server/env";

// A small plain `pg` pool beside Prisma's, for the few reads whose answer PostgreSQL builds whole as
// JSON text (the calendar's month view: ~1 MB for a thousand posts): the text goes from the socket
// to the HTTP answer untouched, where Prisma's raw-query path would carry it through its own result
// handling first (`npm run bench -- calendar`). Reads only; errors map like Prisma's
// (lib/server/http/database-errors.ts knows pg's codes).
const globalForRead = globalThis as unknown as { kanalReadPool?: pg.Pool };

export function readPool(): pg.Pool {
  if (!globalForRead.kanalReadPool) {
    const pool = new pg.Pool({
      connectionString: getEnv().DATABASE_URL,
      max: 4,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client's error (the server restarted) must not crash the process; the next query reconnects.
    pool.on("error", () => {});
    globalForRead.kanalReadPool = pool;
  }
  return globalForRead.kanalReadPool;
}

/** The single text column `json` of a statement's single row. */
export async function readJsonText(query: { text: string; values: unknown[] }): Promise<string> {
  const result = await readPool().query<{ json: string }>(query.text, query.values);
  return result.rows[0]!.json;
}
