// `npm run bench -- customers` (issue 5): the customers API at 100,000 customers, in one run
// against a production build (`node server.js`) and a test database:
//  - list+search p50/p95 through HTTP ÷ the same queries through `pg` directly (goal ≤ 1.5, p95 ≤ 50 ms);
//  - list p95 at 100,000 customers ÷ at 1,000 (goal ≤ 1.5);
//  - import of a 100,000-row CSV through the API: rows/s ÷ PostgreSQL COPY of the same file (goal ≥ 0.2, < 30 s);
//  - export of 100,000 rows: seconds and the server's peak memory growth.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { foldTurkish } from "../../customers/search-text.ts";
import { withTestDatabase } from "../test-database.ts";
import { buildApp, percentile, serveApp, stopApp } from "./standalone-server.ts";

const FIRST = ["Şükrü", "Işıl", "Çağla", "Ömer", "Gülşen", "İsmail", "Ümit", "Ayşe", "Doğan", "Büşra", "Emre", "Zehra"];
const LAST = ["Öztürk", "Işık", "Çelik", "Şahin", "Yıldız", "Güneş", "Aydın", "Koç", "Erdoğan", "Kılıç", "Arslan"];
const GROUPS = ["VIP", "Toptan", "Perakende", "Kurumsal", "Online Mağaza"];
const CITIES = ["İstanbul", "İzmir", "Ankara", "Bursa", "Antalya"];
const SEARCHES = ["sukru", "ozturk", "isik celik", "ayse", "5321", "ornek", "izmir", "gunes"];
const SAMPLES = 200;

function csvOf(rows: number, label: string): string {
  const lines = ["Ad,Soyad,E-posta,Telefon,Ülke kodu,Grup,Etiketler,Durum,Tür"];
  for (let i = 0; i < rows; i++) {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[(i * 7) % LAST.length]!;
    lines.push(
      [
        first,
        last,
        `${foldTurkish(first)}.${foldTurkish(last)}.${label}${i}@ornek.com.tr`,
        `532${String(i).padStart(7, "0")}`,
        "+90",
        GROUPS[i % GROUPS.length],
        `"${CITIES[i % CITIES.length]},${i % 3 ? "Sadık" : "Yeni"}"`,
        i % 6 === 5 ? "pasif" : "aktif",
        i % 5 === 0 ? "kurumsal" : "bireysel",
      ].join(","),
    );
  }
  return lines.join("\r\n") + "\r\n";
}

async function registerOwner(base: string, label: string): Promise<{ authorization: string; companyId: string }> {
  const response = await fetch(`${base}/api/v1/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.250.0.${label.length}` },
    body: JSON.stringify({
      firstName: "Bench",
      lastName: label,
      email: `bench-${label}-${Date.now()}@bench.kanal`,
      password: "Bench-Parola1",
      acceptTerms: true,
    }),
  });
  const body = (await response.json()) as { data: { token: string; user: { companyId: string } } };
  if (response.status !== 201) throw new Error(`register: ${response.status}`);
  return { authorization: `Bearer ${body.data.token}`, companyId: body.data.user.companyId };
}

async function importCsv(base: string, authorization: string, csv: string) {
  const form = new FormData();
  form.set("file", new Blob([csv], { type: "text/csv" }), "customers.csv");
  const started = performance.now();
  const response = await fetch(`${base}/api/v1/customers/import`, {
    method: "POST",
    headers: { authorization },
    body: form,
  });
  const seconds = (performance.now() - started) / 1000;
  const body = (await response.json()) as { data?: { inserted: number; rejected: number } };
  if (!response.ok || !body.data) throw new Error(`import: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { seconds, ...body.data };
}

async function timeHttp(url: string, authorization: string, count: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const target = url.replace("{q}", encodeURIComponent(SEARCHES[i % SEARCHES.length]!));
    const started = performance.now();
    const response = await fetch(target, { headers: { authorization } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${target}: ${response.status}`);
    samples.push(performance.now() - started);
  }
  return samples;
}

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
const ms = (value: number) => `${value.toFixed(1)} ms`;

buildApp();
await withTestDatabase(async ({ url, kind }) => {
  const { base, server } = await serveApp(url, 3330);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const file = path.join(tmpdir(), `kanal-bench-${Date.now()}.csv`);
  try {
    const big = await registerOwner(base, "big");
    const small = await registerOwner(base, "small");
    const bigCsv = csvOf(100_000, "b");
    writeFileSync(file, bigCsv);
    await importCsv(base, small.authorization, csvOf(1_000, "s"));
    const imported = await importCsv(base, big.authorization, bigCsv);

    // COPY of the same file into a plain table: the floor for loading these bytes.
    await client.query(
      `CREATE TEMP TABLE copy_bench (a text, b text, c text, d text, e text, f text, g text, h text, i text)`,
    );
    const copyStarted = performance.now();
    await pipeline(
      Readable.from([Buffer.from(bigCsv)]),
      client.query(copyFrom("COPY copy_bench FROM STDIN WITH (FORMAT csv, HEADER true)")),
    );
    const copySeconds = (performance.now() - copyStarted) / 1000;
    const importRate = 100_000 / imported.seconds;
    const copyRate = 100_000 / copySeconds;

    // Warm up, then list+search through HTTP and the same two queries (count + page) through pg.
    await timeHttp(`${base}/api/v1/customers?search={q}`, big.authorization, 20);
    const http = await timeHttp(`${base}/api/v1/customers?search={q}`, big.authorization, SAMPLES);
    const direct: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const like = `%${foldTurkish(SEARCHES[i % SEARCHES.length]!)}%`;
      const started = performance.now();
      await client.query(`SELECT count(*) FROM "Customer" WHERE "companyId" = $1 AND "searchText" LIKE $2`, [
        big.companyId,
        like,
      ]);
      await client.query(
        `SELECT c.*, g.id AS gid, g.name AS gname FROM "Customer" c LEFT JOIN "CustomerGroup" g ON g.id = c."groupId"
         WHERE c."companyId" = $1 AND c."searchText" LIKE $2 ORDER BY c."createdAt" DESC, c.id DESC LIMIT 100`,
        [big.companyId, like],
      );
      direct.push(performance.now() - started);
    }

    const listBig = await timeHttp(`${base}/api/v1/customers`, big.authorization, SAMPLES);
    const listSmall = await timeHttp(`${base}/api/v1/customers`, small.authorization, SAMPLES);

    const rssBefore = rssKb(server.pid!);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssKb(server.pid!))), 20);
    const exportStarted = performance.now();
    const exported = await fetch(`${base}/api/v1/customers/export`, { headers: { authorization: big.authorization } });
    const exportBytes = (await exported.arrayBuffer()).byteLength;
    const exportSeconds = (performance.now() - exportStarted) / 1000;
    clearInterval(sampler);

    console.log(`customers (${kind}, 100,000 customers in one company, ${SAMPLES} requests per figure)`);
    console.log(
      `  list+search via HTTP: p50 ${ms(percentile(http, 50))}, p95 ${ms(percentile(http, 95))}; via pg: p50 ${ms(percentile(direct, 50))}, p95 ${ms(percentile(direct, 95))}` +
        ` → ÷ ${(percentile(http, 50) / percentile(direct, 50)).toFixed(2)} (p50), ${(percentile(http, 95) / percentile(direct, 95)).toFixed(2)} (p95) (goal ≤ 1.5, p95 ≤ 50 ms)`,
    );
    console.log(
      `  list p95 at 100,000: ${ms(percentile(listBig, 95))}; at 1,000: ${ms(percentile(listSmall, 95))} → ÷ ${(percentile(listBig, 95) / percentile(listSmall, 95)).toFixed(2)} (goal ≤ 1.5)`,
    );
    console.log(
      `  import 100,000 rows: ${imported.seconds.toFixed(1)} s (${Math.round(importRate)} rows/s, ${imported.inserted} inserted, ${imported.rejected} rejected); COPY: ${copySeconds.toFixed(2)} s (${Math.round(copyRate)} rows/s) → ÷ ${(importRate / copyRate).toFixed(3)} (goal ≥ 0.2, < 30 s)`,
    );
    console.log(
      `  export 100,000 rows: ${exportSeconds.toFixed(1)} s, ${(exportBytes / 1_048_576).toFixed(1)} MB; server memory ${Math.round(rssBefore / 1024)} MB → peak ${Math.round(rssPeak / 1024)} MB (+${Math.round((rssPeak - rssBefore) / 1024)} MB)`,
    );
  } finally {
    await client.end();
    stopApp(server);
    rmSync(file, { force: true });
  }
});
