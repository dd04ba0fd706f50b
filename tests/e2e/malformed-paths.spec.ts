import { expect, test, type APIRequestContext } from "@playwright/test";
import { registerThroughApi, uniqueEmail } from "../helpers/e2e-register";

// Issue 13 #7: a path whose percent-encoding is malformed answers 400 in the envelope, signed in
// or out, for every route and every position of a path id, never Next's bare text/plain 500
// (which Next produced while decoding a dynamic segment, after the middleware let it through).

const PASSWORD = "Guclu-Parola1";

/** Malformed or hostile encodings of one path segment. */
const SEGMENTS = [
  "%",
  "%%",
  "%zz",
  "%1",
  "a%",
  "%u0041",
  "%E0%A4%A", // a three-byte sequence cut short
  "%E0%A4", // …and shorter
  "%C0%AF", // overlong "/"
  "%C0%80", // overlong NUL
  "%E0%80%AF", // overlong, three bytes
  "%ED%A0%80", // a UTF-16 surrogate
  "%F4%90%80%80", // past U+10FFFF
  "%FF",
  "%00",
  "a%00b",
  "%0a",
  "%0d%0a",
  "%7f",
];

/** Routes, with the malformed segment at each id position ({x}). */
const TEMPLATES = [
  "/api/{x}",
  "/api/v1/{x}",
  "/api/v1/auth/{x}",
  "/api/v1/customers/{x}",
  "/api/v1/customers/{x}/photo",
  "/api/v1/customers/groups/{x}",
  "/api/v1/customers/import{x}",
  "/api/v1/files/{x}",
  "/api/v1/account/export/{x}",
  "/api/v1/account/sessions/{x}",
  "/api/v1/team/members/{x}",
  "/api/v1/team/invitations/{x}/resend",
];

const METHODS = ["GET", "POST", "PATCH", "DELETE"] as const;

async function expectEnvelope400(request: APIRequestContext, method: string, path: string) {
  const response = await request.fetch(path, { method, maxRedirects: 0, ...(method === "GET" ? {} : { data: {} }) });
  const what = `${method} ${path}`;
  expect(response.status(), what).toBe(400);
  expect(response.headers()["content-type"], what).toContain("application/json");
  const body = await response.json();
  expect(body, what).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
  expect(typeof body.message, what).toBe("string");
}

test("malformed encodings under /api answer 400 in the envelope, signed in or out", async ({ request, playwright }) => {
  test.setTimeout(120_000);
  const registered = await registerThroughApi(request, {
    data: { firstName: "Ece", lastName: "Demir", email: uniqueEmail("paths"), password: PASSWORD, acceptTerms: true },
  });
  expect(registered.status()).toBe(201);

  let checked = 0;
  for (const template of TEMPLATES) {
    for (const segment of SEGMENTS) {
      const path = template.replace("{x}", segment);
      const method = METHODS[checked % METHODS.length]!;
      await expectEnvelope400(request, method, path);
      checked += 1;
    }
  }
  expect(checked).toBe(TEMPLATES.length * SEGMENTS.length);

  // Signed out, and in English.
  const anonymous = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { "Accept-Language": "en" },
  });
  for (const path of ["/api/v1/customers/%", "/api/%", "/api/v1/customers/%E0%A4%A/photo"]) {
    await expectEnvelope400(anonymous, "GET", path);
    const body = await (await anonymous.get(path)).json();
    expect(body.message).toBe("The address contains a malformed character encoding");
  }
  await anonymous.dispose();
});

test("well-formed encodings still reach their routes", async ({ request }) => {
  // An encoded id is a 401 (signed out) on a protected route and a 404 envelope on an unknown path.
  expect((await request.get("/api/v1/customers/%41bc")).status()).toBe(401);
  expect((await request.get("/api/v2/%C3%A7")).status()).toBe(404);
});
