import "server-only";
import { db } from "@/lib/server/db";

/** Pings the database with a bounded wait; throws (→ 503) when it cannot be reached. */
export async function checkDatabase(timeoutMs = 3_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error("Connection timeout"), { code: "ETIMEDOUT" })), timeoutMs);
  });
  try {
    await Promise.race([db.$queryRaw`SELECT 1`, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
