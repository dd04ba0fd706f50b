import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { DEFAULT_PREFERENCES } from "@/lib/validation/preferences";
import * as preferences from "@/app/api/v1/account/preferences/route";
import { createCompany } from "@/tests/helpers/factories";
import { call, callRaw, fieldErrors } from "@/tests/helpers/request";
import { expectInvalid, newUser, readPreferences, writePreferences } from "@/tests/helpers/preferences-api";

// GET / PUT /api/v1/account/preferences (issue 6, api.md §Account): defaults for a new user,
// partial updates that keep the rest, 400 with dotted field paths for bad values, and a route
// that only ever reads and writes the session's own user (there is no id to tamper with).

const INVALID_OPTION = "Invalid choice";

afterAll(async () => {
  await db.$disconnect();
});

describe("GET /api/v1/account/preferences", () => {
  it("answers the spec's defaults for a new user", async () => {
    const { headers } = await newUser();
    const response = await readPreferences(headers);
    expect(response.status, response.text).toBe(200);
    expect(response.json!.data).toEqual(DEFAULT_PREFERENCES);
    expect(response.json!.data).toMatchObject({
      notifications: {
        channels: { email: true, push: true, sms: false },
        types: { securityAlerts: true, weeklyReports: false },
        sound: { theme: "default", volume: "medium" },
        doNotDisturb: { enabled: false, start: "22:00", end: "08:00" },
      },
    });
  });

  it("is 401 without a session", async () => {
    expect((await readPreferences({})).status).toBe(401);
    expect((await writePreferences({}, { notifications: {} })).status).toBe(401);
  });

  it("completes a stored object that lacks options, and reads a corrupt one as the defaults", async () => {
    const { user, headers } = await newUser();
    await db.user.update({
      where: { id: user.id },
      data: { preferences: { notifications: { channels: { sms: true } } } },
    });
    const partial = (await readPreferences(headers)).json!.data as typeof DEFAULT_PREFERENCES;
    expect(partial.notifications.channels).toEqual({ email: true, push: true, sms: true });
    expect(partial.notifications.doNotDisturb.start).toBe("22:00");

    await db.user.update({ where: { id: user.id }, data: { preferences: { notifications: { sound: 5 } } } });
    expect((await readPreferences(headers)).json!.data).toEqual(DEFAULT_PREFERENCES);
  });
});

describe("PUT /api/v1/account/preferences", () => {
  it("saves the whole notifications section and answers the stored preferences", async () => {
    const { user, headers } = await newUser();
    const notifications = {
      channels: { email: false, push: true, sms: true },
      types: {
        newMessages: false,
        campaignUpdates: true,
        weeklyReports: true,
        systemUpdates: false,
        securityAlerts: true,
        teamInvites: false,
        mentionsAndReplies: true,
        directMessages: false,
      },
      sound: { theme: "classic", volume: "high" },
      doNotDisturb: { enabled: true, start: "23:30", end: "07:15" },
    };
    const response = await writePreferences(headers, { notifications });
    expect(response.status, response.text).toBe(200);
    // The other sections answer their defaults; only the section sent is stored, so an unsaved
    // region keeps following the interface language (issue 7).
    expect(response.json!.data).toEqual({ ...DEFAULT_PREFERENCES, notifications });
    expect((await readPreferences(headers)).json!.data).toEqual({ ...DEFAULT_PREFERENCES, notifications });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).preferences).toEqual({ notifications });
  });

  it("changes only what a partial body names and keeps every other stored choice", async () => {
    const { headers } = await newUser();
    await writePreferences(headers, { notifications: { sound: { theme: "modern", volume: "low" } } });
    const response = await writePreferences(headers, {
      notifications: { channels: { sms: true }, doNotDisturb: { enabled: true } },
    });
    expect(response.status, response.text).toBe(200);
    const saved = (await readPreferences(headers)).json!.data as typeof DEFAULT_PREFERENCES;
    expect(saved.notifications).toEqual({
      ...DEFAULT_PREFERENCES.notifications,
      channels: { email: true, push: true, sms: true },
      sound: { theme: "modern", volume: "low" },
      doNotDisturb: { enabled: true, start: "22:00", end: "08:00" },
    });
    // An empty body changes nothing.
    expect((await writePreferences(headers, {})).json!.data).toEqual(saved);
  });

  it("answers bad values with 400 and the dotted path of each, in the caller's language, and saves nothing", async () => {
    const { user, headers } = await newUser();
    const response = await writePreferences(
      { ...headers, "accept-language": "en" },
      {
        notifications: {
          channels: { email: "yes" },
          sound: { theme: "loud", volume: "max" },
          doNotDisturb: { enabled: true, start: "25:00", end: "8" },
        },
      },
    );
    expectInvalid(response, [
      "notifications.channels.email",
      "notifications.doNotDisturb.end",
      "notifications.doNotDisturb.start",
      "notifications.sound.theme",
      "notifications.sound.volume",
    ]);
    const errors = fieldErrors(response);
    expect(errors.find((item) => item.field === "notifications.doNotDisturb.start")?.message).toMatch(/HH:MM/);
    expect(errors.find((item) => item.field === "notifications.sound.theme")?.message).toBe(INVALID_OPTION);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).preferences).toEqual({});

    const unknownSection = await writePreferences(headers, { notifications: {}, billing: { plan: "pro" } });
    expect(unknownSection.status).toBe(400);
    expect(fieldErrors(unknownSection)[0]?.field).toBe("");
    for (const body of [[], "notifications", { notifications: null }, { notifications: [] }]) {
      expect((await writePreferences(headers, body)).status).toBe(400);
    }
    const notJson = await callRaw(preferences.PUT, "/api/v1/account/preferences", {
      method: "PUT",
      headers,
      rawBody: "{",
    });
    expect(notJson.status).toBe(400);
  });

  it("only ever touches the session's user: ids in the body or query change nothing of anyone else", async () => {
    const company = await createCompany();
    const alice = await newUser(company.id);
    const bob = await newUser(company.id);
    const stranger = await newUser();
    await writePreferences(bob.headers, { notifications: { channels: { sms: true } } });

    for (const victim of [bob.user.id, stranger.user.id]) {
      const response = await call(preferences.PUT, `/api/v1/account/preferences?userId=${victim}`, {
        method: "PUT",
        headers: alice.headers,
        body: { notifications: { channels: { email: false } } },
        params: { id: victim, userId: victim },
      });
      expect(response.status, response.text).toBe(200);
      const sneaky = await writePreferences(alice.headers, {
        userId: victim,
        notifications: { channels: { push: false } },
      });
      expect(sneaky.status).toBe(400);
    }
    const bobs = (await readPreferences(bob.headers)).json!.data as typeof DEFAULT_PREFERENCES;
    expect(bobs.notifications.channels).toEqual({ email: true, push: true, sms: true });
    expect((await readPreferences(stranger.headers)).json!.data).toEqual(DEFAULT_PREFERENCES);
    const alices = (await readPreferences(alice.headers)).json!.data as typeof DEFAULT_PREFERENCES;
    expect(alices.notifications.channels).toEqual({ email: false, push: true, sms: false });

    // Reading with another user's id in the query still answers the caller's own preferences.
    const peek = await call(preferences.GET, `/api/v1/account/preferences?userId=${bob.user.id}`, {
      headers: alice.headers,
      params: { userId: bob.user.id },
    });
    expect(peek.json!.data).toEqual(alices);
  });

  it("keeps each data table's hidden columns per user, table by table, and refuses bad ids", async () => {
    const { user, headers } = await newUser();
    const other = await newUser();
    await writePreferences(headers, { tables: { customers: { hidden: ["email", "tags"] } } });
    const response = await writePreferences(headers, { tables: { "team-members": { hidden: [] } } });
    expect(response.status, response.text).toBe(200);
    expect((response.json!.data as typeof DEFAULT_PREFERENCES).tables).toEqual({
      customers: { hidden: ["email", "tags"] },
      "team-members": { hidden: [] },
    });
    // A later choice for one table replaces its list and leaves the others alone.
    await writePreferences(headers, { tables: { customers: { hidden: ["phone"] } } });
    const saved = (await readPreferences(headers)).json!.data as typeof DEFAULT_PREFERENCES;
    expect(saved.tables).toEqual({ customers: { hidden: ["phone"] }, "team-members": { hidden: [] } });
    expect(((await readPreferences(other.headers)).json!.data as typeof DEFAULT_PREFERENCES).tables).toEqual({});

    const before = (await db.user.findUniqueOrThrow({ where: { id: user.id } })).preferences;
    for (const tables of [
      { "Bad Id": { hidden: [] } },
      { customers: { hidden: ["<script>"] } },
      { customers: { hidden: "email" } },
      { customers: { hidden: Array.from({ length: 51 }, (_, index) => `c${index}`) } },
      Object.fromEntries(Array.from({ length: 51 }, (_, index) => [`t${index}`, { hidden: [] }])),
    ]) {
      const bad = await writePreferences(headers, { tables });
      expect(bad.status, JSON.stringify(tables).slice(0, 80)).toBe(400);
    }
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).preferences).toEqual(before);
  });
});
