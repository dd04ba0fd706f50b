import "server-only";
import { after } from "next/server";
import { logger } from "@/lib/server/logger";

/**
 * Runs `task` once the response has gone out: Next's after() inside a request (it keeps the work
 * alive until done). Outside one (a script, a test calling the handler directly) after() throws,
 * and the task simply starts now without being awaited. Its failures are the task's to record;
 * anything left over is logged, never thrown at nobody.
 */
export function runAfterResponse(task: () => Promise<void>): void {
  const guarded = () => task().catch((error: unknown) => logger.error({ err: error }, "background task failed"));
  try {
    after(guarded);
  } catch {
    void guarded();
  }
}
