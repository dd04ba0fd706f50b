import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { stopProducer } from "@/lib/server/jobs/boss";
import { campaignCrashProof } from "@/tests/helpers/campaign-crash";
import { ownJobsSchema } from "@/tests/helpers/jobs";
import { workerPool } from "@/tests/helpers/worker-process";

// The crash and concurrency proof of issue 19 at test size (the bench runs 10,000): a campaign of
// 2,000 recipients at 150/s through the sandbox with two real worker processes, one of them kill -9'd
// every 3 s (a new one started beside the survivor), the campaign paused and resumed at random moments. No customer is
// sent to twice (the sandbox's own log), none is left pending, and the detail counts equal the rows.

const schema = ownJobsSchema();
const workers = workerPool({ KANAL_JOBS_SCHEMA: schema, WORKER_CONCURRENCY: "2" });

afterAll(async () => {
  await workers.killAll();
  await stopProducer();
  await db.$disconnect();
});

describe("a campaign under kill -9 and random pauses", () => {
  it("sends every customer at most once, loses none, and its counts equal its rows", async () => {
    const figures = await campaignCrashProof({
      recipients: 2_000,
      rate: 150,
      killEveryMs: 3_000,
      settleTimeoutMs: 40_000,
      startWorker: workers.start,
    });
    console.log(`campaign crash proof: ${JSON.stringify(figures)}`);
    expect(figures.kills).toBeGreaterThanOrEqual(2);
    expect(figures.pauses).toBeGreaterThanOrEqual(2);
    expect(figures.duplicates).toBe(0);
    expect(figures.lost).toBe(0);
    expect(figures.sentWithoutLog).toBe(0);
    expect(figures.logWithoutSent).toBe(0);
    expect(figures.countsMatchRows).toBe(true);
  }, 150_000);
});
