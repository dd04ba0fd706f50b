import "server-only";
import { db } from "@/lib/server/db";

// The Event table is a feed for live screens and short replays (24 h), not a history: rows older
// than a week go, a batch at a time so one run never holds a long lock or a huge transaction.

export const EVENT_RETENTION_DAYS = 7;
const BATCH = 5_000;

/** Deletes events older than the retention; returns how many. */
export async function pruneEvents({ now = new Date() }: { now?: Date } = {}): Promise<number> {
  const before = new Date(now.getTime() - EVENT_RETENTION_DAYS * 86_400_000);
  let deleted = 0;
  for (;;) {
    const count = await db.$executeRaw`
      DELETE FROM "Event" WHERE "id" IN (
        SELECT "id" FROM "Event" WHERE "createdAt" < ${before} ORDER BY "createdAt" LIMIT ${BATCH})`;
    deleted += count;
    if (count < BATCH) return deleted;
  }
}
