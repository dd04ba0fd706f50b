import "server-only";
import { db } from "@/lib/server/db";

// A channel's send rate, shared by every worker on every machine (meta.md §6.4): one token bucket
// row per channel (ChannelSendBucket), refilled at rateLimitPerSecond × factor and taken from by one
// statement. A take may run a little into debt — it reserves the next free slot, and the caller
// waits until then — so parallel sends queue up in order instead of polling; only when the debt
// would pass MAX_WAIT_SECONDS is the take refused (the caller puts its job back for later).
// Meta's 130429 halves `factor` (slowDownChannel); it climbs back by RECOVERY_PER_SECOND.
// A rate of 0 or less means no limit (benchmarks and tests; the API accepts 1 and up).

/** Tokens a channel can save up while idle: none beyond the next send, so a burst never passes the rate. */
const BURST = 1;
/** The longest a send waits in its job for its slot; past it the job goes back to the queue. */
export const MAX_WAIT_SECONDS = 2;
/** How fast a slowed-down channel's factor climbs back to 1 (per second). */
const RECOVERY_PER_SECOND = 0.02;
/** The lowest a channel is slowed to, as a share of its rate. */
const MIN_FACTOR = 0.1;

export type SendToken = { waitMs: number } | { refusedForMs: number };

/** Takes one send from the channel's bucket: how long to wait for its slot, or that there is none soon. */
export async function takeSendToken(channelId: string, ratePerSecond: number): Promise<SendToken> {
  if (ratePerSecond <= 0) return { waitMs: 0 };
  // now() is the statement's start: a take that waited on the row lock never moves the clock back.
  const [row] = await db.$queryRaw<{ tokens: number; factor: number }[]>`
    INSERT INTO "ChannelSendBucket" AS b ("channelId", tokens, factor, "updatedAt")
    VALUES (${channelId}, ${BURST - 1}, 1, now())
    ON CONFLICT ("channelId") DO UPDATE
       SET tokens = least(${BURST}::float8, b.tokens + greatest(0, extract(epoch FROM now() - b."updatedAt"))::float8 * ${ratePerSecond}::float8 * b.factor) - 1,
           factor = least(1, b.factor + greatest(0, extract(epoch FROM now() - b."updatedAt"))::float8 * ${RECOVERY_PER_SECOND}::float8),
           "updatedAt" = greatest(b."updatedAt", now())
     WHERE least(${BURST}::float8, b.tokens + greatest(0, extract(epoch FROM now() - b."updatedAt"))::float8 * ${ratePerSecond}::float8 * b.factor) - 1
           >= -(${MAX_WAIT_SECONDS}::float8 * ${ratePerSecond}::float8 * b.factor)
    RETURNING tokens, factor`;
  if (!row) return { refusedForMs: (MAX_WAIT_SECONDS * 1000) / 2 };
  const tokens = Number(row.tokens);
  return { waitMs: tokens >= 0 ? 0 : Math.ceil((-tokens / (ratePerSecond * Number(row.factor))) * 1000) };
}

/** Meta said the channel sends too fast (130429): halve its rate for a while, and spend what was saved. */
export async function slowDownChannel(channelId: string): Promise<void> {
  await db.$executeRaw`
    UPDATE "ChannelSendBucket"
       SET factor = greatest(${MIN_FACTOR}::float8, factor * 0.5), tokens = least(tokens, 0)
     WHERE "channelId" = ${channelId}`;
}
