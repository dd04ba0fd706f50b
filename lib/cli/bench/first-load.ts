// `npm run bench -- first-load` (issue 4): JavaScript a browser downloads on the first visit of
// /dashboard (signed in, demo data) versus a bare page of the same app (the 404 page: the root
// layout and nothing else), in bytes transferred (gzip, as `node server.js` serves them).
// Goal: ratio ≤ 2.5, with the chart code lazy-loaded, not in the first load.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { startStandalone } from "../../../tests/helpers/standalone.ts";
import { seedDatabase } from "../../../prisma/seed.ts";
import { DEMO_PASSWORD, DEMO_USERS } from "../../../prisma/demo.ts";
import { withTestDatabase } from "../test-database.ts";
import { TEST_ENV } from "../test-env.ts";

const root = path.join(import.meta.dirname, "..", "..", "..");
const port = 3320;
const base = `http://127.0.0.1:${port}`;

async function waitForHealth() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not start");
}

/** Bytes of JavaScript transferred while loading `url` until the network is idle. */
async function scriptBytes(page: Page, url: string) {
  const sizes: Promise<number>[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "script") sizes.push(request.sizes().then((size) => size.responseBodySize));
  });
  await page.goto(url, { waitUntil: "networkidle" });
  const all = await Promise.all(sizes);
  return { bytes: all.reduce((sum, size) => sum + size, 0), files: all.length };
}

console.log("building (next build)…");
execFileSync(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], {
  cwd: root,
  stdio: "ignore",
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
});

await withTestDatabase(async ({ url }) => {
  await seedDatabase(url);
  const server = startStandalone({
    ...TEST_ENV,
    DATABASE_URL: url,
    PORT: String(port),
    APP_URL: base,
    LOG_LEVEL: "silent",
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    await waitForHealth();
    const bare = await scriptBytes(await (await browser.newContext()).newPage(), `${base}/kanal-bench-bare-page`);
    const context = await browser.newContext();
    const login = await context.request.post(`${base}/api/v1/auth/login`, {
      data: { email: DEMO_USERS[0].email, password: DEMO_PASSWORD },
    });
    if (!login.ok()) throw new Error(`demo sign-in failed: ${login.status()}`);
    const dashboard = await scriptBytes(await context.newPage(), `${base}/dashboard`);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log("first-load JavaScript (gzip, transferred)");
    console.log(`  bare page (404, root layout only): ${kb(bare.bytes)} in ${bare.files} files`);
    console.log(`  /dashboard (signed in, demo data): ${kb(dashboard.bytes)} in ${dashboard.files} files`);
    console.log(`  ratio: ${(dashboard.bytes / bare.bytes).toFixed(2)} (goal ≤ 2.5)`);
  } finally {
    await browser.close();
    process.kill(-server.pid!, "SIGTERM");
  }
});
