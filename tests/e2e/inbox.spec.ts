import { expect, test, type Page } from "@playwright/test";
import { joinAsMember, openAsNewOwner } from "../helpers/e2e-register";
import { seriousViolations } from "../helpers/axe";
import { hydrated } from "../helpers/hydrated";

// The inbox list (issue 18), live, in Chromium against the production build with its worker: an
// owner and two members of one company each have /conversation open. A customer's message through
// the sandbox channel's webhook appears in every list without a reload; assigned to one member, it
// stays in theirs (with the assignee's avatar) and leaves the other member's; the owner resolves it
// with `e` and it leaves the unresolved tab. (The replies and their ticks: inbox-chat's spec.)

test.use({ locale: "tr-TR" });

/** Marks the window, so a later check can tell the page was never reloaded. */
async function markWindow(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __inboxMarker: string }).__inboxMarker = "still here";
  });
}
const marker = (page: Page) => page.evaluate(() => (window as unknown as { __inboxMarker?: string }).__inboxMarker);

test("an inbound message appears live in every list; assigning hides it from the other member; e resolves it", async ({
  page,
  browser,
}) => {
  await openAsNewOwner(page, "/conversation", { firstName: "Selin", lastName: "Ak", label: "inbox-owner" });
  const member = await joinAsMember(page, browser, "inbox-member");
  const other = await joinAsMember(page, browser, "inbox-other");
  const memberId = ((await (await member.request.get("/api/v1/auth/me")).json()) as { data: { user: { id: string } } })
    .data.user.id;
  const channels = (await (await page.request.get("/api/v1/channels")).json()) as {
    data: { channels: { id: string; provider: string }[] };
  };
  const sandbox = channels.data.channels.find((channel) => channel.provider === "sandbox")!;

  for (const viewer of [member, other]) {
    await viewer.goto("/conversation");
    await hydrated(viewer);
  }
  const pages = [page, member, other];
  for (const viewer of pages) {
    await expect(viewer.getByText("Henüz konuşma yok")).toBeVisible();
    await markWindow(viewer);
  }

  // A customer writes: the webhook's job makes the conversation; every list shows it.
  const inbound = await page.request.post(`/api/v1/channels/${sandbox.id}/sandbox/inbound`, {
    data: { from: "0555 321 54 76", name: "Deniz Aydın", type: "text", text: "Merhaba, kargom nerede?" },
  });
  expect(inbound.status()).toBe(202);
  const rowOf = (viewer: Page) => viewer.getByTestId("conversation-row").filter({ hasText: "Deniz Aydın" });
  for (const viewer of pages) {
    await expect(rowOf(viewer)).toBeVisible({ timeout: 20_000 });
    await expect(rowOf(viewer)).toContainText("Merhaba, kargom nerede?");
  }
  const conversationId = (await rowOf(page).getAttribute("data-conversation-id"))!;
  // On a desktop the first conversation opens by itself, and the URL names it.
  await expect(page).toHaveURL(new RegExp(`[?&]c=${conversationId}`));

  // Assigned to the member: theirs shows the assignee; the other member's list loses it.
  const assigned = await page.request.patch(`/api/v1/conversations/${conversationId}`, {
    data: { assigneeId: memberId },
  });
  expect(assigned.ok()).toBe(true);
  await expect(rowOf(member).getByText("Atanan: Ece Tan")).toBeAttached({ timeout: 10_000 });
  await expect(rowOf(page).getByText("Atanan: Ece Tan")).toBeAttached({ timeout: 10_000 });
  await expect(rowOf(other)).toHaveCount(0, { timeout: 10_000 });
  await expect(other.getByText("Henüz konuşma yok")).toBeVisible();
  expect((await other.request.get(`/api/v1/conversations/${conversationId}`)).status()).toBe(404);

  // The owner, on the unresolved tab, resolves it with `e`: it leaves the tab (and its count).
  await page.getByTestId("inbox-tab-unresolved").click();
  await expect(page.getByTestId("inbox-tab-unresolved")).toContainText("1");
  await rowOf(page).click();
  await rowOf(page).press("e");
  await expect(rowOf(page)).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByTestId("inbox-tab-unresolved")).toContainText("0");
  await page.getByTestId("inbox-tab-all").click();
  await expect(rowOf(page)).toBeVisible();
  await expect(rowOf(page)).toContainText("Çözüldü");

  for (const viewer of pages) expect(await marker(viewer)).toBe("still here");
  for (const viewer of [member, other]) await viewer.context().close();
});

test("375 px: the list, then the chat full screen with back; the customer panel as a drawer with orders and notes", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openAsNewOwner(page, "/conversation", { firstName: "Selin", lastName: "Ak", label: "inbox-phone" });
  const channels = (await (await page.request.get("/api/v1/channels")).json()) as {
    data: { channels: { id: string; provider: string }[] };
  };
  const sandbox = channels.data.channels.find((channel) => channel.provider === "sandbox")!;
  const inbound = await page.request.post(`/api/v1/channels/${sandbox.id}/sandbox/inbound`, {
    data: { from: "0555 444 33 22", name: "Kerem Şahin", type: "text", text: "İade yapmak istiyorum" },
  });
  expect(inbound.status()).toBe(202);
  const row = page.getByTestId("conversation-row").filter({ hasText: "Kerem Şahin" });
  await expect(row).toBeVisible({ timeout: 20_000 });
  // Nothing opens by itself on a phone.
  await expect(page).toHaveURL(/\/conversation$/);

  await row.click();
  await expect(page).toHaveURL(/[?&]c=/);
  await expect(row).toBeHidden();
  // The composer's template button is there on a phone too (not only `/` typed in the box).
  await expect(page.getByRole("button", { name: "Şablon gönder" })).toBeVisible();
  await page.getByRole("button", { name: "Müşteri bilgileri" }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByRole("heading", { name: "Kerem Şahin" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A note: empty is refused, then saved with its author.
  await drawer.getByRole("button", { name: "Not ekle" }).click();
  await drawer.getByRole("button", { name: "Notu kaydet" }).click();
  await expect(drawer.getByText("Not boş olamaz")).toBeVisible();
  await drawer.getByRole("textbox", { name: "Yeni not" }).fill("Kargo iadesi için etiket gönderildi.");
  await drawer.getByRole("button", { name: "Notu kaydet" }).click();
  await expect(drawer.getByText("Kargo iadesi için etiket gönderildi.")).toBeVisible();
  await expect(drawer.getByText("Selin Ak")).toBeVisible();

  // An order: a bad amount is named, then it is listed and counted.
  await drawer.getByRole("button", { name: "Sipariş ekle" }).click();
  const form = page.getByRole("dialog", { name: "Sipariş ekle" });
  await form.getByLabel("Ürün").fill("Deri cüzdan");
  await form.getByLabel("Tutar").fill("12,5,0");
  await form.getByRole("button", { name: "Sipariş ekle" }).click();
  await expect(form.getByText("Tutar, en fazla iki ondalık", { exact: false })).toBeVisible();
  await form.getByLabel("Tutar").fill("349.90");
  await form.getByRole("button", { name: "Sipariş ekle" }).click();
  await expect(form).toBeHidden();
  await expect(drawer.getByText("Deri cüzdan")).toBeVisible();
  await expect(drawer.getByText("Hazırlanıyor")).toBeVisible();

  // The e-mail, edited where it stands.
  await drawer.getByRole("button", { name: "E-posta düzenle" }).click();
  await drawer.getByRole("textbox", { name: "E-posta" }).fill("kerem@ornek.com.tr");
  await drawer.getByRole("textbox", { name: "E-posta" }).press("Enter");
  await expect(drawer.getByText("kerem@ornek.com.tr")).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await page.getByRole("button", { name: "Konuşmalara dön" }).click();
  await expect(page).toHaveURL(/\/conversation$/);
  await expect(row).toBeVisible();
});
