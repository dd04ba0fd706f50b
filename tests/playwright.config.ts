import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Browser tests: Debian's Chromium (never a Playwright download) against the production build,
// served the way the Docker image serves it (`node server.js` from the standalone output).
const root = path.join(import.meta.dirname, "..");
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${E2E_PORT}`;

export default defineConfig({
  testDir: "./e2e",
  outputDir: path.join(root, "test-results"),
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  // npm test reads the counts from the JSON report; run alone, the list is enough.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL,
    // Menus, dialogs and toasts open and close at once (globals.css honours the system's setting),
    // so a step never lands on something still animating out; appearance.spec drives the
    // animations themselves in contexts with "no-preference".
    reducedMotion: "reduce",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `node ${path.join(root, "tests/helpers/serve-standalone.ts")}`,
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { PORT: String(E2E_PORT), HOSTNAME: "127.0.0.1" },
  },
});
