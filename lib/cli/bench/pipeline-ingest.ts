// `npm run bench -- pipeline`, the webhook ingest part (issue 16): Meta's status webhooks against
// the production server (`node server.js`) on a fresh local PostgreSQL, as Meta sends them: one
// signed POST /api/v1/webhooks/meta/{channelId} per delivery, each a `delivered` status of a
// different outbound message, 32 in flight at a time:
//  - deliveries answered per second (goal ≥ 1,000/s) and the time to answer, p50/p95 (goal p95 ≤ 50 ms),
//    beside the same server's floor: GET /api/v1/health (route wrapper + one query) the same way;
//  - the same through the product's ingest process (`node ingest.mjs`, lib/cli/ingest.ts: the same
//    route handlers behind a bare node:http server, as the compose `ingest` service runs it), 32 and
//    4 in flight;
//  - then one worker (`npm run worker`) processes the stored deliveries: deliveries per second
//    from its start until none is left waiting.
// BENCH_SKIP_BUILD=1 reuses the build in .next; BENCH_INGEST_EVENTS sets the count (default 5,000).
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import "../server-only-hook.ts";
import { withTestDatabase } from "../test-database.ts";
import { TEST_ENV } from "../test-env.ts";
import { buildWorker, INGEST_BUNDLE } from "../build-worker.ts";
import { INGEST_FILE, STANDALONE_DIR } from "../../../tests/helpers/standalone.ts";
import { cpuBetween, cpuSnapshot } from "./process-cpu.ts";
import { buildApp, percentile, registerOwner, serveApp, stopApp } from "./standalone-server.ts";
import { startWorker, type BenchWorker } from "./worker-process.ts";

const EVENTS = Number(process.env.BENCH_INGEST_EVENTS ?? 5_000);
const WARM_UP = 200;
const CONCURRENCY = 32;
const LIGHT_CONCURRENCY = 4;
const LIGHT_EVENTS = 1_000;
const PORT = Number(process.env.BENCH_PIPELINE_PORT ?? 3222);
const APP_SECRET = randomBytes(16).toString("hex");

const verdict = (met: boolean) => (met ? "met" : "MISSED");

// The app's own builders of Meta's body and signature; imported after the server-only hook is in place.
const { whatsappStatusesEvent } = await import("@/lib/server/channels/providers/sandbox/sandbox-events");
const { signWebhook } = await import("@/lib/server/channels/webhooks/signature");

/** A `delivered` status of one outbound message, in the shape Meta (and the sandbox) sends it. */
function statusBody(phoneNumberId: string, wamid: string, messageId: string) {
  return JSON.stringify(
    whatsappStatusesEvent(phoneNumberId, [
      { wamid, status: "delivered", recipientId: "905551112233", callbackData: messageId, at: new Date() },
    ]),
  );
}

async function bench(url: string, kind: string) {
  const { base, server } = await serveApp(url, PORT);
  const sql = new pg.Client({ connectionString: url });
  await sql.connect();
  let worker: BenchWorker | null = null;
  let ingest: ChildProcess | null = null;
  try {
    const owner = await registerOwner(base, "ingest");
    const phoneNumberId = String(100_000_000 + Math.floor(Math.random() * 1e8));
    const connected = await fetch(`${base}/api/v1/channels`, {
      method: "POST",
      headers: { authorization: owner.authorization, "content-type": "application/json" },
      body: JSON.stringify({
        kind: "whatsapp",
        provider: "meta",
        name: "Bench",
        phoneNumberId,
        wabaId: "102290129340398",
        accessToken: "EAAGbench-0123456789",
        appSecret: APP_SECRET,
      }),
    });
    if (connected.status !== 201) throw new Error(`connect channel: ${connected.status} ${await connected.text()}`);
    const channelId = ((await connected.json()) as { data: { channel: { id: string } } }).data.channel.id;

    // The messages the statuses are about: sent, each with its provider id, in one conversation.
    const total =
      WARM_UP / 2 + 2 * Math.floor(EVENTS / 2) + LIGHT_EVENTS + WARM_UP / 2 + Math.floor(EVENTS / 2) + LIGHT_EVENTS;
    const customerId = `bench-customer-${Date.now()}`;
    const conversationId = `bench-conversation-${Date.now()}`;
    await sql.query(
      `INSERT INTO "Customer" ("id", "companyId", "firstName", "lastName", "updatedAt") VALUES ($1, $2, 'Bench', 'Müşteri', now())`,
      [customerId, owner.companyId],
    );
    await sql.query(
      `INSERT INTO "Conversation" ("id", "companyId", "channelId", "customerId", "contactAddress", "updatedAt")
       VALUES ($1, $2, $3, $4, '905551112233', now())`,
      [conversationId, owner.companyId, channelId, customerId],
    );
    await sql.query(
      `INSERT INTO "Message" ("id", "companyId", "conversationId", "channelId", "direction", "type", "text", "status", "providerMessageId", "updatedAt")
       SELECT 'bench-msg-' || i, $1, $2, $3, 'out', 'text', 'Merhaba', 'sent', 'wamid.bench' || i, now()
       FROM generate_series(1, $4::int) AS i`,
      [owner.companyId, conversationId, channelId, total],
    );
    const bodies = Array.from({ length: total }, (_, index) => {
      const body = statusBody(phoneNumberId, `wamid.bench${index + 1}`, `bench-msg-${index + 1}`);
      return { body, signature: signWebhook(body, APP_SECRET) };
    });

    const post = async ({ body, signature }: (typeof bodies)[number], server = base) => {
      const started = performance.now();
      const response = await fetch(`${server}/api/v1/webhooks/meta/${channelId}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-hub-signature-256": signature },
        body,
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`webhook: ${response.status}`);
      return performance.now() - started;
    };
    const health = async () => {
      const started = performance.now();
      const response = await fetch(`${base}/api/v1/health`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`health: ${response.status}`);
      return performance.now() - started;
    };
    // CPU seconds of the server process and of this database's PostgreSQL backends (Linux /proc):
    // what a request costs the machine, which the other loads on a shared box do not change.
    const cpu = async (serverPid = server.pid!) => {
      const backends = await sql.query(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      return cpuSnapshot([serverPid, ...backends.rows.map((row: { pid: number }) => row.pid)]);
    };
    /** `count` requests, `concurrency` in flight: their times, requests/s and CPU ms per request. */
    const load = async (
      request: (index: number) => Promise<number>,
      from: number,
      count: number,
      concurrency: number,
      serverPid?: number,
    ) => {
      const times: number[] = [];
      let next = from;
      const cpuBefore = await cpu(serverPid);
      const started = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < from + count) times.push(await request(next++));
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      return { times, seconds, cpuSeconds: cpuBetween(cpuBefore, await cpu(serverPid)) };
    };
    const hook = (index: number) => post(bodies[index]!);

    // Warm-up, then the deliveries and the floor — GET /api/v1/health, the cheapest route that
    // reaches the database (the route wrapper and one query) — in alternate halves, so a change in
    // the machine's other load falls on both alike.
    await load(hook, 0, WARM_UP / 2, CONCURRENCY);
    await load(health, 0, WARM_UP / 2, CONCURRENCY);
    const half = Math.floor(EVENTS / 2);
    const hookRuns = [];
    const floorRuns = [];
    for (let round = 0; round < 2; round++) {
      floorRuns.push(await load(health, 0, half, CONCURRENCY));
      hookRuns.push(await load(hook, WARM_UP / 2 + round * half, half, CONCURRENCY));
    }
    // Unsaturated: a few in flight, where the answer time is the route's own, not the queue's.
    const lightHook = await load(hook, WARM_UP / 2 + 2 * half, LIGHT_EVENTS, LIGHT_CONCURRENCY);
    const lightFloor = await load(health, 0, LIGHT_EVENTS, LIGHT_CONCURRENCY);
    // The product's ingest process (lib/cli/ingest.ts, bundled as the image runs it: `node ingest.mjs`):
    // the same route handlers without Next.js. It logs as quietly as the server above.
    const ingestPort = PORT + 1;
    ingest = spawn(process.execPath, [INGEST_FILE], {
      cwd: STANDALONE_DIR,
      env: {
        ...process.env,
        ...TEST_ENV,
        NODE_ENV: "production",
        DATABASE_URL: url,
        INGEST_PORT: String(ingestPort),
        HOSTNAME: "127.0.0.1",
        LOG_LEVEL: "silent",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const ingestBase = `http://127.0.0.1:${ingestPort}`;
    for (let attempt = 0; ; attempt++) {
      if ((await fetch(`${ingestBase}/api/v1/health`).catch(() => null))?.ok) break;
      if (attempt > 200 || ingest.exitCode !== null) throw new Error("the ingest process did not start");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const ingestHook = (index: number) => post(bodies[index]!, ingestBase);
    const ingestFrom = WARM_UP / 2 + 2 * half + LIGHT_EVENTS;
    await load(ingestHook, ingestFrom, WARM_UP / 2, CONCURRENCY, ingest.pid!);
    const ingestRun = await load(ingestHook, ingestFrom + WARM_UP / 2, half, CONCURRENCY, ingest.pid!);
    const ingestLight = await load(ingestHook, ingestFrom + WARM_UP / 2 + half, LIGHT_EVENTS, LIGHT_CONCURRENCY);
    ingest.kill("SIGTERM");
    const sum = (runs: { times: number[]; seconds: number; cpuSeconds: number }[]) => ({
      times: runs.flatMap((run) => run.times),
      seconds: runs.reduce((total, run) => total + run.seconds, 0),
      cpuSeconds: runs.reduce((total, run) => total + run.cpuSeconds, 0),
    });
    const hooks = sum(hookRuns);
    const floor = sum(floorRuns);
    const times = hooks.times;
    const perSecond = times.length / hooks.seconds;
    const floorPerSecond = floor.times.length / floor.seconds;
    const p95 = percentile(times, 95);

    // Processing: one worker from a standing start until no delivery waits.
    const waiting = async () =>
      Number((await sql.query(`SELECT count(*)::int AS n FROM "WebhookEvent" WHERE "status" = 'received'`)).rows[0].n);
    const queued = await waiting();
    const workerStarted = performance.now();
    worker = await startWorker({ ...TEST_ENV, DATABASE_URL: url });
    while ((await waiting()) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    const drainSeconds = (performance.now() - workerStarted) / 1000;
    const delivered = Number(
      (
        await sql.query(
          `SELECT count(*)::int AS n FROM "Message" WHERE "conversationId" = $1 AND "status" = 'delivered'`,
          [conversationId],
        )
      ).rows[0].n,
    );

    console.log(
      `pipeline: webhook ingest (${kind}, production server, ${CONCURRENCY} in flight, ${EVENTS} deliveries)`,
    );
    console.log(
      `  answered: ${Math.round(perSecond)}/s (goal ≥ 1,000/s: ${verdict(perSecond >= 1000)}); ` +
        `time to answer p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (goal ≤ 50 ms: ${verdict(p95 <= 50)})`,
    );
    const cpuMs = (run: { times: number[]; cpuSeconds: number }) =>
      ((run.cpuSeconds * 1000) / run.times.length).toFixed(2);
    console.log(
      `  the floor, GET /api/v1/health the same way: ${Math.round(floorPerSecond)}/s, p50 ${percentile(floor.times, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(floor.times, 95).toFixed(1)} ms; server + PostgreSQL CPU per request: delivery ${cpuMs(hooks)} ms, ` +
        `floor ${cpuMs(floor)} ms`,
    );
    console.log(
      `  ${LIGHT_CONCURRENCY} in flight (unsaturated): delivery p50 ${percentile(lightHook.times, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(lightHook.times, 95).toFixed(1)} ms; floor p50 ${percentile(lightFloor.times, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(lightFloor.times, 95).toFixed(1)} ms`,
    );
    const ingestPerSecond = ingestRun.times.length / ingestRun.seconds;
    const ingestP95 = percentile(ingestRun.times, 95);
    console.log(
      `  through the ingest process (node ingest.mjs, no Next.js), ${CONCURRENCY} in flight: ${Math.round(ingestPerSecond)}/s ` +
        `(goal ≥ 1,000/s: ${verdict(ingestPerSecond >= 1000)}), p50 ${percentile(ingestRun.times, 50).toFixed(1)} ms, ` +
        `p95 ${ingestP95.toFixed(1)} ms (goal ≤ 50 ms: ${verdict(ingestP95 <= 50)}); ingest + PostgreSQL CPU per delivery ` +
        `${cpuMs(ingestRun)} ms; ${LIGHT_CONCURRENCY} in flight: p50 ${percentile(ingestLight.times, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(ingestLight.times, 95).toFixed(1)} ms`,
    );
    console.log(
      `  processed by one worker (WORKER_CONCURRENCY default): ${queued} deliveries in ${drainSeconds.toFixed(1)} s ` +
        `from its start = ${Math.round(queued / drainSeconds)}/s; messages now delivered: ${delivered}/${total}`,
    );
  } finally {
    ingest?.kill("SIGTERM");
    if (worker) {
      worker.child.kill("SIGTERM");
      await worker.exited;
    }
    await sql.end();
    stopApp(server);
  }
}

// BENCH_SKIP_BUILD=1 reuses the build already in .next (lib/cli/bench/pipeline.ts builds once for its parts).
if (process.env.BENCH_SKIP_BUILD !== "1") buildApp();
// The ingest process as `npm run build` bundles it into the standalone output.
await buildWorker(INGEST_BUNDLE, "lib/cli/ingest.ts");
await withTestDatabase(async ({ url, kind }) => bench(url, kind));
