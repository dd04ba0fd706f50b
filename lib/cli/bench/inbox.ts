// `npm run bench -- inbox` (issue 18), against a production build (`node server.js`) on a test
// database: one company with 20,000 conversations and 1,000,000 messages (built with
// INSERT … SELECT generate_series, the message search column filled by its trigger), then
//  - the conversation list (GET /api/v1/conversations: the pinned section, the page, the tabs'
//    counts and the rows' JSON) for each tab, a search by name, by phone and by message text, and a
//    member's view: p50/p95 through HTTP ÷ the same statements through `pg`
//    (lib/server/inbox/list-conversations.ts builds them; goal p95 ≤ 50 ms, ratio ≤ 1.5);
//  - a conversation's latest 50 messages (GET …/messages?limit=50): p50/p95 (goal p95 ≤ 30 ms);
//  - a customer's message to the other browser's screen, end to end, in Chromium (inbox-live.ts;
//    goal p95 ≤ 1 s).
// BENCH_SKIP_BUILD=1 reuses the build already in .next. Each goal line says met or MISSED.
import { randomBytes } from "node:crypto";
import pg from "pg";
import "../server-only-hook.ts";
import { withTestDatabase } from "../test-database.ts";
import { measureInboxLive } from "./inbox-live.ts";
import { buildApp, percentile, registerOwner, timeHttp, withPg, withServedApp } from "./standalone-server.ts";

const PORT = Number(process.env.BENCH_INBOX_PORT ?? 3326);
const CONVERSATIONS = 20_000;
const MESSAGES_EACH = 50;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);

const verdict = (met: boolean) => (met ? "met" : "MISSED");
const ms = (value: number) => `${value.toFixed(1)} ms`;

// The list's own SQL, imported after the server-only hook.
const { countsSql, FIRST_PAGE, listPageSql, searchSettings } = await import("../../server/inbox/list-conversations.ts");
const { listConversationsQuerySchema } = await import("../../validation/inbox.ts");

const CASES = [
  ["tab all", "?tab=all"],
  ["tab unread", "?tab=unread"],
  ["tab unresolved", "?tab=unresolved"],
  ["search by name", "?search=sukru%20ozturk"],
  ["search by phone", "?search=0532%20100%2012"],
  ["search message text", "?search=kargo%20kodu%20KX-4417"],
  ["search a common word", "?search=kargo"],
] as const;

const FIRST = ["Şükrü", "Işıl", "Çağla", "Ömer", "Gülşen", "İsmail", "Ümit", "Ayşe", "Doğan", "Büşra", "Emre", "Zehra"];
const LAST = ["Öztürk", "Işık", "Çelik", "Şahin", "Yıldız", "Güneş", "Aydın", "Koç", "Erdoğan", "Kılıç", "Arslan"];
const PHRASES = [
  "Merhaba, siparişim ne zaman kargoya verilir?",
  "Siparişiniz bugün kargoya teslim edildi, takip numarası SMS ile gelecek.",
  "İade süreci nasıl işliyor?",
  "Ürünü 14 gün içinde ücretsiz iade edebilirsiniz.",
  "Bu ürünün M bedeni stokta var mı?",
  "Teşekkür ederim, iyi çalışmalar!",
  "Fatura bilgilerimi güncellemek istiyorum.",
  "Kapıda ödeme seçeneği var mı?",
];

/** The company's data: a sandbox channel, 20,000 customers and conversations, 50 messages each. */
async function build(client: pg.Client, companyId: string, ownerId: string) {
  const started = performance.now();
  const memberId = `bench-member-${randomBytes(4).toString("hex")}`;
  await client.query(
    `INSERT INTO "User" (id, "companyId", email, "firstName", "lastName", "passwordHash", role, "updatedAt")
     VALUES ($1, $2, $3, 'Zeynep', 'Kaya', 'x', 'member', now())`,
    [memberId, companyId, `${memberId}@bench.kanal`],
  );
  const channelId = `bench-channel-${randomBytes(4).toString("hex")}`;
  await client.query(
    `INSERT INTO "Channel" (id, "companyId", kind, provider, name, "externalId", "verifyToken", "updatedAt")
     VALUES ($1, $2, 'whatsapp', 'sandbox', 'Bench', $1, $1, now())`,
    [channelId, companyId],
  );
  // Names, e-mail and phone as customerSearchText writes them (folded names | e-mail | digits | with code).
  await client.query(
    `INSERT INTO "Customer" (id, "companyId", "firstName", "lastName", email, "countryCode", phone, "phoneE164",
       "searchText", "sortName", "createdAt", "updatedAt")
     SELECT 'bc-' || i, $1, f, l, 'c' || i || '@ornek.com.tr', '+90', p, '90' || p,
            kanal_fold_turkish(f || ' ' || l) || ' | c' || i || '@ornek.com.tr | ' || p || ' | 90' || p, '', now(), now()
       FROM generate_series(1, $2::int) AS i,
            LATERAL (SELECT ($3::text[])[1 + i % 12] AS f, ($4::text[])[1 + (i * 7) % 11] AS l,
                            '532' || lpad((1000000 + i)::text, 7, '0') AS p) AS names`,
    [companyId, CONVERSATIONS, FIRST, LAST],
  );
  // A third assigned to the owner, a third to the member, a third to no one; a quarter open, 5 % unread.
  await client.query(
    `INSERT INTO "Conversation" (id, "companyId", "channelId", "customerId", "contactAddress", status, "assigneeId",
       "unreadCount", "lastInboundAt", "lastMessageAt", "lastMessagePreview", "lastMessageDirection", "resolvedAt",
       "createdAt", "updatedAt")
     SELECT 'bv-' || i, $1, $2, 'bc-' || i, '90532' || lpad((1000000 + i)::text, 7, '0'),
            (CASE WHEN i % 4 = 0 THEN 'open' ELSE 'resolved' END)::"ConversationStatus",
            CASE i % 3 WHEN 0 THEN $3 WHEN 1 THEN $4 END,
            CASE WHEN i % 20 = 0 THEN 1 + i % 3 ELSE 0 END,
            now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval,
            ($5::text[])[1 + i % 8], 'in', CASE WHEN i % 4 <> 0 THEN now() - (i || ' minutes')::interval END,
            now() - '200 days'::interval, now()
       FROM generate_series(1, $6::int) AS i`,
    [companyId, channelId, ownerId, memberId, PHRASES, CONVERSATIONS],
  );
  // 1,000,000 messages in 20 statements (the trigger folds each one's search text).
  const chunk = 1_000;
  for (let first = 1; first <= CONVERSATIONS; first += chunk) {
    await client.query(
      `INSERT INTO "Message" (id, "companyId", "conversationId", "channelId", direction, type, text, status, "statusAt",
         "createdAt", "updatedAt")
       SELECT 'bm-' || i || '-' || k, $1, 'bv-' || i, $2,
              (CASE WHEN k % 2 = 0 THEN 'in' ELSE 'out' END)::"MessageDirection", 'text',
              ($3::text[])[1 + (i + k) % 8] || CASE WHEN (i * 31 + k) % 997 = 0 THEN ' Kargo kodu KX-' || i ELSE '' END,
              (CASE WHEN k % 2 = 0 THEN 'received' ELSE 'read' END)::"MessageStatus",
              now() - (i || ' minutes')::interval - ((${MESSAGES_EACH} - k) || ' minutes')::interval,
              now() - (i || ' minutes')::interval - ((${MESSAGES_EACH} - k) || ' minutes')::interval, now()
         FROM generate_series($4::int, $5::int) AS i, generate_series(1, ${MESSAGES_EACH}) AS k`,
      [companyId, channelId, PHRASES, first, Math.min(first + chunk - 1, CONVERSATIONS)],
    );
  }
  await client.query(
    `INSERT INTO "ConversationPin" ("userId", "conversationId") SELECT $1, 'bv-' || i
                        FROM generate_series(500, 5000, 500) AS i`,
    [ownerId],
  );
  for (const table of ["Customer", "Conversation", "Message", "ConversationPin"]) {
    await client.query(`VACUUM ANALYZE "${table}"`);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  built ${CONVERSATIONS.toLocaleString("en")} conversations and ${(CONVERSATIONS * MESSAGES_EACH).toLocaleString("en")}` +
      ` messages in ${seconds.toFixed(1)} s`,
  );
  return { memberId };
}

/**
 * What GET /api/v1/conversations<query> runs, through pg: the page with its rows and the counts side
 * by side; for a search, the counts (how common the word is), then the page the way listConversations
 * chooses.
 */
async function listDirect(
  pool: pg.Pool,
  actor: { companyId: string; userId: string; role: "owner" | "member" },
  query: string,
) {
  const {
    cursor: _cursor,
    limit,
    ...filter
  } = listConversationsQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const take = limit + 1;
  const page = (window?: number) => {
    const sql = listPageSql(actor, filter, { cursor: FIRST_PAGE, take, window });
    return pool.query(sql.text, sql.values);
  };
  const counts = countsSql(actor, filter);
  if (!filter.search) {
    await Promise.all([page(), pool.query(counts.text, counts.values)]);
    return;
  }
  const { rows } = await pool.query<{ hits: number }>(counts.text, counts.values);
  const common = (rows[0]?.hits ?? 0) >= searchSettings.countCap;
  const first = await page(common ? searchSettings.window : undefined);
  if (common && first.rows.length < take) await page();
}

async function timeDirect(run: () => Promise<unknown>, count: number) {
  const samples: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples;
}

async function bench(base: string, url: string) {
  const owner = await registerOwner(base, "inbox");
  // Two connections, as the list runs its page and its counts side by side.
  await withPg(url, 2, async ({ client, pool }) => {
    const { memberId } = await build(client, owner.companyId, owner.userId);
    const ownerActor = { companyId: owner.companyId, userId: owner.userId, role: "owner" as const };
    // The member's token: a session row for the seeded member, signed as the app signs.
    const member = await memberAuthorization(client, memberId, owner.companyId);
    const memberActor = { companyId: owner.companyId, userId: memberId, role: "member" as const };
    const cases = [
      ...CASES.map(([label, query]) => ({ label, query, authorization: owner.authorization, actor: ownerActor })),
      { label: "member, tab all", query: "?tab=all", authorization: member, actor: memberActor },
    ];
    let worst = 0;
    let worstRatio = 0;
    for (const item of cases) {
      const path = `/api/v1/conversations${item.query}`;
      await timeHttp(base, item.authorization, 10, () => path);
      await timeDirect(() => listDirect(pool, item.actor, item.query), 10);
      const http = await timeHttp(base, item.authorization, SAMPLES, () => path);
      const direct = await timeDirect(() => listDirect(pool, item.actor, item.query), SAMPLES);
      const [p50, p95, d50, d95] = [
        percentile(http, 50),
        percentile(http, 95),
        percentile(direct, 50),
        percentile(direct, 95),
      ];
      worst = Math.max(worst, p95);
      worstRatio = Math.max(worstRatio, p95 / d95);
      console.log(
        `  list, ${item.label.padEnd(20)} HTTP p50 ${ms(p50)}, p95 ${ms(p95)}; same SQL via pg p50 ${ms(d50)},` +
          ` p95 ${ms(d95)} → ÷ ${(p95 / d95).toFixed(2)} (p95)`,
      );
    }
    console.log(
      `  list: worst p95 ${ms(worst)} (goal ≤ 50 ms: ${verdict(worst <= 50)}); worst ÷ ${worstRatio.toFixed(2)}` +
        ` (goal ≤ 1.5: ${verdict(worstRatio <= 1.5)})`,
    );

    const messagesPath = (index: number) =>
      `/api/v1/conversations/bv-${1 + ((index * 7919) % CONVERSATIONS)}/messages?limit=50`;
    await timeHttp(base, owner.authorization, 10, messagesPath);
    const latest = await timeHttp(base, owner.authorization, SAMPLES, messagesPath);
    const floor = await timeHttp(base, owner.authorization, SAMPLES, () => "/api/v1/auth/me");
    console.log(
      `  latest 50 messages of a conversation (HTTP): p50 ${ms(percentile(latest, 50))}, p95 ${ms(percentile(latest, 95))}` +
        ` (goal p95 ≤ 30 ms: ${verdict(percentile(latest, 95) <= 30)})`,
    );
    console.log(
      `    the floor of an API call on this server (GET /api/v1/auth/me): p50 ${ms(percentile(floor, 50))},` +
        ` p95 ${ms(percentile(floor, 95))}`,
    );
    await measureInboxLive({ base, url, owner });
  });
}

/** A bearer token for the member the bench inserted: a session row, signed with the test secret. */
async function memberAuthorization(client: pg.Client, userId: string, companyId: string) {
  const { signAccessToken } = await import("../../auth/jwt.ts");
  const { TEST_ENV } = await import("../test-env.ts");
  const sessionId = `bench-session-${randomBytes(4).toString("hex")}`;
  await client.query(
    `INSERT INTO "Session" (id, "userId", "companyId", "expiresAt", "updatedAt")
     VALUES ($1, $2, $3, now() + interval '1 day', now())`,
    [sessionId, userId, companyId],
  );
  const token = await signAccessToken({ sub: userId, sid: sessionId, cid: companyId }, TEST_ENV.AUTH_SECRET);
  return `Bearer ${token}`;
}

if (process.env.BENCH_SKIP_BUILD !== "1") buildApp();
await withTestDatabase(({ url, kind }) =>
  withServedApp(url, PORT, async ({ base }) => {
    console.log(`inbox (${kind}, a production build)`);
    await bench(base, url);
  }),
);
