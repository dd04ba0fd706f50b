import { expect, test, type APIRequestContext } from "@playwright/test";
import { registerThroughApi, uniqueEmail } from "../helpers/e2e-register";
import { WORST_CASES } from "../helpers/next-path-corpus";

// Issue 13 #1: every place that follows `?next=` after sign-in stays on Kanal's own origin, for
// the spellings that used to escape (checked before normalising, used after), through the real
// middleware, /auth/session and the login page of the production build.

test.use({ locale: "tr-TR" });

const PASSWORD = "Guclu-Parola1";

/** Where a redirect's Location sends a browser that asked `from`. */
async function redirectTarget(request: APIRequestContext, from: string): Promise<URL> {
  const response = await request.get(from, { maxRedirects: 0 });
  expect(response.status(), from).toBeGreaterThanOrEqual(300);
  expect(response.status(), from).toBeLessThan(400);
  const location = response.headers()["location"];
  expect(location, from).toBeTruthy();
  return new URL(location!, new URL(from, test.info().project.use.baseURL));
}

const withNext = (path: string, next: string) => `${path}?${new URLSearchParams({ next })}`;

test("signed-in visits to the login page and /auth/session never redirect to another host", async ({
  request,
  baseURL,
}) => {
  const email = uniqueEmail("redirect");
  const registered = await registerThroughApi(request, {
    data: { firstName: "Ayşe", lastName: "Kaya", email, password: PASSWORD, acceptTerms: true },
  });
  expect(registered.status()).toBe(201);
  const home = new URL(baseURL!).origin;

  for (const next of WORST_CASES) {
    for (const from of [withNext("/auth/login", next), withNext("/auth/session", next)]) {
      const target = await redirectTarget(request, from);
      expect(target.origin, `${from} → ${target.href}`).toBe(home);
      expect(target.pathname, `${from} → ${target.href}`).toBe("/dashboard");
    }
  }
  // A good path is followed, query and fragment included.
  const good = await redirectTarget(request, withNext("/auth/login", "/customers?group=vip"));
  expect(good.pathname + good.search).toBe("/customers?group=vip");
});

test("signed out, /auth/session sends every candidate to the login page on the same host", async ({
  request,
  baseURL,
}) => {
  const home = new URL(baseURL!).origin;
  for (const next of WORST_CASES) {
    const target = await redirectTarget(request, withNext("/auth/session", next));
    expect(target.origin).toBe(home);
    expect(target.pathname).toBe("/auth/login");
    expect(target.searchParams.get("next")).toBe("/dashboard");
  }
});

test("signing in on the login page with a hostile next ends on the dashboard", async ({ browser, request }) => {
  const email = uniqueEmail("redirect-form");
  const registered = await registerThroughApi(request, {
    data: { firstName: "Ayşe", lastName: "Kaya", email, password: PASSWORD, acceptTerms: true },
  });
  expect(registered.status()).toBe(201);

  for (const next of ["/.//evil.example", "/%2e%2e//evil.example", "/..\\/evil.example"]) {
    const context = await browser.newContext({ locale: "tr-TR" });
    const page = await context.newPage();
    const visited: string[] = [];
    page.on("request", (item) => visited.push(new URL(item.url()).host));
    await page.goto(withNext("/auth/login", next));
    await page.getByLabel("E-posta").fill(email);
    await page.getByLabel("Şifre", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Giriş yap", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(new Set(visited)).toEqual(new Set([new URL(page.url()).host]));
    await context.close();
  }
});
