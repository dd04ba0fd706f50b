import "server-only";
import type { CampaignStatus } from "@/lib/validation/campaigns";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { appendEvent } from "@/lib/server/events/append-event";
import { enqueue, prepareJobs } from "@/lib/server/jobs/enqueue";
import { logger } from "@/lib/server/logger";
import { wrongState } from "@/lib/server/campaigns/campaign-errors";
import { getCampaignOrThrow } from "@/lib/server/campaigns/campaign-json";
import { campaignProgress, finishIfDone, kickCampaignLanes, recoverCampaignSends } from "@/lib/server/campaigns/lanes";
import { planRoom, startCampaign } from "@/lib/server/campaigns/launch-campaign";

// A campaign's state changes (api.md → Campaigns; 409 from the wrong state). Each is one guarded
// UPDATE (… WHERE status = <from>), so two clicks, or a click racing the sender, change it once.
//
//   pause       ACTIVE → PAUSED: no lane claims another chunk; the sends already in flight finish
//               (their number is recorded and answered).
//   resume      PAUSED → ACTIVE: the lanes continue with the recipients still pending.
//   cancel      SCHEDULED | ACTIVE | PAUSED → CANCELLED: for good; pending recipients are skipped ("cancelled").
//   unschedule  SCHEDULED → DRAFT.
//   retry       COMPLETED | PAUSED → ACTIVE as the next run: only `failed` recipients go back to
//               pending; nobody who got the message (sent, delivered, read) or whose outcome is
//               unknown is touched.

async function guarded(
  companyId: string,
  id: string,
  action: string,
  from: CampaignStatus[],
  data: Parameters<typeof db.campaign.updateMany>[0]["data"],
) {
  const current = await getCampaignOrThrow({ companyId, id });
  if (!from.includes(current.status)) throw wrongState(action, current.status);
  const { count } = await db.campaign.updateMany({ where: { id, companyId, status: { in: from } }, data });
  if (count === 0) throw wrongState(action, (await getCampaignOrThrow({ companyId, id })).status);
  await campaignProgress(companyId, id);
  return getCampaignOrThrow({ companyId, id });
}

export async function pauseCampaign({ companyId, id }: { companyId: string; id: string }) {
  await guarded(companyId, id, "pause", ["ACTIVE"], { status: "PAUSED", pausedReason: null });
  // Counted after the switch: no lane claims more once it reads PAUSED.
  const inFlight = await db.campaignRecipient.count({ where: { campaignId: id, status: "sending" } });
  await db.campaign.update({ where: { id }, data: { pausedInFlight: inFlight } });
  return { campaign: await getCampaignOrThrow({ companyId, id }), inFlight };
}

export async function resumeCampaign({ companyId, id }: { companyId: string; id: string }) {
  const campaign = await guarded(companyId, id, "resume", ["PAUSED"], {
    status: "ACTIVE",
    pausedReason: null,
    pausedInFlight: null,
  });
  await kickCampaignLanes(id, { now: true });
  return campaign;
}

export async function cancelCampaign({ companyId, id }: { companyId: string; id: string }) {
  const campaign = await guarded(companyId, id, "cancel", ["SCHEDULED", "ACTIVE", "PAUSED"], {
    status: "CANCELLED",
    completedAt: new Date(),
  });
  await db.campaignRecipient.updateMany({
    where: { campaignId: id, status: "pending" },
    data: { status: "skipped", skipReason: "cancelled" },
  });
  await campaignProgress(companyId, id);
  return campaign;
}

export async function unscheduleCampaign({ companyId, id }: { companyId: string; id: string }) {
  return guarded(companyId, id, "unschedule", ["SCHEDULED"], { status: "DRAFT", launchedAt: null, launchedById: null });
}

/** "Retry the failed ones": a new run over the failed recipients only. */
export async function retryFailedRecipients({ companyId, id }: { companyId: string; id: string }) {
  const current = await getCampaignOrThrow({ companyId, id });
  if (current.status !== "COMPLETED" && current.status !== "PAUSED") throw wrongState("retryFailed", current.status);
  const failed = await db.campaignRecipient.count({ where: { campaignId: id, status: "failed" } });
  if (failed === 0) throw new AppError("CONFLICT", { messageKey: "campaignsApi.api.nothingToRetry" });
  const room = await planRoom(companyId);
  if (room && room.used + failed > room.limit) {
    throw new AppError("CONFLICT", {
      messageKey: "campaignsApi.api.planLimit",
      values: { limit: room.limit, used: room.used, needed: failed },
    });
  }
  const run = current.run + 1;
  const retried = await db.$transaction(async (tx) => {
    const { count } = await tx.campaign.updateMany({
      where: { id, companyId, status: current.status },
      data: { status: "ACTIVE", run, completedAt: null, pausedReason: null, pausedInFlight: null, nextBatchAt: null },
    });
    if (count === 0) return null;
    // Only rows failed now: a sent, delivered, read or unknown recipient is never sent again.
    const moved = await tx.campaignRecipient.updateMany({
      where: { campaignId: id, status: "failed" },
      data: {
        status: "pending",
        run,
        attempts: 0,
        errorCode: null,
        errorReason: null,
        errorMessage: null,
        failedAt: null,
        claimedAt: null,
      },
    });
    await appendEvent(tx, { companyId, kind: "campaign.progress", data: { campaignId: id } });
    return moved.count;
  });
  if (retried === null) throw wrongState("retryFailed", (await getCampaignOrThrow({ companyId, id })).status);
  await kickCampaignLanes(id, { now: true });
  return { campaign: await getCampaignOrThrow({ companyId, id }), retried };
}

/** The `campaign-start` job: a SCHEDULED campaign whose time has come starts (freezing its audience then). */
export async function startScheduledCampaign(campaignId: string, now = new Date()): Promise<void> {
  const campaign = await db.campaign.findUnique({
    where: { id: campaignId },
    select: { companyId: true, status: true, scheduledFor: true },
  });
  if (!campaign || campaign.status !== "SCHEDULED" || !campaign.scheduledFor) return;
  // Edited to a later time: its own job then (an earlier time is caught by the sweep within a minute).
  if (campaign.scheduledFor.getTime() > now.getTime() + 30_000) {
    await enqueue(
      "campaign-start",
      { campaignId },
      { runAt: campaign.scheduledFor, key: `${campaignId}:${campaign.scheduledFor.getTime()}` },
    );
    return;
  }
  try {
    await startCampaign({
      companyId: campaign.companyId,
      id: campaignId,
      userId: null,
      from: ["SCHEDULED"],
      now,
      scheduledStart: true,
    });
  } catch (error) {
    // The template was withdrawn, the channel broke…: it cannot start; it goes back to draft, said in the log.
    if (!(error instanceof AppError)) throw error;
    logger.warn({ campaignId, code: error.code, reason: error.messageKey }, "scheduled campaign could not start");
    await db.campaign.updateMany({ where: { id: campaignId, status: "SCHEDULED" }, data: { status: "DRAFT" } });
    await campaignProgress(campaign.companyId, campaignId);
  }
}

/**
 * The `campaign-sweep` cron (every minute): scheduled campaigns whose time has come start (the
 * safety net of their own job), and every ACTIVE campaign's lanes are woken (a lane whose worker
 * died is back within a minute at the latest) and its dead sends recovered.
 */
export async function sweepCampaigns(now = new Date()): Promise<void> {
  const due = await db.campaign.findMany({
    where: { status: "SCHEDULED", scheduledFor: { lte: now } },
    select: { id: true },
    take: 100,
  });
  for (const { id } of due) await startScheduledCampaign(id, now);
  const active = await db.campaign.findMany({
    where: { status: "ACTIVE" },
    select: { id: true, companyId: true },
    take: 500,
  });
  await prepareJobs();
  for (const campaign of active) {
    await recoverCampaignSends(campaign.id);
    if (!(await finishIfDone(campaign))) await kickCampaignLanes(campaign.id);
  }
}
