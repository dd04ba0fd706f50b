import { expect, test } from "@playwright/test";
import { hydrated } from "../helpers/hydrated";

// The ground every screen stands on, seen from outside: headers, envelope, guard, languages.

test("every page and API answer carries the security headers", async ({ request }) => {
  for (const url of ["/", "/auth/login", "/api", "/api/v1/health", "/api/v1/no-such-thing"]) {
    const response = await request.get(url, { maxRedirects: 0 });
    const headers = response.headers();
    // Pages load their own scripts and styles; API answers (JSON and files) load nothing.
    const isApi = url.startsWith("/api");
    expect(headers["content-security-policy"], url).toContain(isApi ? "default-src 'none'" : "default-src 'self'");
    if (isApi) expect(headers["content-security-policy"], url).toContain("sandbox");
    expect(headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"], url).not.toContain("unsafe-eval");
    expect(headers["x-content-type-options"], url).toBe("nosniff");
    expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
    expect(headers["strict-transport-security"], url).toContain("max-age=");
    expect(headers["x-powered-by"], url).toBeUndefined();
  }
});

test("health answers 200 in the envelope, uncached", async ({ request }) => {
  const response = await request.get("/api/v1/health");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(response.headers()["x-request-id"]).toBeTruthy();
  expect(await response.json()).toEqual({ success: true, data: { status: "ok", database: "ok", version: "1.0.0" } });
});

test("unknown API paths and wrong methods answer the envelope, never HTML", async ({ request }) => {
  const unknown = await request.post("/api/v2/whatever", { data: { a: 1 } });
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()["content-type"]).toContain("application/json");
  expect(await unknown.json()).toMatchObject({ success: false, code: "NOT_FOUND" });

  const bare = await request.get("/api");
  expect(bare.status()).toBe(404);
  expect(await bare.json()).toMatchObject({ success: false, code: "NOT_FOUND" });

  const wrongMethod = await request.delete("/api/v1/health");
  expect(wrongMethod.status()).toBe(405);
  expect(wrongMethod.headers()["allow"]).toBe("GET");
  expect(await wrongMethod.json()).toMatchObject({ success: false, code: "METHOD_NOT_ALLOWED" });
});

test("a signed-out call to a protected API path is 401 in the caller's language", async ({ request }) => {
  const turkish = await request.get("/api/v1/customers");
  expect(turkish.status()).toBe(401);
  expect(await turkish.json()).toEqual({
    success: false,
    code: "UNAUTHENTICATED",
    message: "Oturum açmanız gerekiyor",
  });

  const english = await request.get("/api/v1/customers", { headers: { "Accept-Language": "en-US,en;q=0.9" } });
  expect(await english.json()).toMatchObject({ message: "You need to sign in" });

  const forged = await request.get("/api/v1/customers", { headers: { Authorization: "Bearer not-a-token" } });
  expect(forged.status()).toBe(401);
});

test("a signed-out visit to a protected page goes to sign-in and carries the location", async ({ request }) => {
  const response = await request.get("/dashboard?tab=1", { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers()["location"]).toBe("/auth/login?next=%2Fdashboard%3Ftab%3D1");
});

test("/ goes to the dashboard, which sends a signed-out visitor on to sign in", async ({ request }) => {
  const response = await request.get("/", { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers()["location"]).toBe("/dashboard");
});

test("without any preference the answer is Turkish", async ({ request }) => {
  const html = await (await request.get("/auth/login", { headers: { "Accept-Language": "" } })).text();
  expect(html).toContain('<html lang="tr"');
  expect(html).toContain("Tekrar hoş geldiniz");
});

test.describe("in a Turkish browser", () => {
  test.use({ locale: "tr-TR" });

  test("the sign-in page follows the browser, then the stored choice", async ({ page, context, baseURL }) => {
    await page.goto("/auth/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
    await expect(page.getByRole("heading", { name: "Tekrar hoş geldiniz" })).toBeVisible();

    await context.addCookies([{ name: "NEXT_LOCALE", value: "en", url: baseURL! }]);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  });

  test("the language switcher changes the page, the cookie and the stored choice", async ({ page, context }) => {
    await page.goto("/auth/login");
    await hydrated(page);
    await page.getByRole("button", { name: /Dil/ }).click();
    await page.getByRole("menuitemradio", { name: /English/ }).click();
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect((await context.cookies()).find((cookie) => cookie.name === "NEXT_LOCALE")?.value).toBe("en");
    expect(await page.evaluate(() => localStorage.getItem("kanal-language"))).toBe("en");
  });
});
