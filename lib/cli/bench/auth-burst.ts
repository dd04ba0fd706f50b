// `npm run bench -- auth-burst` (issue 13 #13): a burst of sign-ins against a production build
// (`node server.js`, as the Docker image runs it) and a test database. bcrypt (cost 12) runs in a
// worker-thread pool, so while 40 people sign in at once the rest of the API keeps answering:
//  - p95 of an authenticated GET /api/v1/auth/me at idle, and again during the burst: ratio goal ≤ 2;
//  - 5xx answers during the burst, sign-ins and other requests together: goal 0;
//  - the burst's total time (every sign-in answered), and its answers by status.
// Each sign-in is its own account from its own address (the bench plays one trusted proxy), so no
// throttle answers in bcrypt's place.
import bcrypt from "bcryptjs";
import pg from "pg";
import { withTestDatabase } from "../test-database.ts";
import { buildApp, percentile, serveApp, stopApp } from "./standalone-server.ts";

const BURST = 40;
const IDLE_SAMPLES = 100;
const PROBE_PAUSE_MS = 20;
const PASSWORD = "Bench-Parola1";
const PORT = 3102;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function seed(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // One hash at the app's cost for every account: each sign-in still pays a full cost-12 compare.
    const hash = bcrypt.hashSync(PASSWORD, 12);
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO "Company" ("id", "name", "updatedAt") VALUES (gen_random_uuid()::text, 'Bench', now()) RETURNING "id"`,
    );
    const companyId = rows[0]!.id;
    const emails = Array.from({ length: BURST + 1 }, (_, i) => `burst-${i}@bench.kanal`);
    for (const email of emails) {
      await client.query(
        `INSERT INTO "User" ("id", "companyId", "email", "firstName", "lastName", "passwordHash", "role", "emailVerifiedAt", "updatedAt")
         VALUES (gen_random_uuid()::text, $1, $2, 'B', 'N', $3, 'member', now(), now())`,
        [companyId, email, hash],
      );
    }
    return emails;
  } finally {
    await client.end();
  }
}

let address = 0;
const nextAddress = () => `10.77.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

async function signIn(base: string, email: string) {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": nextAddress() },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = (await response.json().catch(() => null)) as { data?: { token?: string } } | null;
  return { status: response.status, token: body?.data?.token };
}

/** Timed authenticated GETs, one after another with a short pause, until `until()` says stop. */
async function probe(base: string, token: string, until: (count: number) => boolean) {
  const times: number[] = [];
  const statuses: number[] = [];
  while (!until(times.length)) {
    const started = performance.now();
    const response = await fetch(`${base}/api/v1/auth/me`, {
      headers: { authorization: `Bearer ${token}`, "x-forwarded-for": "10.78.0.1" },
    });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    statuses.push(response.status);
    await sleep(PROBE_PAUSE_MS);
  }
  return { times, statuses };
}

// The server trusts one proxy hop, as behind the compose file's reverse proxy: X-Forwarded-For's
// last entry is the client, so each sign-in comes from its own address.
process.env.TRUSTED_PROXIES = "1";
buildApp();

await withTestDatabase(async ({ url, kind }) => {
  const emails = await seed(url);
  const { base, server } = await serveApp(url, PORT);
  try {
    const probeUser = await signIn(base, emails[BURST]!);
    if (probeUser.status !== 200 || !probeUser.token) throw new Error(`probe sign-in answered ${probeUser.status}`);
    // Warm-up: JIT, the connection pool, the pool's first thread.
    await probe(base, probeUser.token, (count) => count >= 20);

    const idle = await probe(base, probeUser.token, (count) => count >= IDLE_SAMPLES);

    let burstDone = false;
    const started = performance.now();
    const burstRun = Promise.all(emails.slice(0, BURST).map((email) => signIn(base, email))).then((answers) => {
      burstDone = true;
      return { answers, ms: performance.now() - started };
    });
    const during = await probe(base, probeUser.token, () => burstDone);
    const burst = await burstRun;

    const idleP95 = percentile(idle.times, 95);
    const burstP95 = percentile(during.times, 95);
    const ratio = burstP95 / idleP95;
    const statusesOf = (statuses: number[]) =>
      Object.entries(
        statuses.reduce<Record<number, number>>(
          (count, status) => ({ ...count, [status]: (count[status] ?? 0) + 1 }),
          {},
        ),
      )
        .map(([status, count]) => `${count} × ${status}`)
        .join(", ");
    const signInStatuses = burst.answers.map((answer) => answer.status);
    const errors = [...signInStatuses, ...during.statuses].filter((status) => status >= 500).length;

    console.log(`auth burst (${kind}, node server.js, ${BURST} sign-ins at once, bcrypt cost 12)`);
    console.log(`  GET /api/v1/auth/me p95, idle:          ${idleP95.toFixed(1)} ms (${idle.times.length} requests)`);
    console.log(
      `  GET /api/v1/auth/me p95, during burst:  ${burstP95.toFixed(1)} ms (${during.times.length} requests)`,
    );
    console.log(`  ratio burst ÷ idle: ${ratio.toFixed(2)} (goal ≤ 2) ${ratio <= 2 ? "met" : "MISSED"}`);
    console.log(`  5xx answers during the burst: ${errors} (goal 0) ${errors === 0 ? "met" : "MISSED"}`);
    console.log(`  burst: every sign-in answered in ${(burst.ms / 1000).toFixed(2)} s; ${statusesOf(signInStatuses)}`);
    console.log(`  other requests during the burst: ${statusesOf(during.statuses)}`);
  } finally {
    stopApp(server);
  }
});
