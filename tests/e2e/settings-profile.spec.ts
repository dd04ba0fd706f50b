import { expect, test, type Page } from "@playwright/test";
import { E2E_PASSWORD, registerOwner, signInElsewhere, signInThroughApi, uniqueEmail } from "../helpers/e2e-register";
import { hydrated } from "../helpers/hydrated";

// The profile and notification settings as a person uses them, in Chromium against the
// production build: a password change signs the other browser out (not this one), a new name
// reaches the top bar, and notification choices survive a reload.

test.use({ locale: "tr-TR" });

const NEW_PASSWORD = "Yeni-Parola2";

/** Registers a new company's owner; the session cookies land in the page's browser context. */
async function register(page: Page, label: string) {
  const email = uniqueEmail(label);
  await registerOwner(page.request, { firstName: "Selin", lastName: "Güneş", email });
  return email;
}

test("changing the password signs the other browser out on its next request; this one stays in", async ({
  page,
  browser,
}) => {
  const email = await register(page, "password");

  // Another browser signs in to the same account.
  const otherPage = await signInElsewhere(browser, email, { locale: "tr-TR" });

  await page.goto("/settings/profile#password");
  await hydrated(page);
  const section = page.getByRole("region", { name: "Şifre değiştir" });
  await section.getByLabel("Mevcut şifre").fill("Yanlis-Parola1");
  await section.getByLabel("Yeni şifre", { exact: true }).fill(NEW_PASSWORD);
  await section.getByLabel("Yeni şifre (tekrar)").fill(NEW_PASSWORD);
  await expect(section.getByText("Şifreler eşleşiyor")).toBeVisible();
  await section.getByRole("button", { name: "Şifreyi güncelle" }).click();
  await expect(section.getByText("Mevcut şifreniz hatalı")).toBeVisible();

  await section.getByLabel("Mevcut şifre").fill(E2E_PASSWORD);
  await section.getByRole("button", { name: "Şifreyi güncelle" }).click();
  await expect(page.getByText("Şifreniz güncellendi")).toBeVisible();
  await expect(page.getByText("Diğer 1 oturumunuz kapatıldı.")).toBeVisible();
  await expect(section.getByLabel("Mevcut şifre")).toHaveValue("");

  // The other browser's next request: back to the login page.
  await otherPage.goto("/customers");
  await expect(otherPage).toHaveURL(/\/auth\/login/);
  expect((await otherPage.request.get("/api/v1/auth/me")).status()).toBe(401);
  await otherPage.context().close();

  // This browser goes on.
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/settings$/);
  expect((await page.request.get("/api/v1/auth/me")).status()).toBe(200);

  // And the new password is the one that signs in.
  const fresh = await browser.newContext();
  const oldLogin = await signInThroughApi(fresh.request, email, E2E_PASSWORD);
  expect(oldLogin.status()).toBe(401);
  const newLogin = await signInThroughApi(fresh.request, email, NEW_PASSWORD);
  expect(newLogin.status()).toBe(200);
  await fresh.close();
});

test("a new name saved on the profile page shows in the top bar", async ({ page }) => {
  await register(page, "profile");
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Ayarlar" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Selin Güneş" })).toBeVisible();
  await page.getByRole("link", { name: "Profili düzenle" }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await hydrated(page);

  const info = page.getByRole("region", { name: "Kişisel bilgiler" });
  const update = info.getByRole("button", { name: "Profili güncelle" });
  await expect(update).toBeDisabled();
  await info.getByLabel("Ad", { exact: true }).fill("");
  await info.getByLabel("Soyad").fill("Çelik");
  await expect(info.getByText("Kaydedilmemiş değişiklikler")).toBeVisible();
  await update.click();
  await expect(info.getByText("Bu alan zorunludur")).toBeVisible();

  await info.getByLabel("Ad", { exact: true }).fill("Zeynep");
  await info.getByLabel("Unvan").fill("Pazarlama Müdürü");
  await update.click();
  await expect(page.getByText("Profiliniz güncellendi")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: /Zeynep Çelik/ })).toBeVisible();
  await expect(update).toBeDisabled();

  await page.reload();
  await expect(page.getByRole("banner").getByRole("button", { name: /Zeynep Çelik/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Kişisel bilgiler" }).getByLabel("Unvan")).toHaveValue(
    "Pazarlama Müdürü",
  );
});

test("notification preferences are saved and still there after a reload", async ({ page }) => {
  await register(page, "notifications");
  await page.goto("/settings/notifications");
  await hydrated(page);

  const sms = page.getByRole("switch", { name: "SMS bildirimleri" });
  const weekly = page.getByRole("checkbox", { name: "Haftalık raporlar" });
  const dnd = page.getByRole("switch", { name: "Rahatsız etmeyin modu" });
  await expect(sms).not.toBeChecked();
  await expect(weekly).not.toBeChecked();
  await expect(dnd).not.toBeChecked();
  await expect(page.getByLabel("Başlangıç")).toHaveCount(0);
  await expect(page.getByText("Güvenlik uyarıları e-postayla her zaman gönderilir.")).toBeVisible();
  const save = page.getByRole("button", { name: "Kaydet" });
  await expect(save).toBeDisabled();

  await sms.click();
  await weekly.click();
  await page.locator('label[for="volume-high"]').click();
  await dnd.click();
  await expect(page.getByLabel("Başlangıç")).toHaveValue("22:00");
  await expect(page.getByLabel("Bitiş")).toHaveValue("08:00");
  await page.getByLabel("Başlangıç").fill("23:30");
  await expect(page.getByText("Kaydedilmemiş değişiklikler")).toBeVisible();
  await save.click();
  await expect(page.getByText("Bildirim tercihleriniz kaydedildi")).toBeVisible();
  await expect(page.getByText("Tüm değişiklikler kaydedildi")).toBeVisible();

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("switch", { name: "SMS bildirimleri" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Haftalık raporlar" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Yüksek" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Rahatsız etmeyin modu" })).toBeChecked();
  await expect(page.getByLabel("Başlangıç")).toHaveValue("23:30");

  const stored = await page.request.get("/api/v1/account/preferences");
  expect(((await stored.json()) as { data: unknown }).data).toMatchObject({
    notifications: {
      channels: { sms: true },
      types: { weeklyReports: true },
      sound: { volume: "high" },
      doNotDisturb: { enabled: true, start: "23:30", end: "08:00" },
    },
  });
});
