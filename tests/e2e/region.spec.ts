import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { registerOwner, uniqueEmail } from "../helpers/e2e-register";
import { hydrated } from "../helpers/hydrated";

// Language and region (issue 7): a Turkish user picks English, 12-hour time and New York on
// /settings/language; dates and times on /customers follow, and the choice survives a reload.

test.use({ locale: "tr-TR", timezoneId: "UTC" });

/** What the app must show for `iso` in New York, English, 12-hour clock, DD/MM/YYYY. */
function newYork(iso: string) {
  const when = new Date(iso);
  const inNewYork = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-GB", { timeZone: "America/New_York", ...options });
  const parts = inNewYork({ year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(when);
  const part = (type: string) => parts.find((item) => item.type === type)!.value;
  const date = `${part("day")}/${part("month")}/${part("year")}`;
  const time = inNewYork({ hour: "numeric", minute: "2-digit", hourCycle: "h12" }).format(when);
  return { date, dateTime: `${date} ${time}`, time };
}

test("English, 12-hour time and New York → /customers follows, after a reload too", async ({ page }) => {
  await registerOwner(page.request, { firstName: "Deniz", lastName: "Yalçın", email: uniqueEmail("region") });
  const created = await page.request.post("/api/v1/customers", {
    data: { firstName: "Ada", lastName: "Lovelace", email: uniqueEmail("ada") },
  });
  expect(created.status()).toBe(201);
  const customer = (await created.json()).data as { createdAt: string };

  // Before: Turkish defaults (Istanbul, 24 h, DD.MM.YYYY).
  await page.goto("/settings/language");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Dil ve bölge", level: 1 })).toBeVisible();
  await expect(page.getByText("Henüz çevrilmedi")).toHaveCount(10);
  await expect(page.getByTestId("region-clock")).toContainText("İstanbul");

  // Pick English, 12-hour, New York; the preview follows before saving.
  await page.getByRole("radio", { name: /English/ }).check({ force: true });
  await page.getByRole("radio", { name: "12 saat" }).check({ force: true });
  await page.getByRole("combobox", { name: "Saat dilimi" }).click();
  // By keyboard: Radix ignores a pointer-up that lands right after the list opened.
  const newYorkOption = page.getByRole("option", { name: /^New York/ });
  await expect(newYorkOption).toBeVisible();
  await newYorkOption.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(page.getByRole("checkbox", { name: "Saat dilimini otomatik algıla" })).not.toBeChecked();
  await expect(page.getByTestId("region-clock")).toContainText("New York");
  await expect(page.getByTestId("region-clock")).toContainText(/\d{1,2}:\d{2}:\d{2} (am|pm)/);
  await expect(page.getByText("Kaydedilmemiş değişiklikler")).toBeVisible();
  await page.getByRole("button", { name: "Kaydet" }).click();

  // Saved: the interface is English now (as the top bar's switcher would have done it).
  await expect(page.getByRole("heading", { name: "Language and region", level: 1 })).toBeVisible();
  await expect(page.getByText("All changes saved.")).toBeVisible();
  expect((await page.context().cookies()).find((cookie) => cookie.name === "NEXT_LOCALE")?.value).toBe("en");
  expect(await page.evaluate(() => window.localStorage.getItem("kanal-language"))).toBe("en");

  const expected = newYork(customer.createdAt);
  const checkCustomers = async () => {
    await page.goto("/customers");
    await hydrated(page);
    const createdCell = page.locator(`time[datetime="${customer.createdAt}"]`);
    await expect(createdCell).toHaveText(expected.date);
    await expect(createdCell).toHaveAttribute("title", expected.dateTime);
    expect(expected.time).toMatch(/(am|pm)$/);
    await page.getByRole("button", { name: "Actions for Ada Lovelace" }).click();
    await page.getByRole("menuitem", { name: "View details" }).click();
    const details = page.getByRole("dialog", { name: "Ada Lovelace" });
    await expect(details.getByText(expected.dateTime).first()).toBeVisible();
    await page.keyboard.press("Escape");
  };
  await checkCustomers();

  // A reload keeps all of it; the settings page shows what was saved.
  await page.reload();
  await checkCustomers();
  await page.goto("/settings/language");
  await hydrated(page);
  await expect(page.getByRole("radio", { name: /English/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: "12-hour" })).toBeChecked();
  await expect(page.getByRole("combobox", { name: "Time zone" })).toContainText("New York");

  // The API agrees, and the e-mail language followed.
  const stored = await (await page.request.get("/api/v1/account/preferences")).json();
  expect(stored.data.region).toMatchObject({
    language: "en",
    timeFormat: "12",
    timeZone: "America/New_York",
    autoDetect: { timeZone: false },
  });
});

for (const theme of ["light", "dark"] as const) {
  test(`the language page: no serious axe violation (${theme}), no sideways scrolling at 375 px`, async ({ page }) => {
    await registerOwner(page.request, { firstName: "Ece", lastName: "Şahin", email: uniqueEmail("region-a11y") });
    await page.emulateMedia({ colorScheme: theme });
    await page.addInitScript((value) => window.localStorage.setItem("kanal-ui-theme", value), theme);
    await page.goto("/settings/language");
    await hydrated(page);
    await expect(page.getByTestId("region-clock").locator("time")).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => ({ id: violation.id, targets: violation.nodes.slice(0, 5).map((node) => node.target) }));
    expect(serious).toEqual([]);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
}
