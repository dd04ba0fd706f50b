import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { registerThroughApi, uniqueEmail } from "../helpers/e2e-register";

// Issue 13 #8: every answer that hands a stored file or a download to the browser (customer
// photo, user avatar, customer CSV export, data export) arrives sandboxed, as the production
// server really sends it: `default-src 'none'` and `sandbox` in the one Content-Security-Policy,
// and nosniff. The site-wide page policy used to replace the routes' own.

const PASSWORD = "Guclu-Parola1";
// 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

function expectSandboxed(response: APIResponse, what: string) {
  expect(response.status(), what).toBe(200);
  const headers = response.headersArray();
  const policies = headers.filter((item) => item.name.toLowerCase() === "content-security-policy");
  expect(
    policies.map((item) => item.value),
    what,
  ).toHaveLength(1);
  const directives = policies[0]!.value.split(";").map((item) => item.trim());
  expect(directives, what).toContain("default-src 'none'");
  expect(directives, what).toContain("sandbox");
  expect(response.headers()["x-content-type-options"], what).toBe("nosniff");
}

const image = (name: string) => ({ multipart: { file: { name, mimeType: "image/png", buffer: PNG } } });

async function signUp(request: APIRequestContext) {
  const registered = await registerThroughApi(request, {
    data: {
      firstName: "Deniz",
      lastName: "Arslan",
      email: uniqueEmail("files"),
      password: PASSWORD,
      acceptTerms: true,
    },
  });
  expect(registered.status()).toBe(201);
}

test("stored files and downloads arrive with a sandboxing Content-Security-Policy and nosniff", async ({ request }) => {
  await signUp(request);

  // Customer photo.
  const created = await request.post("/api/v1/customers", {
    data: { firstName: "Ada", lastName: "Yılmaz", email: uniqueEmail("photo-customer") },
  });
  expect(created.status()).toBe(201);
  const customerId = (await created.json()).data.id as string;
  const withPhoto = await request.post(`/api/v1/customers/${customerId}/photo`, image("photo.png"));
  expect(withPhoto.status()).toBe(200);
  const photoUrl = (await withPhoto.json()).data.avatar as string;
  expectSandboxed(await request.get(photoUrl), "customer photo");

  // The user's avatar.
  const withAvatar = await request.post("/api/v1/account/avatar", image("me.png"));
  expect(withAvatar.status()).toBe(200);
  const avatarBody = await withAvatar.json();
  const avatarUrl = (avatarBody.data.avatar ?? avatarBody.data.user?.avatar) as string;
  expect(avatarUrl).toMatch(/^\/api\/v1\/files\/[0-9a-f]{32}$/);
  expectSandboxed(await request.get(avatarUrl), "avatar");

  // The customer list as CSV.
  expectSandboxed(await request.get("/api/v1/customers/export"), "customer export");

  // The data export, once built.
  const started = await request.post("/api/v1/account/export");
  expect(started.status()).toBe(202);
  const exportId = (await started.json()).data.export.id as string;
  await expect
    .poll(
      async () => {
        const list = await (await request.get("/api/v1/account/export")).json();
        return list.data.exports.find((item: { id: string }) => item.id === exportId)?.status;
      },
      { timeout: 30_000 },
    )
    .toBe("ready");
  expectSandboxed(await request.get(`/api/v1/account/export/${exportId}`), "data export");
});

test("pages keep their own policy and the API's refusals are sandboxed too", async ({ request }) => {
  const page = await request.get("/auth/login");
  expect(page.headers()["content-security-policy"]).toContain("default-src 'self'");
  const refused = await request.get(`/api/v1/files/${"0".repeat(32)}`);
  expect(refused.status()).toBe(401);
  const policy = refused.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("default-src 'none'");
  expect(policy).toContain("sandbox");
});
