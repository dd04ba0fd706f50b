// The embedded database: PGlite (PostgreSQL compiled to Wasm) served over TCP, so Kanal runs with
// no PostgreSQL installed. Used by `npm run dev` when DATABASE_URL is unset, by the seed, and by
// the test runner when no local server answers. Loads the extensions our migrations create.
// PGlite is one session: pglite-server.ts lets one connection's whole exchange (a query, a
// transaction) through at a time, so parallel connections from any number of processes are safe.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { servePglite } from "./pglite-server.ts";

export type EmbeddedDatabase = {
  url: string;
  port: number;
  /** Stops accepting connections and closes open ones; the data stays. */
  pause(): Promise<void>;
  /** Serves again on the same port after pause(). */
  resume(): Promise<void>;
  stop(): Promise<void>;
};

/** Connections the socket server accepts; the app's pool must stay below it. */
export const EMBEDDED_MAX_CONNECTIONS = 40;

export async function startEmbeddedDatabase(
  options: { dataDir?: string; port?: number } = {},
): Promise<EmbeddedDatabase> {
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir);
    mkdirSync(path.dirname(dataDir), { recursive: true });
  }
  // dataDir undefined = in memory (tests).
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm, unaccent } });
  const serve = (port: number) =>
    servePglite(db, { host: "127.0.0.1", port, maxConnections: EMBEDDED_MAX_CONNECTIONS });
  let server = await serve(options.port ?? 0).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  const port = server.port;
  let isServing = true;

  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    port,
    async pause() {
      if (!isServing) return;
      isServing = false;
      await server.close();
    },
    async resume() {
      if (isServing) return;
      server = await serve(port);
      isServing = true;
    },
    async stop() {
      if (isServing) await server.close();
      isServing = false;
      await db.close();
    },
  };
}
