// `npm test`: lint, formatting, typecheck, unit, integration (real PostgreSQL), then end-to-end (Playwright in
// Debian's Chromium against the production build). Stops at the first red step; prints the time
// of each step and one closing line with the counts.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { withTestDatabase } from "./test-database.ts";
import { run } from "./run.ts";
import { TEST_ENV } from "./test-env.ts";

const root = path.join(import.meta.dirname, "..", "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const resultsDir = path.join(root, ".data", "test-results");
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

type Counts = { passed: number; failed: number; skipped: number };
const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
const timings: string[] = [];

function addVitest(file: string) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function addPlaywright(file: string) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, "utf8")) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

async function step(name: string, command: string, args: string[], env: Record<string, string | undefined> = {}) {
  const started = performance.now();
  console.log(`\n▶ ${name}`);
  const code = await run(command, args, { NEXT_TELEMETRY_DISABLED: "1", ...env });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  timings.push(`${name} ${seconds}s`);
  if (code !== 0) finish(`${name} failed (exit ${code})`);
}

function finish(failure?: string): never {
  console.log(`\n${timings.join(" · ")}`);
  if (failure) {
    console.log(`✗ ${failure}`);
    totals.failed = Math.max(totals.failed, 1);
  }
  if (totals.skipped > 0) console.log(`✗ ${totals.skipped} test(s) skipped: a skipped check is a defect`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(failure || totals.skipped > 0 ? 1 : 0);
}

const vitestArgs = (project: string) => [
  "run",
  "--config",
  "tests/vitest.config.ts",
  "--project",
  project,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${path.join(resultsDir, `${project}.json`)}`,
];

await step("lint", bin("eslint"), ["--max-warnings=0", "."]);
await step("format", bin("prettier"), ["--check", "--log-level=warn", "."]);
// Route types Next generated for an older tree would fail the check; the build writes them anew.
for (const dir of [".next/types", ".next/dev/types"]) rmSync(path.join(root, dir), { recursive: true, force: true });
await step("typecheck", bin("tsc"), ["--noEmit"]);
await step("unit", bin("vitest"), vitestArgs("unit"), TEST_ENV);
addVitest(path.join(resultsDir, "unit.json"));

await withTestDatabase(async ({ url, kind }) => {
  console.log(`\ntest database: ${kind}`);
  const env = { ...TEST_ENV, DATABASE_URL: url };
  await step("integration", bin("vitest"), vitestArgs("integration"), env);
  addVitest(path.join(resultsDir, "integration.json"));
  await step("build", bin("next"), ["build"], { ...env, NODE_ENV: "production" });
  // `npm run build`'s second half: the worker and webhook-ingest bundles the browser tests start.
  await step("bundle", bin("tsx"), ["lib/cli/build-worker.ts"], env);
  await step("e2e", bin("playwright"), ["test", "--config", "tests/playwright.config.ts"], {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(resultsDir, "e2e.json"),
  });
  addPlaywright(path.join(resultsDir, "e2e.json"));
});
finish();
