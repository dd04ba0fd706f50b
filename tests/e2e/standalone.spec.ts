import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  dockerfile,
  INGEST_FILE,
  ROOT,
  START_COMMANDS,
  startStandalone,
  startStandaloneIngest,
  stopProcessGroup,
  WORKER_FILE,
} from "../helpers/standalone.ts";

// The whole browser suite runs against `node server.js` from the standalone output (see
// serve-standalone.ts). This keeps the Dockerfile honest: it must start the image the same way.

test("the Dockerfile deploys migrations and starts the standalone server with the tested commands", () => {
  const file = dockerfile();
  for (const command of START_COMMANDS) expect(file).toContain(command);
  expect(file).toMatch(/^FROM node:24/m);
  expect(file).toMatch(/^USER node$/m);
  expect(file).toMatch(/HEALTHCHECK[\s\S]*\/api\/v1\/health/);
});

test("the image builds the job worker and docker-compose runs it from the same image", () => {
  // npm run build = next build, then the worker bundled into the standalone output (worker.mjs).
  expect(dockerfile()).toMatch(/^RUN npm run build$/m);
  const compose = readFileSync(path.join(ROOT, "docker-compose.yml"), "utf8");
  const worker = compose.slice(compose.indexOf("\n  worker:"), compose.indexOf("\n  ingest:"));
  expect(worker).toContain("image: kanal:latest");
  expect(worker).toContain(`command: ["node", "${WORKER_FILE}"]`);
  expect(worker).toContain("kanal-files:/app/data");
});

test("the image builds the webhook ingest process, docker-compose runs it and Caddy routes webhooks to it", async () => {
  const compose = readFileSync(path.join(ROOT, "docker-compose.yml"), "utf8");
  const ingest = compose.slice(compose.indexOf("\n  ingest:"), compose.indexOf("\n  proxy:"));
  expect(ingest).toContain("image: kanal:latest");
  expect(ingest).toContain(`command: ["node", "${INGEST_FILE}"]`);
  // Caddy's upstreams default to these services (proxy.spec.ts runs the file against a local build).
  const caddyfile = readFileSync(path.join(ROOT, "deploy", "Caddyfile"), "utf8");
  expect(caddyfile).toContain("reverse_proxy {$KANAL_INGEST:ingest:3001}");
  expect(caddyfile).toContain("reverse_proxy {$KANAL_APP:app:3000}");
  // The bundle runs from the standalone output alone, as in the image.
  const port = 3000 + Math.floor(Math.random() * 1000) + 5000;
  const child = startStandaloneIngest({ INGEST_PORT: String(port), HOSTNAME: "127.0.0.1", LOG_LEVEL: "silent" });
  try {
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/v1/health`).catch(() => null))?.status, {
        timeout: 15_000,
      })
      .toBe(200);
    const unknown = await fetch(`http://127.0.0.1:${port}/api/v1/webhooks/meta/no-such-channel`, {
      method: "POST",
      body: "{}",
    });
    expect(unknown.status).toBe(404);
  } finally {
    await stopProcessGroup(child);
  }
});

test("the standalone server serves the health check and static assets", async ({ request, page }) => {
  expect((await request.get("/api/v1/health")).status()).toBe(200);
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto("/");
  // "/" → /dashboard → signed out → the sign-in page, with its scripts, styles and icons.
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fdashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: /Giriş yap|Sign in/ }).first()).toBeEnabled();
  expect(failed).toEqual([]);
});

test("a bad or missing variable stops the server at start, naming it", async () => {
  const cases: Array<[Record<string, string>, RegExp]> = [
    [{ DATABASE_URL: "mysql://nope", AUTH_SECRET: "x".repeat(40) }, /DATABASE_URL must be a postgresql:\/\/ URL/],
    [{ DATABASE_URL: "postgresql://u@127.0.0.1:1/db", AUTH_SECRET: "" }, /AUTH_SECRET/],
    [
      { DATABASE_URL: "postgresql://u@127.0.0.1:1/db", AUTH_SECRET: "x".repeat(40), DATABASE_POOL_SIZE: "many" },
      /DATABASE_POOL_SIZE/,
    ],
  ];
  for (const [env, message] of cases) {
    const server = startStandalone({ PORT: "3198", ...env });
    let stderr = "";
    server.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => server.once("exit", resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(message);
  }
});
