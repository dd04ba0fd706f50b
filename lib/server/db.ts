import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { getEnv } from "@/lib/server/env";

// The one Prisma client. Created on first use (not at import: `next build` has no database),
// kept on globalThis so dev hot reloads do not open a new pool each time.
const globalForDb = globalThis as unknown as { kanalDb?: PrismaClient };

function createClient(): PrismaClient {
  const env = getEnv();
  const adapter = new PrismaPg({
    connectionString: env.DATABASE_URL,
    max: env.DATABASE_POOL_SIZE,
    // Fail fast when the database is down, so callers get a 503 instead of hanging.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  return new PrismaClient({ adapter });
}

export function getDb(): PrismaClient {
  globalForDb.kanalDb ??= createClient();
  return globalForDb.kanalDb;
}

/** `db.user.findMany(...)`: a lazy proxy so services can import one name. */
export const db = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const client = getDb();
    const value = Reflect.get(client, property, client) as unknown;
    return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(client) : value;
  },
});
