import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { jobsSchema, stopProducer } from "@/lib/server/jobs/boss";
import { enqueue } from "@/lib/server/jobs/enqueue";
import { ownJobsSchema } from "@/tests/helpers/jobs";
import { messageRow, metaChannel, queueOne } from "@/tests/helpers/send-pipeline";
import { startWorkerProcess, type WorkerProcess } from "@/tests/helpers/worker-process";
import { untilTrue } from "../helpers/until";

// Graceful shutdown of `npm run worker` (issue 16): on SIGTERM it takes no new job, lets the running
// ones finish within 10 s and exits; a job still running then is released (failed, to be retried by
// the next worker). The running job here is a real send to a Graph API that answers slowly: a local
// server standing in for Meta, whose delay the test chooses.

const schema = ownJobsSchema();
let answerAfterMs = 0;
const requests: string[] = [];
const graph: Server = createServer((req, res) => {
  requests.push(req.url ?? "");
  req.resume();
  setTimeout(() => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ messaging_product: "whatsapp", messages: [{ id: `wamid.SLOW${requests.length}` }] }));
  }, answerAfterMs);
});
await new Promise<void>((resolve) => graph.listen(0, "127.0.0.1", resolve));
const graphUrl = `http://127.0.0.1:${(graph.address() as AddressInfo).port}`;
const workers = new Set<WorkerProcess>();

afterAll(async () => {
  for (const worker of workers) worker.child.kill("SIGKILL");
  graph.closeAllConnections();
  await new Promise((resolve) => graph.close(resolve));
  await stopProducer();
  await db.$disconnect();
});

async function jobState(messageId: string): Promise<string[]> {
  const rows = await db.$queryRawUnsafe<{ state: string }[]>(
    `SELECT state::text FROM "${jobsSchema()}".job WHERE name = 'message-send' AND data->>'messageId' = $1 ORDER BY created_on`,
    messageId,
  );
  return rows.map((row) => row.state);
}

/** A worker process whose Graph API is the slow server; a queued send with its job, to a Meta channel. */
async function scenario(delayMs: number) {
  answerAfterMs = delayMs;
  requests.length = 0;

  // The previous scenario's job left waiting is not this one's business. Removed before the worker
  // starts: a worker takes it at once, and its send would be this scenario's first request.
  // (The first scenario runs before any worker has made the jobs schema.)
  const jobs = `"${jobsSchema()}".job`;
  await db.$executeRawUnsafe(
    `DO $$ BEGIN IF to_regclass('${jobs}') IS NOT NULL THEN ` +
      `DELETE FROM ${jobs} WHERE name = 'message-send' AND state = 'created'; END IF; END $$`,
  );
  const worker = await startWorkerProcess({
    KANAL_JOBS_SCHEMA: schema,
    GRAPH_API_BASE_URL: graphUrl,
    GRAPH_API_TIMEOUT_SECONDS: "60",
  });
  workers.add(worker);
  const channel = await metaChannel("whatsapp", {
    externalId: String(100_000_000 + Math.floor(Math.random() * 1e8)),
    token: "EAAGslow-token-0123456789",
    appSecret: "0123456789abcdef0123456789abcdef",
  });
  const running = await queueOne(channel, "905551112233");
  await enqueue("message-send", { messageId: running }, { key: running });
  // The send is under way: the worker's request reached the slow Graph API. (A worker starting on
  // a busy machine takes a while: it declares every task's queue and schedule first.)
  await untilTrue("one request at the stub", () => requests.length === 1, { timeoutMs: 45_000, intervalMs: 50 });
  const stoppedAt = Date.now();
  worker.child.kill("SIGTERM");
  // Queued after the signal: a stopping worker must not take it.
  const later = await queueOne(channel, "905551112234");
  await enqueue("message-send", { messageId: later }, { key: later });
  const code = await worker.exited;
  workers.delete(worker);
  return { running, later, code, seconds: (Date.now() - stoppedAt) / 1000 };
}

describe("SIGTERM", () => {
  it("lets a running job finish, takes no new one, and exits", async () => {
    const { running, later, code, seconds } = await scenario(3_000);
    expect(code).toBe(0);
    expect(seconds).toBeGreaterThanOrEqual(2);
    expect(seconds).toBeLessThan(11);
    expect(await messageRow(running)).toMatchObject({ status: "sent", providerMessageId: "wamid.SLOW1" });
    expect(await jobState(running)).toEqual(["completed"]);
    expect(requests).toHaveLength(1);
    expect(await messageRow(later)).toMatchObject({ status: "queued", attempts: 0 });
    expect(await jobState(later)).toEqual(["created"]);
  }, 70_000);

  it("releases a job still running after 10 s and exits in time; the claimed send is never resent", async () => {
    const { running, code, seconds } = await scenario(30_000);
    expect(code).toBe(0);
    expect(seconds).toBeGreaterThanOrEqual(9);
    expect(seconds).toBeLessThan(12);
    // Released to the next worker (failed, waiting for its retry)…
    expect(await jobState(running)).toEqual(["retry"]);
    // …which will find it claimed: its outcome is the provider's webhook's to tell.
    expect(await messageRow(running)).toMatchObject({ status: "sending", attempts: 1 });
  }, 70_000);
});
