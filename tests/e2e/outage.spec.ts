import { expect, test } from "@playwright/test";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "../../prisma/embedded.ts";
import { deployMigrations } from "../../prisma/migrations-engine.ts";
import { startStandalone, stopProcessGroup, waitForHealth } from "../helpers/standalone.ts";
import type { ChildProcess } from "node:child_process";

// The database goes away under a running app and comes back: the app answers 503 in the envelope
// meanwhile and heals by itself, without a restart.

const PORT = 3199;
const baseUrl = `http://127.0.0.1:${PORT}`;
let database: EmbeddedDatabase;
let server: ChildProcess;

test.beforeAll(async () => {
  database = await startEmbeddedDatabase();
  await deployMigrations({ databaseUrl: database.url });
  server = startStandalone({
    PORT: String(PORT),
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: "4",
    AUTH_SECRET: process.env.AUTH_SECRET ?? "outage-test-secret-0123456789-0123456789",
    LOG_LEVEL: "fatal",
  });
  await waitForHealth(baseUrl);
});

test.afterAll(async () => {
  if (server) await stopProcessGroup(server);
  if (database) await database.stop();
});

test("database down → 503 with Retry-After; back up → 200 without restarting the app", async () => {
  expect((await fetch(`${baseUrl}/api/v1/health`)).status).toBe(200);

  await database.pause();
  for (let attempt = 0; attempt < 3; attempt++) {
    const response = await fetch(`${baseUrl}/api/v1/health`);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toMatchObject({ success: false, code: "SERVICE_UNAVAILABLE" });
  }
  // The page says so too instead of crashing.
  const page = await fetch(`${baseUrl}/`, { headers: { "Accept-Language": "en" } });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("The database cannot be reached");

  await database.resume();
  await expect
    .poll(async () => (await fetch(`${baseUrl}/api/v1/health`)).status, { timeout: 15_000, intervals: [200] })
    .toBe(200);
  expect(server.exitCode).toBeNull();
});
