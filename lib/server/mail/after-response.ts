import "server-only";
import { after } from "next/server";
import { logger } from "@/lib/server/logger";

// Work that must not hold up the answer, above all work that differs between addresses: a lookup,
// a new token, a mail to an SMTP server that may take a second. Forgot-password and
// resend-verification answer the same, in the same time, for any address, and do that work here,
// after the response (Next's after(), which keeps it alive until done; the job engine takes this
// over later). Outside a request (a script, a test calling a route handler) after() throws and
// the task starts at once, unawaited. A failure is logged, never thrown at nobody.

const pending = new Set<Promise<void>>();

export function afterResponse(label: string, task: () => Promise<unknown>): void {
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
  } catch {
    void run();
  }
}

/** Resolves once every task handed to afterResponse in this process has finished (tests read the mailbox after it). */
export async function afterResponseSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}
