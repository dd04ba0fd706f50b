import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { SANDBOX_TEST_NUMBERS } from "../../lib/channels/sandbox";
import { seriousViolations } from "../helpers/axe";
import { openAsNewOwner, uniqueEmail } from "../helpers/e2e-register";
import { hydrated } from "../helpers/hydrated";

// The inbox's chat (issue 18), in Chromium against the production build with its job worker: a
// customer writes through the sandbox channel's webhook; the owner has the conversation open in two
// browser contexts, replies in one (Enter sends, Shift+Enter is a new line, blank text is not sent,
// the box clears, a draft stays with its conversation and a reload), and the other shows the reply without a
// reload, its ticks moving to "read" as the sandbox reports sent → delivered → read. A reply to the
// sandbox's "not on WhatsApp" number fails with the reason and a Retry; a customer who never wrote
// gets the 24-hour prompt, which sends an approved template filled from the customer.

test.use({ locale: "en-US" });

type Channel = { id: string; provider: string };

async function sandboxChannel(request: APIRequestContext): Promise<string> {
  const { data } = (await (await request.get("/api/v1/channels")).json()) as { data: { channels: Channel[] } };
  return data.channels.find((channel) => channel.provider === "sandbox")!.id;
}

/** A customer's message through the sandbox webhook; answers their conversation's id once the job made it. */
async function customerWrites(request: APIRequestContext, channelId: string, from: string, name: string, text: string) {
  const inbound = await request.post(`/api/v1/channels/${channelId}/sandbox/inbound`, {
    data: { from, name, type: "text", text },
  });
  expect(inbound.status()).toBe(202);
  let id = "";
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/v1/conversations?search=${encodeURIComponent(name)}`);
        const { data } = (await response.json()) as { data: { conversations: { id: string }[] } };
        id = data.conversations[0]?.id ?? "";
        return id;
      },
      { timeout: 20_000 },
    )
    .not.toBe("");
  return id;
}

const openChat = async (page: Page, conversationId: string) => {
  await page.goto(`/conversation?c=${conversationId}`);
  await hydrated(page);
  await expect(page.getByTestId("conversation-chat")).toBeVisible();
};

const bubble = (page: Page, text: string) => page.getByTestId("message").filter({ hasText: text });

test("two contexts: one replies, the other sees the reply live and its ticks move to read", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openAsNewOwner(page, "/conversation", { firstName: "Selin", lastName: "Ak", label: "chat-owner" });
  const channelId = await sandboxChannel(page.request);
  const first = await customerWrites(page.request, channelId, "0555 321 54 70", "Deniz Aydın", "Kargom nerede?");
  const second = await customerWrites(page.request, channelId, "0555 321 54 71", "Ozan Er", "Fatura lazım");

  const other = await (await browser.newContext({ storageState: await page.context().storageState() })).newPage();
  await openChat(page, first);
  await openChat(other, first);
  await expect(bubble(page, "Kargom nerede?")).toBeVisible();
  await expect(bubble(other, "Kargom nerede?")).toBeVisible();
  await other.evaluate(() => {
    (window as unknown as { __chatMarker: string }).__chatMarker = "still here";
  });
  // From here on, neither context reads the thread's pages again: a new message is read alone
  // (GET /messages/{id}) and each tick is patched in place from its event.
  const pageReads: string[] = [];
  const oneReads: string[] = [];
  for (const context of [page, other]) {
    context.on("request", (request) => {
      if (request.method() !== "GET") return;
      const { pathname } = new URL(request.url());
      if (pathname === `/api/v1/conversations/${first}/messages`) pageReads.push(request.url());
      else if (pathname.startsWith("/api/v1/messages/")) oneReads.push(pathname);
    });
  }

  const input = page.getByRole("textbox", { name: "Message" });
  // Blank text is not sent; Shift+Enter is a new line.
  await input.fill("   ");
  await input.press("Enter");
  await expect(page.getByTestId("message").filter({ has: page.getByTestId("message-status") })).toHaveCount(0);
  await input.fill("Merhaba Deniz,");
  await input.press("Shift+Enter");
  await input.pressSequentially("kargonuz yarın teslim edilecek.");
  await expect(input).toHaveValue("Merhaba Deniz,\nkargonuz yarın teslim edilecek.");
  await input.press("Enter");
  await expect(input).toHaveValue("");
  const reply = bubble(page, "kargonuz yarın teslim edilecek.");
  await expect(reply).toBeVisible();
  await expect(reply).toHaveAttribute("data-direction", "out");

  // The other context: the reply arrives over the event stream, then its ticks move on to read.
  const seen = bubble(other, "kargonuz yarın teslim edilecek.");
  await expect(seen).toBeVisible({ timeout: 15_000 });
  const ticks = seen.getByTestId("message-status");
  await expect(ticks).toHaveAttribute("data-status", /sent|delivered|read/, { timeout: 15_000 });
  await expect(ticks).toHaveAttribute("data-status", "read", { timeout: 30_000 });
  await expect(ticks).toHaveAccessibleName("Read");
  await expect(reply.getByTestId("message-status")).toHaveAttribute("data-status", "read", { timeout: 15_000 });
  expect(await other.evaluate(() => (window as unknown as { __chatMarker?: string }).__chatMarker)).toBe("still here");
  expect(pageReads).toEqual([]);
  // The reply, read alone by the context that did not send it (again if a tick beat that read).
  expect(oneReads.length).toBeLessThanOrEqual(4);

  // A draft stays with its conversation when the user switches away and back.
  await input.fill("Yarın tekrar yazarım");
  await page.locator(`[data-conversation-id="${second}"]`).click();
  await expect(page).toHaveURL(new RegExp(`[?&]c=${second}`));
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");
  await page.locator(`[data-conversation-id="${first}"]`).click();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Yarın tekrar yazarım");
  // …and a reload of the page (the tab keeps it); sending it clears it for good.
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Yarın tekrar yazarım");
  await page.getByRole("textbox", { name: "Message" }).fill("");
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");

  expect(await seriousViolations(page)).toEqual([]);

  // Resolving offers the customer's rating; the other context sees the system line.
  await page.getByTestId("resolve-conversation").click();
  const resolve = page.getByRole("dialog", { name: "Resolve the conversation" });
  await resolve.getByRole("radio", { name: "4 stars" }).click();
  await resolve.getByTestId("confirm-resolve").click();
  await expect(resolve).toBeHidden();
  await expect(page.getByTestId("chat-header")).toContainText("Resolved");
  await expect(other.getByTestId("system-line").filter({ hasText: "marked the conversation as resolved" })).toBeVisible(
    {
      timeout: 15_000,
    },
  );
  const detail = (await (await page.request.get(`/api/v1/conversations/${first}`)).json()) as {
    data: { conversation: { status: string; rating: number | null } };
  };
  expect(detail.data.conversation).toMatchObject({ status: "resolved", rating: 4 });
  await other.context().close();
});

test("a failed reply shows the reason and Retry", async ({ page }) => {
  test.setTimeout(90_000);
  await openAsNewOwner(page, "/conversation", { firstName: "Kaan", lastName: "Ay", label: "chat-failed" });
  const channelId = await sandboxChannel(page.request);
  const id = await customerWrites(
    page.request,
    channelId,
    `+${SANDBOX_TEST_NUMBERS.notOnWhatsApp}`,
    "Test Numarası",
    "Merhaba",
  );
  await openChat(page, id);
  const input = page.getByRole("textbox", { name: "Message" });
  await input.fill("Siparişiniz hazır.");
  await input.press("Enter");

  const reply = bubble(page, "Siparişiniz hazır.");
  await expect(reply.getByTestId("message-status")).toHaveAttribute("data-status", "failed", { timeout: 20_000 });
  const failure = reply.getByTestId("message-failure");
  await expect(failure).toContainText("Not sent:");
  await expect(failure).toContainText("WhatsApp");
  await failure.getByRole("button", { name: "Retry" }).click();
  // Queued again, then refused again by the same number: the reason is back.
  await expect(reply.getByTestId("message-status")).toHaveAttribute("data-status", "failed", { timeout: 20_000 });
  await expect(reply.getByTestId("message-failure")).toContainText("Not sent:");
});

test("outside the 24-hour window the composer says so and sends a template filled from the customer", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openAsNewOwner(page, "/conversation", { firstName: "Ada", lastName: "Su", label: "chat-window" });
  const channelId = await sandboxChannel(page.request);
  const template = await page.request.post("/api/v1/templates", {
    data: {
      name: "siparis_hazir",
      displayName: "Sipariş hazır",
      category: "UTILITY",
      language: "tr",
      bodyText: "Merhaba {{1}}, {{2}} numaralı siparişiniz hazır.",
      variables: [
        { name: "ad", example: "Ayşe" },
        { name: "sipariş numarası", example: "1042" },
      ],
      buttons: [],
    },
  });
  expect(template.status()).toBe(201);
  const templateId = ((await template.json()) as { data: { template: { id: string } } }).data.template.id;
  expect((await page.request.post(`/api/v1/templates/${templateId}/submit`)).status()).toBe(200);
  const customer = await page.request.post("/api/v1/customers", {
    data: {
      firstName: "Sevgi",
      lastName: "Kaya",
      email: uniqueEmail("chat-window"),
      countryCode: "+90",
      phone: "5321234567",
    },
  });
  expect(customer.status()).toBe(201);
  const customerId = ((await customer.json()) as { data: { id?: string; customer?: { id: string } } }).data;
  const started = await page.request.post("/api/v1/conversations", {
    data: { customerId: customerId.customer?.id ?? customerId.id, channelId },
  });
  expect(started.ok()).toBe(true);
  const conversationId = ((await started.json()) as { data: { conversation: { id: string } } }).data.conversation.id;
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/v1/templates/${templateId}`)).json()) as {
            data: { template: { status: string } };
          }
        ).data.template.status,
      { timeout: 30_000 },
    )
    .toBe("APPROVED");

  await openChat(page, conversationId);
  const prompt = page.getByTestId("window-closed");
  await expect(prompt).toContainText("The customer has not written yet.");
  await expect(prompt).toContainText("only an approved template");
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveCount(0);
  await prompt.getByRole("button", { name: "Send a template" }).click();

  const dialog = page.getByRole("dialog", { name: "Send a template" });
  await dialog.getByTestId("template-option").filter({ hasText: "Sipariş hazır" }).click();
  await expect(dialog.getByLabel(/\{\{1\}\}\s*ad/)).toHaveValue("Sevgi");
  await expect(dialog.getByLabel(/\{\{2\}\}\s*sipariş numarası/)).toHaveValue("1042");
  // A long variable name wraps instead of being cut ("sipariş n").
  const longLabel = dialog.locator("label", { hasText: "sipariş numarası" });
  expect(await longLabel.evaluate((label) => label.scrollWidth <= label.clientWidth + 1)).toBe(true);
  await expect(dialog.getByTestId("template-bubble")).toContainText("Merhaba Sevgi, 1042 numaralı siparişiniz hazır.");
  await dialog.getByTestId("template-send").click();
  await expect(dialog).toBeHidden();
  const sent = page.getByTestId("message").filter({ hasText: "Merhaba Sevgi, 1042 numaralı siparişiniz hazır." });
  await expect(sent).toBeVisible({ timeout: 15_000 });
  await expect(sent.getByTestId("message-status")).toHaveAttribute("data-status", /sent|delivered|read/, {
    timeout: 20_000,
  });
});
