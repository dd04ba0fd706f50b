import { expect, test, type Page } from "@playwright/test";
import { E2E_PASSWORD, joinAsMember, openAsNewOwner, signInThroughApi } from "../helpers/e2e-register";
import { hydrated } from "../helpers/hydrated";

// The shell's live inbox (issue 18): the sidebar's conversation badge and the tab's title count the
// unread conversations each user sees, and follow the event stream in every open tab without a
// reload. Inbound messages come in through the sandbox's webhook path (POST …/sandbox/inbound →
// signed webhook → job → event); reading clears them. A member counts only what they may see.
// A tab nobody looks at gets a desktop notification (the browser's Notification recorded here).

test.use({ locale: "en-US" });

type Conversation = { id: string; customer: { phone: string | null } };

const badge = (page: Page) => page.getByTestId("nav-badge-conversation");

/** Records desktop notifications instead of showing them, and makes the tab look hidden. */
async function recordNotifications(page: Page) {
  await page.addInitScript(() => {
    const shown: { title: string; body?: string; tag?: string }[] = [];
    (window as unknown as { __notifications: typeof shown }).__notifications = shown;
    class RecordedNotification {
      static permission = "granted";
      static requestPermission = async () => "granted";
      onclick: (() => void) | null = null;
      constructor(title: string, options: { body?: string; tag?: string } = {}) {
        shown.push({ title, body: options.body, tag: options.tag });
      }
      close() {}
    }
    Object.defineProperty(window, "Notification", { value: RecordedNotification, configurable: true });
    Object.defineProperty(document, "visibilityState", { get: () => "hidden", configurable: true });
  });
}

test("inbound messages raise the badge and the title in every tab, live; reading clears them; members count what they see", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await openAsNewOwner(page, "/dashboard", { firstName: "Ece", lastName: "Kaya", label: "inbox-badge" });
  const me = (await (await page.request.get("/api/v1/auth/me")).json()) as {
    data: { user: { id: string; email: string } };
  };
  const ownerEmail = me.data.user.email;
  await expect(badge(page)).toHaveCount(0);
  const channels = (await (await page.request.get("/api/v1/channels")).json()) as {
    data: { channels: { id: string; isDefaultSandbox: boolean }[] };
  };
  const sandboxId = channels.data.channels.find((channel) => channel.isDefaultSandbox)!.id;

  // A second tab of the same owner (another browser context), on another screen, that hides itself.
  const otherContext = await browser.newContext({ locale: "en-US" });
  const other = await otherContext.newPage();
  await recordNotifications(other);
  expect((await signInThroughApi(other.request, ownerEmail, E2E_PASSWORD)).ok()).toBe(true);
  await other.goto("/settings");
  await hydrated(other);
  await expect(badge(other)).toHaveCount(0);
  const title = await other.title();
  expect(title).not.toMatch(/^\(\d+\)/);
  await other.evaluate(() => ((window as unknown as { __marker: string }).__marker = "no reload"));

  // And a member, who sees unassigned conversations and their own.
  const member = await joinAsMember(page, browser, "inbox-badge-member");
  await member.goto("/dashboard");
  await hydrated(member);
  await expect(badge(member)).toHaveCount(0);

  const inbound = async (from: string, text: string) => {
    const response = await page.request.post(`/api/v1/channels/${sandboxId}/sandbox/inbound`, {
      data: { from, name: "Ayşe Yılmaz", type: "text", text },
    });
    expect(response.status()).toBe(202);
  };

  await inbound("0555 111 22 01", "Merhaba, siparişim nerede?");
  await expect(badge(other)).toHaveText("1", { timeout: 20_000 });
  await expect(other).toHaveTitle(`(1) ${title}`);
  await expect(badge(page)).toHaveText("1");
  await expect(badge(member)).toHaveText("1");
  await expect
    .poll(() => other.evaluate(() => (window as unknown as { __notifications: unknown[] }).__notifications))
    .toEqual([{ title: "New message from Ayşe Yılmaz", body: "Merhaba, siparişim nerede?", tag: expect.any(String) }]);

  await inbound("0555 111 22 02", "Faturamı alabilir miyim?");
  await expect(badge(other)).toHaveText("2", { timeout: 20_000 });
  await expect(other).toHaveTitle(`(2) ${title}`);
  await expect(badge(member)).toHaveText("2");

  const list = (await (await page.request.get("/api/v1/conversations?tab=unread")).json()) as {
    data: { conversations: Conversation[] };
  };
  expect(list.data.conversations).toHaveLength(2);
  const [newest, older] = list.data.conversations;

  // Assigned to the owner: the member no longer sees it, so no longer counts it.
  const assigned = await page.request.patch(`/api/v1/conversations/${older!.id}`, {
    data: { assigneeId: me.data.user.id },
  });
  expect(assigned.ok()).toBe(true);
  await expect(badge(member)).toHaveText("1", { timeout: 10_000 });
  await expect(badge(other)).toHaveText("2");

  // Reading clears, for every tab.
  expect((await page.request.post(`/api/v1/conversations/${newest!.id}/read`)).ok()).toBe(true);
  await expect(badge(other)).toHaveText("1", { timeout: 10_000 });
  await expect(other).toHaveTitle(`(1) ${title}`);
  await expect(badge(member)).toHaveCount(0);
  expect((await page.request.post(`/api/v1/conversations/${older!.id}/read`)).ok()).toBe(true);
  await expect(badge(other)).toHaveCount(0, { timeout: 10_000 });
  await expect(other).toHaveTitle(title);
  await expect(badge(page)).toHaveCount(0);
  await expect(page).not.toHaveTitle(/^\(\d+\)/);

  expect(await other.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe("no reload");
  await member.context().close();
  await otherContext.close();
});
