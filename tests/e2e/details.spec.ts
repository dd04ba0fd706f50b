import { expect, test, type Page } from "@playwright/test";
import { addCustomers, registerOwner, uniqueEmail } from "../helpers/e2e-register";
import { hydrated } from "../helpers/hydrated";

// Issue 13 #12: details a careful user sees, in Chromium against the production build.
// - the select-all checkbox draws the mixed state for a partial selection;
// - toasts are dark in dark mode and never cover the top bar (1440 px and 375 px);
// - an empty group says it is empty, not "no results, change your search".

test.use({ locale: "tr-TR" });

async function registerCompany(page: Page, label: string) {
  await registerOwner(page.request, { firstName: "Derya", lastName: "Aksoy", email: uniqueEmail(label) });
}

test("a partial selection draws the mixed state on the select-all checkbox", async ({ page }) => {
  await registerCompany(page, "details-select");
  await addCustomers(page.request, "details-select", ["Ayşe", "Mert"]);
  await page.goto("/customers");
  await hydrated(page);
  const selectAll = page.getByRole("checkbox", { name: "Bu sayfadaki tüm müşterileri seç" });
  const check = selectAll.locator('svg[class*="lucide-check"]');
  const dash = selectAll.locator('svg[class*="lucide-minus"]');
  await expect(selectAll).toHaveAttribute("aria-checked", "false");

  await page.getByRole("checkbox", { name: "Ayşe Kaya seç" }).check();
  await expect(selectAll).toHaveAttribute("aria-checked", "mixed");
  await expect(dash).toBeVisible();
  await expect(check).toBeHidden();

  await page.getByRole("checkbox", { name: "Mert Kaya seç" }).check();
  await expect(selectAll).toHaveAttribute("aria-checked", "true");
  await expect(check).toBeVisible();
  await expect(dash).toBeHidden();
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`toasts are dark in dark mode and clear of the top bar (${viewport.width} px)`, async ({ browser }) => {
    const context = await browser.newContext({ locale: "tr-TR", colorScheme: "dark", viewport });
    const page = await context.newPage();
    try {
      await registerCompany(page, "details-toast");
      const invited = await page.request.post("/api/v1/team/invitations", {
        data: { email: uniqueEmail("details-invitee"), role: "member" },
      });
      expect(invited.status()).toBe(201);
      await page.goto("/settings/team");
      await hydrated(page);
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);

      await page.getByRole("button", { name: "Yeniden gönder" }).click();
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: "adresine" }).first();
      await expect(toast).toBeVisible();
      await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-sonner-theme", "dark");

      // Dark: the toast's own background is dark, not sonner's light default.
      const background = await toast.evaluate((element) => getComputedStyle(element).backgroundColor);
      const [red = 255, green = 255, blue = 255] = (background.match(/[\d.]+/g) ?? []).map(Number);
      expect(0.2126 * red + 0.7152 * green + 0.0722 * blue, background).toBeLessThan(100);

      // Below the top bar, which keeps its controls usable: nothing of the toast overlaps it once it
      // has slid in (sonner animates it down from above).
      const header = await page.locator("header").first().boundingBox();
      expect(header).not.toBeNull();
      await expect
        .poll(async () => (await toast.boundingBox())?.y ?? 0)
        .toBeGreaterThanOrEqual(header!.y + header!.height);
      // And the theme switcher still takes a click while the toast shows.
      await page.getByRole("button", { name: /^Tema:/ }).click();
      await expect(page.getByRole("menu")).toBeVisible();
    } finally {
      await context.close();
    }
  });
}

test("an empty group says it is empty; a search that finds nothing says so", async ({ page }) => {
  await registerCompany(page, "details-empty");
  const customer = await page.request.post("/api/v1/customers", {
    data: { firstName: "Ayşe", lastName: "Kaya", email: uniqueEmail("details-ayse") },
  });
  expect(customer.status()).toBe(201);
  const group = await page.request.post("/api/v1/customers/groups", { data: { name: "VIP" } });
  expect(group.status()).toBe(201);
  const { id } = (await group.json()).data as { id: string };

  await page.goto(`/customers?group=${id}`);
  await hydrated(page);
  await expect(page.getByText("Bu grupta henüz müşteri yok")).toBeVisible();
  await expect(page.getByText("Müşteri bulunamadı")).toBeHidden();
  await expect(page.getByText("Aramanızı veya filtrelerinizi değiştirmeyi deneyin")).toBeHidden();

  await page.goto(`/customers?group=${id}&search=zzzz`);
  await hydrated(page);
  await expect(page.getByText("Müşteri bulunamadı")).toBeVisible();
  await expect(page.getByText("Bu grupta henüz müşteri yok")).toBeHidden();

  // "Tüm müşteriler" from the empty group shows everyone again.
  await page.goto(`/customers?group=${id}`);
  await hydrated(page);
  await page.getByRole("button", { name: "Tüm müşteriler" }).last().click();
  await expect(page.getByText("Ayşe Kaya")).toBeVisible();
});
