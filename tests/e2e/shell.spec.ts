import { randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext, type Cookie, type Page } from "@playwright/test";
import pg from "pg";
import { customerSearchText, customerSortName } from "../../lib/customers/search-text";
import { registerThroughApi, uniqueEmail } from "../helpers/e2e-register";
import { hydrated } from "../helpers/hydrated";

// The app shell as a person uses it: languages, themes, the phone menu, the command palette and
// signing out, in Chromium against the production build.

test.use({ locale: "tr-TR" });

const PASSWORD = "Guclu-Parola1";
/** Letters only, so the name stays a name after Turkish folding. */
const uniqueLetters = () => Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join("");

type RegisteredUser = { email: string; companyId: string; firstName: string; lastName: string };

/** Registers a new company's owner; the session cookies land in the request's (browser) context. */
async function register(request: APIRequestContext, label: string): Promise<RegisteredUser> {
  const email = uniqueEmail(label);
  const firstName = "Deniz";
  const lastName = "Çınar";
  const response = await registerThroughApi(request, {
    data: { firstName, lastName, email, password: PASSWORD, acceptTerms: true },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { data: { user: { companyId: string } } };
  return { email, companyId: body.data.user.companyId, firstName, lastName };
}

/** A customer written straight into the database (the create API belongs to issue 5). */
async function seedCustomer(
  companyId: string,
  customer: { firstName: string; lastName: string; email: string; phone: string },
) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const id = `e2e${randomBytes(10).toString("hex")}`;
    await client.query(
      `INSERT INTO "Customer" (id, "companyId", "firstName", "lastName", email, "countryCode", phone, status,
         "customerType", tags, "searchText", "sortName", "createdAt", "updatedAt")
       VALUES ($1, $2, $3, $4, $5, '+90', $6, 'active', 'individual', '{}', $7, $8, now(), now())`,
      [
        id,
        companyId,
        customer.firstName,
        customer.lastName,
        customer.email,
        customer.phone,
        customerSearchText({ ...customer, countryCode: "+90" }),
        customerSortName(customer),
      ],
    );
    return id;
  } finally {
    await client.end();
  }
}

// Registration is throttled per address (10 an hour), so the tests share one account; only the
// sign-out test, which ends its session, makes its own.
let shared: RegisteredUser & { cookies: Cookie[] };

test.beforeAll(async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const user = await register(context.request, "shell");
  shared = { ...user, cookies: await context.cookies() };
  await context.close();
});

const signIn = (page: Page) => page.context().addCookies(shared.cookies);

const sidebar = (page: Page) => page.getByRole("navigation", { name: /Ana menü|Main menu/ });

test("the language switch changes the visible strings and survives a reload", async ({ page }) => {
  await signIn(page);
  await page.goto("/schedule");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Takvim");
  await expect(sidebar(page).getByRole("link", { name: "Panel" })).toBeVisible();
  await expect(sidebar(page).getByRole("link", { name: "Takvim" })).toHaveAttribute("aria-current", "page");

  await page.getByRole("button", { name: /^Dil:/ }).click();
  await page.getByRole("menuitemradio", { name: /English/ }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schedule");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const nav = sidebar(page);
  for (const label of ["Dashboard", "Schedule", "Messages", "Analytics", "Customers", "Templates", "Campaigns"]) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole("link", { name: "My collections" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Search…/ })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Month" })).toBeVisible();
  await expect(page).toHaveTitle(/^Schedule · /);
  expect(await page.evaluate(() => localStorage.getItem("kanal-language"))).toBe("en");

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schedule");
  await expect(sidebar(page).getByRole("link", { name: "Dashboard" })).toBeVisible();
  await hydrated(page);
  await expect(page.getByText("Bu ekran henüz hazır değil")).toHaveCount(0);

  // The user menu follows as well.
  await page.getByRole("button", { name: /Deniz Çınar/ }).click();
  await expect(page.getByRole("menuitem", { name: "Profile" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Log out" })).toBeVisible();
  await page.keyboard.press("Escape");
  // Closed for good: a menu gives the focus back to its button only when its closing animation
  // ends, and a menu opened before that loses the focus and closes (the CI's one red run here).
  await expect(page.getByRole("menu")).toHaveCount(0);

  // And back to Turkish.
  await page.getByRole("button", { name: /^Language:/ }).click();
  await page.getByRole("menuitemradio", { name: /Türkçe/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Takvim");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Takvim");
});

test.describe("language detection without a stored cookie", () => {
  test("a choice kept in localStorage comes before the browser's Turkish", async ({ page }) => {
    await signIn(page);
    await page.addInitScript(() => window.localStorage.setItem("kanal-language", "en"));
    await page.goto("/schedule");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schedule");
    expect((await page.context().cookies()).find((cookie) => cookie.name === "NEXT_LOCALE")?.value).toBe("en");
  });

  test.describe("in an English browser", () => {
    test.use({ locale: "en-US" });

    test("the browser's language comes next", async ({ page }) => {
      await signIn(page);
      await page.goto("/schedule");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schedule");
    });
  });
});

test("the theme switch puts the class on <html> and survives a reload", async ({ page }) => {
  await signIn(page);
  await page.goto("/schedule");
  await hydrated(page);
  const html = page.locator("html");
  await expect(html).toHaveClass(/\blight\b/);

  await page.getByRole("button", { name: /^Tema:/ }).click();
  await page.getByRole("menuitemradio", { name: "Koyu" }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("kanal-ui-theme"))).toBe("dark");

  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(page.getByRole("button", { name: "Tema: Koyu" })).toBeVisible();

  await page.getByRole("button", { name: /^Tema:/ }).click();
  await page.getByRole("menuitemradio", { name: "Açık" }).click();
  await expect(html).toHaveClass(/\blight\b/);
  await page.reload();
  await expect(html).toHaveClass(/\blight\b/);
  await expect(html).not.toHaveClass(/\bdark\b/);
});

test("on a phone the menu opens, keeps the focus, closes on Escape and navigates", async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/schedule");
  await hydrated(page);
  await expect(sidebar(page)).toBeHidden();

  const menuButton = page.getByRole("button", { name: "Menüyü aç" });
  await menuButton.click();
  const dialog = page.getByRole("dialog", { name: "Menü" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Takvim" })).toHaveAttribute("aria-current", "page");

  // Tabbing round the whole menu never leaves it.
  for (let step = 0; step < 20; step += 1) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await dialog.getByRole("link", { name: "Müşteriler" }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Müşteriler");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test("the command palette (Ctrl+K) finds a customer by name or phone and opens them; it jumps to screens", async ({
  page,
}) => {
  await signIn(page);
  const lastName = `Kalaycıoğlu${uniqueLetters()}`;
  const customerId = await seedCustomer(shared.companyId, {
    firstName: "Şükriye",
    lastName,
    email: `sukriye-${uniqueLetters()}@ornek.com.tr`,
    phone: "5321234567",
  });

  await page.goto("/schedule");
  await hydrated(page);
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Komut paleti" });
  await expect(palette).toBeVisible();
  const input = palette.getByRole("combobox");
  await expect(input).toBeFocused();

  // The search is folded the Turkish way: "kalaycioglu" finds "Kalaycıoğlu".
  await input.fill(lastName.replace("ı", "i").replace("ğ", "g"));
  const option = palette.getByRole("option", { name: new RegExp(`Şükriye ${lastName}`) });
  await expect(option).toBeVisible();
  await expect(option).toContainText("+90 5321234567");
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/customers\\?customer=${customerId}$`));
  await expect(palette).toBeHidden();
  // The customers screen opens that customer's details; closing them gives the page back.
  const details = page.getByRole("dialog", { name: new RegExp(`Şükriye ${lastName}`) });
  await expect(details).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();

  // The phone number finds them too, typed the way people type it.
  await page.keyboard.press("Control+k");
  await expect(palette).toBeVisible();
  await input.fill("532 123 45 67");
  await expect(palette.getByRole("option", { name: new RegExp(`Şükriye ${lastName}`) })).toBeVisible();

  // A query without matches says so; Enter on a screen goes there.
  await input.fill("zzqxw");
  await expect(palette.getByRole("status")).toHaveText("Sonuç bulunamadı");
  await input.fill("kampanya");
  await expect(palette.getByRole("option", { name: "Kampanyalar" })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/campaigns$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kampanyalar");

  // The search box in the top bar opens it too.
  await page.getByRole("button", { name: /Ara…/ }).click();
  await expect(palette).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(palette).toBeHidden();
});

test("the bell lists the sign-in and is marked read once opened", async ({ page }) => {
  await signIn(page);
  // A new sign-in of the same user is an event the bell shows.
  const login = await page.request.post("/api/v1/auth/login", { data: { email: shared.email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  await page.goto("/schedule");
  await hydrated(page);

  const bell = page.getByRole("button", { name: /^Bildirimler/ });
  await expect(bell).toHaveAccessibleName(/okunmamış/);
  await bell.click();
  await expect(
    page
      .getByRole("dialog")
      .getByText(/Yeni oturum açıldı/)
      .first(),
  ).toBeVisible();
  await expect(bell).toHaveAccessibleName("Bildirimler");
  await page.keyboard.press("Escape");

  await page.reload();
  await expect(page.getByRole("button", { name: "Bildirimler", exact: true })).toBeVisible();
});

test("the user menu: profile and settings links, then sign out ends the session", async ({ page }) => {
  await register(page.request, "shell-logout");
  await page.goto("/schedule");
  await hydrated(page);

  const account = page.getByRole("button", { name: /Deniz Çınar/ });
  await account.click();
  await page.getByRole("menuitem", { name: "Profil" }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Profil");
  await expect(page.getByRole("menu")).toBeHidden();
  await expect(sidebar(page).getByRole("link", { name: "Ayarlar" })).toHaveAttribute("aria-current", "page");

  await account.click();
  await page.getByRole("menuitem", { name: "Ayarlar" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ayarlar");
  await expect(page.getByRole("menu")).toBeHidden();

  await account.click();
  await page.getByRole("menuitem", { name: "Çıkış yap" }).click();
  await page.waitForURL("**/auth/login");

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fdashboard$/);
});
