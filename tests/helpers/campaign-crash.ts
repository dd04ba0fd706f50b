// The campaigns' crash and concurrency proof (issue 19), shared by the integration test (a few
// thousand recipients) and `npm run bench -- campaigns` (10,000): a campaign sent through the
// sandbox by two real worker processes while one loop kill -9s a worker every few seconds and
// starts a new one, and another pauses and resumes the campaign at random moments. At the end: no
// customer twice in the sandbox's own log (duplicates), none pending or in flight (lost), every
// recipient the campaign counts as sent has exactly one log row, and the detail page's counts equal
// the rows. The caller sets the environment (database, jobs schema) before importing this module.
import { randomBytes } from "node:crypto";
import type { ChildProcess } from "node:child_process";
import { db } from "@/lib/server/db";
import { ensureDefaultSandbox } from "@/lib/server/channels/default-sandbox";
import { campaignToJson, getCampaignOrThrow } from "@/lib/server/campaigns/campaign-json";
import { pauseCampaign, resumeCampaign } from "@/lib/server/campaigns/campaign-state";
import { finishIfDone } from "@/lib/server/campaigns/lanes";
import { launchCampaign } from "@/lib/server/campaigns/launch-campaign";
import { sweepUnknownSends } from "@/lib/server/messages/sweep-unknown-sends";
import type { CampaignCounts } from "@/lib/campaigns/types";

export type CrashWorker = { child: ChildProcess; exited: Promise<unknown> };
export type CrashOptions = {
  recipients: number;
  /** The channel's rate (sends per second): with the recipients, how long the run lasts. */
  rate: number;
  startWorker: () => Promise<CrashWorker>;
  killEveryMs?: number;
  /** Longest wait for everything to settle after the last send. */
  settleTimeoutMs?: number;
};
export type CrashFigures = {
  recipients: number;
  seconds: number;
  kills: number;
  pauses: number;
  duplicates: number;
  lost: number;
  sentWithoutLog: number;
  logWithoutSent: number;
  countsMatchRows: boolean;
  counts: CampaignCounts;
  rows: Record<string, number>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (min: number, max: number) => min + Math.random() * (max - min);

/** The one number a `SELECT count(*) AS n …` answers. */
export async function count(sql: string, ...values: unknown[]): Promise<number> {
  const [row] = await db.$queryRawUnsafe<{ n: bigint | number }[]>(sql, ...values);
  return Number(row!.n);
}

/**
 * A company (enterprise plan), its sandbox at `rate`, an approved template, `n` customers with
 * distinct numbers and a draft campaign for all of them (the crash proof's and the bench's).
 */
export async function campaignFixture(n: number, rate: number, label = "Crash") {
  const company = await db.company.create({
    data: { name: `${label} ${randomBytes(3).toString("hex")}`, plan: "enterprise" },
  });
  await ensureDefaultSandbox(company.id);
  const channel = await db.channel.update({
    where: { companyId_systemKey: { companyId: company.id, systemKey: "sandbox" } },
    data: { rateLimitPerSecond: rate },
  });
  const template = await db.template.create({
    data: {
      companyId: company.id,
      channelId: channel.id,
      name: `${label.toLowerCase()}_${randomBytes(4).toString("hex")}`,
      displayName: label,
      status: "APPROVED",
      body: "Merhaba {{1}}, kampanya!",
      variables: [{ name: "ad", example: "Ayşe" }],
    },
  });
  const prefix = String(Math.floor(Math.random() * 90) + 10);
  for (let at = 0; at < n; at += 10_000) {
    const size = Math.min(10_000, n - at);
    await db.customer.createMany({
      data: Array.from({ length: size }, (_, k) => {
        const i = at + k;
        return {
          companyId: company.id,
          firstName: `Ad${i}`,
          lastName: "Soyad",
          phone: `5${prefix}${String(i).padStart(7, "0")}`,
          phoneE164: `905${prefix}${String(i).padStart(7, "0")}`,
          searchText: `ad${i} soyad`,
          sortName: `ad${i} soyad`,
        };
      }),
    });
  }
  // Fresh statistics: the audience query plans for the rows just written, not an empty table.
  await db.$executeRawUnsafe(`ANALYZE "Customer"`);
  const campaign = await db.campaign.create({
    data: {
      companyId: company.id,
      name: `${label} proof`,
      channelId: channel.id,
      templateId: template.id,
      variables: { "1": { field: "firstName" } },
      targetAudience: "ALL_CUSTOMERS",
    },
  });
  return { companyId: company.id, channelId: channel.id, campaignId: campaign.id };
}

export async function campaignCrashProof(options: CrashOptions): Promise<CrashFigures> {
  const { recipients, rate, startWorker, killEveryMs = 3_000, settleTimeoutMs = 120_000 } = options;
  const { companyId, channelId, campaignId } = await campaignFixture(recipients, rate);
  const started = Date.now();
  await launchCampaign({ companyId, userId: null, id: campaignId });

  const workers: CrashWorker[] = [await startWorker(), await startWorker()];
  const starting: Promise<void>[] = [];
  let running = true;
  let kills = 0;
  let pauses = 0;
  const pending = () =>
    count(`SELECT count(*) AS n FROM "CampaignRecipient" WHERE "campaignId" = $1 AND status = 'pending'`, campaignId);

  // Every few seconds a running worker dies (kill -9) and a new one starts beside the survivor
  // (without waiting for it: a process takes seconds to start, the next kill does not wait).
  const killer = (async () => {
    while (running) {
      await sleep(killEveryMs);
      if (!running) break;
      const victim = workers.splice(Math.floor(Math.random() * workers.length), 1)[0];
      if (!victim) continue;
      victim.child.kill("SIGKILL");
      await victim.exited;
      kills++;
      starting.push(startWorker().then((worker) => void workers.push(worker)));
    }
  })();
  const pauser = (async () => {
    while (running) {
      await sleep(between(800, 2_500));
      if (!running) break;
      const campaign = await getCampaignOrThrow({ companyId, id: campaignId });
      if (campaign.status !== "ACTIVE") continue;
      await pauseCampaign({ companyId, id: campaignId });
      pauses++;
      await sleep(between(200, 1_200));
      await resumeCampaign({ companyId, id: campaignId });
    }
  })();

  const open = () =>
    count(
      `SELECT count(*) AS n FROM "CampaignRecipient" r LEFT JOIN "Message" m ON m.id = r."messageId"
        WHERE r."campaignId" = $1 AND (r.status = 'pending' OR (r.status = 'sending' AND m.status IN ('queued', 'retry_wait')))`,
      campaignId,
    );
  // The storm lasts while anything is still to be handed to the provider (a dead worker's claims
  // wait for the sandbox's webhook or the sweep, below).
  const deadline = Date.now() + settleTimeoutMs + (recipients / Math.max(rate, 1)) * 3_000;
  while ((await open()) > 0) {
    if (Date.now() > deadline) break;
    await sleep(250);
  }
  running = false;
  await Promise.all([killer, pauser, ...starting]);
  const status = (await getCampaignOrThrow({ companyId, id: campaignId })).status;
  if (status === "PAUSED") await resumeCampaign({ companyId, id: campaignId });

  // Settle: a dead worker's queued messages are sent by the lanes' recovery; the sandbox's first
  // status (sent) settles what it accepted; what is still `sending` after that is unknown.
  const settleBy = Date.now() + settleTimeoutMs;
  const waiting = () =>
    count(
      `SELECT count(*) AS n FROM "CampaignRecipient" r JOIN "Message" m ON m.id = r."messageId"
        WHERE r."campaignId" = $1 AND m.status IN ('queued', 'retry_wait')`,
      campaignId,
    );
  const owed = () =>
    count(
      `SELECT (SELECT count(*) FROM "SandboxMessage" WHERE "channelId" = $1 AND stage = 0)
            + (SELECT count(*) FROM "WebhookEvent" WHERE "channelId" = $1 AND status = 'received') AS n`,
      channelId,
    );
  while (((await pending()) > 0 || (await waiting()) > 0 || (await owed()) > 0) && Date.now() < settleBy)
    await sleep(250);
  await sweepUnknownSends({ olderThanMs: 0, channelId });
  await finishIfDone({ id: campaignId, companyId });
  const seconds = (Date.now() - started) / 1000;
  for (const worker of workers) worker.child.kill("SIGKILL");
  await Promise.all(workers.map((worker) => worker.exited));

  const duplicates = await count(
    `SELECT count(*) AS n FROM (SELECT recipient FROM "SandboxMessage" WHERE "channelId" = $1
       GROUP BY recipient HAVING count(*) > 1) d`,
    channelId,
  );
  const lost = await count(
    `SELECT count(*) AS n FROM "CampaignRecipient" WHERE "campaignId" = $1 AND status IN ('pending', 'sending')`,
    campaignId,
  );
  const sentWithoutLog = await count(
    `SELECT count(*) AS n FROM "CampaignRecipient" r WHERE r."campaignId" = $1 AND r.status IN ('sent', 'delivered', 'read')
       AND (SELECT count(*) FROM "SandboxMessage" s WHERE s."callbackData" = r."messageId") <> 1`,
    campaignId,
  );
  const logWithoutSent = await count(
    `SELECT count(*) AS n FROM "SandboxMessage" s WHERE s."channelId" = $1 AND NOT EXISTS (
       SELECT 1 FROM "CampaignRecipient" r WHERE r."messageId" = s."callbackData" AND r."campaignId" = $2
          AND r.status IN ('sent', 'delivered', 'read', 'unknown'))`,
    channelId,
    campaignId,
  );
  const grouped = await db.campaignRecipient.groupBy({ by: ["status"], where: { campaignId }, _count: { _all: true } });
  const rows = Object.fromEntries(grouped.map((row) => [row.status, row._count._all]));
  const detail = await campaignToJson(companyId, await getCampaignOrThrow({ companyId, id: campaignId }));
  const n = (status: string) => rows[status] ?? 0;
  const countsMatchRows =
    detail.counts.pending === n("pending") &&
    detail.counts.sending === n("sending") &&
    detail.counts.sent === n("sent") + n("delivered") + n("read") &&
    detail.counts.delivered === n("delivered") + n("read") &&
    detail.counts.read === n("read") &&
    detail.counts.failed === n("failed") &&
    detail.counts.unknown === n("unknown") &&
    detail.counts.skipped === n("skipped") &&
    Object.values(rows).reduce((sum, value) => sum + value, 0) === recipients;
  return {
    recipients,
    seconds,
    kills,
    pauses,
    duplicates,
    lost,
    sentWithoutLog,
    logWithoutSent,
    countsMatchRows,
    counts: detail.counts,
    rows,
  };
}
