import "server-only";
import { db } from "@/lib/server/db";
import { microBatch } from "@/lib/server/messages/micro-batch";

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
  return takeBatched({ channelId, ratePerSecond });
}

type TakeRequest = { channelId: string; ratePerSecond: number };

// The takes of the sends one process starts side by side share one statement per channel: k tokens
// at once, handed out in order (the i-th waits for the i-th slot).
const takeBatched = microBatch(async (requests: TakeRequest[]): Promise<SendToken[]> => {
  const byChannel = new Map<string, number[]>();
  requests.forEach((request, index) => {
    const list = byChannel.get(request.channelId) ?? [];
    list.push(index);
    byChannel.set(request.channelId, list);
  });
  const answers: SendToken[] = new Array(requests.length);
  await Promise.all(
    [...byChannel].map(async ([channelId, indexes]) => {
      const tokens = await takeTokens(channelId, requests[indexes[0]!]!.ratePerSecond, indexes.length);
      indexes.forEach((index, position) => (answers[index] = tokens[position]!));
    }),
  );
  return answers;
});

/**
 * Takes up to `count` sends in one statement (a first take creates the row). The bucket may go into
 * debt down to MAX_WAIT_SECONDS of sends, each taker waiting for its slot; what would go past it is
 * refused. now() is the statement's start: a take that waited on the row lock reads the row as the
 * last take left it, and never moves its clock back.
 */
async function takeTokens(channelId: string, ratePerSecond: number, count: number): Promise<SendToken[]> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const [row] = await db.$queryRaw<{ before: number; granted: number; factor: number }[]>`
      WITH current AS (
        SELECT "channelId",
               least(${BURST}::float8, tokens + greatest(0, extract(epoch FROM now() - "updatedAt"))::float8 * ${ratePerSecond}::float8 * factor) AS avail,
               least(1, factor + greatest(0, extract(epoch FROM now() - "updatedAt"))::float8 * ${RECOVERY_PER_SECOND}::float8) AS next_factor,
               factor
          FROM "ChannelSendBucket" WHERE "channelId" = ${channelId} FOR UPDATE
      ), decided AS (
        SELECT *, greatest(0, least(${count}::int, floor(avail + ${MAX_WAIT_SECONDS}::float8 * ${ratePerSecond}::float8 * factor)))::int AS granted
          FROM current
      )
      UPDATE "ChannelSendBucket" AS b
         SET tokens = d.avail - d.granted, factor = d.next_factor, "updatedAt" = greatest(b."updatedAt", now())
        FROM decided AS d
       WHERE b."channelId" = d."channelId"
      RETURNING d.avail AS before, d.granted, d.next_factor AS factor`;
    if (row) return tokensOf(Number(row.before), Number(row.granted), ratePerSecond * Number(row.factor), count);
    const granted = Math.max(0, Math.min(count, Math.floor(BURST + MAX_WAIT_SECONDS * ratePerSecond)));
    const inserted = await db.$executeRaw`
      INSERT INTO "ChannelSendBucket" ("channelId", tokens, factor, "updatedAt")
      VALUES (${channelId}, ${BURST - granted}::float8, 1, now())
      ON CONFLICT ("channelId") DO NOTHING`;
    if (inserted > 0) return tokensOf(BURST, granted, ratePerSecond, count);
  }
  throw new Error(`the send bucket of channel ${channelId} could not be taken from`);
}

/** The i-th of `granted` tokens taken from `before` waits until the bucket would have held it. */
function tokensOf(before: number, granted: number, rate: number, count: number): SendToken[] {
  return Array.from({ length: count }, (_, index): SendToken => {
    if (index >= granted) return { refusedForMs: (MAX_WAIT_SECONDS * 1000) / 2 };
    const missing = index + 1 - before;
    return { waitMs: missing <= 0 ? 0 : Math.ceil((missing / rate) * 1000) };
  });
}

/** Meta said the channel sends too fast (130429): halve its rate for a while, and spend what was saved. */
export async function slowDownChannel(channelId: string): Promise<void> {
  await db.$executeRaw`
    UPDATE "ChannelSendBucket"
       SET factor = greatest(${MIN_FACTOR}::float8, factor * 0.5), tokens = least(tokens, 0)
     WHERE "channelId" = ${channelId}`;
}
