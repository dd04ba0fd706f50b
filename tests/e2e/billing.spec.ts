import { expect, test, type Page } from "@playwright/test";
import { registerOwner, uniqueEmail } from "../helpers/e2e-register";
import { hydrated } from "../helpers/hydrated";

// The billing page as an owner uses it (issue 7, spec 02 §4 Billing), in Chromium against the
// production build: the monthly/yearly toggle changes the prices shown, the current plan's button
// is disabled, a plan change is confirmed (nothing charged) and moves the disabled button, and
// the auto-renewal switch survives a reload.

test.use({ locale: "tr-TR", viewport: { width: 1440, height: 900 } });

/** A new company's owner (a new company is on the basic plan, monthly). */
async function registerBasicOwner(page: Page, label: string) {
  await registerOwner(page.request, { firstName: "Deniz", lastName: "Kaya", email: uniqueEmail(label) });
}

test("the monthly/yearly toggle changes the prices; the current plan's button is disabled", async ({ page }) => {
  await registerBasicOwner(page, "billing-toggle");
  await page.goto("/settings/billing");
  await hydrated(page);

  const pro = page.getByTestId("plan-pro");
  const proPrice = page.getByTestId("plan-pro-price");
  await expect(proPrice).toContainText("29");
  await expect(proPrice).not.toContainText("290");
  await expect(page.getByText("%17 tasarruf")).toBeVisible();

  const cycle = page.getByRole("radiogroup", { name: "Faturalandırma dönemi" });
  await cycle.getByText("Yıllık").click();
  await expect(cycle.getByRole("radio", { name: /Yıllık/ })).toBeChecked();
  await expect(proPrice).toContainText("290");
  await expect(page.getByTestId("plan-basic-price")).toContainText("90");
  await expect(page.getByTestId("plan-enterprise-price")).toContainText("990");
  await expect(pro.getByText("En popüler")).toBeVisible();

  await cycle.getByText("Aylık").click();
  await expect(proPrice).not.toContainText("290");

  // A new company is on basic: its button is the disabled "Mevcut plan".
  const basicButton = page.getByTestId("plan-basic").getByRole("button");
  await expect(basicButton).toHaveText("Mevcut plan");
  await expect(basicButton).toBeDisabled();
  await expect(pro.getByRole("button", { name: "Pro planını seç" })).toBeEnabled();
});

test("changing plan is confirmed as free of charge, recorded, and moves the current plan", async ({ page }) => {
  await registerBasicOwner(page, "billing-change");
  await page.goto("/dashboard");
  await hydrated(page);
  // On basic, the sidebar's upgrade card leads to the billing page.
  await page.getByRole("link", { name: "Yükselt" }).click();
  await expect(page).toHaveURL(/\/settings\/billing/);
  await hydrated(page);

  await page.getByTestId("plan-pro").getByRole("button", { name: "Pro planını seç" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Hiçbir ücret alınmaz");
  await dialog.getByRole("button", { name: "Planı değiştir" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Çalışma alanınız artık Pro planında.")).toBeVisible();

  const proButton = page.getByTestId("plan-pro").getByRole("button");
  await expect(proButton).toHaveText("Mevcut plan");
  await expect(proButton).toBeDisabled();
  await expect(page.getByTestId("current-plan-name")).toHaveText("Pro planı");
  await expect(page.getByRole("region", { name: "Son plan değişiklikleri" })).toContainText("Basic → Pro");
  // Off basic, no upgrade card.
  await expect(page.getByRole("link", { name: "Yükselt" })).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId("plan-pro").getByRole("button")).toBeDisabled();
});

test("the auto-renewal switch and a usage alert checkbox survive a reload", async ({ page }) => {
  await registerBasicOwner(page, "billing-renew");
  await page.goto("/settings/billing");
  await hydrated(page);

  const autoRenew = page.getByRole("switch", { name: "Otomatik yenileme" });
  await expect(autoRenew).toBeChecked();
  await autoRenew.click();
  await expect(page.getByText("Otomatik yenileme kaydedildi")).toBeVisible();
  await expect(autoRenew).not.toBeChecked();
  await expect(page.getByText(/tarihinde sona erer/)).toBeVisible();

  const storageAlert = page.getByRole("checkbox", { name: "Depolama için uyarı" });
  await expect(storageAlert).toBeChecked();
  await storageAlert.click();
  await expect(page.getByText("Kullanım uyarıları kaydedildi")).toBeVisible();

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("switch", { name: "Otomatik yenileme" })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Depolama için uyarı" })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Ekip üyeleri için uyarı" })).toBeChecked();
  // Usage from real counts: one member (the owner) of the basic plan's 5.
  await expect(page.getByTestId("usage-members")).toContainText("1 / 5");
});
