// Bench helpers: a fresh production build served as the Docker image serves it.
import { execFileSync, type ChildProcess } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { startStandalone } from "../../../tests/helpers/standalone.ts";
import { TEST_ENV } from "../test-env.ts";

const root = path.join(import.meta.dirname, "..", "..", "..");

export function buildApp(): void {
  console.log("building (next build)…");
  execFileSync(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], {
    cwd: root,
    stdio: "ignore",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
}

/** Starts `node server.js` on `port` against `databaseUrl` (plus `env`) and waits for its health check. */
export async function serveApp(
  databaseUrl: string,
  port: number,
  env: Record<string, string> = {},
): Promise<{ base: string; server: ChildProcess }> {
  const base = `http://127.0.0.1:${port}`;
  const server = startStandalone({
    ...TEST_ENV,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    APP_URL: base,
    LOG_LEVEL: "silent",
    ...env,
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return { base, server };
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not start");
}

export function stopApp(server: ChildProcess): void {
  try {
    process.kill(-server.pid!, "SIGTERM");
  } catch {
    // already gone
  }
}

/** Serves the app (as serveApp does) for as long as `run` runs, and stops it after, even when `run` throws. */
export async function withServedApp<T>(
  databaseUrl: string,
  port: number,
  run: (app: { base: string; server: ChildProcess }) => Promise<T>,
  env: Record<string, string> = {},
): Promise<T> {
  const app = await serveApp(databaseUrl, port, env);
  try {
    return await run(app);
  } finally {
    stopApp(app.server);
  }
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** A new company through the API: its owner's bearer token, the company's id and the owner's, and the owner's sign-in. */
export async function registerOwner(
  base: string,
  label: string,
): Promise<{ authorization: string; companyId: string; userId: string; email: string; password: string }> {
  const email = `bench-${label}-${Date.now()}@bench.kanal`;
  const password = "Bench-Parola1";
  const response = await fetch(`${base}/api/v1/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.250.0.${label.length}` },
    body: JSON.stringify({ firstName: "Bench", lastName: label, email, password, acceptTerms: true }),
  });
  const body = (await response.json()) as { data: { token: string; user: { id: string; companyId: string } } };
  if (response.status !== 201) throw new Error(`register: ${response.status}`);
  return {
    authorization: `Bearer ${body.data.token}`,
    companyId: body.data.user.companyId,
    userId: body.data.user.id,
    email,
    password,
  };
}

/** `count` authenticated GETs of `pathOf(i)`, each timed to its last byte. */
export async function timeHttp(
  base: string,
  authorization: string,
  count: number,
  pathOf: (index: number) => string,
  headers: Record<string, string> = {},
) {
  const samples: number[] = [];
  for (let index = 0; index < count; index++) {
    const url = `${base}${pathOf(index)}`;
    const started = performance.now();
    const response = await fetch(url, { headers: { ...headers, authorization } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    samples.push(performance.now() - started);
  }
  return samples;
}

/**
 * A pg client (the seed, the direct queries) and a pool of `poolSize` connections on `url` for as
 * long as `run` runs; both closed after, even when `run` throws.
 */
export async function withPg<T>(
  url: string,
  poolSize: number,
  run: (connections: { client: pg.Client; pool: pg.Pool }) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  try {
    return await run({ client, pool });
  } finally {
    await pool.end();
    await client.end();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const verdict = (met: boolean) => (met ? "met" : "MISSED");

/**
 * A list endpoint against its own queries run straight through pg, after `warmUp` rounds of each:
 * `pathOf(i)` over HTTP and `direct(i)` timed `samples` times, then the floor of any API call on
 * this server (GET /auth/me: the session checked, a small JSON answer). Prints both p50 and p95,
 * their ratio against the goals (≤ 1.5, p95 ≤ 50 ms) and the floor; `what` names the list.
 */
export async function compareListWithPg({
  base,
  authorization,
  what,
  pathOf,
  direct,
  samples,
  warmUp,
  headers = {},
  interleave = false,
}: {
  base: string;
  authorization: string;
  what: string;
  pathOf: (index: number) => string;
  direct: (index: number) => Promise<unknown>;
  samples: number;
  warmUp: number;
  /** Extra request headers of the HTTP calls (e.g. `accept-encoding`). */
  headers?: Record<string, string>;
  /**
   * Time one HTTP call and then its `direct` twin, in turn, instead of all HTTP calls and then all
   * direct ones: on a shared machine, load that comes and goes then weighs on both sides alike.
   */
  interleave?: boolean;
}) {
  await timeHttp(base, authorization, warmUp, pathOf, headers);
  for (let index = 0; index < warmUp; index++) await direct(index);
  const timeDirect = async (index: number) => {
    const started = performance.now();
    await direct(index);
    return performance.now() - started;
  };
  const http: number[] = [];
  const directTimes: number[] = [];
  if (interleave) {
    for (let index = 0; index < samples; index++) {
      http.push(...(await timeHttp(base, authorization, 1, () => pathOf(index), headers)));
      directTimes.push(await timeDirect(index));
    }
  } else {
    http.push(...(await timeHttp(base, authorization, samples, pathOf, headers)));
    for (let index = 0; index < samples; index++) directTimes.push(await timeDirect(index));
  }
  const floor = await timeHttp(base, authorization, samples, () => "/api/v1/auth/me");
  const [p50, p95] = [percentile(http, 50), percentile(http, 95)];
  const [d50, d95] = [percentile(directTimes, 50), percentile(directTimes, 95)];
  console.log(
    `  ${what} via HTTP: p50 ${ms(p50)}, p95 ${ms(p95)};` +
      ` same queries via pg: p50 ${ms(d50)}, p95 ${ms(d95)} → ÷ ${(p50 / d50).toFixed(2)} (p50),` +
      ` ${(p95 / d95).toFixed(2)} (p95) (goal ≤ 1.5: ${verdict(p95 / d95 <= 1.5)}; p95 ≤ 50 ms: ${verdict(p95 <= 50)})`,
  );
  console.log(
    `    the floor of an API call on this server (GET /api/v1/auth/me): p50 ${ms(percentile(floor, 50))},` +
      ` p95 ${ms(percentile(floor, 95))}`,
  );
}
