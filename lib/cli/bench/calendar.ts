// `npm run bench -- calendar` (issue 20), on a fresh local PostgreSQL:
//  - the month view (GET /api/v1/posts for a 42-day grid: posts with their targets, and the
//    campaigns) at 10,000 posts and 500 campaigns in one company, against a production build
//    (`node server.js`): p50/p95 through HTTP ÷ the same two statements through `pg`
//    (lib/server/posts/list-posts.ts builds both; goal p95 ≤ 50 ms, ratio ≤ 1.5);
//  - publish lateness: 1,000 posts due within the same minute on sandbox accounts, one worker
//    process (`npm run worker`): each target's publish time after its post's time, p50/p95/max
//    (goal p95 ≤ 60 s).
//    The app does not compress (Caddy does: deploy/Caddyfile); a second figure goes through Caddy.
// HTTP and pg calls are timed in turn (one each), so a busy neighbour slows both sides alike.
// BENCH_SKIP_BUILD=1 reuses the build already in .next; BENCH_CALENDAR_PORT picks the server's port.
import { gzipSync } from "node:zlib";
import pg from "pg";
import { startCaddy } from "../../../tests/helpers/caddy.ts";
import "../server-only-hook.ts";
import { withTestDatabase } from "../test-database.ts";
import { TEST_ENV } from "../test-env.ts";
import { buildApp, compareListWithPg, percentile, registerOwner, withPg, withServedApp } from "./standalone-server.ts";
import { startWorker } from "./worker-process.ts";

const PORT = Number(process.env.BENCH_CALENDAR_PORT ?? 3323);
const POSTS = 10_000;
const CAMPAIGNS = 500;
const DUE = Number(process.env.BENCH_CALENDAR_DUE ?? 1_000);
const SAMPLES = 200;
const DAY = 86_400_000;

const { listPostsSql, listCampaignsSql } = await import("../../server/posts/list-posts.ts");
const { listPostsQuery } = await import("../../validation/posts.ts");

/** A year of posts (today ± 6 months) on 4 accounts, 1–3 targets each, with campaigns alongside. */
async function insertCalendar(client: pg.Client, companyId: string, userId: string) {
  const platforms = ["instagram", "facebook", "linkedin", "twitter"];
  for (const [index, platform] of platforms.entries()) {
    await client.query(
      `INSERT INTO "SocialAccount" (id, "companyId", platform, provider, name, handle, "externalId", "createdAt", "updatedAt")
       VALUES ($1, $2, $3::"SocialPlatform", 'sandbox', $4, $5, $6, now() - ($7 || ' minutes')::interval, now())`,
      [
        `bench-acc-${platform}`,
        companyId,
        platform,
        `Bench ${platform}`,
        `@bench.${platform}`,
        `sandbox-${platform}`,
        10 - index,
      ],
    );
  }
  await client.query(
    `INSERT INTO "Post" (id, "companyId", "authorId", title, text, status, "scheduledAt", "publishedAt", "mediaIds", "createdAt", "updatedAt")
     SELECT 'bench-post-' || i, $1, $2, 'Gönderi ' || i,
            'Yeni sezon ürünlerimiz mağazalarda! #kanal #yenisezon Gönderi ' || i || ' https://kanal.example/p/' || i,
            (CASE WHEN at < now() THEN (CASE WHEN i % 50 = 0 THEN 'failed' ELSE 'published' END)
                  WHEN i % 10 = 0 THEN 'draft' ELSE 'scheduled' END)::"PostStatus",
            at, CASE WHEN at < now() AND i % 50 <> 0 THEN at + interval '20 seconds' END,
            CASE WHEN i % 3 = 0 THEN ARRAY['bench-media-' || (i % 40)] ELSE ARRAY[]::text[] END, at - interval '3 days', now()
       FROM (SELECT i, now() - interval '182 days' + (i * (365.0 / $3)) * interval '1 day' + ((i * 7919) % 600) * interval '1 minute' AS at
               FROM generate_series(1, $3) AS i) AS s`,
    [companyId, userId, POSTS],
  );
  await client.query(
    `INSERT INTO "PostTarget" (id, "companyId", "postId", "accountId", status, permalink, "publishedAt", "errorReason", "createdAt", "updatedAt")
     SELECT p.id || '-' || a.n, p."companyId", p.id, 'bench-acc-' || (ARRAY['instagram','facebook','linkedin','twitter'])[a.n],
            (CASE p.status WHEN 'published' THEN 'published' WHEN 'failed' THEN 'failed' ELSE 'pending' END)::"PostTargetStatus",
            CASE WHEN p.status = 'published' THEN 'https://x.com/bench/status/' || a.n || substr(md5(p.id), 1, 12) END,
            p."publishedAt", CASE WHEN p.status = 'failed' THEN 'platformRefused' END, p."createdAt", now()
       FROM "Post" p CROSS JOIN generate_series(1, 4) AS a(n)
      WHERE p."companyId" = $1 AND a.n <= 1 + (hashtext(p.id) & 3) % 3`,
    [companyId],
  );
  await client.query(
    `INSERT INTO "Campaign" (id, "companyId", name, status, "scheduledFor", "sentAt", "createdAt", "updatedAt")
     SELECT 'bench-campaign-' || i, $1, 'Kampanya ' || i,
            (CASE WHEN at < now() THEN 'COMPLETED' WHEN i % 5 = 0 THEN 'DRAFT' ELSE 'SCHEDULED' END)::"CampaignStatus",
            at, CASE WHEN at < now() THEN at END, at - interval '5 days', now()
       FROM (SELECT i, now() - interval '182 days' + (i * (365.0 / $2)) * interval '1 day' AS at FROM generate_series(1, $2) AS i) AS s`,
    [companyId, CAMPAIGNS],
  );
  for (const table of ["Post", "PostTarget", "SocialAccount", "Campaign"])
    await client.query(`VACUUM ANALYZE "${table}"`);
}

/** 42-day grids from 5 months back to 6 ahead (the month view's query), in turn. */
function grids(): string[] {
  const now = new Date();
  return Array.from({ length: 12 }, (_, offset) => {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset - 5, 1));
    const from = new Date(first.getTime() - first.getUTCDay() * DAY);
    const to = new Date(from.getTime() + 42 * DAY);
    return `from=${from.toISOString()}&to=${to.toISOString()}`;
  });
}

async function monthViewBench(base: string, url: string) {
  const owner = await registerOwner(base, "calendar");
  const queries = grids();
  await withPg(url, 2, async ({ client, pool }) => {
    await insertCalendar(client, owner.companyId, owner.userId);
    const sizes = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "Post" WHERE "companyId" = $1 AND "scheduledAt" >= $2 AND "scheduledAt" < $3`,
      [owner.companyId, ...new URLSearchParams(queries[5]).values()],
    );
    const sample = await fetch(`${base}/api/v1/posts?${queries[5]}`, {
      headers: { authorization: owner.authorization },
    });
    const body = Buffer.from(await sample.arrayBuffer());
    console.log(
      `  a month's answer: ${(body.length / 1024).toFixed(0)} KB of JSON, ${sample.headers.get("content-encoding") ?? "not compressed"} by the app; ` +
        `gzip (Caddy's) makes it ${(gzipSync(body).length / 1024).toFixed(0)} KB`,
    );
    const direct = async (index: number) => {
      const query = listPostsQuery.parse(Object.fromEntries(new URLSearchParams(queries[index % queries.length])));
      const posts = listPostsSql(owner.companyId, query, owner.userId, true);
      const campaigns = listCampaignsSql(owner.companyId, query);
      await Promise.all([pool.query(posts.text, posts.values), pool.query(campaigns.text, campaigns.values)]);
    };
    const pathOf = (index: number) => `/api/v1/posts?${queries[index % queries.length]}`;
    await compareListWithPg({
      base,
      authorization: owner.authorization,
      what: `month view (42 days, ~${sizes.rows[0]!.n} posts + campaigns) at ${POSTS.toLocaleString("en")} posts and ${CAMPAIGNS} campaigns`,
      pathOf,
      direct,
      samples: SAMPLES,
      warmUp: 24,
      interleave: true,
    });
    // As a browser gets it in production: through Caddy with deploy/Caddyfile, which compresses.
    const caddy = await startCaddy({ port: PORT + 1, app: `127.0.0.1:${PORT}`, ingest: "127.0.0.1:9" }).catch(
      (error: unknown) => {
        console.log(`  (no figure through Caddy: ${error instanceof Error ? error.message.split("\n")[0] : error})`);
        return null;
      },
    );
    if (caddy) {
      try {
        await compareListWithPg({
          base: caddy.url,
          authorization: owner.authorization,
          headers: { "accept-encoding": "gzip" },
          what: "the same through Caddy (gzip, as a browser asks)",
          pathOf,
          direct,
          samples: SAMPLES,
          warmUp: 24,
          interleave: true,
        });
      } finally {
        await caddy.stop();
      }
    }
  });
}

async function latenessBench(url: string) {
  const schema = `pgboss_bench_calendar_${Date.now()}`;
  Object.assign(process.env, TEST_ENV, { DATABASE_URL: url, LOG_LEVEL: "silent", KANAL_JOBS_SCHEMA: schema });
  const { db } = await import("@/lib/server/db");
  const { prepareProducer, stopProducer } = await import("@/lib/server/jobs/boss");
  const { tasks } = await import("@/lib/server/jobs/tasks");
  const { boss } = await prepareProducer(tasks);
  const worker = await startWorker({ DATABASE_URL: url, KANAL_JOBS_SCHEMA: schema });
  try {
    const company = await db.company.create({ data: { name: `Bench calendar ${Date.now()}` } });
    const accounts = await Promise.all(
      (["instagram", "twitter"] as const).map((platform) =>
        db.socialAccount.create({
          data: {
            companyId: company.id,
            platform,
            provider: "sandbox",
            name: platform,
            handle: `@b.${platform}`,
            externalId: `sandbox-${platform}`,
          },
        }),
      ),
    );
    // Due within one minute, starting 20 s from now (time to insert them and their jobs).
    const start = Date.now() + 20_000;
    const due = Array.from({ length: DUE }, (_, i) => new Date(start + Math.floor((i * 60_000) / DUE)));
    const posts = await db.post.createManyAndReturn({
      data: due.map((at, i) => ({
        companyId: company.id,
        title: `Due ${i}`,
        text: "Due",
        status: "scheduled" as const,
        scheduledAt: at,
      })),
      select: { id: true, scheduledAt: true },
    });
    await db.postTarget.createMany({
      data: posts.flatMap((post) =>
        accounts.map((account) => ({ companyId: company.id, postId: post.id, accountId: account.id })),
      ),
    });
    for (let first = 0; first < posts.length; first += 500) {
      await boss.insert(
        "post-publish",
        posts.slice(first, first + 500).map((post) => {
          const at = post.scheduledAt!.toISOString();
          return {
            data: { postId: post.id, at },
            singletonKey: `post:${post.id}:${at}`,
            startAfter: post.scheduledAt!,
          };
        }),
      );
    }
    const targets = DUE * accounts.length;
    const deadline = start + 60_000 + 10 * 60_000;
    for (;;) {
      const done = await db.postTarget.count({ where: { companyId: company.id, status: "published" } });
      if (done === targets) break;
      if (Date.now() > deadline) throw new Error(`only ${done} of ${targets} targets published`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const rows = await db.$queryRaw<{ ms: number }[]>`
      SELECT EXTRACT(EPOCH FROM (t."publishedAt" - p."scheduledAt")) * 1000 AS ms
        FROM "PostTarget" t JOIN "Post" p ON p.id = t."postId" WHERE t."companyId" = ${company.id}`;
    const delays = rows.map((row) => Number(row.ms));
    const s = (value: number) => `${(value / 1000).toFixed(2)} s`;
    const p95 = percentile(delays, 95);
    console.log(
      `  publish lateness, ${DUE.toLocaleString("en")} posts × ${accounts.length} sandbox accounts due within one minute, one worker` +
        ` (WORKER_CONCURRENCY 1): p50 ${s(percentile(delays, 50))}, p95 ${s(p95)}, max ${s(Math.max(...delays))},` +
        ` min ${s(Math.min(...delays))} (goal p95 ≤ 60 s: ${p95 <= 60_000 ? "met" : "MISSED"})`,
    );
  } finally {
    worker.child.kill("SIGTERM");
    await worker.exited;
    await stopProducer();
    await db.$disconnect();
  }
}

if (process.env.BENCH_SKIP_BUILD !== "1" && process.env.BENCH_CALENDAR_ONLY !== "lateness") buildApp();
await withTestDatabase(async ({ url, kind }) => {
  console.log(`calendar (${kind})`);
  if (process.env.BENCH_CALENDAR_ONLY !== "lateness") {
    await withServedApp(url, PORT, ({ base }) => monthViewBench(base, url));
  }
  if (process.env.BENCH_CALENDAR_ONLY !== "month") await latenessBench(url);
});
