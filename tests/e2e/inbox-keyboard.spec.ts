import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { seriousViolations } from "../helpers/axe";
import { openAsNewOwner } from "../helpers/e2e-register";
import { hydrated } from "../helpers/hydrated";

// The inbox without a mouse and its thread's scroll (issue 18's audit), in Chromium against the
// production build with its worker. The conversation list is one stop in the Tab order (the
// selected row; the arrow keys, Home and End move between rows), so Tab goes on from the list to
// the chat instead of through every loaded conversation. A thread opened at the bottom stays there
// when its content grows (an image or a template drawn late) right after its own scroll — the scroll
// event that echoes the thread's own move is not taken for the reader leaving the bottom. With an
// assignee and an image group on screen, and the emoji picker open, axe finds nothing serious (the
// "+N" tile and the assignee button say what they show: WCAG's label in name).

test.use({ locale: "en-US" });

async function sandboxChannel(request: APIRequestContext): Promise<string> {
  const { data } = (await (await request.get("/api/v1/channels")).json()) as {
    data: { channels: { id: string; provider: string }[] };
  };
  return data.channels.find((channel) => channel.provider === "sandbox")!.id;
}

/** Customers write through the sandbox webhook; answers their conversations' ids once the jobs made them. */
async function customersWrite(request: APIRequestContext, channelId: string, count: number): Promise<string[]> {
  for (let index = 0; index < count; index++) {
    const response = await request.post(`/api/v1/channels/${channelId}/sandbox/inbound`, {
      data: { from: `0555 321 60 ${String(10 + index)}`, name: `Müşteri ${index + 1}`, type: "text", text: "Merhaba" },
    });
    expect(response.status()).toBe(202);
  }
  let ids: string[] = [];
  await expect
    .poll(
      async () => {
        const { data } = (await (await request.get("/api/v1/conversations")).json()) as {
          data: { conversations: { id: string }[] };
        };
        ids = data.conversations.map((conversation) => conversation.id);
        return ids.length;
      },
      { timeout: 30_000 },
    )
    .toBe(count);
  return ids;
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return { row: element?.dataset.conversationId ?? null, label: element?.getAttribute("aria-label") ?? null };
  });

test("the list is one Tab stop: arrows, Home and End move between rows; Tab goes on to the chat", async ({ page }) => {
  test.setTimeout(90_000);
  await openAsNewOwner(page, "/conversation", { firstName: "Deniz", lastName: "Kara", label: "inbox-keys" });
  const ids = await customersWrite(page.request, await sandboxChannel(page.request), 4);
  await page.goto("/conversation");
  await hydrated(page);
  const rows = page.getByTestId("conversation-row");
  await expect(rows).toHaveCount(4);
  await expect(page).toHaveURL(new RegExp(`[?&]c=${ids[0]}`));
  // A row reads as the customer, the channel and the message — not the avatar's initials first.
  await expect(rows.first()).toHaveAccessibleName(/^(Wrote in the last 5 minutes )?WhatsApp Müşteri \d .*Merhaba/);
  // One row in the Tab order: the selected one.
  await expect(rows.and(page.locator('[tabindex="0"]'))).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute("tabindex", "0");

  await page.getByTestId("inbox-filters").focus();
  await page.keyboard.press("Tab");
  expect((await focused(page)).row).toBe(ids[0]);
  await page.keyboard.press("ArrowDown");
  await expect(page).toHaveURL(new RegExp(`[?&]c=${ids[1]}`));
  expect((await focused(page)).row).toBe(ids[1]);
  await page.keyboard.press("End");
  await expect(page).toHaveURL(new RegExp(`[?&]c=${ids[3]}`));
  await page.keyboard.press("Home");
  await expect(page).toHaveURL(new RegExp(`[?&]c=${ids[0]}`));
  await page.keyboard.press("ArrowDown");
  await expect(page).toHaveURL(new RegExp(`[?&]c=${ids[1]}`));
  await expect(rows.nth(1)).toHaveAttribute("tabindex", "0");
  // Its chat has loaded: while it loads it holds nothing to stop at, and Tab would pass it by.
  const name = await rows
    .nth(1)
    .getByText(/^Müşteri \d$/)
    .innerText();
  await expect(page.getByTestId("conversation-chat").getByRole("heading", { level: 2, name })).toBeVisible();

  // Tab leaves the list at once: the next stop is in the chat, not the next conversation.
  await page.keyboard.press("Tab");
  const next = await focused(page);
  expect(next.row).toBeNull();
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="conversation-chat"]')))).toBe(
    true,
  );
  // And Shift+Tab comes back to the selected row.
  await page.keyboard.press("Shift+Tab");
  expect((await focused(page)).row).toBe(ids[1]);
});

test("the tabs are one Tab stop: the arrows, Home and End choose and focus a tab", async ({ page }) => {
  await openAsNewOwner(page, "/conversation", { firstName: "Can", lastName: "Er", label: "inbox-tabs" });
  await hydrated(page);
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveCount(3);
  await expect(tabs.and(page.locator('[tabindex="0"]'))).toHaveCount(1);
  await page.getByTestId("inbox-tab-all").focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("inbox-tab-unread")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("inbox-tab-unread")).toBeFocused();
  await expect(page).toHaveURL(/[?&]tab=unread/);
  await page.keyboard.press("End");
  await expect(page.getByTestId("inbox-tab-unresolved")).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("inbox-tab-all")).toBeFocused();
  await expect(page.getByTestId("inbox-tab-all")).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByTestId("inbox-tab-unresolved")).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await expect(page.getByTestId("inbox-tab-all")).toBeFocused();
  await expect(tabs.and(page.locator('[tabindex="0"]'))).toHaveCount(1);
});

test("a thread opened at the bottom stays there when its content grows just after its own scroll", async ({ page }) => {
  test.setTimeout(90_000);
  await openAsNewOwner(page, "/conversation", { firstName: "Ece", lastName: "Tan", label: "inbox-bottom" });
  const [id] = await customersWrite(page.request, await sandboxChannel(page.request), 1);
  for (let index = 0; index < 14; index++) {
    const response = await page.request.post(`/api/v1/conversations/${id}/messages`, {
      data: { type: "text", text: `Yanıt ${index + 1}: siparişiniz hazırlanıyor, kargo bilgisi birazdan gelecek.` },
    });
    expect(response.status()).toBe(202);
  }
  await page.goto(`/conversation?c=${id}`);
  await hydrated(page);
  const thread = page.getByTestId("message-thread");
  await expect(page.getByTestId("message")).toHaveCount(15);
  const gap = () => thread.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight);
  await expect.poll(gap).toBeLessThan(2);

  // Content grows (the thread follows it to the bottom), and grows again before the scroll event of
  // that move is delivered — as an image and a template loading one after the other do.
  await thread.evaluate((element) => {
    const items = element.querySelectorAll<HTMLElement>("[data-message-id]");
    const list = element.querySelector("ol")!;
    const after = new ResizeObserver(() => {
      after.disconnect();
      setTimeout(() => {
        items[1]!.style.paddingTop = "400px";
      }, 0);
    });
    items[0]!.style.paddingTop = "200px";
    after.observe(list);
  });
  await page.waitForTimeout(500);
  await expect.poll(gap).toBeLessThan(2);
  // A real scroll up by the reader still leaves the bottom (no sticking), and new content keeps it.
  await thread.hover();
  await page.mouse.wheel(0, -600);
  await expect.poll(gap).toBeGreaterThan(400);
});

test("an image group, an assignee and the emoji picker pass axe; the +N tile's name starts with what it shows", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openAsNewOwner(page, "/conversation", { firstName: "Arda", lastName: "Kurt", label: "inbox-axe" });
  const [id] = await customersWrite(page.request, await sandboxChannel(page.request), 1);
  const fileIds: string[] = [];
  for (const [index, color] of ["#1e3a8a", "#c2410c", "#15803d", "#7c3aed", "#be123c"].entries()) {
    const buffer = await sharp({ create: { width: 120, height: 120, channels: 3, background: color } })
      .png()
      .toBuffer();
    const response = await page.request.post("/api/v1/media", {
      multipart: { file: { name: `urun-${index + 1}.png`, mimeType: "image/png", buffer } },
    });
    expect(response.status()).toBe(201);
    fileIds.push(((await response.json()) as { data: { files: { id: string }[] } }).data.files[0]!.id);
  }
  const me = (await (await page.request.get("/api/v1/auth/me")).json()) as { data: { user: { id: string } } };
  expect(
    (await page.request.patch(`/api/v1/conversations/${id}`, { data: { assigneeId: me.data.user.id } })).ok(),
  ).toBe(true);
  const sent = await page.request.post(`/api/v1/conversations/${id}/messages`, {
    data: { type: "media", fileIds, caption: "Kombin için birkaç parça" },
  });
  expect(sent.status()).toBe(202);

  await page.goto(`/conversation?c=${id}`);
  await hydrated(page);
  const group = page.getByTestId("image-group");
  await expect(group).toBeVisible();
  await expect(group.getByRole("button", { name: /^\+1 more: show all 5$/ })).toBeVisible();
  await expect(page.getByTestId("assign-conversation")).toHaveAccessibleName(/Arda Kurt/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Emoji" }).click();
  await expect(page.getByRole("dialog", { name: "Emoji" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
