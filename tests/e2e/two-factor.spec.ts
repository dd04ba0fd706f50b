import { createHmac } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { registerThroughApi, uniqueEmail, visitorAddress } from "../helpers/e2e-register";
import { hydrated } from "../helpers/hydrated";

// Two-factor sign-in as a person does it (issue 6), in Chromium against the production build:
// turn it on with a code computed from the shown secret, sign out, sign in with a code, sign in
// elsewhere with a recovery code, and find that recovery code dead afterwards.

// Each run signs in from its own address, so the per-address login throttle (shared by the whole
// suite on this machine) stays out of the way.
test.use({ locale: "tr-TR", extraHTTPHeaders: { "x-forwarded-for": visitorAddress() } });

const PASSWORD = "Guclu-Parola1";

/** RFC 6238 (SHA-1, 6 digits, 30 s), as the user's authenticator app computes it. */
function totp(base32Secret: string, step = Math.floor(Date.now() / 30_000)): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of base32Secret.replace(/\s/g, "")) bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

async function fillPassword(page: Page, email: string) {
  await page.getByLabel("E-posta").fill(email);
  await page.getByLabel("Şifre", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Giriş yap", exact: true }).click();
}

/** axe's serious and critical findings, within `selector` when given. */
async function seriousViolations(page: Page, selector?: string) {
  const builder = new AxeBuilder({ page });
  if (selector) builder.include(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(" ")) }));
}

/** A fresh browser (another device) at the login page, from its own address. */
async function newDevice(browser: Browser) {
  const context = await browser.newContext({
    locale: "tr-TR",
    extraHTTPHeaders: { "x-forwarded-for": visitorAddress() },
  });
  const page = await context.newPage();
  await page.goto("/auth/login");
  return { context, page };
}

test("enable with a computed code → sign out → sign in with a code → elsewhere with a recovery code, once", async ({
  page,
  browser,
}) => {
  // Three devices and five sign-ins: more than the default minute on a busy machine.
  test.slow();
  const email = uniqueEmail("two-factor");
  const registered = await registerThroughApi(page.request, {
    data: { firstName: "Zeynep", lastName: "Arslan", email, password: PASSWORD, acceptTerms: true },
  });
  expect(registered.status()).toBe(201);

  // Turn it on: the switch opens the setup, whose secret the "app" (this test) reads.
  await page.goto("/settings/security");
  await hydrated(page);
  const card = page.locator("#two-factor");
  await card.getByRole("switch", { name: "Kimlik doğrulama uygulaması" }).click();
  await expect(card.getByRole("img", { name: "Kimlik doğrulama uygulaması için QR kodu" })).toBeVisible();
  const secret = (await card.getByTestId("two-factor-secret").innerText()).replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await card.getByLabel("Doğrulama kodu").fill(totp(secret));
  await card.getByLabel("Şifreniz", { exact: true }).fill(PASSWORD);
  await card.getByRole("button", { name: "Etkinleştir" }).click();

  const codeList = card.getByRole("list", { name: "Kurtarma kodları" });
  await expect(codeList).toBeVisible();
  const recoveryCodes = await codeList.getByRole("listitem").allInnerTexts();
  expect(recoveryCodes).toHaveLength(10);
  await card.getByRole("button", { name: "Kodlarımı kaydettim" }).click();
  await expect(card.getByText("10 kurtarma kodu kaldı")).toBeVisible();
  await expect(card.getByRole("switch", { name: "Kimlik doğrulama uygulaması" })).toBeChecked();

  // Sign out, then in again: the password is not enough any more.
  await page.getByRole("button", { name: /Zeynep Arslan/ }).click();
  await page.getByRole("menuitem", { name: "Çıkış yap" }).click();
  await page.waitForURL("**/auth/login");
  await fillPassword(page, email);
  const codeInput = page.getByLabel("Kimlik doğrulama kodu");
  await expect(codeInput).toBeVisible();
  await expect(codeInput).toHaveAttribute("autocomplete", "one-time-code");
  // The code used to turn it on is spent; the app's next one is accepted (one step of drift).
  await codeInput.fill(totp(secret, Math.floor(Date.now() / 30_000) + 1));
  await page.getByRole("button", { name: "Doğrula", exact: true }).click();
  await page.waitForURL("**/dashboard");

  // Another device, with a recovery code instead of the app.
  const laptop = await newDevice(browser);
  await fillPassword(laptop.page, email);
  await laptop.page.getByRole("button", { name: "Bunun yerine kurtarma kodu kullan" }).click();
  await laptop.page.getByLabel("Kurtarma kodu").fill(recoveryCodes[0]!);
  await laptop.page.getByRole("button", { name: "Doğrula", exact: true }).click();
  await laptop.page.waitForURL("**/dashboard");
  await laptop.context.close();

  // That recovery code is dead now, on any device.
  const tablet = await newDevice(browser);
  await fillPassword(tablet.page, email);
  await tablet.page.getByRole("button", { name: "Bunun yerine kurtarma kodu kullan" }).click();
  await tablet.page.getByLabel("Kurtarma kodu").fill(recoveryCodes[0]!);
  await tablet.page.getByRole("button", { name: "Doğrula", exact: true }).click();
  await expect(tablet.page.getByText("Kurtarma kodu hatalı veya daha önce kullanılmış")).toBeVisible();
  await expect(tablet.page).toHaveURL(/\/auth\/login/);
  // …while an unused one still works.
  await tablet.page.getByLabel("Kurtarma kodu").fill(recoveryCodes[1]!);
  await tablet.page.getByRole("button", { name: "Doğrula", exact: true }).click();
  await tablet.page.waitForURL("**/dashboard");
  await tablet.context.close();

  // The first device sees what is left.
  await page.goto("/settings/security");
  await expect(page.locator("#two-factor").getByText("8 kurtarma kodu kaldı")).toBeVisible();
});

test("the setup and the code step pass axe; a wrong code says so; back goes to the password", async ({ page }) => {
  const email = uniqueEmail("two-factor-back");
  await registerThroughApi(page.request, {
    data: { firstName: "Mert", lastName: "Koç", email, password: PASSWORD, acceptTerms: true },
  });
  await page.goto("/settings/security");
  await hydrated(page);
  const card = page.locator("#two-factor");
  await card.getByRole("switch", { name: "Kimlik doğrulama uygulaması" }).click();
  const secret = (await card.getByTestId("two-factor-secret").innerText()).replace(/\s/g, "");
  expect(await seriousViolations(page, "#two-factor")).toEqual([]);
  await card.getByLabel("Doğrulama kodu").fill(totp(secret));
  await card.getByLabel("Şifreniz", { exact: true }).fill(PASSWORD);
  await card.getByRole("button", { name: "Etkinleştir" }).click();
  await expect(card.getByRole("list", { name: "Kurtarma kodları" })).toBeVisible();
  expect(await seriousViolations(page, "#two-factor")).toEqual([]);
  await page.context().clearCookies();

  await page.goto("/auth/login");
  await fillPassword(page, email);
  const wrong = totp(secret) === "000000" ? "111111" : "000000";
  await page.getByLabel("Kimlik doğrulama kodu").fill(wrong);
  await page.getByRole("button", { name: "Doğrula", exact: true }).click();
  await expect(page.getByText("Kod hatalı. Uygulamanızdaki güncel kodu girin")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Girişe dön" }).click();
  await expect(page.getByLabel("E-posta")).toHaveValue(email);
  await expect(page.getByLabel("Şifre", { exact: true })).toHaveValue("");
});
