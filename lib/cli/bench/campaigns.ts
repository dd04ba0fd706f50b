// `npm run bench -- campaigns` (issue 19), on a fresh local PostgreSQL with real worker processes
// (`npm run worker`, WORKER_CONCURRENCY 2 each) and the sandbox provider:
//  - launch of a 100,000-recipient campaign: the audience frozen in one INSERT … SELECT (goal ≤ 5 s);
//  - sending 100,000 recipients with the rate limit off, 1 and 2 workers: messages/s from launch to
//    the last provider send, and the time until the detail page's counts are final (nothing pending
//    or in flight, every send's `sent` status recorded);
//  - a channel at 80/s: the achieved rate over whole seconds of the sandbox's own log (goal within 5 %);
//  - the crash proof at 10,000 recipients: kills, pauses, duplicates (must be 0), lost (must be 0).
// BENCH_CAMPAIGN_RECIPIENTS sets the size of the first two (default 100,000).
import "../server-only-hook.ts";
import { withTestDatabase } from "../test-database.ts";
import { TEST_ENV } from "../test-env.ts";
import { startWorker } from "./worker-process.ts";

const SIZE = Number(process.env.BENCH_CAMPAIGN_RECIPIENTS ?? 100_000);
const CRASH_SIZE = Number(process.env.BENCH_CAMPAIGN_CRASH ?? 10_000);
const LIMIT_RATE = 80;
const LIMIT_RECIPIENTS = LIMIT_RATE * 14;

async function bench(url: string, kind: string) {
  const schema = `pgboss_bench_campaigns_${Date.now()}`;
  Object.assign(process.env, TEST_ENV, { DATABASE_URL: url, LOG_LEVEL: "silent", KANAL_JOBS_SCHEMA: schema });
  const { db } = await import("@/lib/server/db");
  const { stopProducer } = await import("@/lib/server/jobs/boss");
  const { launchCampaign } = await import("@/lib/server/campaigns/launch-campaign");
  const { campaignCrashProof, campaignFixture, count } = await import("../../../tests/helpers/campaign-crash.ts");
  const draft = (n: number, rate: number) => campaignFixture(n, rate, "Bench");
  const env = {
    DATABASE_URL: url,
    KANAL_JOBS_SCHEMA: schema,
    WORKER_CONCURRENCY: "2",
    KANAL_WORKER_SUPERVISE_SECONDS: "2",
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function withWorkers<T>(n: number, work: () => Promise<T>): Promise<T> {
    const workers = await Promise.all(Array.from({ length: n }, () => startWorker(env)));
    try {
      return await work();
    } finally {
      for (const worker of workers) worker.child.kill("SIGTERM");
      await Promise.all(workers.map((worker) => worker.exited));
    }
  }

  console.log(`campaigns (${kind}, sandbox provider, worker processes with WORKER_CONCURRENCY 2)`);
  for (const workers of [1, 2]) {
    const fixture = await draft(SIZE, 0);
    await withWorkers(workers, async () => {
      const started = performance.now();
      const launched = await launchCampaign({ companyId: fixture.companyId, userId: null, id: fixture.campaignId });
      const freeze = (performance.now() - started) / 1000;
      if (workers === 1) {
        console.log(
          `  launch of ${launched.recipients.toLocaleString("en")} recipients (audience frozen, variables rendered): ${freeze.toFixed(2)} s (goal ≤ 5 s: ${freeze <= 5 ? "met" : "MISSED"})`,
        );
      }
      const inLog = () => count(`SELECT count(*) AS n FROM "SandboxMessage" WHERE "channelId" = $1`, fixture.channelId);
      while ((await inLog()) < launched.recipients) await sleep(200);
      const sentSeconds = (performance.now() - started) / 1000;
      const open = () =>
        count(
          `SELECT count(*) AS n FROM "CampaignRecipient" WHERE "campaignId" = $1 AND status IN ('pending', 'sending')`,
          fixture.campaignId,
        );
      while ((await open()) > 0) await sleep(200);
      const finalSeconds = (performance.now() - started) / 1000;
      console.log(
        `  rate limit off, ${workers} worker${workers > 1 ? "s" : ""}: ${launched.recipients.toLocaleString("en")} sends in ${sentSeconds.toFixed(1)} s = ${Math.round(launched.recipients / sentSeconds)} messages/s (launch included); counts final after ${finalSeconds.toFixed(1)} s`,
      );
    });
  }

  const limited = await draft(LIMIT_RECIPIENTS, LIMIT_RATE);
  await withWorkers(2, async () => {
    await launchCampaign({ companyId: limited.companyId, userId: null, id: limited.campaignId });
    while (
      (await count(`SELECT count(*) AS n FROM "SandboxMessage" WHERE "channelId" = $1`, limited.channelId)) <
      LIMIT_RECIPIENTS
    )
      await sleep(250);
  });
  const perSecond = await db.$queryRaw<{ n: bigint }[]>`
    SELECT count(*) AS n FROM "SandboxMessage" WHERE "channelId" = ${limited.channelId}
     GROUP BY date_trunc('second', "acceptedAt") ORDER BY date_trunc('second', "acceptedAt")`;
  const seconds = perSecond.slice(1, -1).map((row) => Number(row.n));
  const avg = seconds.reduce((sum, n) => sum + n, 0) / seconds.length;
  const off = Math.abs(avg - LIMIT_RATE) / LIMIT_RATE;
  console.log(
    `  channel at ${LIMIT_RATE}/s, 2 workers, ${seconds.length} whole seconds: achieved ${avg.toFixed(1)}/s (min ${Math.min(...seconds)}, max ${Math.max(...seconds)}; ${(off * 100).toFixed(1)} % off, goal within 5 %: ${off <= 0.05 ? "met" : "MISSED"})`,
  );

  const figures = await campaignCrashProof({
    recipients: CRASH_SIZE,
    rate: 300,
    killEveryMs: 3_000,
    startWorker: () => startWorker(env),
  });
  console.log(
    `  crash proof: ${figures.recipients.toLocaleString("en")} recipients at 300/s, 2 workers, ${figures.kills} kill -9, ${figures.pauses} pause/resume, ` +
      `${figures.seconds.toFixed(1)} s: duplicates ${figures.duplicates}, lost ${figures.lost}, sent without a log row ${figures.sentWithoutLog}, ` +
      `counts equal rows ${figures.countsMatchRows ? "yes" : "NO"}; ${JSON.stringify(figures.rows)}`,
  );
  await stopProducer();
  await db.$disconnect();
}

await withTestDatabase(async ({ url, kind }) => bench(url, kind));
