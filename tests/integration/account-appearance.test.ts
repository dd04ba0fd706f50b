import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { DEFAULT_APPEARANCE } from "@/lib/appearance/options";
import { fieldErrors } from "@/tests/helpers/request";
import { expectInvalid, newUser, readPreferences, writePreferences, type Json } from "@/tests/helpers/preferences-api";

// The appearance section of GET / PUT /api/v1/account/preferences (issue 7, spec 02 §2.10):
// defaults for a new user, the whole section saved per user, bad values → 400 with the field's
// dotted path, and the other sections left alone.

afterAll(async () => {
  await db.$disconnect();
});

const CHOSEN = {
  theme: "dark",
  colorTheme: "green",
  fontSize: "large",
  fontFamily: "lato",
  compactMode: true,
  sidebarCollapsed: true,
  contentWidth: "narrow",
  highContrast: true,
  reducedMotion: true,
  screenReader: "enabled",
  mobileNavigation: "bottom-tabs",
  swipeGestures: "limited",
} as const;

describe("appearance preferences", () => {
  it("GET answers the defaults for a new user", async () => {
    const { headers } = await newUser();
    const response = await readPreferences(headers);
    expect(response.status, response.text).toBe(200);
    expect((response.json!.data as Json).appearance).toEqual(DEFAULT_APPEARANCE);
    expect(DEFAULT_APPEARANCE).toMatchObject({
      theme: "system",
      colorTheme: "blue",
      fontSize: "medium",
      fontFamily: "inter",
      mobileNavigation: "drawer",
    });
  });

  it("PUT saves every option for this user only and keeps the other sections", async () => {
    const { user, headers } = await newUser();
    const other = await newUser();
    await writePreferences(headers, { notifications: { channels: { sms: true } } });

    const response = await writePreferences(headers, { appearance: CHOSEN });
    expect(response.status, response.text).toBe(200);
    expect((response.json!.data as Json).appearance).toEqual(CHOSEN);

    const stored = (await readPreferences(headers)).json!.data as {
      appearance: Json;
      notifications: { channels: Json };
    };
    expect(stored.appearance).toEqual(CHOSEN);
    expect(stored.notifications.channels.sms).toBe(true);
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect((row.preferences as { appearance: Json }).appearance).toEqual(CHOSEN);
    expect(((await readPreferences(other.headers)).json!.data as Json).appearance).toEqual(DEFAULT_APPEARANCE);
  });

  it("a partial section is completed with the defaults", async () => {
    const { headers } = await newUser();
    const response = await writePreferences(headers, { appearance: { fontSize: "small" } });
    expect(response.status).toBe(200);
    expect((response.json!.data as Json).appearance).toEqual({ ...DEFAULT_APPEARANCE, fontSize: "small" });
  });

  it("PUT answers bad values with 400 and each field's dotted path, and saves nothing", async () => {
    const { user, headers } = await newUser();
    const response = await writePreferences(
      { ...headers, "accept-language": "en" },
      { appearance: { ...CHOSEN, colorTheme: "red", fontSize: 17, compactMode: "yes", mobileNavigation: "sidebar" } },
    );
    expectInvalid(response, [
      "appearance.colorTheme",
      "appearance.compactMode",
      "appearance.fontSize",
      "appearance.mobileNavigation",
    ]);
    const errors = fieldErrors(response);
    expect(errors.find((item) => item.field === "appearance.colorTheme")?.message).toBe("Invalid choice");

    const turkish = await writePreferences({ ...headers, "accept-language": "tr" }, { appearance: { theme: "sepia" } });
    expect(turkish.status).toBe(400);
    expect(fieldErrors(turkish)[0]?.field).toBe("appearance.theme");

    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).preferences).toEqual({});
    for (const body of [{ appearance: null }, { appearance: [] }, { appearance: "dark" }]) {
      expect((await writePreferences(headers, body)).status).toBe(400);
    }
  });

  it("is 401 without a session", async () => {
    expect((await writePreferences({}, { appearance: CHOSEN })).status).toBe(401);
  });
});
