import { randomBytes } from "node:crypto";
import { expect, test, type Cookie, type Page } from "@playwright/test";
import { registerThroughApi } from "../helpers/e2e-register";
import { seriousViolations } from "../helpers/axe";

// axe finds no serious or critical violation on the login page, the dashboard and the customers
// screen, in the light and the dark theme; and none of them scrolls sideways on a 375 px phone.

test.use({ locale: "tr-TR" });

const THEMES = ["light", "dark"] as const;
const SIGNED_IN_PAGES = ["/dashboard", "/customers"] as const;

let cookies: Cookie[];

test.beforeAll(async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const response = await registerThroughApi(context.request, {
    data: {
      firstName: "Ece",
      lastName: "Güler",
      email: `a11y-${Date.now()}-${randomBytes(3).toString("hex")}@e2e.kanal`,
      password: "Guclu-Parola1",
      acceptTerms: true,
    },
  });
  expect(response.status()).toBe(201);
  cookies = await context.cookies();
  await context.close();
});

/** The stored theme is applied by next-themes' script before the first paint. */
async function useTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.addInitScript((value) => window.localStorage.setItem("kanal-ui-theme", value), theme);
}

async function settle(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
}

for (const theme of THEMES) {
  test(`axe: the login page (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await settle(page, "/auth/login");
    await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const path of SIGNED_IN_PAGES) {
    test(`axe: ${path} (${theme})`, async ({ page, context }) => {
      await context.addCookies(cookies);
      await useTheme(page, theme);
      await settle(page, path);
      await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test("no sideways scrolling at 375 px", async ({ page, context }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await settle(page, "/auth/login");
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow(), "/auth/login").toBeLessThanOrEqual(0);

  await context.addCookies(cookies);
  for (const path of [...SIGNED_IN_PAGES, "/schedule", "/settings/profile", "/font-demo"]) {
    await settle(page, path);
    expect(await overflow(), path).toBeLessThanOrEqual(0);
  }
});
