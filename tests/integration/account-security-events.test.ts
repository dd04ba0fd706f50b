import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SecurityEventPage } from "@/lib/account/types";
import { db } from "@/lib/server/db";
import { GET as listEvents, POST as eventsPost } from "@/app/api/v1/account/security-events/route";
import { GET as readSettings, PUT as updateSettings, POST as settingsPost } from "@/app/api/v1/account/security/route";
import { createCompany, createUser, signIn } from "@/tests/helpers/factories";
import { call, callRaw } from "@/tests/helpers/request";

// The security page's activity log (GET /account/security-events) and its settings
// (GET/PUT /account/security: login alerts, profile visibility).

const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

let companyId: string;

beforeAll(async () => {
  companyId = (await createCompany()).id;
});

afterAll(async () => {
  await db.$disconnect();
});

/** `count` events a minute apart, the last one newest. */
async function seedEvents(user: { id: string; companyId: string }, count: number) {
  const start = Date.now() - count * 60_000;
  await db.securityEvent.createMany({
    data: Array.from({ length: count }, (_, index) => ({
      userId: user.id,
      companyId: user.companyId,
      action: index % 5 === 0 ? "signInFailed" : "signIn",
      status: index % 5 === 0 ? "warning" : "success",
      ip: `10.0.0.${index}`,
      userAgent: FIREFOX_LINUX,
      createdAt: new Date(start + index * 60_000),
    })),
  });
}

const page = (response: { json: Record<string, unknown> | null }) => response.json!.data as SecurityEventPage;

describe("GET /api/v1/account/security-events", () => {
  it("answers the caller's events newest first, a page at a time, with device and IP", async () => {
    const user = await createUser({ companyId });
    await seedEvents(user, 25);
    const { headers } = await signIn(user);

    const first = await call(listEvents, "/api/v1/account/security-events", { headers });
    expect(first.status).toBe(200);
    const firstPage = page(first);
    expect(firstPage.pagination).toEqual({ page: 1, limit: 10, total: 25, totalPages: 3, hasMore: true });
    expect(firstPage.events).toHaveLength(10);
    expect(firstPage.events[0]).toEqual({
      id: expect.any(String),
      action: "signIn",
      status: "success",
      createdAt: expect.any(String),
      device: "Linux",
      browser: "Firefox",
      ip: "10.0.0.24",
    });
    const times = firstPage.events.map((event) => new Date(event.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const last = page(await call(listEvents, "/api/v1/account/security-events?page=3&limit=10", { headers }));
    expect(last.events.map((event) => event.ip)).toEqual(["10.0.0.4", "10.0.0.3", "10.0.0.2", "10.0.0.1", "10.0.0.0"]);
    expect(last.events.at(-1)).toMatchObject({ action: "signInFailed", status: "warning" });
    expect(last.pagination).toMatchObject({ page: 3, hasMore: false });

    const big = page(await call(listEvents, "/api/v1/account/security-events?limit=50", { headers }));
    expect(big.events).toHaveLength(25);
    const beyond = page(await call(listEvents, "/api/v1/account/security-events?page=9", { headers }));
    expect(beyond.events).toEqual([]);
  });

  it("never shows another user's events", async () => {
    const user = await createUser({ companyId });
    const colleague = await createUser({ companyId });
    const outsider = await createUser({ companyId: (await createCompany()).id });
    await seedEvents(colleague, 3);
    await seedEvents(outsider, 3);
    const { headers } = await signIn(user);
    const response = page(await call(listEvents, "/api/v1/account/security-events", { headers }));
    expect(response.events).toEqual([]);
    expect(response.pagination).toMatchObject({ total: 0, totalPages: 0, hasMore: false });
  });

  it("refuses a bad page or limit with field errors", async () => {
    const user = await createUser({ companyId });
    const { headers } = await signIn(user);
    for (const [query, field] of [
      ["limit=51", "limit"],
      ["limit=0", "limit"],
      ["limit=ten", "limit"],
      ["page=0", "page"],
      ["page=-2", "page"],
      ["page=1.5", "page"],
      ["page=", "page"],
    ] as const) {
      const response = await call(listEvents, `/api/v1/account/security-events?${query}`, { headers });
      expect(response.status, query).toBe(400);
      expect(response.json).toMatchObject({ code: "VALIDATION_ERROR", errors: [{ field }] });
    }
    const tooMany = await call(listEvents, "/api/v1/account/security-events?limit=51", { headers });
    expect(tooMany.json!.errors).toEqual([{ field: "limit", message: "En fazla 50 olabilir" }]);
  });

  it("needs a session and answers 405 to other methods", async () => {
    expect((await call(listEvents, "/api/v1/account/security-events")).status).toBe(401);
    const user = await createUser({ companyId });
    const { headers } = await signIn(user);
    expect((await call(eventsPost, "/api/v1/account/security-events", { method: "POST", headers })).status).toBe(405);
  });
});

describe("GET/PUT /api/v1/account/security", () => {
  it("starts with login alerts on and a public profile (spec 02 §4)", async () => {
    const user = await createUser({ companyId });
    const { headers } = await signIn(user);
    const response = await call(readSettings, "/api/v1/account/security", { headers });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true, data: { loginAlerts: true, profileVisibility: "public" } });
  });

  it("saves each field alone and both together, for the caller only", async () => {
    const user = await createUser({ companyId });
    const colleague = await createUser({ companyId });
    const { headers } = await signIn(user);

    const off = await call(updateSettings, "/api/v1/account/security", {
      method: "PUT",
      headers,
      body: { loginAlerts: false },
    });
    expect(off.status).toBe(200);
    expect(off.json).toEqual({
      success: true,
      message: "Güvenlik ayarlarınız kaydedildi",
      data: { loginAlerts: false, profileVisibility: "public" },
    });
    const team = await call(updateSettings, "/api/v1/account/security", {
      method: "PUT",
      headers,
      body: { profileVisibility: "team", unknown: "dropped" },
    });
    expect(team.json).toMatchObject({ data: { loginAlerts: false, profileVisibility: "team" } });
    const both = await call(updateSettings, "/api/v1/account/security", {
      method: "PUT",
      headers,
      body: { loginAlerts: true, profileVisibility: "private" },
    });
    expect(both.json).toMatchObject({ data: { loginAlerts: true, profileVisibility: "private" } });

    expect(
      await db.user.findUnique({ where: { id: user.id }, select: { loginAlerts: true, profileVisibility: true } }),
    ).toEqual({ loginAlerts: true, profileVisibility: "private" });
    expect(
      await db.user.findUnique({ where: { id: colleague.id }, select: { loginAlerts: true, profileVisibility: true } }),
    ).toEqual({ loginAlerts: true, profileVisibility: "public" });
    const read = await call(readSettings, "/api/v1/account/security", { headers });
    expect(read.json).toMatchObject({ data: { loginAlerts: true, profileVisibility: "private" } });
    // Preferences, not access: nothing is added to the security activity.
    expect(await db.securityEvent.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refuses bad values with field errors and changes nothing", async () => {
    const user = await createUser({ companyId });
    const { headers } = await signIn(user);
    const cases: [unknown, { field: string; message: string }[]][] = [
      [{ loginAlerts: "yes" }, [{ field: "loginAlerts", message: "Geçersiz değer türü" }]],
      [{ loginAlerts: null }, [{ field: "loginAlerts", message: expect.any(String) }]],
      [{ profileVisibility: "everyone" }, [{ field: "profileVisibility", message: "Geçersiz seçim" }]],
      [
        { loginAlerts: 1, profileVisibility: "" },
        [
          { field: "loginAlerts", message: "Geçersiz değer türü" },
          { field: "profileVisibility", message: "Geçersiz seçim" },
        ],
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await call(updateSettings, "/api/v1/account/security", { method: "PUT", headers, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json).toMatchObject({ code: "VALIDATION_ERROR", errors });
    }
    const notJson = await callRaw(updateSettings, "/api/v1/account/security", {
      method: "PUT",
      headers,
      rawBody: "{nope",
    });
    expect(notJson.status).toBe(400);
    expect(notJson.json).toMatchObject({ code: "INVALID_JSON" });
    const english = await call(updateSettings, "/api/v1/account/security", {
      method: "PUT",
      headers: { ...headers, "accept-language": "en" },
      body: { profileVisibility: "everyone" },
    });
    expect(english.json!.errors).toEqual([
      { field: "profileVisibility", message: expect.not.stringMatching(/Geçersiz/) },
    ]);
    expect(
      await db.user.findUnique({ where: { id: user.id }, select: { loginAlerts: true, profileVisibility: true } }),
    ).toEqual({ loginAlerts: true, profileVisibility: "public" });
  });

  it("needs a session and answers 405 to other methods", async () => {
    expect((await call(readSettings, "/api/v1/account/security")).status).toBe(401);
    expect(
      (await call(updateSettings, "/api/v1/account/security", { method: "PUT", body: { loginAlerts: false } })).status,
    ).toBe(401);
    const user = await createUser({ companyId });
    const { headers } = await signIn(user);
    expect((await call(settingsPost, "/api/v1/account/security", { method: "POST", headers })).status).toBe(405);
  });
});
