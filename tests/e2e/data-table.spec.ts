import { expect, test, type Page } from "@playwright/test";
import { addCustomers, registerOwner, signInElsewhere, uniqueEmail } from "../helpers/e2e-register";
import { hydrated } from "../helpers/hydrated";

// Issue 14 #14.2: the data-table kit as a person uses it, on the customers list, in Chromium
// against the production build.
// - keyboard: one tab stop for the rows; arrow keys move between them, Space ticks the focused
//   row (the bulk bar appears), Enter opens it;
// - at 375 px the list is cards, not a table, and the page does not scroll sideways;
// - the header of a long list stays under the top bar while the page scrolls.

test.use({ locale: "tr-TR" });

async function companyWithCustomers(page: Page, label: string) {
  await registerOwner(page.request, { firstName: "Derya", lastName: "Aksoy", email: uniqueEmail(label) });
  // Created oldest first: the list shows the newest first (Selin, Mert, Ayşe).
  await addCustomers(page.request, label, ["Ayşe", "Mert", "Selin"]);
}

/** A new company's three customers, on the customers screen at `viewport`, hydrated. */
async function customersScreen(page: Page, label: string, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await companyWithCustomers(page, label);
  await page.goto("/customers");
  await hydrated(page);
}

test("the rows answer the keyboard: arrows move, Space selects, Enter opens", async ({ page }) => {
  await customersScreen(page, "table-keys", { width: 1440, height: 900 });
  const table = page.getByRole("table", { name: "Müşteriler" });
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(3);
  // One tab stop for the whole list, described for screen readers.
  await expect(table).toHaveAttribute("aria-describedby", /.+/);
  await expect(rows.and(page.locator('[tabindex="0"]'))).toHaveCount(1);

  await rows.nth(0).focus();
  await page.keyboard.press("ArrowDown");
  await expect(rows.nth(1)).toBeFocused();
  await expect(rows.nth(1)).toContainText("Mert Kaya");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(rows.nth(2)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(rows.nth(1)).toBeFocused();

  await page.keyboard.press(" ");
  await expect(rows.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("checkbox", { name: "Mert Kaya seç" })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("region", { name: "Toplu işlemler" })).toContainText("1 seçili");
  await expect(page.getByRole("checkbox", { name: "Bu sayfadaki tüm müşterileri seç" })).toHaveAttribute(
    "aria-checked",
    "mixed",
  );

  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Mert Kaya" })).toBeVisible();
});

test("at 375 px the customers are cards, not a table, and nothing scrolls sideways", async ({ page }) => {
  await customersScreen(page, "table-cards", { width: 375, height: 812 });
  const list = page.getByRole("list", { name: "Müşteriler" });
  await expect(list.getByRole("listitem")).toHaveCount(3);
  await expect(page.getByRole("table")).toHaveCount(0);
  // Each card keeps its checkbox and its menu.
  await page.getByRole("checkbox", { name: "Ayşe Kaya seç" }).check();
  await expect(page.getByRole("region", { name: "Toplu işlemler" })).toContainText("1 seçili");
  await expect(page.getByRole("button", { name: "Ayşe Kaya için işlemler" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("the header of a long list stays under the top bar while the page scrolls", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 700 });
  await companyWithCustomers(page, "table-sticky");
  for (let index = 0; index < 20; index++) {
    const created = await page.request.post("/api/v1/customers", {
      data: { firstName: "Deniz", lastName: `Kaya ${index}`, email: uniqueEmail(`table-sticky-${index}`) },
    });
    expect(created.status()).toBe(201);
  }
  await page.goto("/customers");
  await hydrated(page);
  const header = page.getByRole("table", { name: "Müşteriler" }).locator("thead");
  const before = (await header.boundingBox())?.y ?? 0;
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  // The top bar is h-14 (56 px); without the sticky header it would have scrolled out of sight.
  await expect.poll(async () => Math.round((await header.boundingBox())?.y ?? -1)).toBe(56);
});

test("the columns a user hides follow them to another browser", async ({ page, browser }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const email = uniqueEmail("table-columns");
  await registerOwner(page.request, { firstName: "Derya", lastName: "Aksoy", email });
  await addCustomers(page.request, "table-columns", ["Ayşe"]);
  await page.goto("/customers");
  await hydrated(page);
  const table = page.getByRole("table", { name: "Müşteriler" });
  await expect(table.getByRole("columnheader", { name: "Telefon" })).toBeVisible();

  await page.getByRole("button", { name: "Sütunlar" }).click();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith("/api/v1/account/preferences") && response.request().method() === "PUT",
  );
  await page.getByRole("menuitemcheckbox", { name: "Telefon" }).click();
  expect((await saved).status()).toBe(200);
  await page.keyboard.press("Escape");
  await expect(table.getByRole("columnheader", { name: "Telefon" })).toHaveCount(0);

  // A new browser has no localStorage copy: the choice comes from the user's preferences.
  const elsewhere = await signInElsewhere(browser, email, { locale: "tr-TR", viewport: { width: 1440, height: 900 } });
  await elsewhere.goto("/customers");
  await hydrated(elsewhere);
  const otherTable = elsewhere.getByRole("table", { name: "Müşteriler" });
  await expect(otherTable.getByRole("columnheader", { name: "Grup" })).toBeVisible();
  await expect(otherTable.getByRole("columnheader", { name: "Telefon" })).toHaveCount(0);
  await elsewhere.context().close();
});
