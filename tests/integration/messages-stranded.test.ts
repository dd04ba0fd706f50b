import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { jobsSchema } from "@/lib/server/jobs/boss";
import { enqueue } from "@/lib/server/jobs/enqueue";
import { requeueStrandedSends, STRANDED_AFTER_MS } from "@/lib/server/messages/requeue-stranded-sends";
import { sendQueuedMessage } from "@/lib/server/messages/send-message";
import { queueingWithStorage } from "@/tests/helpers/jobs";
import { messageRow, queueOne, sandboxChannel } from "@/tests/helpers/send-pipeline";

// Never lost (issue 16): a message waiting to be sent whose send job is gone — the job failed all of
// its own retries before it could claim the message and was dead-lettered — gets a new job from the
// every-minute `message-sweep`, once; a message whose job still waits, a fresh one, a campaign's
// (its lanes recover their own) and a sent one are left alone. A job too many sends nothing twice.

queueingWithStorage("stranded-sends");

const jobs = () => `"${jobsSchema()}".job`;
const sendJobs = async (messageId: string) =>
  (
    await db.$queryRawUnsafe<{ state: string }[]>(
      `SELECT state::text FROM ${jobs()} WHERE name = 'message-send' AND singleton_key = $1 ORDER BY created_on`,
      messageId,
    )
  ).map((row) => row.state);
const age = (ids: string[]) =>
  db.$executeRawUnsafe(
    `UPDATE "Message" SET "updatedAt" = now() - interval '${STRANDED_AFTER_MS / 1000 + 60} seconds' WHERE id = ANY($1::text[])`,
    ids,
  );

describe("message-sweep: stranded sends", () => {
  it("gives a waiting message whose job was dead-lettered a new job, once, and it is sent once", async () => {
    const channel = await sandboxChannel();
    const stranded = await queueOne(channel, "905551230001");
    const waiting = await queueOne(channel, "905551230002");
    await enqueue("message-send", { messageId: waiting }, { key: waiting });
    const fresh = await queueOne(channel, "905551230003");
    const campaignMessage = await queueOne(channel, "905551230004");
    const campaign = await db.campaign.create({ data: { companyId: channel.companyId, name: "Kampanya" } });
    const customer = await db.message.findUniqueOrThrow({
      where: { id: campaignMessage },
      select: { conversation: { select: { customerId: true } } },
    });
    await db.campaignRecipient.create({
      data: { campaignId: campaign.id, customerId: customer.conversation.customerId, messageId: campaignMessage },
    });
    await age([stranded, waiting, campaignMessage]);

    expect(await requeueStrandedSends()).toEqual({ requeued: 1 });
    expect(await sendJobs(stranded)).toEqual(["created"]);
    expect(await sendJobs(waiting)).toEqual(["created"]);
    expect(await sendJobs(fresh)).toEqual([]);
    expect(await sendJobs(campaignMessage)).toEqual([]);
    // Its new job is waiting: the next sweep leaves it be.
    expect(await requeueStrandedSends()).toEqual({ requeued: 0 });

    // That job dead-lettered too (its retries spent): the sweep after gives it another.
    await db.$executeRawUnsafe(
      `UPDATE ${jobs()} SET state = 'failed' WHERE name = 'message-send' AND singleton_key = $1`,
      stranded,
    );
    expect(await requeueStrandedSends()).toEqual({ requeued: 1 });
    expect(await sendJobs(stranded)).toEqual(["failed", "created"]);

    // Two jobs, one send: the claim (queued → sending) lets only the first through.
    await sendQueuedMessage(stranded);
    await sendQueuedMessage(stranded);
    expect(await messageRow(stranded)).toMatchObject({ status: "sent", attempts: 1 });
    expect(await db.sandboxMessage.count({ where: { callbackData: stranded } })).toBe(1);
    await age([stranded]);
    await db.$executeRawUnsafe(`UPDATE ${jobs()} SET state = 'completed' WHERE singleton_key = $1`, stranded);
    expect(await requeueStrandedSends()).toEqual({ requeued: 0 });
  });
});
