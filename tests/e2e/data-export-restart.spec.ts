import type { ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import { registerThroughApi, uniqueEmail } from "../helpers/e2e-register.ts";
import { startStandalone, startStandaloneWorker, stopProcessGroup, waitForHealth } from "../helpers/standalone.ts";

// Issue 14 #6: a data export is a background job, so it outlives the app process that was asked
// for it. The export is asked for while no worker runs (so nothing can have built it yet), the app
// is killed with SIGKILL, then the app and a worker start again: the export is built and downloads.
// This server and worker use a jobs schema of their own, out of the suite's worker's reach.

const PORT = 3196;
const BASE = `http://127.0.0.1:${PORT}`;
const ENV = { PORT: String(PORT), KANAL_JOBS_SCHEMA: `pgboss_e2e_restart_${Date.now()}` };

const running = new Set<ChildProcess>();
const start = (child: ChildProcess) => {
  running.add(child);
  child.once("exit", () => running.delete(child));
  return child;
};

test.afterAll(async () => {
  await Promise.all([...running].map((child) => stopProcessGroup(child)));
});

test("a data export asked for just before the app is killed is built once it is back", async ({ playwright }) => {
  test.setTimeout(90_000);
  const app = start(startStandalone(ENV));
  await waitForHealth(BASE);
  const request = await playwright.request.newContext({ baseURL: BASE });
  const registered = await registerThroughApi(request, {
    data: {
      firstName: "Deniz",
      lastName: "Arslan",
      email: uniqueEmail("restart"),
      password: "Guclu-Parola1",
      acceptTerms: true,
    },
  });
  expect(registered.status()).toBe(201);

  const started = await request.post("/api/v1/account/export");
  expect(started.status()).toBe(202);
  const exportId = (await started.json()).data.export.id as string;

  // The app dies at once, with nothing allowed to finish.
  const exited = new Promise((resolve) => app.once("exit", resolve));
  process.kill(-app.pid!, "SIGKILL");
  await exited;

  start(startStandalone(ENV));
  await waitForHealth(BASE);
  const status = async () => {
    const list = await (await request.get("/api/v1/account/export")).json();
    return list.data.exports.find((item: { id: string }) => item.id === exportId)?.status as string | undefined;
  };
  // Back, but no worker yet: still waiting in the queue.
  expect(await status()).toBe("pending");

  start(startStandaloneWorker(ENV));
  await expect.poll(status, { timeout: 45_000 }).toBe("ready");
  const file = await request.get(`/api/v1/account/export/${exportId}`);
  expect(file.status()).toBe(200);
  expect(await file.json()).toMatchObject({ format: "kanal-export", profile: { firstName: "Deniz" } });
  await request.dispose();
});
