import "server-only";
import { Prisma, type MessageStatus } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { EVENTS_CHANNEL } from "@/lib/server/events/append-event";
import { microBatch } from "@/lib/server/messages/micro-batch";

// The one writer of an outbound message's status (meta.md §7.2 step 5). Statuses only move forward:
// queued/sending/retry_wait < sent < delivered < read; failed and unknown are final, except that the
// provider's word (a webhook's sent/delivered/read/failed) still settles an `unknown` send. A later
// status implies the earlier ones (Meta may skip `delivered` when a message is read at once), so
// their history rows are written too. Each change writes, in ONE statement (one round trip, however
// many messages): the message's status (and its wamid or error), its MessageStatusChange rows
// (unique per status: a redelivered webhook changes nothing), a `message.updated` event and the
// NOTIFY that wakes the event stream. A status that would move a message backwards
// (`delivered` after `read`) or sideways changes nothing.
//
// The claim (→ sending) lives here too, as one UPDATE with no history row and no event: `sending`
// is the worker's private state (the API shows it as queued) and it must be committed before any
// HTTP call, cheaply.

export type SettledStatus = Extract<MessageStatus, "retry_wait" | "sent" | "delivered" | "read" | "failed" | "unknown">;

export type StatusError = {
  code: number | null;
  /** A key under channels.providerErrors and its values. */
  reasonKey: string;
  values?: Record<string, string | number>;
  /** What the provider said (never a secret). */
  message: string;
};

export type StatusChange = {
  messageId: string;
  status: SettledStatus;
  at?: Date;
  /** "send" (the worker), "webhook", "sweeper". */
  source: "send" | "webhook" | "sweeper";
  /** Only a message of this channel (a webhook's channel): another company's message is never touched. */
  channelId?: string;
  /** The provider's id, recorded when the message has none yet. */
  providerMessageId?: string | null;
  /** Why it failed (status `failed`), or why it waits (`retry_wait`). */
  error?: StatusError | null;
};

const PROGRESS: MessageStatus[] = ["sent", "delivered", "read"];
const WAITING: MessageStatus[] = ["queued", "sending", "retry_wait"];

/** The statuses a message may be in for `to` to apply (monotonic by rank). */
export function statusesBefore(to: SettledStatus): MessageStatus[] {
  switch (to) {
    case "retry_wait":
      return ["sending"];
    case "unknown":
      return ["sending"];
    case "failed":
      return [...WAITING, "sent", "unknown"];
    default: {
      const rank = PROGRESS.indexOf(to);
      return [...WAITING, ...PROGRESS.slice(0, rank), "unknown"];
    }
  }
}

/** `to` and the statuses it implies (read → sent, delivered, read), for the history. */
export function impliedStatuses(to: SettledStatus): MessageStatus[] {
  const rank = PROGRESS.indexOf(to);
  return rank < 0 ? [to] : PROGRESS.slice(0, rank + 1);
}

export type ClaimedMessage = {
  id: string;
  companyId: string;
  conversationId: string;
  channelId: string;
  attempts: number;
};

/**
 * Claims a queued (or retry-waiting) outbound message for one send attempt: one statement,
 * committed before the provider is called. Null when it is not claimable (already sent, claimed by
 * another run of the job, failed…): the caller then does nothing. The claims of the sends a process
 * makes side by side go out as one UPDATE (micro-batch.ts): one durable commit for all of them.
 */
export const claimMessageForSend: (messageId: string) => Promise<ClaimedMessage | null> = microBatch(
  async (ids: string[]) => {
    const rows = await db.$queryRaw<ClaimedMessage[]>`
      UPDATE "Message"
         SET status = 'sending', attempts = attempts + 1,
             "claimedAt" = now() AT TIME ZONE 'UTC', "statusAt" = now() AT TIME ZONE 'UTC', "updatedAt" = now() AT TIME ZONE 'UTC'
       WHERE id = ANY(${ids}::text[]) AND direction = 'out' AND status IN ('queued', 'retry_wait')
       RETURNING id, "companyId", "conversationId", "channelId", attempts`;
    const byId = new Map(rows.map((row) => [row.id, row]));
    // A message asked for twice in one batch is claimed once: only its first caller gets it.
    return ids.map((id) => {
      const row = byId.get(id) ?? null;
      byId.delete(id);
      return row;
    });
  },
);

/** Every (to, from) pair a change may take, as "to:from" (the SQL below checks against it). */
const ALLOWED_MOVES = (["retry_wait", "sent", "delivered", "read", "failed", "unknown"] as const).flatMap((to) =>
  statusesBefore(to).map((from) => `${to}:${from}`),
);

export type StatusWriteOptions = {
  /** Part of the caller's transaction (which then decides its durability). */
  tx?: Prisma.TransactionClient;
  /**
   * false: commit without waiting for the disk (synchronous_commit off for this transaction). For
   * changes the provider's webhook can make again should a database crash lose them — `sent` after
   * a send (the claim, always durable, keeps it from being sent twice; the webhook settles it) and
   * the webhooks' own statuses (redelivered until processed: a job completion that follows is
   * durable, and it flushes the WAL before it). It saves one disk flush per send.
   */
  durable?: boolean;
};

/** Applies one status change if it moves the message forward; resolves to whether it did. */
export async function setMessageStatus(change: StatusChange, options: StatusWriteOptions = {}): Promise<boolean> {
  return (await setMessageStatuses([change], options)).length > 0;
}

/**
 * Applies many changes (a webhook's statuses, the sweeper's batch, the sends of a worker's batch):
 * one statement per round — the UPDATE, the history rows, the events and the NOTIFY together, so a
 * change costs one round trip whatever the batch's size. Resolves to the ids of the messages that
 * moved. Two changes of one message are applied in their order, one round after the other (then in
 * one transaction).
 */
export async function setMessageStatuses(
  changes: StatusChange[],
  { tx, durable = true }: StatusWriteOptions = {},
): Promise<string[]> {
  if (changes.length === 0) return [];
  const rounds = splitIntoRounds(changes);
  if (tx) {
    const moved: string[] = [];
    for (const round of rounds) moved.push(...(await applyRound(tx, round, true)));
    return moved;
  }
  // One round is one statement: its own transaction, no BEGIN/COMMIT round trips.
  if (rounds.length === 1) return applyRound(db, rounds[0]!, durable);
  return db.$transaction(async (inner) => {
    if (!durable) await inner.$executeRaw`SET LOCAL synchronous_commit TO OFF`;
    const moved: string[] = [];
    for (const round of rounds) moved.push(...(await applyRound(inner, round, true)));
    return moved;
  });
}

/** A message once per round: an UPDATE … FROM applies one source row per target row. */
function splitIntoRounds(changes: StatusChange[]): StatusChange[][] {
  const rounds: StatusChange[][] = [];
  let pending = changes;
  while (pending.length > 0) {
    const seen = new Set<string>();
    const round: StatusChange[] = [];
    const later: StatusChange[] = [];
    for (const change of pending) {
      if (seen.has(change.messageId)) later.push(change);
      else {
        seen.add(change.messageId);
        round.push(change);
      }
    }
    rounds.push(round);
    pending = later;
  }
  return rounds;
}

type Runner = Pick<Prisma.TransactionClient, "$queryRaw">;

/**
 * One round in ONE statement: the UPDATE (monotonic by ALLOWED_MOVES), the history rows of every
 * status the change implies (read → sent, delivered, read; unique per status), a `message.updated`
 * event per moved message and one pg_notify (delivered on commit, like appendEvents does). With
 * `durable` false and no caller's transaction, its implicit transaction commits without waiting for
 * the disk (set_config(…, true) is local to it).
 */
async function applyRound(runner: Runner, changes: StatusChange[], durable: boolean): Promise<string[]> {
  const now = Date.now();
  const at = changes.map((change) => (change.at ?? new Date(now)).getTime());
  const [row] = await runner.$queryRaw<{ ids: string[] | null }[]>`
    WITH relaxed AS (
      SELECT CASE WHEN ${durable}::boolean THEN '' ELSE set_config('synchronous_commit', 'off', true) END AS done
    ),
    input AS (
      SELECT u.* FROM unnest(
             ${changes.map((change) => change.messageId)}::text[],
             ${changes.map((change) => change.status)}::text[],
             ${at}::float8[],
             ${changes.map((change) => change.providerMessageId ?? null)}::text[],
             ${changes.map((change) => change.status === "failed" || change.status === "retry_wait")}::boolean[],
             ${changes.map((change) => change.error?.code ?? null)}::int[],
             ${changes.map((change) => change.error?.reasonKey ?? null)}::text[],
             ${changes.map((change) => (change.error ? JSON.stringify(change.error.values ?? {}) : null))}::text[],
             ${changes.map((change) => change.error?.message.slice(0, 1000) ?? null)}::text[],
             ${changes.map((change) => change.channelId ?? null)}::text[],
             ${changes.map((change) => change.source)}::text[],
             ${changes.map((change) => impliedStatuses(change.status).join(","))}::text[]
           ) AS u(id, status, ms, pmid, failing, code, reason, vals, msg, channel, source, implied)
       WHERE (SELECT done FROM relaxed) IS NOT NULL
    ),
    moved AS (
      UPDATE "Message" AS m
         SET status = u.status::"MessageStatus",
             "statusAt" = to_timestamp(u.ms / 1000.0) AT TIME ZONE 'UTC',
             "updatedAt" = now() AT TIME ZONE 'UTC',
             "providerMessageId" = COALESCE(m."providerMessageId", u.pmid),
             "errorCode" = CASE WHEN u.failing THEN u.code ELSE m."errorCode" END,
             "errorReason" = CASE WHEN u.failing THEN u.reason ELSE m."errorReason" END,
             "errorValues" = CASE WHEN u.failing THEN u.vals::jsonb ELSE m."errorValues" END,
             "errorMessage" = CASE WHEN u.failing THEN u.msg ELSE m."errorMessage" END
        FROM input AS u
       WHERE m.id = u.id
         AND m.direction = 'out'
         AND (u.channel IS NULL OR m."channelId" = u.channel)
         AND (u.status || ':' || m.status::text) = ANY(${ALLOWED_MOVES}::text[])
       RETURNING m.id, m."companyId", m."conversationId", m."statusAt", u.status, u.ms, u.source, u.implied
    ),
    history AS (
      INSERT INTO "MessageStatusChange" (id, "messageId", status, at, source)
      SELECT gen_random_uuid()::text, moved.id, implied.status::"MessageStatus",
             to_timestamp(moved.ms / 1000.0) AT TIME ZONE 'UTC', moved.source
        FROM moved
       CROSS JOIN LATERAL unnest(string_to_array(moved.implied, ',')) AS implied(status)
      ON CONFLICT ("messageId", status) DO NOTHING
    ),
    events AS (
      INSERT INTO "Event" ("companyId", kind, data, "createdAt")
      SELECT moved."companyId", 'message.updated',
             jsonb_build_object('conversationId', moved."conversationId", 'messageId', moved.id, 'status', moved.status,
                                'statusAt', to_char(moved."statusAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
             now() AT TIME ZONE 'UTC'
        FROM moved
      RETURNING id, "companyId"
    )
    SELECT (SELECT array_agg(id) FROM moved) AS ids,
           (SELECT count(pg_notify(${EVENTS_CHANNEL}, last."companyId" || ':' || last.id))
              FROM (SELECT id, "companyId" FROM events ORDER BY id DESC LIMIT 1) AS last) AS notified`;
  return row?.ids ?? [];
}
