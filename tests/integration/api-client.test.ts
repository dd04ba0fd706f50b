import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "@/lib/auth/jwt";
import { api, ApiError } from "@/lib/api-client";
import { db } from "@/lib/server/db";
import { POST as register } from "@/app/api/v1/auth/register/route";
import { fakeBrowser } from "@/tests/helpers/fake-browser";
import { createCompany, createUser } from "@/tests/helpers/factories";

// The browser's one API client against the real route handlers and database: fetch is a tiny
// same-origin "browser" with a cookie jar that dispatches to the handlers, as Next would
// (tests/helpers/fake-browser.ts).

const { jar, calls, dispatch } = fakeBrowser({ "/api/v1/auth/register": register }, "10.200.0.1");
const realFetch = globalThis.fetch;

beforeAll(() => {
  globalThis.fetch = (input, init) =>
    dispatch(new URL(String(input), "http://127.0.0.1:3000"), init?.method, new Headers(init?.headers), init?.body);
});

afterEach(() => {
  calls.length = 0;
});

afterAll(async () => {
  globalThis.fetch = realFetch;
  await db.$disconnect();
});

describe("api()", () => {
  it("an idle tab keeps working: a 401 from an expired access token refreshes once and retries", async () => {
    const company = await createCompany();
    const user = await createUser({ companyId: company.id, password: "Dogru-Parola1" });
    await api("/auth/login", { body: { email: user.email, password: "Dogru-Parola1" }, skipRefresh: true });
    const refreshBefore = jar.get(REFRESH_COOKIE);

    jar.delete(ACCESS_COOKIE); // 15 minutes later: the browser has dropped the expired access cookie
    const { data } = await api<{ user: { email: string } }>("/auth/me");
    expect(data.user.email).toBe(user.email);
    expect(calls).toEqual(["/api/v1/auth/login", "/api/v1/auth/me", "/api/v1/auth/refresh", "/api/v1/auth/me"]);
    expect(jar.get(REFRESH_COOKIE)).not.toBe(refreshBefore);
  });

  it("concurrent 401s share one refresh", async () => {
    jar.delete(ACCESS_COOKIE);
    const results = await Promise.all([api("/auth/me"), api("/auth/me"), api("/auth/me")]);
    expect(results).toHaveLength(3);
    expect(calls.filter((path) => path === "/api/v1/auth/refresh")).toHaveLength(1);
  });

  it("when the session is over, the 401 reaches the caller with the server's message", async () => {
    jar.clear();
    const error = await api("/auth/me").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe("Oturum açmanız gerekiyor");
  });

  it("joins field messages and keeps them per field (spec 01 §8)", async () => {
    const error = (await api("/auth/register", { body: { email: "x" }, skipRefresh: true }).catch(
      (caught) => caught,
    )) as ApiError;
    expect(error.status).toBe(400);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.fieldErrors.email).toBe("Geçerli bir e-posta adresi girin");
    expect(error.message).toContain("Geçerli bir e-posta adresi girin, ");
  });
});
