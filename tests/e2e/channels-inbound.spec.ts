import { expect, test } from "@playwright/test";
import { seriousViolations } from "../helpers/axe";
import { openAsNewOwner } from "../helpers/e2e-register";
import { hydrated } from "../helpers/hydrated";

// The sandbox channel's "simulate an inbound message" (issue 16), in Chromium against the
// production build with its job worker beside it: the owner opens the sandbox channel's page,
// sends a customer's message from the dialog (a missing text is named first), and the delivery
// shows up in the page's latest events once the worker has processed it — pushed over the event
// stream, without a reload (a marker set on the window survives, and the list was never refreshed
// by hand).

test.use({ locale: "en-US" });

test("sandbox channel page → simulate an inbound message → it arrives in the events over the stream, no reload", async ({
  page,
}) => {
  await openAsNewOwner(page, "/settings/channels", { firstName: "Ece", lastName: "Kaya", label: "inbound-owner" });
  const sandbox = page.getByTestId("channel-row").filter({ hasText: "WhatsApp Sandbox" });
  await sandbox.getByTestId("channel-details").click();
  await expect(page.getByRole("heading", { name: "WhatsApp Sandbox", level: 1 })).toBeVisible();
  await hydrated(page);
  await expect(page.getByText("No events yet")).toBeVisible();

  await page.evaluate(() => {
    (window as unknown as { __inboundMarker: string }).__inboundMarker = "still here";
  });
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });

  await page.getByTestId("simulate-inbound").click();
  const dialog = page.getByRole("dialog", { name: "Simulate an inbound message" });
  await dialog.getByLabel("Customer's number").fill("0555 123 45 67");
  await dialog.getByLabel("Customer's profile name").fill("Ayşe Yılmaz");
  await dialog.getByRole("button", { name: "Send message" }).click();
  await expect(dialog.getByText("This field is required")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("textbox", { name: "Message" }).fill("Merhaba, siparişim nerede?");
  await dialog.getByRole("button", { name: "Send message" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("The message was sent", { exact: false })).toBeVisible();

  // The worker processes the delivery; its message.created event reaches this page over the stream.
  const events = page.getByTestId("channel-events").getByRole("listitem");
  await expect(events).toHaveCount(1, { timeout: 20_000 });
  await expect(events.first()).toContainText("Message");
  await expect(events.first()).toContainText("Processed", { timeout: 10_000 });
  await events.first().getByText("Show body").click();
  await expect(events.first()).toContainText("905551234567");
  await expect(events.first()).toContainText("Merhaba, siparişim nerede?");

  // An image from the customer: the sandbox's sample file unless a library file is chosen.
  await page.getByTestId("simulate-inbound").click();
  await dialog.getByLabel("Customer's number").fill("+90 555 123 45 67");
  await dialog.getByText("Image", { exact: true }).click();
  await expect(dialog.getByRole("combobox", { name: "File" })).toContainText("The sandbox's sample file");
  await dialog.getByRole("button", { name: "Send message" }).click();
  await expect(dialog).toBeHidden();
  await expect(events).toHaveCount(2, { timeout: 20_000 });
  await expect(events.first()).toContainText("Processed", { timeout: 10_000 });

  expect(navigations).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __inboundMarker?: string }).__inboundMarker)).toBe(
    "still here",
  );
});
