import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { openAsNewOwner } from "../helpers/e2e-register";
import { dismissToasts } from "../helpers/toasts";
import { hydrated } from "../helpers/hydrated";

// The content calendar (issue 20) in Chromium against the production build with its job worker:
// a new company's owner connects two sandbox accounts, creates a post for both in the editor, finds
// it on its day, drags it to today a minute ahead, and watches the sandbox publish it (live, through
// the event stream) with its live links; a day with five posts shows three and '+2 more', which
// lists them all; the week and year views place the same posts.

// The user's zone is the default region's (Istanbul); the browser's is the same, so auto-detection
// changes nothing and the test's own day arithmetic matches the screen's.
const ZONE = "Europe/Istanbul";
test.use({ locale: "en-US", timezoneId: ZONE });

/** The wall-clock day ("YYYY-MM-DD") and time ("HH:mm") of an instant in the zone. */
function wallClock(at: Date) {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)!.value;
  return { day: `${get("year")}-${get("month")}-${get("day")}`, time: `${get("hour")}:${get("minute")}` };
}

const addDays = (day: string, count: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
};

async function sandboxAccount(request: APIRequestContext, platform: string, name: string) {
  const response = await request.post("/api/v1/social-accounts", {
    data: { platform, provider: "sandbox", name, handle: `@${platform}.e2e` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { account: { id: string } } }).data.account.id;
}

const dayCell = (page: Page, day: string) => page.locator(`[data-testid="calendar-day"][data-day="${day}"]`);

test("create a post for two platforms → on its day → drag to today → the sandbox publishes it", async ({ page }) => {
  test.setTimeout(180_000);
  await openAsNewOwner(page, "/dashboard", { firstName: "Selin", lastName: "Kaya", label: "calendar" });
  await sandboxAccount(page.request, "facebook", "Kanal Facebook");
  await sandboxAccount(page.request, "linkedin", "Kanal LinkedIn");

  // A minute and a half from now (a whole minute ahead, so it is still ahead once saved and moved).
  const soon = wallClock(new Date(Date.now() + 90_000));
  const today = soon.day;
  const later = addDays(today, 2);

  await page.goto("/schedule");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Schedule", level: 1 })).toBeVisible();
  await expect(page.getByTestId("month-view")).toBeVisible();
  await page.getByRole("button", { name: "Create new" }).click();
  const editor = page.getByRole("dialog", { name: "New post" });
  await expect(editor).toBeVisible();

  await editor.getByText("Kanal Facebook").click();
  await editor.getByText("Kanal LinkedIn").click();
  await editor.getByLabel("Title", { exact: true }).fill("Launch day");
  await editor.getByLabel("Text", { exact: true }).fill("Our new collection is here.");
  // A live count for each chosen platform.
  const counts = editor.getByTestId("post-char-counts");
  await expect(counts.locator('li[data-platform="facebook"]')).toContainText("27 / 63,206");
  await expect(counts.locator('li[data-platform="linkedin"]')).toContainText("27 / 3,000");
  await expect(editor.getByTestId("post-preview-card")).toContainText("Our new collection is here.");
  await editor.getByLabel("Day", { exact: true }).fill(later);
  await editor.getByLabel(`Time (${ZONE})`).fill(soon.time);
  await editor.getByTestId("post-save").click();
  await expect(editor).toBeHidden();
  await dismissToasts(page);

  // On its day, with both platforms' marks, scheduled.
  const post = dayCell(page, later).getByTestId("calendar-post").filter({ hasText: "Launch day" });
  await expect(post).toBeVisible();
  await expect(post.locator('[data-platform="facebook"]')).toBeVisible();
  await expect(post.locator('[data-platform="linkedin"]')).toBeVisible();
  await expect(post.getByTestId("post-status")).toHaveAttribute("data-status", "scheduled");

  // Dragged to today: same time of day, so it is due in about a minute. (The HTML5 drag events
  // with one DataTransfer, as the browser sends them: Playwright's mouse drag does not start one.)
  const transfer = await page.evaluateHandle(() => new DataTransfer());
  await post.dispatchEvent("dragstart", { dataTransfer: transfer });
  await dayCell(page, today).dispatchEvent("dragover", { dataTransfer: transfer });
  await dayCell(page, today).dispatchEvent("drop", { dataTransfer: transfer });
  const moved = dayCell(page, today).getByTestId("calendar-post").filter({ hasText: "Launch day" });
  await expect(moved).toBeVisible();
  await expect(dayCell(page, later).getByTestId("calendar-post")).toHaveCount(0);

  // The worker publishes it at its time through the sandbox; the calendar hears it live.
  await expect(moved.getByTestId("post-status")).toHaveAttribute("data-status", "published", { timeout: 150_000 });
  await moved.click();
  const details = page.getByTestId("post-details");
  await expect(details.getByTestId("post-target")).toHaveCount(2);
  for (const target of await details.getByTestId("post-target").all()) {
    await expect(target).toHaveAttribute("data-status", "published");
  }
  await expect(details.getByTestId("post-live-link").first()).toHaveAttribute("href", /^https?:\/\//);
});

test("a day with five posts shows three and '+2 more'; the week and year views place them", async ({ page }) => {
  await openAsNewOwner(page, "/dashboard", { firstName: "Emre", lastName: "Şahin", label: "calendar-more" });
  const accountId = await sandboxAccount(page.request, "twitter", "Kanal X");
  const day = addDays(wallClock(new Date()).day, 3);
  for (const [index, hour] of ["09", "10", "11", "12", "13"].entries()) {
    const response = await page.request.post("/api/v1/posts", {
      data: {
        title: `Tip ${index + 1}`,
        text: `Tip number ${index + 1}`,
        accountIds: [accountId],
        status: "draft",
        // 09:00 … 13:00 in Istanbul (UTC+3).
        scheduledAt: `${day}T${String(Number(hour) - 3).padStart(2, "0")}:00:00.000Z`,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }

  await page.goto(`/schedule?date=${day}`);
  const cell = dayCell(page, day);
  await expect(cell.getByTestId("calendar-post")).toHaveCount(3);
  await expect(cell.getByTestId("calendar-post").first()).toContainText("Tip 1");
  await expect(cell.getByTestId("calendar-more")).toHaveText("+2 more");
  await cell.getByTestId("calendar-more").click();
  const list = page.getByTestId("day-list-dialog");
  await expect(list.getByTestId("calendar-post")).toHaveCount(5);
  await expect(list.getByTestId("calendar-post").last()).toContainText("Tip 5");
  await page.keyboard.press("Escape");

  // Week: each post in its hour's row.
  await page.getByTestId("view-week").click();
  await expect(page).toHaveURL(/view=week/);
  await expect(page.getByTestId("week-view")).toBeVisible();
  for (const [index, hour] of ["09", "10", "11", "12", "13"].entries()) {
    await expect(
      page
        .locator(`[data-testid="calendar-slot"][data-day="${day}"][data-time="${hour}:00"]`)
        .getByTestId("calendar-post"),
    ).toContainText(`Tip ${index + 1}`);
  }

  // Year: the day's dot at its strongest; a click opens that day.
  await page.getByTestId("view-year").click();
  await expect(page.getByTestId("year-view")).toBeVisible();
  const yearDay = page.locator(`[data-testid="year-day"][data-day="${day}"]`);
  await expect(yearDay).toHaveAttribute("data-density", "3");
  await yearDay.click();
  await expect(page.getByTestId("day-view")).toBeVisible();
  await expect(page.getByTestId("day-view").getByTestId("calendar-post")).toHaveCount(5);
});

test("an undated draft is listed under the calendar; moved to a day it leaves the list for that day", async ({
  page,
}) => {
  await openAsNewOwner(page, "/dashboard", { firstName: "Deniz", lastName: "Ak", label: "calendar-undated" });
  const response = await page.request.post("/api/v1/posts", { data: { title: "Someday idea", text: "Later" } });
  expect(response.status(), await response.text()).toBe(201);
  const day = addDays(wallClock(new Date()).day, 2);

  await page.goto(`/schedule?date=${day}`);
  const drafts = page.getByTestId("undated-drafts");
  await expect(drafts).toContainText("1 draft without a date");
  await drafts.getByTestId("calendar-post").filter({ hasText: "Someday idea" }).click();
  const details = page.getByTestId("post-details");
  await expect(details).toContainText("No date");
  await details.getByLabel("Move to").fill(day);
  await details.getByRole("button", { name: "Move", exact: true }).click();
  await expect(page.getByText("Post saved.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dayCell(page, day).getByTestId("calendar-post")).toContainText("Someday idea");
  await expect(drafts).toHaveCount(0);
});

test("an undated draft dragged onto a day of the year view is dated that day, at 09:00", async ({ page }) => {
  await openAsNewOwner(page, "/dashboard", { firstName: "Ece", lastName: "Kaya", label: "calendar-year-drop" });
  const response = await page.request.post("/api/v1/posts", { data: { title: "Yearly idea", text: "Later" } });
  expect(response.status(), await response.text()).toBe(201);
  const postId = ((await response.json()) as { data: { post: { id: string } } }).data.post.id;
  const day = addDays(wallClock(new Date()).day, 2);

  await page.goto(`/schedule?view=year&date=${day}`);
  const yearDay = page.locator(`[data-testid="year-day"][data-day="${day}"]`);
  await expect(yearDay).toHaveAttribute("data-density", "0");
  const draft = page.getByTestId("undated-drafts").getByTestId("calendar-post").filter({ hasText: "Yearly idea" });
  // The HTML5 drag events with one DataTransfer, as in the month view's drag above.
  const transfer = await page.evaluateHandle(() => new DataTransfer());
  await draft.dispatchEvent("dragstart", { dataTransfer: transfer });
  await yearDay.dispatchEvent("dragover", { dataTransfer: transfer });
  await yearDay.dispatchEvent("drop", { dataTransfer: transfer });
  await expect(yearDay).toHaveAttribute("data-density", "1");
  await expect(page.getByTestId("undated-drafts")).toHaveCount(0);
  // 09:00 in Istanbul (UTC+3), still a draft.
  const read = await page.request.get(`/api/v1/posts/${postId}`);
  expect(((await read.json()) as { data: { post: { scheduledAt: string; status: string } } }).data.post).toMatchObject({
    scheduledAt: `${day}T06:00:00.000Z`,
    status: "draft",
  });
});

test("settings: a social account's edit dialog refuses a bad avatar address, then renames it", async ({ page }) => {
  await openAsNewOwner(page, "/dashboard", { firstName: "Cem", lastName: "Arı", label: "calendar-account-edit" });
  await sandboxAccount(page.request, "instagram", "Kanal IG");
  await page.goto("/settings/channels");
  await hydrated(page);
  const row = page.getByTestId("social-account-row").filter({ hasText: "Kanal IG" });
  await row.getByTestId("social-account-edit").click();
  const form = page.getByTestId("social-account-edit-form");
  await expect(form.getByLabel("Handle")).toHaveValue("@instagram.e2e");
  await form.getByLabel("Name").fill("Kanal Instagram");
  const avatar = form.getByLabel("Avatar URL");
  await avatar.fill("ftp://kanal.example/a.png");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(avatar).toHaveAttribute("aria-invalid", "true");
  await avatar.fill("");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Social account saved.")).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(page.getByTestId("social-account-row").filter({ hasText: "Kanal Instagram" })).toHaveCount(1);
});
