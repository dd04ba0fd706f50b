import { expect, test } from "@playwright/test";
import { seriousViolations } from "../helpers/axe";
import { openAsNewOwner } from "../helpers/e2e-register";

// /settings/channels as an owner uses it (issue 16), in Chromium against the production build: the
// company's sandbox WhatsApp channel is there, labelled; the owner connects a Meta WhatsApp channel
// with made-up credentials, "Test connection" says in words that Meta cannot be reached (the test
// server's GRAPH_API_BASE_URL is a port nobody listens on, lib/cli/test-env.ts), and the channel's
// page gives the webhook address to copy.

test.use({ locale: "en-US", permissions: ["clipboard-read", "clipboard-write"] });

test("sandbox channel → connect a Meta WhatsApp channel → test says unreachable → copy its webhook address", async ({
  page,
}) => {
  await openAsNewOwner(page, "/settings", { firstName: "Deniz", lastName: "Aksoy", label: "channels-owner" });
  await page.getByRole("link", { name: /^Channels/ }).click();
  await expect(page).toHaveURL(/\/settings\/channels$/);
  await expect(page.getByRole("heading", { name: "Channels", level: 1 })).toBeVisible();

  const rows = page.getByTestId("channel-row");
  await expect(rows).toHaveCount(1);
  const sandbox = rows.first();
  await expect(sandbox).toContainText("WhatsApp Sandbox");
  await expect(sandbox.getByTestId("sandbox-badge")).toHaveText("Sandbox");
  await expect(sandbox.getByTestId("channel-status")).toHaveText("Connected");
  expect(await seriousViolations(page)).toEqual([]);

  // Connect a Meta WhatsApp channel with made-up credentials: a missing field is named first.
  await page.getByTestId("channel-connect").click();
  const dialog = page.getByRole("dialog", { name: "Connect channel" });
  await dialog.getByLabel("Channel name").fill("Sales line");
  await dialog.getByRole("button", { name: "Connect" }).click();
  await expect(dialog.getByText("This field is required").first()).toBeVisible();
  await dialog.getByLabel("Phone number id").fill("106540352242922");
  await dialog.getByLabel("WhatsApp business account id (WABA)").fill("102290129340398");
  await dialog.getByLabel("Access token").fill("EAAGfake-token-0000-abcd");
  await dialog.getByLabel("App secret").fill("fake-app-secret-1234");
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Connect" }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(2);
  const meta = rows.filter({ hasText: "Sales line" });
  await expect(meta.getByTestId("sandbox-badge")).toHaveCount(0);

  // Meta cannot be reached from the test server: the answer says so in words, and the channel is in error.
  await meta.getByTestId("channel-test").click();
  await expect(meta.getByTestId("channel-test-outcome")).toContainText(
    "The connection failed: Meta's Graph API is unreachable from this server.",
  );
  await expect(meta.getByTestId("channel-status")).toHaveText("Error");
  await expect(meta).toContainText("Last error");

  // Its page: the webhook address and verify token, ready to copy into Meta's dashboard.
  await meta.getByTestId("channel-details").click();
  await expect(page.getByRole("heading", { name: "Sales line", level: 1 })).toBeVisible();
  const url = await page.getByTestId("webhook-url").textContent();
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/webhooks\/meta\/[\w-]+$/);
  await expect(page.getByTestId("verify-token")).toHaveText(/^[\w-]{32}$/);
  await page.getByRole("button", { name: "Copy address" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(page.getByText("No events yet")).toBeVisible();
  // axe reads a toast that is still fading in or out as low contrast: check the page once they are gone.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);

  // The address answers Meta's handshake with the channel's verify token.
  const token = await page.getByTestId("verify-token").textContent();
  const handshake = await page.request.get(`${url}?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=4242`);
  expect(handshake.status()).toBe(200);
  expect(await handshake.text()).toBe("4242");
});
