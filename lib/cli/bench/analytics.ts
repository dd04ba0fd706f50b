// `npm run bench -- analytics` (issue 21), against a production build (`node server.js`) on a test
// database: one company with 1,000,000 messages over two years (20,000 conversations), 200
// campaigns with 500,000 recipients, 6 social accounts with two years of daily snapshots and 600
// published posts with 30 days of figures each. For a 90-day range, every analytics endpoint's
// p50/p95 over HTTP ÷ the same statements run through `pg` (the SQL builders the services use,
// side by side as the services run them; goals p95 ≤ 150 ms and ÷ ≤ 1.5), then first-load JS of
// /analytics ÷ a bare page (goal ≤ 2.5: the charts are lazy). BENCH_SKIP_BUILD=1 reuses .next.
import pg from "pg";
import "../server-only-hook.ts";
import { withTestDatabase } from "../test-database.ts";
import { bareBaseline, launchBenchBrowser, scriptBytes } from "./script-bytes.ts";
import { buildApp, percentile, registerOwner, timeHttp, withPg, withServedApp } from "./standalone-server.ts";

const PORT = Number(process.env.BENCH_ANALYTICS_PORT ?? 3322);
const CONVERSATIONS = 20_000;
const MESSAGES_PER_CONVERSATION = 50;
const CAMPAIGNS = 200;
const RECIPIENTS_PER_CAMPAIGN = 2_500;
const ACCOUNTS = 6;
const POSTS = 600;
const SAMPLES = 40;
const WARM_UP = 6;

const { messageTotalsSql, messagingSql } = await import("../../server/analytics/messaging.ts");
const { campaignFunnelSql } = await import("../../server/analytics/campaigns.ts");
const { anySandboxSql, audienceSql, boostedSql, engagementSql, socialSql, socialTotalsSql } =
  await import("../../server/analytics/social.ts");
const { addDays, dayInZone } = await import("../../analytics/range.ts");

const ms = (value: number) => `${value.toFixed(1)} ms`;
const verdict = (met: boolean) => (met ? "met" : "MISSED");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function timed(label: string, step: () => Promise<unknown>) {
  const started = performance.now();
  await step();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The company's data, straight into the tables (set-based INSERT … SELECT). */
async function insertData(client: pg.Client, companyId: string, userId: string) {
  const channel = await client.query<{ id: string }>(`SELECT id FROM "Channel" WHERE "companyId" = $1 LIMIT 1`, [
    companyId,
  ]);
  const channelId = channel.rows[0]?.id;
  if (!channelId) throw new Error("the company has no channel");
  await timed(`${CONVERSATIONS.toLocaleString("en")} customers and conversations`, async () => {
    await client.query(
      `INSERT INTO "Customer" (id, "companyId", "firstName", "lastName", email, "phoneE164", "createdAt", "updatedAt")
       SELECT 'bc-' || i, $1, 'Müşteri', 'No ' || i, 'bench' || i || '@example.com', '905' || lpad(i::text, 9, '0'),
              now() - ((i % 730) || ' days')::interval, now()
       FROM generate_series(1, $2::int) AS i`,
      [companyId, CONVERSATIONS],
    );
    await client.query(
      `INSERT INTO "Conversation" (id, "companyId", "channelId", "customerId", "contactAddress", status, "assigneeId",
         "lastMessageAt", "createdAt", "updatedAt")
       SELECT 'bv-' || i, $1, $2, 'bc-' || i, '905' || lpad(i::text, 9, '0'),
              CASE WHEN i % 3 = 0 THEN 'open' ELSE 'resolved' END::"ConversationStatus",
              CASE WHEN i % 2 = 0 THEN $3 END, now(), now() - ((i % 730) || ' days')::interval, now()
       FROM generate_series(1, $4::int) AS i`,
      [companyId, channelId, userId, CONVERSATIONS],
    );
  });
  await timed(
    `${(CONVERSATIONS * MESSAGES_PER_CONVERSATION).toLocaleString("en")} messages over two years`,
    async () => {
      // Each conversation's 50 messages within a few days of its start: a customer turn, an answer
      // minutes later, every 10th a "resolved" line.
      for (let first = 1; first <= CONVERSATIONS; first += 2_000) {
        await client.query(
          `INSERT INTO "Message" (id, "companyId", "conversationId", "channelId", direction, type, text, status,
           "sentById", "templateVariables", "createdAt", "updatedAt")
         SELECT 'bm-' || c || '-' || n, $1, 'bv-' || c, $2,
                CASE WHEN n % 2 = 0 THEN 'in' ELSE 'out' END::"MessageDirection",
                CASE WHEN n % 10 = 9 THEN 'system' ELSE 'text' END::"MessageType",
                CASE WHEN n % 10 = 9 THEN NULL ELSE 'Merhaba, siparişim ne durumda?' END,
                CASE WHEN n % 2 = 0 THEN 'received' ELSE 'read' END::"MessageStatus",
                CASE WHEN n % 2 = 1 THEN $3 END,
                CASE WHEN n % 10 = 9 THEN '{"event":"resolved","actor":"Bench"}'::jsonb END,
                now() - ((c % 730) || ' days')::interval + (n * 41 + (c % 17)) * interval '1 minute', now()
         FROM generate_series($4::int, $5::int) AS c, generate_series(0, $6::int - 1) AS n`,
          [companyId, channelId, userId, first, Math.min(first + 1_999, CONVERSATIONS), MESSAGES_PER_CONVERSATION],
        );
      }
    },
  );
  await timed(
    `${CAMPAIGNS} campaigns, ${(CAMPAIGNS * RECIPIENTS_PER_CAMPAIGN).toLocaleString("en")} recipients`,
    async () => {
      await client.query(
        `INSERT INTO "Campaign" (id, "companyId", name, status, "channelId", "sentAt", "completedAt", "totalRecipients",
           "createdAt", "updatedAt")
         SELECT 'bk-' || i, $1, 'Kampanya ' || i, 'COMPLETED', $2, now() - ((i * 730 / $3::int) || ' days')::interval,
                now() - ((i * 730 / $3::int) || ' days')::interval + interval '2 hours', $4, now(), now()
         FROM generate_series(1, $3::int) AS i`,
        [companyId, channelId, CAMPAIGNS, RECIPIENTS_PER_CAMPAIGN],
      );
      await client.query(
        `INSERT INTO "CampaignRecipient" ("campaignId", "customerId", status, "sentAt", "deliveredAt", "readAt",
           "clickedAt", "repliedAt", "convertedAt")
         SELECT 'bk-' || k, 'bc-' || (1 + (k * $2::int + r) % $3::int),
                CASE WHEN r % 20 = 0 THEN 'failed' WHEN r % 10 < 6 THEN 'read' ELSE 'delivered' END::"CampaignRecipientStatus",
                CASE WHEN r % 20 <> 0 THEN now() END, CASE WHEN r % 20 <> 0 THEN now() END,
                CASE WHEN r % 10 < 6 AND r % 20 <> 0 THEN now() END, CASE WHEN r % 10 = 1 THEN now() END,
                CASE WHEN r % 20 = 3 THEN now() END, CASE WHEN r % 50 = 7 THEN now() END
         FROM generate_series(1, $1::int) AS k, generate_series(0, $2::int - 1) AS r`,
        [CAMPAIGNS, RECIPIENTS_PER_CAMPAIGN, CONVERSATIONS],
      );
    },
  );
  await timed(
    `${ACCOUNTS} social accounts: two years of snapshots, ${POSTS} posts with 30 days of figures`,
    async () => {
      await client.query(
        `INSERT INTO "SocialAccount" (id, "companyId", platform, provider, name, handle, "externalId", "createdAt", "updatedAt")
       SELECT 'ba-' || i, $1, (ARRAY['instagram','facebook','twitter','linkedin','youtube','tiktok'])[i]::"SocialPlatform",
              'sandbox', 'Hesap ' || i, '@bench' || i, 'sandbox-bench-' || i, now(), now()
       FROM generate_series(1, $2::int) AS i`,
        [companyId, ACCOUNTS],
      );
      await client.query(
        `INSERT INTO "SocialAccountSnapshot" ("accountId", day, "companyId", followers, impressions, reach, likes, comments,
         shares, saves, audience)
       SELECT 'ba-' || a, current_date - d, $1, 10000 + a * 1000 - d * 3, 5000 + (d * 37 + a) % 900, 3000 + (d * 13) % 700,
              200 + (d * 7) % 90, 20 + d % 9, 10 + d % 5, 5 + d % 4,
              CASE WHEN a <= 2 THEN '{"18-24": 3000, "25-34": 4000, "35-44": 2000}'::jsonb END
       FROM generate_series(1, $2::int) AS a, generate_series(0, 730) AS d`,
        [companyId, ACCOUNTS],
      );
      await client.query(
        `INSERT INTO "Post" (id, "companyId", "authorId", title, text, status, "scheduledAt", "publishedAt",
         "boostStartsAt", "boostEndsAt", "createdAt", "updatedAt")
       SELECT 'bp-' || i, $1, $2, 'Gönderi ' || i, 'Yeni ürünler burada', 'published',
              now() - ((i * 730 / $3::int) || ' days')::interval, now() - ((i * 730 / $3::int) || ' days')::interval,
              CASE WHEN i % 20 = 0 THEN now() - ((i * 730 / $3::int) || ' days')::interval END,
              CASE WHEN i % 20 = 0 THEN now() - ((i * 730 / $3::int) || ' days')::interval + interval '5 days' END,
              now(), now()
       FROM generate_series(1, $3::int) AS i`,
        [companyId, userId, POSTS],
      );
      await client.query(
        `INSERT INTO "PostTarget" (id, "companyId", "postId", "accountId", status, "publishedAt", "createdAt", "updatedAt")
       SELECT 'bt-' || i, $1, 'bp-' || i, 'ba-' || (1 + i % $2::int), 'published',
              now() - ((i * 730 / $3::int) || ' days')::interval, now(), now()
       FROM generate_series(1, $3::int) AS i`,
        [companyId, ACCOUNTS, POSTS],
      );
      await client.query(
        `INSERT INTO "PostSnapshot" ("targetId", day, "companyId", "postId", "accountId", impressions, reach, likes, comments,
         shares, saves)
       SELECT 'bt-' || i, (now() - ((i * 730 / $3::int) || ' days')::interval)::date + d, $1, 'bp-' || i,
              'ba-' || (1 + i % $2::int), 900 / (d + 1), 700 / (d + 1), 60 / (d + 1), 6 / (d + 1), 3 / (d + 1), 2 / (d + 1)
       FROM generate_series(1, $3::int) AS i, generate_series(0, 29) AS d`,
        [companyId, ACCOUNTS, POSTS],
      );
    },
  );
  await timed("VACUUM ANALYZE", async () => {
    for (const table of [
      "Customer",
      "Conversation",
      "Message",
      "MessageVolume",
      "Campaign",
      "CampaignRecipient",
      "SocialAccountSnapshot",
      "Post",
      "PostTarget",
      "PostSnapshot",
    ]) {
      await client.query(`VACUUM ANALYZE "${table}"`);
    }
  });
}

type Statement = { text: string; values: unknown[] };

async function endpointBench(base: string, url: string) {
  const owner = await registerOwner(base, "analytics");
  // As many connections as statements an endpoint runs side by side (the app's pool has 10).
  await withPg(url, 10, async ({ client, pool }) => {
    await insertData(client, owner.companyId, owner.userId);
    const timeZone = "Europe/Istanbul";
    const today = dayInZone(new Date(), timeZone);
    const range = { from: addDays(today, -89), to: today };
    const scope = {
      companyId: owner.companyId,
      memberId: null,
      channelIds: null,
      accountIds: null,
      timeZone,
      now: new Date(),
    };
    const query = `from=${range.from}&to=${range.to}`;
    const messaging = messagingSql(scope, range);
    const social = socialSql(scope, range, "all");
    const counts = (table: string) => ({
      text: `SELECT count(*) FROM "${table}" WHERE "companyId" = $1`,
      values: [owner.companyId],
    });
    const ENDPOINTS: { name: string; statements: Statement[] }[] = [
      {
        name: "overview",
        statements: [
          ...Object.values(messageTotalsSql(scope, range)),
          socialTotalsSql(scope, range),
          campaignFunnelSql(scope, range),
          counts("Channel"),
          counts("SocialAccount"),
          counts("Campaign"),
        ],
      },
      {
        name: "messaging",
        statements: Object.values(messaging).filter((statement): statement is NonNullable<typeof statement> =>
          Boolean(statement),
        ),
      },
      { name: "campaigns", statements: [campaignFunnelSql(scope, range)] },
      { name: "engagement", statements: [engagementSql(scope, range), anySandboxSql(scope)] },
      { name: "audience", statements: [audienceSql(scope, range), anySandboxSql(scope)] },
      { name: "social", statements: [...Object.values(social), socialTotalsSql(scope, range, "all")] },
      { name: "boosted", statements: [boostedSql(scope)] },
    ];
    console.log(
      `  each endpoint for a 90-day range (${range.from} … ${range.to}), ${SAMPLES} samples after ${WARM_UP}:`,
    );
    for (const endpoint of ENDPOINTS) {
      const path = `/api/v1/analytics/${endpoint.name}?${query}`;
      const direct = () =>
        Promise.all(endpoint.statements.map((statement) => pool.query(statement.text, statement.values)));
      await timeHttp(base, owner.authorization, WARM_UP, () => path);
      for (let index = 0; index < WARM_UP; index++) await direct();
      const http = await timeHttp(base, owner.authorization, SAMPLES, () => path);
      const sql: number[] = [];
      for (let index = 0; index < SAMPLES; index++) {
        const started = performance.now();
        await direct();
        sql.push(performance.now() - started);
      }
      const [p50, p95, d50, d95] = [
        percentile(http, 50),
        percentile(http, 95),
        percentile(sql, 50),
        percentile(sql, 95),
      ];
      console.log(
        `    ${endpoint.name.padEnd(10)} HTTP p50 ${ms(p50)}, p95 ${ms(p95)} (≤ 150 ms: ${verdict(p95 <= 150)});` +
          ` pg (${endpoint.statements.length} statements) p50 ${ms(d50)}, p95 ${ms(d95)} → ÷ ${(p95 / d95).toFixed(2)}` +
          ` (≤ 1.5: ${verdict(p95 / d95 <= 1.5)})`,
      );
    }
    const floor = await timeHttp(base, owner.authorization, SAMPLES, () => "/api/v1/auth/me");
    console.log(
      `    the floor of an API call here (GET /auth/me): p50 ${ms(percentile(floor, 50))}, p95 ${ms(percentile(floor, 95))}`,
    );
    await firstLoadBench(base, owner.email, owner.password);
  });
}

async function firstLoadBench(base: string, email: string, password: string) {
  const browser = await launchBenchBrowser();
  try {
    const { bare } = await bareBaseline(browser, base);
    const context = await browser.newContext();
    const login = await context.request.post(`${base}/api/v1/auth/login`, { data: { email, password } });
    if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
    const analytics = await scriptBytes(await context.newPage(), `${base}/analytics`);
    const ratio = analytics.bytes / bare.bytes;
    console.log(
      `  first-load JavaScript (gzip): bare page ${kb(bare.bytes)}; /analytics ${kb(analytics.bytes)} in ${analytics.files}` +
        ` files, then ${kb(analytics.lazyBytes)} lazily (the charts) → ÷ ${ratio.toFixed(2)} (≤ 2.5: ${verdict(ratio <= 2.5)})`,
    );
  } finally {
    await browser.close();
  }
}

if (process.env.BENCH_SKIP_BUILD !== "1") buildApp();
await withTestDatabase(({ url, kind }) =>
  withServedApp(url, PORT, async ({ base }) => {
    console.log(`analytics (${kind}, a production build)`);
    await endpointBench(base, url);
  }),
);
