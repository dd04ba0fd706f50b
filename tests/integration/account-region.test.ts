import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { DEFAULT_REGION, regionDefaultsFor } from "@/lib/region/options";
import { getCustomerGrowth } from "@/lib/server/dashboard/get-customer-growth";
import { createCompany } from "@/tests/helpers/factories";
import { fieldErrors } from "@/tests/helpers/request";
import { expectInvalid, newUser, readPreferences, writePreferences, type Json } from "@/tests/helpers/preferences-api";

// Language and region settings (issue 7, spec 02 §2.11) through GET / PUT
// /api/v1/account/preferences: defaults that follow the caller's language until saved, a saved
// region that stays put, 400 with the dotted path of each bad value, and User.locale (the
// language of e-mails) following the saved language.

afterAll(async () => {
  await db.$disconnect();
});

const regionOf = (response: { json: Json | null }) => (response.json?.data as { region: Json }).region;

const NEW_YORK_ENGLISH = {
  ...regionDefaultsFor("en"),
  language: "en",
  timeZone: "America/New_York",
  timeFormat: "12",
  firstDayOfWeek: "sunday",
  currency: "USD",
  numberFormat: "1,234.56",
  currencyPosition: "before",
  dateFormat: "MM/DD/YYYY",
  calendar: "hebrew",
  weekNumbering: "us",
  country: "US",
  addressFormat: "us",
  autoDetect: { timeZone: false, language: false, currency: true },
};

describe("region defaults", () => {
  it("answers every option with the defaults of the caller's language", async () => {
    const { headers } = await newUser();
    const turkish = regionOf(await readPreferences({ ...headers, cookie: `${headers.cookie}; NEXT_LOCALE=tr` }));
    // The Turkish defaults themselves are pinned, value by value, in tests/unit/format.test.ts.
    expect(turkish).toEqual(DEFAULT_REGION);
    const english = regionOf(await readPreferences({ ...headers, "accept-language": "en-GB,en;q=0.9" }));
    expect(english).toEqual(regionDefaultsFor("en"));
    expect(english).toMatchObject({ language: "en", timeZone: "Europe/Istanbul", numberFormat: "1,234.56" });
  });

  it("leaves an unsaved region unsaved when another section is saved", async () => {
    const { user, headers } = await newUser();
    await writePreferences(headers, { notifications: { channels: { sms: true } } });
    const stored = (await db.user.findUniqueOrThrow({ where: { id: user.id } })).preferences as Json;
    expect(stored.region).toBeUndefined();
    expect(regionOf(await readPreferences({ ...headers, "accept-language": "en" }))).toEqual(regionDefaultsFor("en"));
  });
});

describe("PUT region", () => {
  it("saves the whole region, keeps it whatever the language, and records the language for e-mails", async () => {
    const { user, headers } = await newUser();
    const response = await writePreferences(headers, { region: NEW_YORK_ENGLISH });
    expect(response.status, response.text).toBe(200);
    expect(regionOf(response)).toEqual(NEW_YORK_ENGLISH);
    // Read back in Turkish: a saved region no longer follows the interface language.
    expect(regionOf(await readPreferences({ ...headers, "accept-language": "tr" }))).toEqual(NEW_YORK_ENGLISH);
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.locale).toBe("en");
    expect((row.preferences as Json).region).toEqual(NEW_YORK_ENGLISH);

    await writePreferences(headers, { region: { language: "tr" } });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).locale).toBe("tr");
  });

  it("changes only the options a partial body names", async () => {
    const { headers } = await newUser();
    const response = await writePreferences({ ...headers, "accept-language": "en" }, { region: { timeFormat: "12" } });
    expect(response.status, response.text).toBe(200);
    expect(regionOf(response)).toEqual({ ...regionDefaultsFor("en"), timeFormat: "12" });
    const again = await writePreferences(headers, { region: { autoDetect: { currency: true } } });
    expect(regionOf(again)).toEqual({
      ...regionDefaultsFor("en"),
      timeFormat: "12",
      autoDetect: { timeZone: true, language: true, currency: true },
    });
  });

  it("answers bad values with 400 and the dotted path of each, and saves nothing", async () => {
    const { user, headers } = await newUser();
    const response = await writePreferences(
      { ...headers, "accept-language": "en" },
      {
        region: {
          language: "de",
          timeZone: "Europe/Berlin",
          timeFormat: 12,
          firstDayOfWeek: "friday",
          currency: "CHF",
          numberFormat: "1234.56",
          currencyPosition: "middle",
          dateFormat: "YYYY/MM/DD",
          calendar: "julian",
          weekNumbering: "iso8601",
          country: "IT",
          addressFormat: "mars",
          autoDetect: { timeZone: "yes" },
        },
      },
    );
    expectInvalid(response, [
      "region.addressFormat",
      "region.autoDetect.timeZone",
      "region.calendar",
      "region.country",
      "region.currency",
      "region.currencyPosition",
      "region.dateFormat",
      "region.firstDayOfWeek",
      "region.language",
      "region.numberFormat",
      "region.timeFormat",
      "region.timeZone",
      "region.weekNumbering",
    ]);
    expect(fieldErrors(response).find((item) => item.field === "region.language")?.message).toBe("Invalid choice");
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.preferences).toEqual({});
    expect(row.locale).toBe("tr");
  });

  it("is the caller's own: another user's region is untouched", async () => {
    const alice = await newUser();
    const bob = await newUser();
    await writePreferences(alice.headers, { region: NEW_YORK_ENGLISH });
    expect(regionOf(await readPreferences({ ...bob.headers, "accept-language": "tr" }))).toEqual(DEFAULT_REGION);
  });
});

describe("dashboard weeks", () => {
  it("start at 00:00 of the chosen first day of the week in the chosen zone", async () => {
    const company = await createCompany();
    const now = new Date("2026-11-25T12:00:00Z"); // a Wednesday
    const local = (iso: string, timeZone: string) =>
      new Intl.DateTimeFormat("en-GB", { timeZone, weekday: "long", hour: "2-digit", minute: "2-digit" }).format(
        new Date(iso),
      );
    const cases = [
      { weekStartsOn: 1, timeZone: "Europe/Istanbul", expected: "Monday 00:00", last: "2026-11-22T21:00:00.000Z" },
      { weekStartsOn: 0, timeZone: "America/New_York", expected: "Sunday 00:00", last: "2026-11-22T05:00:00.000Z" },
      { weekStartsOn: 6, timeZone: "Asia/Tokyo", expected: "Saturday 00:00", last: "2026-11-20T15:00:00.000Z" },
    ] as const;
    for (const { weekStartsOn, timeZone, expected, last } of cases) {
      const weeks = await getCustomerGrowth({ companyId: company.id, now, timeZone, weekStartsOn });
      expect(weeks).toHaveLength(12);
      expect(weeks.at(-1)!.weekStart).toBe(last);
      for (const week of weeks) expect(local(week.weekStart, timeZone)).toBe(expected);
    }
  });
});
