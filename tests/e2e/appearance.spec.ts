import { expect, test, type Locator, type Page } from "@playwright/test";
import { registerThroughApi, uniqueEmail } from "../helpers/e2e-register";
import { hydrated } from "../helpers/hydrated";
import { COLOR_THEMES } from "../../lib/appearance/options";
import { seriousViolations } from "../helpers/axe";

// Appearance settings (issue 7, spec 02 §2.10) as a person uses them: choices previewed before
// saving, saved to the account, applied across the app (server-rendered, so they survive a
// reload), reduced motion reaching the signed-out login page, and each phone navigation style.

test.use({ locale: "tr-TR" });

const PASSWORD = "Guclu-Parola1";

/** A new company's owner, signed in in this page's browser context. */
async function signUp(page: Page, label: string) {
  const response = await registerThroughApi(page.context().request, {
    data: { firstName: "Deniz", lastName: "Çınar", email: uniqueEmail(label), password: PASSWORD, acceptTerms: true },
  });
  expect(response.status()).toBe(201);
}

/** Saves appearance choices through the API, as the settings page does. */
async function saveAppearance(page: Page, appearance: Record<string, unknown>) {
  const response = await page.context().request.put("/api/v1/account/preferences", { data: { appearance } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The computed colour of an accent palette's --primary (globals.css), read from a probe that
 * carries that palette's data-accent (the build may rewrite oklch() as lab(), so no literal).
 */
const accentPrimary = (page: Page, accent: string) =>
  page.evaluate((value) => {
    const probe = document.createElement("span");
    probe.dataset.accent = value;
    probe.style.backgroundColor = "var(--primary)";
    document.body.append(probe);
    const computed = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return computed;
  }, accent);
/** The computed value of <html>'s --primary, as a background colour. */
const rootPrimary = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement("span");
    probe.style.backgroundColor = getComputedStyle(document.documentElement).getPropertyValue("--primary");
    document.body.append(probe);
    const computed = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return computed;
  });
const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
/** The background of the first visible primary (default variant) button. */
const primaryButtonBackground = (page: Page) =>
  page.evaluate(() => {
    const buttons = [...document.querySelectorAll<HTMLElement>('#main [data-slot="button"]')];
    const primary = buttons.find((button) => button.className.includes("bg-primary ") && button.offsetParent);
    return primary ? getComputedStyle(primary).backgroundColor : null;
  });

test("font size and colour theme are previewed, saved, survive a reload and show on /customers", async ({ page }) => {
  await signUp(page, "appearance");
  await page.goto("/settings/appearance");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Görünüm" })).toBeVisible();
  expect(await rootFontSize(page)).toBe("16px");
  await expect(page.getByText("Her şey kayıtlı.")).toBeVisible();

  // The radios are visually hidden inside their cards: a person clicks the card.
  await page.locator('label[for="font-size-large"]').click();
  await page.locator('label[for="color-theme-green"]').click();

  // The preview shows the unsaved choices; the app does not change yet.
  const preview = page.getByTestId("appearance-preview");
  await expect(preview).toHaveCSS("font-size", "18px");
  await expect(page.getByTestId("preview-primary")).toHaveCSS("background-color", await accentPrimary(page, "green"));
  expect(await rootFontSize(page)).toBe("16px");
  expect(await rootPrimary(page)).toBe(await accentPrimary(page, "blue"));
  await expect(page.getByText("Kaydedilmemiş değişiklikler")).toBeVisible();

  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Görünüm kaydedildi.")).toBeVisible();
  await expect(page.getByText("Her şey kayıtlı.")).toBeVisible();
  await expect.poll(() => rootFontSize(page)).toBe("18px");
  expect(await rootPrimary(page)).toBe(await accentPrimary(page, "green"));

  await page.reload();
  await expect(page.getByRole("radio", { name: /^Büyük/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /^Yeşil/ })).toBeChecked();
  expect(await rootFontSize(page)).toBe("18px");

  await page.goto("/customers");
  await expect(page.getByRole("heading", { level: 1, name: "Müşteriler" })).toBeVisible();
  expect(await rootFontSize(page)).toBe("18px");
  expect(await rootPrimary(page)).toBe(await accentPrimary(page, "green"));
  expect(await primaryButtonBackground(page)).toBe(await accentPrimary(page, "green"));

  // Reset to defaults and save: the app looks as it did before.
  await page.goto("/settings/appearance");
  await hydrated(page);
  await page.getByRole("button", { name: "Varsayılanlara dön" }).click();
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Görünüm kaydedildi.")).toBeVisible();
  await page.reload();
  expect(await rootFontSize(page)).toBe("16px");
  expect(await rootPrimary(page)).toBe(await accentPrimary(page, "blue"));
  expect(await accentPrimary(page, "blue")).not.toBe(await accentPrimary(page, "green"));
});

for (const theme of ["light", "dark"] as const) {
  test(`a saved theme (${theme}) wins on load; every accent and high contrast pass axe`, async ({ page }) => {
    test.setTimeout(120_000);
    await signUp(page, `appearance-axe-${theme}`);
    // This browser last used the other theme: the saved one wins.
    const other = theme === "light" ? "dark" : "light";
    await page.addInitScript((value) => window.localStorage.setItem("kanal-ui-theme", value), other);
    const checks: [string, Record<string, unknown>][] = [
      ...COLOR_THEMES.map((colorTheme): [string, Record<string, unknown>] => ["/customers", { colorTheme }]),
      ["/customers", { colorTheme: "orange", highContrast: true }],
      ["/settings/appearance", { colorTheme: "orange" }],
    ];
    for (const [path, appearance] of checks) {
      await saveAppearance(page, { theme, ...appearance });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expect(page.locator("html")).toHaveAttribute("data-accent", String(appearance.colorTheme));
      expect({ path, appearance, violations: await seriousViolations(page) }).toEqual({
        path,
        appearance,
        violations: [],
      });
    }
  });
}

test("a bad value is refused by the API with its field", async ({ page }) => {
  await signUp(page, "appearance-bad");
  const response = await page.context().request.put("/api/v1/account/preferences", {
    data: { appearance: { fontSize: "huge" } },
  });
  expect(response.status()).toBe(400);
  const body = (await response.json()) as { errors: { field: string }[] };
  expect(body.errors.map((error) => error.field)).toEqual(["appearance.fontSize"]);
});

test("the system's reduced motion stills the app without Kanal's setting", async ({ page }) => {
  // The suite's contexts ask for reduced motion (playwright.config.ts).
  await page.goto("/auth/login");
  await expect(page.locator("html")).not.toHaveAttribute("data-motion", "reduced");
  const button = page.getByRole("button", { name: "Giriş yap", exact: true });
  const duration = await button.evaluate((element) => getComputedStyle(element).transitionDuration);
  expect(parseFloat(duration)).toBeLessThan(0.001);
});

test.describe("motion as the system allows it", () => {
  test.use({ reducedMotion: "no-preference" });

  test("reduced motion stops the login carousel, also after signing out", async ({ page, browser, baseURL }) => {
    await signUp(page, "appearance-motion");
    await page.goto("/settings/appearance");
    await hydrated(page);
    const transition = () =>
      page.getByRole("button", { name: "Kaydet" }).evaluate((element) => getComputedStyle(element).transitionDuration);
    expect(parseFloat(await transition())).toBeGreaterThan(0.1);
    await page.getByRole("switch", { name: "Azaltılmış hareket" }).click();
    await page.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByText("Görünüm kaydedildi.")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-motion", "reduced");
    // No transitions in the app.
    expect(parseFloat(await transition())).toBeLessThan(0.001);

    // Signed out: only the remembered choice travels to the login page.
    const motionCookie = (await page.context().cookies()).find((cookie) => cookie.name === "kanal-reduced-motion");
    expect(motionCookie?.value).toBe("1");
    const visitor = await browser.newContext({ baseURL, locale: "tr-TR", reducedMotion: "no-preference" });
    await visitor.addCookies([motionCookie!]);
    const login = await visitor.newPage();
    await login.goto("/auth/login");
    await expect(login.locator("html")).toHaveAttribute("data-motion", "reduced");
    const firstSlide = login.getByRole("group", { name: "1 / 4" });
    await expect(firstSlide).not.toHaveAttribute("aria-hidden", "true");
    await login.waitForTimeout(6_500);
    await expect(firstSlide).not.toHaveAttribute("aria-hidden", "true");
    await visitor.close();

    // Without the choice the carousel moves on by itself (the control).
    const plain = await browser.newContext({ baseURL, locale: "tr-TR", reducedMotion: "no-preference" });
    const other = await plain.newPage();
    await other.goto("/auth/login");
    await expect(other.getByRole("group", { name: "2 / 4" })).not.toHaveAttribute("aria-hidden", "true", {
      timeout: 8_000,
    });
    await plain.close();
  });
});

test.describe("phone navigation styles at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  /** A new owner with `appearance` saved (none: the defaults), on the dashboard. */
  async function dashboardWith(page: Page, label: string, appearance?: Record<string, unknown>) {
    await signUp(page, label);
    if (appearance) await saveAppearance(page, appearance);
    await page.goto("/dashboard");
    await hydrated(page);
  }

  /** The strip of tabs, once it shows. */
  async function shownTabs(page: Page) {
    const tabs = page.getByRole("navigation", { name: "Ekranlar" });
    await expect(tabs).toBeVisible();
    return tabs;
  }

  /** Follows the tab `name` to `url`, which then is the current tab. */
  async function followTab(page: Page, tabs: Locator, name: string, url: RegExp) {
    await tabs.getByRole("link", { name }).click();
    await expect(page).toHaveURL(url);
    await expect(tabs.getByRole("link", { name })).toHaveAttribute("aria-current", "page");
  }

  /** In the open menu (the slide-over), follows the link `name` to `url`; the menu closes. */
  async function followMenuLink(page: Page, name: string, url: RegExp) {
    const menu = page.getByRole("dialog", { name: "Menü" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name }).click();
    await expect(page).toHaveURL(url);
    await expect(menu).toBeHidden();
  }

  test("drawer (default): the menu button opens the slide-over, which navigates", async ({ page }) => {
    await dashboardWith(page, "appearance-drawer");
    await expect(page.getByRole("navigation", { name: "Ekranlar" })).toHaveCount(0);
    await page.getByRole("button", { name: "Menüyü aç" }).click();
    await followMenuLink(page, "Müşteriler", /\/customers$/);
  });

  test("bottom tabs: the main screens at the bottom, the rest under More", async ({ page }) => {
    await dashboardWith(page, "appearance-bottom", { mobileNavigation: "bottom-tabs" });
    const tabs = await shownTabs(page);
    const box = await tabs.boundingBox();
    expect(box!.y + box!.height).toBeCloseTo(812, -1);
    await expect(page.getByRole("button", { name: "Menüyü aç" })).toBeHidden();
    await expect(tabs.getByRole("link", { name: "Panel" })).toHaveAttribute("aria-current", "page");

    await followTab(page, tabs, "Müşteriler", /\/customers$/);

    await tabs.getByRole("button", { name: "Daha fazla" }).click();
    await followMenuLink(page, "Takvim", /\/schedule$/);
  });

  test("top tabs: a scrollable strip of every screen under the top bar", async ({ page }) => {
    await dashboardWith(page, "appearance-top", { mobileNavigation: "top-tabs" });
    const tabs = await shownTabs(page);
    expect((await tabs.boundingBox())!.y).toBeLessThan(100);
    await expect(tabs.getByRole("link")).toHaveCount(9);
    await followTab(page, tabs, "Kampanyalar", /\/campaigns$/);
    await expect(tabs.getByRole("link", { name: "Kampanyalar" })).toBeInViewport();
    // Nothing scrolls sideways but the strip itself.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("swipe gestures: from the left edge the drawer opens, sideways between tabs; limited only the edge", async ({
    page,
  }) => {
    await dashboardWith(page, "appearance-swipe", { mobileNavigation: "bottom-tabs", swipeGestures: "enabled" });
    const menu = page.getByRole("dialog", { name: "Menü" });

    await swipe(page, { x: 5, y: 400 }, { x: 200, y: 410 });
    await expect(menu).toBeVisible();
    await swipe(page, { x: 250, y: 400 }, { x: 40, y: 405 });
    await expect(menu).toBeHidden();

    // A swipe left moves to the next tab (Panel → Mesajlar); a steep one is a scroll and does nothing.
    await swipe(page, { x: 300, y: 300 }, { x: 100, y: 310 });
    await expect(page).toHaveURL(/\/conversation$/);
    await swipe(page, { x: 300, y: 200 }, { x: 220, y: 500 });
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/conversation$/);

    await saveAppearance(page, { mobileNavigation: "bottom-tabs", swipeGestures: "limited" });
    await page.reload();
    await hydrated(page);
    await swipe(page, { x: 300, y: 300 }, { x: 100, y: 310 });
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/conversation$/);
    await swipe(page, { x: 5, y: 400 }, { x: 200, y: 410 });
    await expect(menu).toBeVisible();
  });
});

/** One finger from `from` to `to`, as touch events (what the gestures listen to). */
async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.evaluate(
    ({ from, to }) => {
      const target = document.elementFromPoint(from.x, from.y) ?? document.body;
      const touch = (x: number, y: number) => new Touch({ identifier: 1, target, clientX: x, clientY: y });
      const start = touch(from.x, from.y);
      target.dispatchEvent(
        new TouchEvent("touchstart", { touches: [start], changedTouches: [start], bubbles: true, cancelable: true }),
      );
      const end = touch(to.x, to.y);
      target.dispatchEvent(new TouchEvent("touchend", { touches: [], changedTouches: [end], bubbles: true }));
    },
    { from, to },
  );
}
