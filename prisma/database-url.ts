// Which database a command-line tool (seed, migrate) talks to: DATABASE_URL when set; else the
// embedded database of `npm run dev` if it is running; else the embedded database started just
// for this command (migrations deployed first).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { startEmbeddedDatabase } from "./embedded.ts";
import { deployMigrations } from "./migrations-engine.ts";

// KANAL_DATA_DIR lets the benchmark time a first start in a fresh directory.
export const DATA_DIR = process.env.KANAL_DATA_DIR ?? path.join(import.meta.dirname, "..", ".data");
export const EMBEDDED_DATA_DIR = path.join(DATA_DIR, "pglite");
/** Written by `npm run dev` while its embedded database serves: { url, pid }. */
export const EMBEDDED_STATE_FILE = path.join(DATA_DIR, "embedded.json");

function runningDevDatabase(): string | null {
  if (!existsSync(EMBEDDED_STATE_FILE)) return null;
  try {
    const state = JSON.parse(readFileSync(EMBEDDED_STATE_FILE, "utf8")) as { url: string; pid: number };
    process.kill(state.pid, 0); // throws when that process is gone
    return state.url;
  } catch {
    return null;
  }
}

export async function withDatabase<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const url = process.env.DATABASE_URL || runningDevDatabase();
  if (url) return fn(url);
  const embedded = await startEmbeddedDatabase({ dataDir: EMBEDDED_DATA_DIR });
  try {
    await deployMigrations({ databaseUrl: embedded.url });
    return await fn(embedded.url);
  } finally {
    await embedded.stop();
  }
}
