import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { fillVariables, sendComponents } from "@/lib/templates/meta-components";
import { db } from "@/lib/server/db";
import { appendEvent } from "@/lib/server/events/append-event";
import { enqueue } from "@/lib/server/jobs/enqueue";
import { logger } from "@/lib/server/logger";
import { setMessageStatuses } from "@/lib/server/messages/message-status";
import { sendQueuedMessage } from "@/lib/server/messages/send-message";
import { kanalTemplateOf } from "@/lib/server/templates/template-json";

// The sender of a running campaign: `campaign-lane` jobs (CAMPAIGN_LANES per campaign, one waiting
// per lane: the job key), on any number of workers. A lane repeats, for up to LANE_BUDGET_MS:
//
//   1. the campaign must be ACTIVE (a pause or cancel stops every lane at its next chunk);
//   2. pacing: no new claim while two chunks are in flight; with batches, one batch (batchSize) at a
//      time and `delayBetweenBatches` minutes from one batch's start to the next (Campaign.nextBatchAt);
//   3. the plan's monthly message limit: a chunk never passes it; at the limit the campaign pauses,
//      saying why ("planLimit");
//   4. the claim — ONE transaction: recipients pending → sending (FOR UPDATE SKIP LOCKED: two lanes
//      never take the same row) each with a new message id, their conversations found or made, and
//      their template messages inserted `queued` (the frozen variables rendered), keyed
//      "campaign:<recipient>:<run>" (unique per company: a recipient's run is one message, ever);
//   5. the sends: each message through the pipeline's own send (send-message.ts: the channel's
//      shared rate limiter, the message's own claim queued → sending committed before the provider
//      is called, transient errors retried with back-off up to the campaign's max retries,
//      permanent ones failed with their reason).
//
// What happens to each message flows to its recipient through a trigger on "Message" (migration
// campaign_triggers), whoever writes it: the send, a status webhook, the sweeper. A worker killed
// mid-chunk leaves messages `queued` (never handed over: sent later by any lane, safely, as the
// message's own claim decides) or `sending` (maybe handed over: never re-sent; the provider's
// webhook settles it, else it becomes `unknown` after CAMPAIGN_SETTLE_MS). When nothing is pending
// or in flight the campaign is COMPLETED.

export const CAMPAIGN_LANES = 4;
const LANE_BUDGET_MS = 20_000;
/** A message claimed (`sending`) this long ago with no answer: outcome unknown (never re-sent). */
export const CAMPAIGN_SETTLE_MS = 2 * 60_000;
/** A campaign message still `queued` this long after it was made: its sender died; send it. */
const ORPHAN_AFTER_MS = 15_000;
const MAX_CHUNK = 200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Wakes every lane of a campaign. `now` (a launch, a resume): at once, even if a lane's next run
 * waits for later (a batch delay) — its own key then, one per call; else a lane already waiting is
 * not doubled (the sweep's kick).
 */
export async function kickCampaignLanes(
  campaignId: string,
  { now = false, tx }: { now?: boolean; tx?: Prisma.TransactionClient } = {},
): Promise<void> {
  const wake = now ? `:${Date.now()}` : "";
  for (let lane = 0; lane < CAMPAIGN_LANES; lane++) {
    await enqueue("campaign-lane", { campaignId, lane }, { key: `${campaignId}:${lane}${wake}`, tx });
  }
}

type LaneCampaign = {
  id: string;
  companyId: string;
  status: string;
  channelId: string | null;
  templateId: string | null;
  sendInBatches: boolean;
  batchSize: number;
  delayBetweenBatches: number;
  nextBatchAt: Date | null;
  run: number;
  rateLimitPerSecond: number | null;
};

async function readCampaign(campaignId: string): Promise<LaneCampaign | null> {
  const [row] = await db.$queryRaw<LaneCampaign[]>`
    SELECT c.id, c."companyId", c.status::text AS status, c."channelId", c."templateId", c."sendInBatches",
           c."batchSize", c."delayBetweenBatches", c."nextBatchAt", c.run, ch."rateLimitPerSecond"
      FROM "Campaign" c LEFT JOIN "Channel" ch ON ch.id = c."channelId"
     WHERE c.id = ${campaignId}`;
  return row ?? null;
}

async function countInFlight(campaignId: string): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM "CampaignRecipient" WHERE "campaignId" = ${campaignId} AND status = 'sending'`;
  return row?.n ?? 0;
}

export async function campaignProgress(companyId: string, campaignId: string) {
  await db.$transaction((tx) => appendEvent(tx, { companyId, kind: "campaign.progress", data: { campaignId } }));
}

/** One run of a lane (the `campaign-lane` job). */
export async function runCampaignLane({ campaignId, lane }: { campaignId: string; lane: number }): Promise<void> {
  const deadline = Date.now() + LANE_BUDGET_MS;
  let recoveredAt = 0;
  const again = (runAt?: Date) =>
    enqueue("campaign-lane", { campaignId, lane }, { key: `${campaignId}:${lane}`, runAt });
  for (;;) {
    const campaign = await readCampaign(campaignId);
    if (!campaign || campaign.status !== "ACTIVE" || !campaign.channelId) return;
    // Batches go one at a time: lane 0 sends them.
    if (campaign.sendInBatches && lane > 0) return;
    if (Date.now() - recoveredAt > 5_000) {
      recoveredAt = Date.now();
      await recoverCampaignSends(campaign.id);
    }
    const rate = campaign.rateLimitPerSecond ?? 0;
    let chunk = campaign.sendInBatches
      ? campaign.batchSize
      : rate > 0
        ? Math.min(MAX_CHUNK, Math.max(10, rate))
        : MAX_CHUNK;
    const inFlight = await countInFlight(campaign.id);
    if (campaign.sendInBatches ? inFlight > 0 : inFlight >= 2 * Math.min(chunk, MAX_CHUNK)) {
      if (Date.now() > deadline) return void (await again(new Date(Date.now() + 1000)));
      if (campaign.sendInBatches && inFlight > 0 && (await finishIfDone(campaign))) return;
      await sleep(200);
      continue;
    }
    const room = await planRoomFor(campaign.companyId);
    if (room !== null) {
      if (room <= 0) {
        await pauseForPlan(campaign);
        return;
      }
      chunk = Math.min(chunk, room);
    }
    if (campaign.sendInBatches) {
      const next = await takeBatchTurn(campaign);
      if (next) return void (await again(next));
    }
    const messageIds = await claimChunk(campaign, chunk);
    if (messageIds.length === 0) {
      if (await finishIfDone(campaign)) return;
      // Sends still in flight (a retry's back-off, a webhook to come): look again soon.
      return void (await again(new Date(Date.now() + 2_000)));
    }
    await campaignProgress(campaign.companyId, campaign.id);
    await sendAll(messageIds);
    if (Date.now() > deadline) return void (await again());
  }
}

async function sendAll(messageIds: readonly string[]) {
  await Promise.all(
    messageIds.map((messageId) =>
      sendQueuedMessage(messageId).catch((error: unknown) =>
        // The message stays queued (or sending): recovery sends it, or the sweeper settles it.
        logger.error({ err: error, messageId }, "campaign send failed"),
      ),
    ),
  );
}

/** With batches: the next batch may start now (its start recorded, atomically), else when. */
async function takeBatchTurn(campaign: LaneCampaign): Promise<Date | null> {
  const [taken] = await db.$queryRaw<{ id: string }[]>`
    UPDATE "Campaign" SET "nextBatchAt" = (now() AT TIME ZONE 'UTC') + make_interval(mins => "delayBetweenBatches")
     WHERE id = ${campaign.id} AND status = 'ACTIVE'
       AND ("nextBatchAt" IS NULL OR "nextBatchAt" <= now() AT TIME ZONE 'UTC')
       AND EXISTS (SELECT 1 FROM "CampaignRecipient" WHERE "campaignId" = ${campaign.id} AND status = 'pending')
    RETURNING id`;
  if (taken) return null;
  const row = await db.campaign.findUnique({ where: { id: campaign.id }, select: { nextBatchAt: true } });
  const pending = await db.campaignRecipient.count({ where: { campaignId: campaign.id, status: "pending" } });
  if (pending === 0) {
    await finishIfDone(campaign);
    return new Date(Date.now() + 2_000);
  }
  return row?.nextBatchAt && row.nextBatchAt.getTime() > Date.now() ? row.nextBatchAt : new Date(Date.now() + 1000);
}

/** The messages the plan still allows this month; null when the plan has no limit. */
async function planRoomFor(companyId: string): Promise<number | null> {
  const { planRoom } = await import("@/lib/server/campaigns/launch-campaign");
  const room = await planRoom(companyId);
  return room === null ? null : room.limit - room.used;
}

async function pauseForPlan(campaign: LaneCampaign) {
  const inFlight = await countInFlight(campaign.id);
  const { count } = await db.campaign.updateMany({
    where: { id: campaign.id, status: "ACTIVE" },
    data: { status: "PAUSED", pausedReason: "planLimit", pausedInFlight: inFlight },
  });
  if (count > 0) await campaignProgress(campaign.companyId, campaign.id);
}

/** ACTIVE → COMPLETED once no recipient is pending or in flight; true when it is (now or already) over. */
export async function finishIfDone(campaign: Pick<LaneCampaign, "id" | "companyId">): Promise<boolean> {
  const finished = await db.$executeRaw`
    UPDATE "Campaign" SET status = 'COMPLETED', "completedAt" = now() AT TIME ZONE 'UTC', "updatedAt" = now() AT TIME ZONE 'UTC'
     WHERE id = ${campaign.id} AND status = 'ACTIVE'
       AND NOT EXISTS (SELECT 1 FROM "CampaignRecipient" WHERE "campaignId" = ${campaign.id} AND status IN ('pending', 'sending'))`;
  if (finished > 0) await campaignProgress(campaign.companyId, campaign.id);
  return finished > 0;
}

type Claimed = {
  id: string;
  customerId: string;
  contactAddress: string;
  variables: Prisma.JsonValue;
  messageId: string;
  run: number;
};

/**
 * Claims up to `limit` pending recipients and queues their messages, in one transaction; resolves
 * to the message ids.
 */
async function claimChunk(campaign: LaneCampaign, limit: number): Promise<string[]> {
  const template = campaign.templateId
    ? await db.template.findFirst({ where: { id: campaign.templateId, companyId: campaign.companyId } })
    : null;
  if (!template) {
    // The template is gone (it cannot be deleted while the campaign runs; defensive): stop.
    await db.campaign.updateMany({
      where: { id: campaign.id, status: "ACTIVE" },
      data: { status: "PAUSED", pausedReason: "templateGone" },
    });
    return [];
  }
  const kanal = kanalTemplateOf(template);
  return db.$transaction(
    async (tx) => {
      const claimed = await tx.$queryRaw<Claimed[]>`
        UPDATE "CampaignRecipient" r
           SET status = 'sending', "claimedAt" = now() AT TIME ZONE 'UTC', "updatedAt" = now() AT TIME ZONE 'UTC',
               "messageId" = gen_random_uuid()::text
         WHERE r.id IN (
           SELECT id FROM "CampaignRecipient"
            WHERE "campaignId" = ${campaign.id} AND status = 'pending'
            ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING r.id, r."customerId", r."contactAddress", r.variables, r."messageId", r.run`;
      if (claimed.length === 0) return [];
      const rendered = claimed.map((row) => {
        const vars = (row.variables ?? {}) as Record<string, string>;
        const values = kanal.variables.map((_, index) => vars[String(index + 1)] ?? "");
        return {
          text: fillVariables(kanal.body, values),
          components: JSON.stringify(sendComponents(kanal, values)),
          named: JSON.stringify(Object.fromEntries(kanal.variables.map((variable, i) => [variable.name, values[i]!]))),
        };
      });
      const now = new Date();
      await tx.$executeRaw`SET LOCAL synchronous_commit TO OFF`;
      await tx.$executeRaw`
        INSERT INTO "Conversation" (id, "companyId", "channelId", "customerId", "contactAddress", "lastMessageAt",
                                    "createdAt", "updatedAt")
        SELECT gen_random_uuid()::text, ${campaign.companyId}, ${campaign.channelId}, u.customer, u.address, ${now}, ${now}, ${now}
          FROM unnest(${claimed.map((row) => row.customerId)}::text[], ${claimed.map((row) => row.contactAddress)}::text[]) AS u(customer, address)
        ON CONFLICT DO NOTHING`;
      await tx.$executeRaw`
        WITH input AS (
          SELECT u.* FROM unnest(
            ${claimed.map((row) => row.messageId)}::text[], ${claimed.map((row) => row.id)}::text[],
            ${claimed.map((row) => row.run)}::int[], ${claimed.map((row) => row.customerId)}::text[],
            ${claimed.map((row) => row.contactAddress)}::text[], ${rendered.map((row) => row.text)}::text[],
            ${rendered.map((row) => row.components)}::text[], ${rendered.map((row) => row.named)}::text[]
          ) AS u(message, recipient, run, customer, address, body, components, named)
        ),
        placed AS (
          SELECT input.*, (
            SELECT v.id FROM "Conversation" v
             WHERE v."channelId" = ${campaign.channelId} AND (v."customerId" = input.customer OR v."contactAddress" = input.address)
             ORDER BY (v."customerId" = input.customer) DESC LIMIT 1) AS conversation
            FROM input
        ),
        made AS (
          INSERT INTO "Message" (id, "companyId", "conversationId", "channelId", direction, type, text, "templateId",
                                 "templateName", "templateLanguage", "templateVariables", "templateComponents", status,
                                 "statusAt", "idempotencyKey", "createdAt", "updatedAt")
          SELECT p.message, ${campaign.companyId}, p.conversation, ${campaign.channelId}, 'out', 'template', p.body,
                 ${template.id}, ${template.name}, ${template.language}, p.named::jsonb, p.components::jsonb, 'queued',
                 ${now}, 'campaign:' || p.recipient || ':' || p.run, ${now}, ${now}
            FROM placed p
          RETURNING id, "conversationId"
        )
        UPDATE "Conversation" v
           SET "lastMessageAt" = ${now}, "lastMessagePreview" = left(p.body, 200), "lastMessageDirection" = 'out',
               "updatedAt" = ${now}
          FROM placed p
         WHERE v.id = p.conversation`;
      await tx.template.update({
        where: { id: template.id },
        data: { usageCount: { increment: claimed.length }, lastUsedAt: now },
      });
      return claimed.map((row) => row.messageId);
    },
    { timeout: 30_000 },
  );
}

/**
 * A dead worker's leftovers: campaign messages still `queued` a while after they were made (never
 * handed to the provider: sending them now is safe, their own claim decides), and `sending` ones
 * with no answer for CAMPAIGN_SETTLE_MS (maybe handed over: `unknown`, never re-sent).
 */
export async function recoverCampaignSends(campaignId: string): Promise<void> {
  const orphans = await db.$queryRaw<{ id: string }[]>`
    SELECT m.id FROM "CampaignRecipient" r JOIN "Message" m ON m.id = r."messageId"
     WHERE r."campaignId" = ${campaignId} AND r.status = 'sending' AND m.status = 'queued'
       AND m."statusAt" < ${new Date(Date.now() - ORPHAN_AFTER_MS)}
     LIMIT 1000`;
  if (orphans.length) await sendAll(orphans.map((row) => row.id));
  const stale = await db.$queryRaw<{ id: string }[]>`
    SELECT m.id FROM "CampaignRecipient" r JOIN "Message" m ON m.id = r."messageId"
     WHERE r."campaignId" = ${campaignId} AND r.status = 'sending' AND m.status = 'sending'
       AND m."claimedAt" < ${new Date(Date.now() - CAMPAIGN_SETTLE_MS)}
     LIMIT 1000`;
  if (stale.length) {
    await setMessageStatuses(
      stale.map(({ id }) => ({ messageId: id, status: "unknown" as const, source: "sweeper" as const })),
    );
  }
}
