// `npm run bench -- dev-start`: how fast a newcomer gets a running app.
//  - time until `npm run dev` answers health: first run (empty data dir) and a later run;
//  - health-check latency against the dev server (p50/p95 over 200 sequential requests).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.join(import.meta.dirname, "..", "..", "..");
const port = 3310;

async function waitForHealth(deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("dev server did not become ready");
}

async function timeDevStart(dataDir: string, measureLatency: boolean) {
  const started = performance.now();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    KANAL_DATA_DIR: dataDir,
    PORT: String(port),
    EMBEDDED_DB_PORT: "0",
    LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "lib/cli/dev.ts")], {
    cwd: root,
    env,
    stdio: "ignore",
    detached: true,
  });
  try {
    await waitForHealth(120_000);
    const seconds = (performance.now() - started) / 1000;
    let latency: { p50: number; p95: number } | undefined;
    if (measureLatency) {
      const samples: number[] = [];
      for (let i = 0; i < 200; i++) {
        const t0 = performance.now();
        await fetch(`http://127.0.0.1:${port}/api/v1/health`).then((r) => r.arrayBuffer());
        samples.push(performance.now() - t0);
      }
      samples.sort((a, b) => a - b);
      latency = { p50: samples[100]!, p95: samples[190]! };
    }
    return { seconds, latency };
  } finally {
    process.kill(-child.pid!, "SIGINT");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), "kanal-bench-"));
try {
  const first = await timeDevStart(dataDir, false);
  const later = await timeDevStart(dataDir, true);
  console.log(`npm run dev → health 200, first run (empty database): ${first.seconds.toFixed(1)} s`);
  console.log(`npm run dev → health 200, later run:                  ${later.seconds.toFixed(1)} s`);
  console.log(
    `GET /api/v1/health on next dev + embedded DB: p50 ${later.latency!.p50.toFixed(1)} ms, p95 ${later.latency!.p95.toFixed(1)} ms (200 requests)`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
