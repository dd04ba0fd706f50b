import { expect, test, type Page } from "@playwright/test";
import { waitForMail } from "../helpers/mailbox";
import { registerThroughApi, uniqueEmail } from "../helpers/e2e-register";

// Sign-in and account access as a person does it, in Chromium against the production build.

// Turkish by default: the browser asks for Turkish, as most of Kanal's users' browsers do.
test.use({ locale: "tr-TR" });

const PASSWORD = "Guclu-Parola1";
const NEW_PASSWORD = "Yeni-Parola2";

async function signInThroughForm(page: Page, email: string, password: string, { rememberMe = false } = {}) {
  await page.getByLabel("E-posta").fill(email);
  await page.getByLabel("Şifre", { exact: true }).fill(password);
  if (rememberMe) await page.getByRole("checkbox", { name: "Beni hatırla" }).check();
  await page.getByRole("button", { name: "Giriş yap", exact: true }).click();
}

test("register → code from the mailbox → verify → sign out → sign in with remember me on a protected URL", async ({
  page,
  context,
}) => {
  const email = uniqueEmail("register");
  const started = new Date();
  await page.goto("/auth/register");
  await page.getByLabel("Ad", { exact: true }).fill("Elif");
  await page.getByLabel("Soyad").fill("Şahin");
  await page.getByLabel("E-posta").fill(email);
  await page.getByLabel("Şifre", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Şifre tekrarı").fill(PASSWORD);
  const submit = page.getByRole("button", { name: "Hesap oluştur" });
  await expect(submit).toBeDisabled();
  await page.getByRole("checkbox", { name: /Kullanım koşulları/ }).check();
  await submit.click();

  await page.waitForURL("**/dashboard");
  const banner = page.getByText("E-posta adresiniz henüz doğrulanmadı.");
  await expect(banner).toBeVisible();

  const mail = await waitForMail(email, started);
  expect(mail.code).toMatch(/^\d{6}$/);
  await page.goto(mail.link);
  await expect(page.getByText(/0?[45]:\d\d/)).toBeVisible();
  await page.getByLabel("Doğrulama kodu").fill(`${mail.code} extra`);
  await expect(page.getByLabel("Doğrulama kodu")).toHaveValue(mail.code!);
  await page.getByRole("button", { name: "Doğrula", exact: true }).click();
  await expect(page.getByText("E-posta adresiniz doğrulandı")).toBeVisible();
  await page.waitForURL("**/dashboard", { timeout: 10_000 });
  await expect(banner).toHaveCount(0);

  // Sign out lives in the user menu of the top bar (the app shell, issue 4).
  await page.getByRole("button", { name: /Elif Şahin/ }).click();
  await page.getByRole("menuitem", { name: "Çıkış yap" }).click();
  await page.waitForURL("**/auth/login");
  expect((await context.cookies()).filter((cookie) => cookie.name.startsWith("kanal_"))).toEqual([]);

  await page.goto("/dashboard?from=mail");
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fdashboard%3Ffrom%3Dmail$/);
  await signInThroughForm(page, email, PASSWORD, { rememberMe: true });
  await page.waitForURL("**/dashboard?from=mail");
  const refresh = (await context.cookies()).find((cookie) => cookie.name === "kanal_rt");
  expect(refresh?.httpOnly).toBe(true);
  expect(refresh!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000);

  // A signed-in visit to the login page goes on to the app.
  await page.goto("/auth/login");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("forgot → mailed link → reset → the old session is dead → sign in with the new password", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("reset");
  // Another device, signed in since registration.
  const laptop = await browser.newContext();
  const laptopPage = await laptop.newPage();
  const registered = await registerThroughApi(laptopPage.request, {
    data: { firstName: "Can", lastName: "Aydın", email, password: PASSWORD, acceptTerms: true },
  });
  expect(registered.status()).toBe(201);
  await laptopPage.goto("/dashboard");
  await expect(laptopPage).toHaveURL(/\/dashboard$/);

  const started = new Date();
  await page.goto("/auth/login");
  await page.getByRole("link", { name: "Şifremi unuttum" }).click();
  await page.waitForURL("**/auth/forgot-password");
  await page.getByLabel("E-posta").fill(email);
  await page.getByRole("button", { name: "Sıfırlama linki gönder" }).click();
  await expect(page.getByText("E-postanızı kontrol edin")).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const mail = await waitForMail(email, started);
  await page.goto(mail.link);
  await page.getByLabel("Yeni şifre", { exact: true }).fill("zayif");
  await expect(page.getByText("Zayıf")).toBeVisible();
  await page.getByLabel("Yeni şifre", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Yeni şifre tekrarı").fill("Baska-Parola3");
  await expect(page.getByText("Şifreler eşleşmiyor")).toBeVisible();
  await expect(page.getByRole("button", { name: "Şifreyi güncelle" })).toBeDisabled();
  await page.getByLabel("Yeni şifre tekrarı").fill(NEW_PASSWORD);
  await expect(page.getByText("Güçlü")).toBeVisible();
  await expect(page.getByText("Şifreler eşleşiyor")).toBeVisible();
  await page.getByRole("button", { name: "Şifreyi güncelle" }).click();
  await expect(page.getByText("Şifreniz güncellendi")).toBeVisible();
  await page.waitForURL("**/auth/login", { timeout: 10_000 });

  // The laptop's session ended with the reset.
  await laptopPage.reload();
  await expect(laptopPage).toHaveURL(/\/auth\/login/);
  await laptop.close();

  // The link worked once.
  await page.goto(mail.link);
  await expect(page.getByText("Geçersiz Link")).toBeVisible();

  await page.goto("/auth/login");
  await signInThroughForm(page, email, PASSWORD);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(/E-posta adresi veya şifre hatalı/);
  await signInThroughForm(page, email, NEW_PASSWORD);
  await page.waitForURL("**/dashboard");
});

test("an idle tab whose access token has expired renews it on the next visit", async ({ page, context }) => {
  const email = uniqueEmail("idle");
  const registered = await registerThroughApi(page.request, {
    data: { firstName: "İdil", lastName: "Kaya", email, password: PASSWORD, acceptTerms: true },
  });
  expect(registered.status()).toBe(201);
  const before = (await context.cookies()).find((cookie) => cookie.name === "kanal_rt")!.value;
  await context.clearCookies({ name: "kanal_at" });
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("İdil");
  const after = await context.cookies();
  expect(after.find((cookie) => cookie.name === "kanal_at")).toBeTruthy();
  expect(after.find((cookie) => cookie.name === "kanal_rt")!.value).not.toBe(before);
});

test("links without token or e-mail, and forged ones, show the invalid-link views", async ({ page }) => {
  await page.goto("/auth/reset-password");
  await expect(page.getByText("Geçersiz Link")).toBeVisible();
  await expect(page.getByText("Bu şifre sıfırlama linki geçersiz veya süresi dolmuş.")).toBeVisible();
  await page.goto("/auth/reset-password?token=forged&email=a%40b.co");
  await expect(page.getByText("Bu şifre sıfırlama linki geçersiz veya süresi dolmuş.")).toBeVisible();
  await page.goto("/auth/email-verify?email=a%40b.co");
  await expect(page.getByText("Bu e-posta doğrulama linki geçersiz veya süresi dolmuş.")).toBeVisible();
  await page.goto("/auth/email-verify?token=forged&email=a%40b.co");
  await expect(page.getByText("Bu e-posta doğrulama linki geçersiz veya süresi dolmuş.")).toBeVisible();
});

test("the login page: wrong password message, Google not wired but explained, no open redirect", async ({ page }) => {
  await page.goto("/auth/login?next=https%3A%2F%2Fevil.example%2F");
  const google = page.getByRole("button", { name: "Google ile giriş yap" });
  await expect(google).toBeDisabled();
  await google.locator("..").hover();
  await expect(page.getByRole("tooltip")).toHaveText(/henüz kullanılamıyor/);

  await page.getByRole("button", { name: "Giriş yap", exact: true }).click();
  await expect(page.getByText("Bu alan zorunludur").first()).toBeVisible();
  await page.getByLabel("E-posta").fill("x");
  await expect(page.getByText("Bu alan zorunludur")).toHaveCount(1);

  await signInThroughForm(page, "owner@kanal.demo", "Yanlis-Parola1");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(/E-posta adresi veya şifre hatalı/);
  await expect(page).toHaveURL(/\/auth\/login/);
});

test.describe("in English", () => {
  test.use({ locale: "en-US" });

  test("the auth pages and the server's messages follow the language", async ({ page }) => {
    await page.goto("/auth/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await page.getByLabel("E-mail").fill("nobody@e2e.kanal");
    await page.getByLabel("Password", { exact: true }).fill("Wrong-Pass1");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(/Incorrect e-mail address or password/);
  });
});

test("the footer's privacy, terms and help links lead to real pages", async ({ page }) => {
  for (const [name, heading] of [
    ["Gizlilik", "Gizlilik"],
    ["Koşullar", "Kullanım koşulları"],
    ["Yardım", "Yardım"],
  ] as const) {
    await page.goto("/auth/login");
    await page.getByRole("contentinfo").getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
});

test("a sign-in sent before the page's script runs never puts the password in the address", async ({
  browser,
  baseURL,
}) => {
  // No JavaScript: what a fast typist on a slow connection sends before hydration.
  const context = await browser.newContext({ baseURL, locale: "tr-TR", javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/auth/login");
  const sent = page.waitForRequest((request) => request.url().includes("/auth/login") && request.isNavigationRequest());
  await signInThroughForm(page, "yavas@e2e.kanal", PASSWORD);
  const request = await sent;
  expect(request.method()).toBe("POST");
  const response = await request.response();
  expect(response!.status()).toBeLessThan(500);
  expect(page.url()).not.toContain(PASSWORD);
  expect(page.url()).not.toContain("yavas");
  await context.close();
});
