import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { E2E_PASSWORD, registerOwner, signInElsewhere, signInThroughApi, uniqueEmail } from "../helpers/e2e-register";
import { hydrated } from "../helpers/hydrated";

// The security page's sessions and privacy as a person uses them, in Chromium against the
// production build: a session revoked from one browser is signed out on its next request.

test.use({ locale: "tr-TR" });

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

async function register(page: Page, label: string) {
  const email = uniqueEmail(label);
  await registerOwner(page.request, { firstName: "Selin", lastName: "Güneş", email });
  return email;
}

const sessionsList = (page: Page) => page.getByRole("list", { name: "Aktif oturumlar" });

test("revoking a session from another browser signs that browser out on its next request", async ({
  page,
  browser,
}) => {
  const email = await register(page, "sessions");

  // A phone signs in to the same account.
  const phonePage = await signInElsewhere(browser, email, { userAgent: IPHONE, locale: "tr-TR" });

  // The laptop sees both sessions, its own marked.
  await page.goto("/settings/security");
  await expect(page.getByRole("heading", { level: 1, name: "Güvenlik ve gizlilik" })).toBeVisible();
  const items = sessionsList(page).getByRole("listitem");
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText("Bu cihaz");
  const phoneItem = items.filter({ hasText: "Safari · iOS" });
  await expect(phoneItem).toHaveCount(1);
  await expect(phoneItem).not.toContainText("Bu cihaz");

  // Revoke it, after a confirmation.
  await phoneItem.getByRole("button", { name: "Safari · iOS oturumunu kapat" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Oturum kapatılsın mı?" });
  await expect(dialog).toContainText("Safari · iOS");
  await dialog.getByRole("button", { name: "Oturumu kapat" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Oturum sonlandırıldı").first()).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(page.getByText("Başka bir cihazda açık oturumunuz yok.")).toBeVisible();

  // The phone's next request: back to the login page.
  await phonePage.goto("/customers");
  await expect(phonePage).toHaveURL(/\/auth\/login/);
  const api = await phonePage.request.get("/api/v1/auth/me");
  expect(api.status()).toBe(401);
  await phonePage.context().close();

  // The laptop goes on, and its activity log says what happened.
  await page.reload();
  await expect(sessionsList(page).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByRole("list", { name: "Güvenlik etkinlikleri" })).toContainText("Bir oturum sonlandırıldı");
});

test("sign out all other sessions, then this device itself", async ({ page, browser }) => {
  const email = await register(page, "others");
  const others = [];
  for (let index = 0; index < 2; index++) {
    const context = await browser.newContext();
    const response = await signInThroughApi(context.request, email, E2E_PASSWORD);
    expect(response.status()).toBe(200);
    others.push(context);
  }

  await page.goto("/settings/security");
  await hydrated(page);
  await expect(sessionsList(page).getByRole("listitem")).toHaveCount(3);
  await page.getByRole("button", { name: "Diğer tüm oturumları kapat" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Diğer tüm oturumlar kapatılsın mı?" });
  await dialog.getByRole("button", { name: "Diğer tüm oturumları kapat" }).click();
  await expect(page.getByText("2 oturum sonlandırıldı").first()).toBeVisible();
  await expect(sessionsList(page).getByRole("listitem")).toHaveCount(1);
  for (const context of others) {
    expect((await context.request.get("/api/v1/auth/me")).status()).toBe(401);
    await context.close();
  }

  // This device's own session: the warning says so, and it signs out.
  await page.getByRole("button", { name: "Bu cihazdaki oturumu kapat" }).click();
  const own = page.getByRole("alertdialog", { name: "Bu cihazdan çıkılsın mı?" });
  await expect(own).toContainText("Şu anda kullandığınız oturumu kapatıyorsunuz");
  await own.getByRole("button", { name: "Bu cihazdan çık" }).click();
  await page.waitForURL("**/auth/login**");
  await page.goto("/settings/security");
  await expect(page).toHaveURL(/\/auth\/login/);
});

test("login alerts, profile visibility and a data export are saved and served", async ({ page }) => {
  await register(page, "privacy");
  await page.goto("/settings/security");
  await hydrated(page);

  const alerts = page.getByRole("switch", { name: "Yeni cihazdan girişte e-posta gönder" });
  await expect(alerts).toBeChecked();
  await alerts.click();
  await expect(page.getByText("Giriş uyarıları kapatıldı")).toBeVisible();
  await expect(alerts).not.toBeChecked();

  const visibility = page.getByRole("radiogroup", { name: "Profil görünürlüğü" });
  await expect(visibility.getByRole("radio", { name: "Herkese açık" })).toBeChecked();
  await visibility.getByRole("radio", { name: "Yalnızca ekip" }).click();
  await expect(page.getByText("Profil görünürlüğü: Yalnızca ekip")).toBeVisible();

  await page.getByRole("button", { name: "Dışa aktarma iste" }).click();
  await expect(page.getByText("Dışa aktarma başladı.")).toBeVisible();
  const download = page.getByRole("button", { name: "İndir" });
  await expect(download).toBeVisible({ timeout: 20_000 });
  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^kanal-export-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await file.path())!, "utf8")) as { profile: { profileVisibility: string } };
  expect(data.profile.profileVisibility).toBe("team");

  // Everything was saved on the server.
  await page.reload();
  await expect(page.getByRole("switch", { name: "Yeni cihazdan girişte e-posta gönder" })).not.toBeChecked();
  await expect(
    page.getByRole("radiogroup", { name: "Profil görünürlüğü" }).getByRole("radio", { name: "Yalnızca ekip" }),
  ).toBeChecked();
  await expect(page.getByRole("button", { name: "İndir" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Güvenlik etkinlikleri" })).toContainText("Veri dışa aktarma istendi");
});
