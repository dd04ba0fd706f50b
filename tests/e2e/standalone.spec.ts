import { expect, test } from "@playwright/test";
import { dockerfile, START_COMMANDS } from "../helpers/standalone.ts";

// The whole browser suite runs against `node server.js` from the standalone output (see
// serve-standalone.ts). This keeps the Dockerfile honest: it must start the image the same way.

test("the Dockerfile deploys migrations and starts the standalone server with the tested commands", () => {
  const file = dockerfile();
  for (const command of START_COMMANDS) expect(file).toContain(command);
  expect(file).toMatch(/^FROM node:24/m);
  expect(file).toMatch(/^USER node$/m);
  expect(file).toMatch(/HEALTHCHECK[\s\S]*\/api\/v1\/health/);
});

test("the standalone server serves the health check and static assets", async ({ request, page }) => {
  expect((await request.get("/api/v1/health")).status()).toBe(200);
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Kanal" })).toBeVisible();
  expect(failed).toEqual([]);
});
