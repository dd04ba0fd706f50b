import "server-only";
import { enqueue } from "@/lib/server/jobs/enqueue";

// Makes sure a `webhook-drain` job will read a channel's deliveries stored so far. Keyed per
// channel: while one waits to run, another enqueue changes nothing (one INSERT that conflicts), and
// a drain that is already running gets a successor, so a delivery stored during its last read is not
// left behind. Many deliveries arriving side by side in one process share one enqueue: a caller
// waits for an enqueue that STARTED after it called (its row was committed by then) — the one
// running, if it started later, else the next one — so at most two are in flight per channel.

export const drainKey = (channelId: string) => `webhook-drain:${channelId}`;

type Kicks = { running: Promise<void> | null; next: Promise<void> | null };
const kicks = new Map<string, Kicks>();

/** Resolves once every kick this process has started is done (tests: before counting waiting jobs). */
export async function kicksSettled(): Promise<void> {
  while (kicks.size > 0) {
    await Promise.all(
      [...kicks.values()].flatMap((state) => [state.running, state.next]).map((kick) => kick?.catch(() => undefined)),
    );
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export function kickDrain(channelId: string): Promise<void> {
  let state = kicks.get(channelId);
  if (!state) {
    state = { running: null, next: null };
    kicks.set(channelId, state);
  }
  const current = state;
  if (!current.running) {
    current.running = enqueue("webhook-drain", { channelId }, { key: drainKey(channelId) })
      .then(() => undefined)
      .finally(() => {
        current.running = null;
        if (!current.next) kicks.delete(channelId);
      });
    return current.running;
  }
  // One is in flight and may have started before this caller's row committed: the next one covers it.
  current.next ??= current.running
    .catch(() => undefined)
    .then(() => {
      current.next = null;
      kicks.set(channelId, current);
      return kickDrain(channelId);
    });
  return current.next;
}
