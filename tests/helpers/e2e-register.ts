// Browser tests sign users up through the real API. Each one comes from its own client address
// (X-Forwarded-For, which the test server reads as one trusted proxy's: TRUSTED_PROXIES=1 in
// lib/cli/test-env.ts), as real visitors would: the whole suite runs on one machine and would
// otherwise meet the per-address registration throttle (10 an hour), which the integration
// tests cover on their own.
import { randomBytes } from "node:crypto";
import { expect, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { hydrated } from "./hydrated";
import { waitForMail } from "./mailbox";

export function visitorAddress() {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export function registerThroughApi(request: APIRequestContext, { data }: { data: Record<string, unknown> }) {
  return request.post("/api/v1/auth/register", { data, headers: { "x-forwarded-for": visitorAddress() } });
}

/** An address no earlier run has registered. */
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${randomBytes(3).toString("hex")}@e2e.kanal`;

/** Signs in through the API from a fresh client address; the cookies land in the request's context. */
export function signInThroughApi(request: APIRequestContext, email: string, password: string) {
  return request.post("/api/v1/auth/login", {
    data: { email, password },
    headers: { "x-forwarded-for": visitorAddress() },
  });
}

/** The password of the owners the browser tests register. */
export const E2E_PASSWORD = "Guclu-Parola1";

/** Registers a new company's owner, who is then signed in (the cookies land in the request's context). */
export async function registerOwner(
  request: APIRequestContext,
  owner: { firstName: string; lastName: string; email: string; company?: string },
) {
  const response = await registerThroughApi(request, {
    data: { ...owner, password: E2E_PASSWORD, acceptTerms: true },
  });
  expect(response.status()).toBe(201);
  return response;
}

/** A new company's owner (an e-mail made from `label`), signed in on `path` once the page has hydrated. */
export async function openAsNewOwner(
  page: Page,
  path: string,
  owner: { firstName: string; lastName: string; label: string },
) {
  await registerOwner(page.request, {
    firstName: owner.firstName,
    lastName: owner.lastName,
    email: uniqueEmail(owner.label),
  });
  await page.goto(path);
  await hydrated(page);
}

/**
 * A member joins the signed-in owner's company: invited through the API (an address made from
 * `label`), the mailed link's token accepted as Ece Tan in a new browser context in Turkish.
 * Answers the member's page, signed in; close it with `member.context().close()`.
 */
export async function joinAsMember(owner: Page, browser: Browser, label: string) {
  const invitee = uniqueEmail(label);
  const since = new Date();
  const invited = await owner.request.post("/api/v1/team/invitations", { data: { email: invitee, role: "member" } });
  expect(invited.status()).toBe(201);
  const token = new URL((await waitForMail(invitee, since)).link).searchParams.get("token");
  const member = await (await browser.newContext({ locale: "tr-TR" })).newPage();
  const joined = await member.request.post("/api/v1/auth/accept-invitation", {
    data: { token, email: invitee, firstName: "Ece", lastName: "Tan", password: E2E_PASSWORD },
    headers: { "x-forwarded-for": visitorAddress() },
  });
  expect(joined.ok()).toBe(true);
  return member;
}

/** Adds one customer a first name, surname Kaya, in the order given (the list shows the newest first). */
export async function addCustomers(request: APIRequestContext, label: string, firstNames: readonly string[]) {
  for (const [index, firstName] of firstNames.entries()) {
    const created = await request.post("/api/v1/customers", {
      data: { firstName, lastName: "Kaya", email: uniqueEmail(`${label}-${index}`) },
    });
    expect(created.status()).toBe(201);
  }
}

/** The same account signed in from another browser (a new context), on its dashboard. */
export async function signInElsewhere(browser: Browser, email: string, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const signedIn = await signInThroughApi(page.request, email, E2E_PASSWORD);
  expect(signedIn.status()).toBe(200);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}
