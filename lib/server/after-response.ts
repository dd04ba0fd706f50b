import "server-only";
import { after } from "next/server";
import { logger } from "@/lib/server/logger";

// The one way to run work after the answer has gone out (until the job engine takes it over):
// above all work that differs between addresses (a lookup, a new token, a mail to an SMTP server
// that may take a second), so forgot-password and resend-verification answer the same, in the same
// time, for any address; also login alerts and the data export. Inside a request it is Next's
// after(), which keeps the work alive until done. Outside one (a script, a test calling a route
// handler) after() throws and the task starts at once. A failure is logged, never thrown at nobody.

const pending = new Set<Promise<void>>();

/**
 * Runs `task` after the response. The promise resolves at once inside a request; outside one it
 * resolves when the task has finished, for callers that want to wait (never needed by a route).
 */
export function afterResponse(label: string, task: () => Promise<unknown>): Promise<void> {
  let settle!: () => void;
  const done = new Promise<void>((resolve) => {
    settle = resolve;
  });
  pending.add(done);
  const run = async () => {
    try {
      await task();
    } catch (error) {
      logger.error({ err: error, task: label }, "work after the response failed");
    } finally {
      pending.delete(done);
      settle();
    }
  };
  try {
    after(run);
    return Promise.resolve();
  } catch {
    void run();
    return done;
  }
}

/** Resolves once every task handed to afterResponse in this process has finished (tests read the mailbox after it). */
export async function afterResponseSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}
