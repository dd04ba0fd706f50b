import "server-only";
import {
  messagingReceiptsEvent,
  whatsappStatusesEvent,
  type SandboxReceipt,
  type SandboxStatus,
} from "@/lib/server/channels/providers/sandbox/sandbox-events";
import { SANDBOX_DELAYS, sandboxStatusesKey } from "@/lib/server/channels/providers/sandbox/sandbox-provider";
import { deliverSandboxWebhook } from "@/lib/server/channels/webhooks/deliver-sandbox-webhook";
import { db } from "@/lib/server/db";
import { enqueue } from "@/lib/server/jobs/enqueue";

// The `sandbox-statuses` job: the sandbox's status webhooks that are due for one channel, read from
// its own log (SandboxMessage). Up to BATCH due messages go out as ONE signed webhook with many
// `statuses[]` (as Meta batches them), each message one step further (sent → delivered → read);
// then the job puts itself back for the next due step while any message still owes one (one waits
// per channel: the key). The webhook goes out before the log moves on, so a crash in between sends
// it again — a duplicate, which the receiving side ignores, as it must for Meta's.

const BATCH = 200;
/** Full batches one run sends before it makes way for other jobs. */
const MAX_BATCHES = 25;

const STAGES = ["sent", "delivered", "read"] as const;

type LogRow = { id: string; recipient: string; callbackData: string | null; stage: number; acceptedAt: Date };

export async function emitSandboxStatuses(channelId: string): Promise<{ emitted: number }> {
  const channel = await db.channel.findUnique({
    where: { id: channelId },
    select: { kind: true, provider: true, status: true, externalId: true },
  });
  if (!channel || channel.provider !== "sandbox" || channel.status === "disconnected") return { emitted: 0 };

  let emitted = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const due = await db.$queryRaw<LogRow[]>`
      SELECT id, recipient, "callbackData", stage, "acceptedAt" FROM "SandboxMessage"
       WHERE "channelId" = ${channelId} AND stage < 3 AND "nextAt" <= ${new Date()}
       ORDER BY "nextAt" LIMIT ${BATCH}`;
    if (due.length === 0) break;
    const now = new Date();
    const body =
      channel.kind === "whatsapp"
        ? whatsappStatusesEvent(
            channel.externalId,
            due.map((row): SandboxStatus => ({
              wamid: row.id,
              status: STAGES[row.stage]!,
              recipientId: row.recipient,
              callbackData: row.callbackData,
              at: now,
            })),
          )
        : receiptsBody(channel.kind, channel.externalId, due, now);
    if (body) await deliverSandboxWebhook({ channelId, body });
    await advance(due);
    emitted += due.length;
    if (due.length < BATCH) break;
  }

  const [next] = await db.$queryRaw<{ at: Date | null }[]>`
    SELECT min("nextAt") AS at FROM "SandboxMessage" WHERE "channelId" = ${channelId} AND stage < 3`;
  if (next?.at) {
    const runAt = new Date(Math.max(next.at.getTime(), Date.now()));
    await enqueue("sandbox-statuses", { channelId }, { runAt, key: sandboxStatusesKey(channelId) });
  }
  return { emitted };
}

/** Messenger and Instagram have no "sent" receipt (the send's answer is it): delivery and read only. */
function receiptsBody(kind: "messenger" | "instagram", pageId: string, rows: LogRow[], at: Date) {
  const receipts = rows
    .filter((row) => row.stage > 0)
    .map((row): SandboxReceipt => ({
      recipientId: row.recipient,
      kind: row.stage === 1 ? "delivery" : "read",
      mid: row.id,
      at,
    }));
  return receipts.length > 0 ? messagingReceiptsEvent(kind, pageId, receipts) : null;
}

/** Each row one stage on, due again at its next delay after acceptance (only if no other run moved it). */
async function advance(rows: LogRow[]) {
  const delays = [SANDBOX_DELAYS.delivered, SANDBOX_DELAYS.read, 0];
  const ids = rows.map((row) => row.id);
  const stages = rows.map((row) => row.stage);
  // Epoch milliseconds: a timestamp column holds UTC, whatever the session's time zone.
  const nextAts = rows.map((row) => row.acceptedAt.getTime() + (delays[row.stage] ?? 0));
  await db.$executeRaw`
    UPDATE "SandboxMessage" AS s
       SET stage = s.stage + 1, "nextAt" = to_timestamp(u.ms / 1000.0) AT TIME ZONE 'UTC'
      FROM unnest(${ids}::text[], ${stages}::int[], ${nextAts}::float8[]) AS u(id, stage, ms)
     WHERE s.id = u.id AND s.stage = u.stage`;
}
