// `npm run bench -- templates` (issue 17), against a production build (`node server.js`) on a
// test database with the demo data:
//  - the list with filters and search (GET /api/v1/templates: a page and the counts beside the
//    filters) at 5,000 templates of one company, p50/p95 through HTTP ÷ the same two statements
//    through `pg` (lib/server/templates/template-list-sql.ts builds both; goal p95 ≤ 50 ms, ratio ≤ 1.5);
//  - first-load JavaScript of /templates (signed in, demo data) ÷ a bare page of the same app, the
//    way `bench -- first-load` measures it (goal ≤ 2.5).
// BENCH_SKIP_BUILD=1 reuses the build already in .next. Each goal line says met or MISSED.
import pg from "pg";
import "../server-only-hook.ts";
import { seedDatabase } from "../../../prisma/seed.ts";
import { DEMO_PASSWORD, DEMO_USERS } from "../../../prisma/demo.ts";
import { withTestDatabase } from "../test-database.ts";
import { bareBaseline, launchBenchBrowser, scriptBytes } from "./script-bytes.ts";
import { buildApp, compareListWithPg, registerOwner, withPg, withServedApp } from "./standalone-server.ts";

const PORT = Number(process.env.BENCH_TEMPLATES_PORT ?? 3321);
const TEMPLATES = 5_000;
const SAMPLES = 200;

const verdict = (met: boolean) => (met ? "met" : "MISSED");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// The list's own SQL, imported after the server-only hook.
const { templateCountsSql, templatePageSql, templateWhereSql, TEMPLATE_ORDER_SQL } =
  await import("../../server/templates/template-list-sql.ts");
const { listTemplatesQuerySchema } = await import("../../validation/templates.ts");
const { templateSearchText } = await import("../../templates/search-text.ts");

/** What the screen asks for: no filter, each filter, searches (Turkish-insensitive), sorts, a later page. */
const QUERIES = [
  "",
  "?category=MARKETING",
  "?status=APPROVED",
  "?search=kargo",
  "?search=siparis%20onayi",
  "?language=en",
  "?category=TRANSACTIONAL&status=PENDING",
  "?search=indirim&status=APPROVED",
  "?sort=usage",
  "?sort=lastUsed&category=UTILITY",
  "?search=yaz&language=tr",
  "?page=3",
];

const SUBJECTS = [
  ["kargo_takip", "Kargo takip"],
  ["siparis_onayi", "Sipariş onayı"],
  ["yaz_indirimi", "Yaz indirimi"],
  ["sepet_hatirlatma", "Sepet hatırlatma"],
  ["randevu_hatirlatma", "Randevu hatırlatma"],
  ["dogum_gunu_kuponu", "Doğum günü kuponu"],
  ["fatura_bildirimi", "Fatura bildirimi"],
  ["yeni_sezon", "Yeni sezon duyurusu"],
] as const;
const CATEGORIES = ["MARKETING", "MARKETING", "TRANSACTIONAL", "UTILITY"] as const;
const STATUSES = ["APPROVED", "APPROVED", "APPROVED", "PENDING", "REJECTED", "DRAFT", "PAUSED"] as const;
const LANGUAGES = ["tr", "tr", "tr", "en", "de", "ar"] as const;

/** One template through the API (it makes the company's sandbox channel); its channel's id. */
async function firstTemplate(base: string, authorization: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/templates`, {
    method: "POST",
    headers: { authorization, "content-type": "application/json" },
    body: JSON.stringify({
      name: "bench_ilk",
      displayName: "Bench ilk",
      bodyText: "Merhaba {{1}}, bu bir deneme mesajıdır.",
      buttons: [],
      variables: [{ name: "ad", example: "Ayşe" }],
    }),
  });
  const body = (await response.json()) as { data?: { template: { channel: { id: string } } } };
  if (response.status !== 201 || !body.data) throw new Error(`create: ${response.status} ${JSON.stringify(body)}`);
  return body.data.template.channel.id;
}

/** 5,000 templates (one made through the API) and 2–3 history entries each, straight into the tables. */
async function insertTemplates(client: pg.Client, companyId: string, channelId: string) {
  const rows = Array.from({ length: TEMPLATES - 1 }, (_, index) => {
    const [subject, title] = SUBJECTS[index % SUBJECTS.length]!;
    const name = `${subject}_${index}`;
    const displayName = `${title} ${index}`;
    return {
      index,
      name,
      displayName,
      category: CATEGORIES[index % CATEGORIES.length]!,
      status: STATUSES[index % STATUSES.length]!,
      language: LANGUAGES[index % LANGUAGES.length]!,
      searchText: templateSearchText({ name, displayName }),
    };
  });
  for (let first = 0; first < rows.length; first += 1_000) {
    const batch = rows.slice(first, first + 1_000);
    await client.query(
      `INSERT INTO "Template" ("id", "companyId", "channelId", "name", "displayName", "category", "language", "status",
         "statusAt", "headerType", "headerText", "body", "footer", "buttons", "variables", "rejectedReason",
         "usageCount", "lastUsedAt", "searchText", "createdAt", "updatedAt")
       SELECT 'bench-' || i, $1, $2, name, title, category::"TemplateCategory", language, status::"TemplateStatus",
         now() - (i || ' minutes')::interval, 'TEXT', 'Sipariş {{2}}',
         'Merhaba {{1}}, ' || title || ' için {{2}} numaralı kaydınız hazır.', 'Kanal Mağaza',
         '[{"type":"URL","text":"Görüntüle","url":"https://kanal.example.com/k/{{2}}"},{"type":"QUICK_REPLY","text":"Teşekkürler"}]'::jsonb,
         '[{"name":"ad","example":"Ayşe"},{"name":"kayıt no","example":"1042"}]'::jsonb,
         CASE WHEN status = 'REJECTED' THEN 'INVALID_FORMAT' END,
         (i * 37) % 500, CASE WHEN status IN ('APPROVED', 'PAUSED') THEN now() - ((i % 90) || ' days')::interval END,
         search, now() - ((i * 7) || ' minutes')::interval, now()
       FROM unnest($3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[])
         AS t(i, name, title, category, status, language, search)`,
      [
        companyId,
        channelId,
        batch.map((row) => row.index),
        batch.map((row) => row.name),
        batch.map((row) => row.displayName),
        batch.map((row) => row.category),
        batch.map((row) => row.status),
        batch.map((row) => row.language),
        batch.map((row) => row.searchText),
      ],
    );
  }
  await client.query(
    `INSERT INTO "TemplateStatusChange" ("id", "templateId", "status", "reason", "at")
     SELECT t.id || '-' || s.n, t.id, s.status::"TemplateStatus", CASE WHEN s.status = 'REJECTED' THEN 'INVALID_FORMAT' END,
            t."createdAt" + (s.n || ' hours')::interval
       FROM "Template" t
       CROSS JOIN LATERAL (VALUES (0, 'DRAFT'), (1, CASE WHEN t.status = 'DRAFT' THEN NULL ELSE 'PENDING' END),
                                  (2, CASE WHEN t.status IN ('DRAFT', 'PENDING') THEN NULL ELSE t.status::text END)) AS s(n, status)
      WHERE t."companyId" = $1 AND t.id LIKE 'bench-%' AND s.status IS NOT NULL`,
    [companyId],
  );
  await client.query(`VACUUM ANALYZE "Template"`);
  await client.query(`VACUUM ANALYZE "TemplateStatusChange"`);
}

/** What GET /api/v1/templates<query> runs, through pg: the page and the counts, side by side. */
async function listDirect(pool: pg.Pool, companyId: string, query: string) {
  const parsed = listTemplatesQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const page = templatePageSql({
    where: templateWhereSql(companyId, parsed),
    order: TEMPLATE_ORDER_SQL[parsed.sort],
    limit: parsed.limit,
    offset: (parsed.page - 1) * parsed.limit,
  });
  const counts = templateCountsSql(companyId, parsed);
  await Promise.all([pool.query(page.text, page.values), pool.query(counts.text, counts.values)]);
}

const listPath = (index: number) => `/api/v1/templates${QUERIES[index % QUERIES.length]}`;

async function listBench(base: string, url: string) {
  const owner = await registerOwner(base, "templates");
  const channelId = await firstTemplate(base, owner.authorization);
  // Two connections, as the app's pool runs the two statements side by side.
  await withPg(url, 2, async ({ client, pool }) => {
    await insertTemplates(client, owner.companyId, channelId);
    await compareListWithPg({
      base,
      authorization: owner.authorization,
      what: `list with filters and search at ${TEMPLATES.toLocaleString("en")} templates`,
      pathOf: listPath,
      direct: (index) => listDirect(pool, owner.companyId, QUERIES[index % QUERIES.length]!),
      samples: SAMPLES,
      warmUp: 24,
    });
  });
}

async function firstLoadBench(base: string) {
  const browser = await launchBenchBrowser();
  try {
    // The same baseline as `bench -- first-load`.
    const { bare } = await bareBaseline(browser, base);
    const context = await browser.newContext();
    const login = await context.request.post(`${base}/api/v1/auth/login`, {
      data: { email: DEMO_USERS[0].email, password: DEMO_PASSWORD },
    });
    if (!login.ok()) throw new Error(`demo sign-in failed: ${login.status()}`);
    const templates = await scriptBytes(await context.newPage(), `${base}/templates`);
    const ratio = templates.bytes / bare.bytes;
    console.log(`  first-load JavaScript (gzip, transferred): bare page ${kb(bare.bytes)} in ${bare.files} files;`);
    console.log(
      `  /templates (signed in, demo data) ${kb(templates.bytes)} in ${templates.files} files, then` +
        ` ${kb(templates.lazyBytes)} in ${templates.lazyFiles} files loaded lazily → ÷ ${ratio.toFixed(2)}` +
        ` (goal ≤ 2.5: ${verdict(ratio <= 2.5)})`,
    );
  } finally {
    await browser.close();
  }
}

if (process.env.BENCH_SKIP_BUILD !== "1") buildApp();
await withTestDatabase(async ({ url, kind }) => {
  await seedDatabase(url);
  await withServedApp(url, PORT, async ({ base }) => {
    console.log(`templates (${kind}, a production build)`);
    await listBench(base, url);
    await firstLoadBench(base);
  });
});
