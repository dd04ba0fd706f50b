import "server-only";
import { Prisma, type MessageStatus } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { appendEvents } from "@/lib/server/events/append-event";

// The one writer of an outbound message's status (meta.md §7.2 step 5). Statuses only move forward:
// queued/sending/retry_wait < sent < delivered < read; failed and unknown are final, except that the
// provider's word (a webhook's sent/delivered/read/failed) still settles an `unknown` send. A later
// status implies the earlier ones (Meta may skip `delivered` when a message is read at once), so
// their history rows are written too. Each change writes, in one transaction: the message's status
// (and its wamid or error), its MessageStatusChange rows (unique per status: a redelivered webhook
// changes nothing) and a `message.updated` event. A status that would move a message backwards
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
 * another run of the job, failed…): the caller then does nothing.
 */
export async function claimMessageForSend(messageId: string): Promise<ClaimedMessage | null> {
  const [row] = await db.$queryRaw<ClaimedMessage[]>`
    UPDATE "Message"
       SET status = 'sending', attempts = attempts + 1,
           "claimedAt" = now() AT TIME ZONE 'UTC', "statusAt" = now() AT TIME ZONE 'UTC', "updatedAt" = now() AT TIME ZONE 'UTC'
     WHERE id = ${messageId} AND direction = 'out' AND status IN ('queued', 'retry_wait')
     RETURNING id, "companyId", "conversationId", "channelId", attempts`;
  return row ?? null;
}

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
 * Applies many changes in one transaction (a webhook's statuses, the sweeper's batch): one UPDATE,
 * one insert of history rows, one of events. Resolves to the ids of the messages that moved. Two
 * changes of one message are applied in their order, one after the other.
 */
export async function setMessageStatuses(
  changes: StatusChange[],
  { tx, durable = true }: StatusWriteOptions = {},
): Promise<string[]> {
  if (changes.length === 0) return [];
  if (!tx) {
    return db.$transaction(async (inner) => {
      if (!durable) await inner.$executeRaw`SET LOCAL synchronous_commit TO OFF`;
      return setMessageStatuses(changes, { tx: inner });
    });
  }
  const moved: string[] = [];
  let pending = changes;
  while (pending.length > 0) {
    // A message once per round: an UPDATE … FROM applies one source row per target row.
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
    moved.push(...(await applyRound(tx, round)));
    pending = later;
  }
  return moved;
}

async function applyRound(tx: Prisma.TransactionClient, changes: StatusChange[]): Promise<string[]> {
  const now = Date.now();
  const at = changes.map((change) => (change.at ?? new Date(now)).getTime());
  const rows = await tx.$queryRaw<{ id: string; companyId: string; conversationId: string }[]>`
    UPDATE "Message" AS m
       SET status = u.status::"MessageStatus",
           "statusAt" = to_timestamp(u.ms / 1000.0) AT TIME ZONE 'UTC',
           "updatedAt" = now() AT TIME ZONE 'UTC',
           "providerMessageId" = COALESCE(m."providerMessageId", u.pmid),
           "errorCode" = CASE WHEN u.failing THEN u.code ELSE m."errorCode" END,
           "errorReason" = CASE WHEN u.failing THEN u.reason ELSE m."errorReason" END,
           "errorValues" = CASE WHEN u.failing THEN u.vals::jsonb ELSE m."errorValues" END,
           "errorMessage" = CASE WHEN u.failing THEN u.msg ELSE m."errorMessage" END
      FROM unnest(
             ${changes.map((change) => change.messageId)}::text[],
             ${changes.map((change) => change.status)}::text[],
             ${at}::float8[],
             ${changes.map((change) => change.providerMessageId ?? null)}::text[],
             ${changes.map((change) => change.status === "failed" || change.status === "retry_wait")}::boolean[],
             ${changes.map((change) => change.error?.code ?? null)}::int[],
             ${changes.map((change) => change.error?.reasonKey ?? null)}::text[],
             ${changes.map((change) => (change.error ? JSON.stringify(change.error.values ?? {}) : null))}::text[],
             ${changes.map((change) => change.error?.message.slice(0, 1000) ?? null)}::text[],
             ${changes.map((change) => change.channelId ?? null)}::text[]
           ) AS u(id, status, ms, pmid, failing, code, reason, vals, msg, channel)
     WHERE m.id = u.id
       AND m.direction = 'out'
       AND (u.channel IS NULL OR m."channelId" = u.channel)
       AND (u.status || ':' || m.status::text) = ANY(${ALLOWED_MOVES}::text[])
     RETURNING m.id, m."companyId", m."conversationId"`;
  if (rows.length === 0) return [];
  const byId = new Map(changes.map((change, index) => [change.messageId, { change, at: new Date(at[index]!) }]));
  await tx.messageStatusChange.createMany({
    data: rows.flatMap((row) => {
      const { change, at: when } = byId.get(row.id)!;
      return impliedStatuses(change.status).map((status) => ({
        messageId: row.id,
        status,
        at: when,
        source: change.source,
      }));
    }),
    skipDuplicates: true,
  });
  await appendEvents(
    tx,
    rows.map((row) => ({
      companyId: row.companyId,
      kind: "message.updated" as const,
      data: { conversationId: row.conversationId, messageId: row.id, status: byId.get(row.id)!.change.status },
    })),
  );
  return rows.map((row) => row.id);
}
