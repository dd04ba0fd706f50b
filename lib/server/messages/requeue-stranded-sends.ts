import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { jobsSchema } from "@/lib/server/jobs/boss";
import { enqueue, prepareJobs } from "@/lib/server/jobs/enqueue";

// Part of the `message-sweep` job (tasks.ts), every minute: a message waiting for its first or its
// next attempt (queued, retry_wait) whose send job is gone. That happens when the job itself failed
// every one of its own retries before it could claim the message (the database unreachable for that
// long) and was dead-lettered: without this the message would wait forever. It gets a new job. Safe
// to do at any time: a send claims its message (queued → sending) in one statement, so a job too
// many finds nothing to send. Campaign messages are left to their campaign's lanes, which recover
// their own (lib/server/campaigns/lanes.ts).

/** How long a waiting message may go without a job before it counts as stranded. */
export const STRANDED_AFTER_MS = 15 * 60_000;
const BATCH = 500;

export async function requeueStrandedSends({
  olderThanMs = STRANDED_AFTER_MS,
}: { olderThanMs?: number } = {}): Promise<{ requeued: number }> {
  await prepareJobs();
  const jobs = Prisma.raw(`"${jobsSchema()}".job`);
  const before = new Date(Date.now() - olderThanMs);
  const stranded = await db.$queryRaw<{ id: string }[]>`
    SELECT m.id FROM "Message" m
     WHERE m.status IN ('queued', 'retry_wait') AND m.direction = 'out' AND m."updatedAt" <= ${before}
       AND NOT EXISTS (SELECT 1 FROM "CampaignRecipient" r WHERE r."messageId" = m.id)
       AND NOT EXISTS (SELECT 1 FROM ${jobs} j
                        WHERE j.name = 'message-send' AND j.singleton_key = m.id
                          AND j.state IN ('created', 'retry', 'active'))
     ORDER BY m."updatedAt" LIMIT ${BATCH}`;
  for (const { id } of stranded) await enqueue("message-send", { messageId: id }, { key: id });
  return { requeued: stranded.length };
}
