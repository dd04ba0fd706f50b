import "server-only";
import { db } from "@/lib/server/db";
import { setMessageStatuses } from "@/lib/server/messages/message-status";

// The `message-sweep` job, scheduled every minute (tasks.ts): a send still `sending` long after its
// claim had no answer and no webhook — the worker died between the claim and the provider's answer,
// or the answer was lost and the provider never confirmed. It becomes `unknown` ("outcome
// unknown", retryable by hand), never resent: the price of at-most-once (meta.md §7.2 step 6).
// A webhook arriving later still settles it (message-status.ts lets sent/delivered/read/failed
// through from unknown).

/** How long a claim may wait for the provider's word before it counts as unknown. */
export const SEND_SETTLE_TIMEOUT_MS = 10 * 60_000;
const BATCH = 500;

export async function sweepUnknownSends({
  olderThanMs = SEND_SETTLE_TIMEOUT_MS,
  channelId,
}: {
  olderThanMs?: number;
  /** One channel's only (tests); every channel's by default. */
  channelId?: string;
} = {}): Promise<{ settled: number }> {
  const before = new Date(Date.now() - olderThanMs);
  let settled = 0;
  for (;;) {
    const stale = await db.message.findMany({
      where: { status: "sending", claimedAt: { lte: before }, ...(channelId ? { channelId } : {}) },
      select: { id: true },
      orderBy: { claimedAt: "asc" },
      take: BATCH,
    });
    const moved = await setMessageStatuses(
      stale.map(({ id }) => ({ messageId: id, status: "unknown", source: "sweeper" })),
    );
    settled += moved.length;
    if (stale.length < BATCH) return { settled };
  }
}
