// `npm run bench -- pipeline`, the event stream part (issue 16): 200 open GET /api/v1/events
// streams on the production server (`node server.js`), one per user of one company (20 admins, 180
// members, so the member filter looks up assignees), read by streaming fetch clients in this
// process. Another process (this one, on its own database connection, as a worker would) makes a
// change 20 times a second for 10 s: a transaction appending a `message.updated` event of an
// unassigned conversation (every user may see it). The delay is measured from just before that
// transaction began to each stream's receipt of the frame: p50/p95/max over every stream and event
// (goal p95 ≤ 500 ms), and how many frames never came. Run on a fresh local PostgreSQL (LISTEN
// wakes the fan-out) and on the embedded PGlite (the 250 ms poller).
// BENCH_SKIP_BUILD=1 reuses the build in .next.
import { randomBytes } from "node:crypto";
import pg from "pg";
import "../server-only-hook.ts";
import { signAccessToken } from "../../auth/jwt.ts";
import { withTestDatabase } from "../test-database.ts";
import { TEST_ENV } from "../test-env.ts";
import { run } from "../run.ts";
import { startEmbeddedDatabase } from "../../../prisma/embedded.ts";
import { deployMigrations } from "../../../prisma/migrations-engine.ts";
import { parseSse } from "../../../tests/helpers/sse.ts";
import { buildApp, percentile, registerOwner, serveApp, stopApp } from "./standalone-server.ts";

const STREAMS = 200;
const ADMINS = 20;
const RATE = 20;
const SECONDS = 10;
const PORT = Number(process.env.BENCH_PIPELINE_PORT ?? 3222);

const verdict = (met: boolean) => (met ? "met" : "MISSED");

type Stream = { received: Map<string, number>; abort: AbortController; ended: Promise<void> };

/** A streaming fetch client: records when each event id arrives. */
async function openStream(base: string, token: string): Promise<Stream> {
  const abort = new AbortController();
  const response = await fetch(`${base}/api/v1/events`, {
    headers: { authorization: `Bearer ${token}`, accept: "text/event-stream" },
    signal: abort.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`events: ${response.status}`);
  const received = new Map<string, number>();
  const decoder = new TextDecoder();
  const ended = (async () => {
    let buffer = "";
    try {
      const reader = response.body!.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        const at = performance.now();
        const parsed = parseSse(buffer + decoder.decode(chunk.value, { stream: true }));
        buffer = parsed.rest;
        for (const frame of parsed.frames) if (frame.id && frame.event) received.set(frame.id, at);
      }
    } catch {
      // aborted at the end
    }
  })();
  return { received, abort, ended };
}

async function bench(url: string, kind: string) {
  Object.assign(process.env, TEST_ENV, { DATABASE_URL: url, LOG_LEVEL: "silent" });
  const { db } = await import("@/lib/server/db");
  const { appendEvent } = await import("@/lib/server/events/append-event");
  const { base, server } = await serveApp(url, PORT);
  const sql = new pg.Client({ connectionString: url });
  await sql.connect();
  const streams: Stream[] = [];
  try {
    const owner = await registerOwner(base, "stream");
    const companyId = owner.companyId;
    // The users and their sessions, straight into the database (200 sign-ins would bench bcrypt).
    const users = Array.from({ length: STREAMS }, (_, index) => ({
      id: `bench-user-${randomBytes(6).toString("hex")}`,
      session: `bench-session-${randomBytes(6).toString("hex")}`,
      role: index < ADMINS ? "admin" : "member",
    }));
    await sql.query(
      `INSERT INTO "User" ("id", "companyId", "email", "firstName", "lastName", "passwordHash", "role", "emailVerifiedAt", "updatedAt")
       SELECT u.id, $1, u.id || '@bench.kanal', 'Bench', 'Kullanıcı', 'x', u.role::"Role", now(), now()
       FROM json_to_recordset($2::json) AS u(id text, role text)`,
      [companyId, JSON.stringify(users)],
    );
    await sql.query(
      `INSERT INTO "Session" ("id", "userId", "companyId", "expiresAt", "updatedAt")
       SELECT u.session, u.id, $1, now() + interval '1 day', now() FROM json_to_recordset($2::json) AS u(id text, session text)`,
      [companyId, JSON.stringify(users)],
    );
    const channelId = `bench-channel-${randomBytes(6).toString("hex")}`;
    await sql.query(
      `INSERT INTO "Channel" ("id", "companyId", "kind", "provider", "name", "externalId", "verifyToken", "updatedAt")
       VALUES ($1, $2, 'whatsapp', 'sandbox', 'Bench', $1, 'x', now())`,
      [channelId, companyId],
    );
    const customerId = `bench-customer-${randomBytes(6).toString("hex")}`;
    await sql.query(
      `INSERT INTO "Customer" ("id", "companyId", "firstName", "lastName", "updatedAt") VALUES ($1, $2, 'Bench', 'Müşteri', now())`,
      [customerId, companyId],
    );
    const conversationId = `bench-conversation-${randomBytes(6).toString("hex")}`;
    await sql.query(
      `INSERT INTO "Conversation" ("id", "companyId", "channelId", "customerId", "contactAddress", "updatedAt")
       VALUES ($1, $2, $3, $4, '905551112233', now())`,
      [conversationId, companyId, channelId, customerId],
    );

    for (const user of users) {
      const token = await signAccessToken({ sub: user.id, sid: user.session, cid: companyId }, TEST_ENV.AUTH_SECRET);
      streams.push(await openStream(base, token));
    }

    const change = async (status: string) => {
      const startedAt = performance.now();
      const [id] = await db.$transaction((tx) =>
        appendEvent(tx, {
          companyId,
          kind: "message.updated",
          data: { conversationId, messageId: `bench-${status}`, status },
        }),
      );
      return { id: String(id), startedAt };
    };
    const everyone = (id: string) => streams.every((stream) => stream.received.has(id));
    // Warm up until every stream has a frame (the fan-out is started, the member lookups are hot).
    for (let attempt = 0; ; attempt++) {
      const { id } = await change("warm-up");
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      if (everyone(id)) break;
      if (attempt === 10) throw new Error("the streams did not receive the warm-up event");
    }

    const sent: { id: string; startedAt: number }[] = [];
    const began = performance.now();
    for (let i = 0; i < RATE * SECONDS; i++) {
      const due = began + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      sent.push(await change(`sent-${i}`));
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const delays: number[] = [];
    let missing = 0;
    for (const { id, startedAt } of sent) {
      for (const stream of streams) {
        const at = stream.received.get(id);
        if (at === undefined) missing++;
        else delays.push(at - startedAt);
      }
    }
    const p95 = percentile(delays, 95);
    console.log(
      `pipeline: event stream (${kind}, production server, ${STREAMS} open streams, ${RATE} changes/s for ${SECONDS} s)`,
    );
    console.log(
      `  change → frame on each stream: p50 ${percentile(delays, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms ` +
        `(goal ≤ 500 ms: ${verdict(p95 <= 500)}), max ${Math.max(...delays).toFixed(0)} ms; ` +
        `${delays.length} frames received, ${missing} missing`,
    );
  } finally {
    for (const stream of streams) stream.abort.abort();
    await Promise.all(streams.map((stream) => stream.ended));
    await sql.end();
    await db.$disconnect();
    stopApp(server);
  }
}

// Each database in a process of its own (the environment is read once per process).
if (process.argv.includes("--embedded")) {
  const embedded = await startEmbeddedDatabase();
  try {
    await deployMigrations({ databaseUrl: embedded.url });
    await bench(embedded.url, "embedded PGlite, in this process");
  } finally {
    await embedded.stop();
  }
} else {
  if (process.env.BENCH_SKIP_BUILD !== "1") buildApp();
  await withTestDatabase(async ({ url, kind }) => bench(url, kind));
  process.exitCode = await run(process.execPath, ["--import", "tsx", import.meta.filename, "--embedded"]);
}
