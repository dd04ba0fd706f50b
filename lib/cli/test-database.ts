// The database integration and browser tests run against, in this order:
//   1. DATABASE_URL, if set (refused unless it points at this machine: tests create and delete rows);
//   2. a fresh database created on the local PostgreSQL at 127.0.0.1:5432, dropped afterwards;
//   3. the embedded PostgreSQL (PGlite), in memory.
// Migrations are deployed first, so tests always meet the schema of this checkout.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { startEmbeddedDatabase } from "../../prisma/embedded.ts";
import { deployMigrations } from "../../prisma/migrations-engine.ts";

export const LOCAL_SERVER_URL = process.env.TEST_PG_SERVER_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

export type TestDatabase = { url: string; kind: "DATABASE_URL" | "local PostgreSQL" | "embedded PGlite" };

function assertLocal(url: string) {
  const host = new URL(url).hostname;
  if (!["localhost", "127.0.0.1", "::1", "[::1]"].includes(host) && process.env.KANAL_ALLOW_REMOTE_TEST_DB !== "1") {
    throw new Error(
      `Refusing to run tests against ${host}: tests write and delete data. Set KANAL_ALLOW_REMOTE_TEST_DB=1 if you mean it.`,
    );
  }
}

async function localServerAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: LOCAL_SERVER_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: LOCAL_SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function withTestDatabase<T>(fn: (db: TestDatabase) => Promise<T>): Promise<T> {
  if (process.env.DATABASE_URL) {
    const url = process.env.DATABASE_URL;
    assertLocal(url);
    await deployMigrations({ databaseUrl: url });
    return fn({ url, kind: "DATABASE_URL" });
  }
  if (await localServerAnswers()) {
    const name = `kanal_test_${Date.now()}_${randomBytes(3).toString("hex")}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(LOCAL_SERVER_URL);
    url.pathname = `/${name}`;
    try {
      await deployMigrations({ databaseUrl: url.toString() });
      return await fn({ url: url.toString(), kind: "local PostgreSQL" });
    } finally {
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error: unknown) =>
        console.warn(`could not drop ${name}:`, error),
      );
    }
  }
  const embedded = await startEmbeddedDatabase();
  try {
    await deployMigrations({ databaseUrl: embedded.url });
    return await fn({ url: embedded.url, kind: "embedded PGlite" });
  } finally {
    await embedded.stop();
  }
}
