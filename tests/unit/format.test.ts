import { describe, expect, it } from "vitest";
import { createFormatter, weekOfYear } from "@/lib/format";
import { effectiveTimeZone } from "@/lib/i18n/detected-time-zone";
import { regionPreferencesSchema } from "@/lib/validation/region";
import { DATE_FORMATS, DEFAULT_REGION, regionDefaultsFor, type RegionPreferences } from "@/lib/region/options";

// The one formatting module (lib/format.ts): region preferences applied on top of Intl.

const NBSP = "\u00a0";
const region = (patch: Partial<RegionPreferences> = {}): RegionPreferences => ({ ...DEFAULT_REGION, ...patch });
const tr = (patch?: Partial<RegionPreferences>) => createFormatter({ locale: "tr", region: region(patch) });
const en = (patch?: Partial<RegionPreferences>) =>
  createFormatter({ locale: "en", region: { ...regionDefaultsFor("en"), ...patch } });

// 23 November 2026, 11:05 UTC = 14:05 in Istanbul.
const MOMENT = new Date("2026-11-23T11:05:00Z");

describe("region defaults", () => {
  it("fills every option of spec 02 §2.11 with a default", () => {
    expect(regionPreferencesSchema.parse({})).toEqual({
      language: "tr",
      timeZone: "Europe/Istanbul",
      timeFormat: "24",
      firstDayOfWeek: "monday",
      currency: "TRY",
      numberFormat: "1.234,56",
      currencyPosition: "before",
      dateFormat: "DD.MM.YYYY",
      calendar: "gregorian",
      weekNumbering: "iso",
      country: "TR",
      addressFormat: "eu",
      autoDetect: { timeZone: true, language: true, currency: false },
    });
  });

  it("keeps the numbers and times Kanal showed before (tr-TR / en-GB in Istanbul)", () => {
    const trDefault = createFormatter({ locale: "tr" });
    const enDefault = createFormatter({ locale: "en" });
    expect(trDefault.number(1234567.891)).toBe(new Intl.NumberFormat("tr-TR").format(1234567.891));
    expect(enDefault.number(1234567.891)).toBe(new Intl.NumberFormat("en-GB").format(1234567.891));
    expect(trDefault.time(MOMENT)).toBe("14:05");
    expect(enDefault.time(MOMENT)).toBe("14:05");
    expect(trDefault.percentChange(0.125)).toBe("+%12,5");
    expect(enDefault.percentChange(-0.125)).toBe("-12.5%");
    expect(regionDefaultsFor("en")).toMatchObject({
      language: "en",
      numberFormat: "1,234.56",
      dateFormat: "DD/MM/YYYY",
    });
  });

  it("rejects a language that is not translated yet and any unknown option", () => {
    expect(regionPreferencesSchema.safeParse({ language: "de" }).success).toBe(false);
    expect(regionPreferencesSchema.safeParse({ timeZone: "Europe/Berlin" }).success).toBe(false);
    expect(regionPreferencesSchema.safeParse({ timeFormat: 12 }).success).toBe(false);
  });
});

describe("numbers", () => {
  it.each([
    ["1,234.56", "1,234,567.89"],
    ["1.234,56", "1.234.567,89"],
    ["1 234,56", `1${NBSP}234${NBSP}567,89`],
    ["1'234.56", "1'234'567.89"],
  ] as const)("%s", (numberFormat, expected) => {
    expect(tr({ numberFormat }).number(1234567.89)).toBe(expected);
    expect(en({ numberFormat }).number(1234567.89)).toBe(expected);
  });

  it("counts with a cap and signs percentage changes", () => {
    expect(tr().count(10000)).toBe("10.000");
    expect(tr().count(10000, false)).toBe("10.000+");
    expect(en({ numberFormat: "1'234.56" }).percentChange(0.1234)).toBe("+12.3%");
    expect(en().percentChange(0)).toBe("0%");
  });

  it("sizes bytes", () => {
    expect(tr().bytes(2048)).toBe("2 kB");
    expect(en({ numberFormat: "1,234.56" }).bytes(1.5 * 1024 * 1024)).toBe("1.5 MB");
    expect(tr().bytes(1.5 * 1024 * 1024)).toBe("1,5 MB");
  });
});

describe("money", () => {
  it.each([
    ["before", "$1.234,50"],
    ["before-space", `$${NBSP}1.234,50`],
    ["after", "1.234,50$"],
    ["after-space", `1.234,50${NBSP}$`],
  ] as const)("currency %s the amount", (currencyPosition, expected) => {
    expect(tr({ currencyPosition }).money(1234.5, "USD")).toBe(expected);
  });

  it("uses the chosen currency when none is given, with its own fraction digits and sign", () => {
    expect(tr().money(99)).toBe("₺99,00");
    expect(en({ currency: "EUR", numberFormat: "1 234,56", currencyPosition: "after-space" }).money(-1234.5)).toBe(
      `-1${NBSP}234,50${NBSP}€`,
    );
    expect(en({ currency: "JPY" }).money(1234.5)).toBe("¥1,235");
    expect(en().money(1234.5)).toBe("₺1,234.50");
    expect(en({ currency: "CAD", currencyPosition: "after-space" }).money(5)).toBe(`5.00${NBSP}CA$`);
  });
});

describe("dates and times", () => {
  it.each([
    ["MM/DD/YYYY", "11/23/2026"],
    ["DD/MM/YYYY", "23/11/2026"],
    ["YYYY-MM-DD", "2026-11-23"],
    ["DD.MM.YYYY", "23.11.2026"],
  ] as const)("date format %s", (dateFormat, expected) => {
    expect(tr({ dateFormat }).date(MOMENT)).toBe(expected);
    expect(en({ dateFormat }).date(MOMENT)).toBe(expected);
  });

  it("12 and 24 hour time", () => {
    expect(en({ timeFormat: "24" }).time(MOMENT)).toBe("14:05");
    expect(en({ timeFormat: "12" }).time(MOMENT)).toBe("2:05 pm");
    expect(tr({ timeFormat: "12" }).time(MOMENT)).toBe("ÖS 2:05");
    expect(en({ timeFormat: "24" }).time(new Date("2026-11-23T06:00:00Z"))).toBe("09:00");
    expect(en({ timeFormat: "12", dateFormat: "MM/DD/YYYY" }).dateTime(MOMENT)).toBe("11/23/2026 2:05 pm");
  });

  it("shows the chosen zone, the date included", () => {
    const late = new Date("2026-11-23T23:30:00Z");
    expect(en({ timeZone: "Europe/Istanbul" }).dateTime(late)).toBe("24/11/2026 02:30");
    expect(en({ timeZone: "America/New_York" }).dateTime(late)).toBe("23/11/2026 18:30");
    expect(en({ timeZone: "Asia/Tokyo" }).dateTime(late)).toBe("24/11/2026 08:30");
    expect(en({ timeZone: "Australia/Sydney" }).dateTime(late)).toBe("24/11/2026 10:30");
  });

  it("follows daylight saving time at its boundaries", () => {
    const ny = en({ timeZone: "America/New_York" });
    // US spring forward: 8 March 2026, 02:00 EST → 03:00 EDT (07:00 UTC).
    expect(ny.time(new Date("2026-03-08T06:59:00Z"))).toBe("01:59");
    expect(ny.time(new Date("2026-03-08T07:00:00Z"))).toBe("03:00");
    // US fall back: 1 November 2026, 02:00 EDT → 01:00 EST (06:00 UTC).
    expect(ny.time(new Date("2026-11-01T05:30:00Z"))).toBe("01:30");
    expect(ny.time(new Date("2026-11-01T06:30:00Z"))).toBe("01:30");
    const london = en({ timeZone: "Europe/London" });
    // EU: 29 March 2026 01:00 UTC clocks go 01:00 → 02:00 in London.
    expect(london.time(new Date("2026-03-29T00:59:00Z"))).toBe("00:59");
    expect(london.time(new Date("2026-03-29T01:00:00Z"))).toBe("02:00");
    // Sydney leaves daylight time on 5 April 2026 (03:00 AEDT → 02:00 AEST, 16:00 UTC the day before).
    const sydney = en({ timeZone: "Australia/Sydney" });
    expect(sydney.dateTime(new Date("2026-04-04T15:59:00Z"))).toBe("05/04/2026 02:59");
    expect(sydney.dateTime(new Date("2026-04-04T16:00:00Z"))).toBe("05/04/2026 02:00");
    // Istanbul has no daylight time: always UTC+3.
    expect(en().time(new Date("2026-07-01T11:05:00Z"))).toBe("14:05");
  });

  it("writes month names in the interface language, in the language's own word order", () => {
    expect(tr().monthDay(MOMENT)).toBe("23 Kas");
    expect(en().monthDay(MOMENT)).toBe("23 Nov");
    expect(en({ dateFormat: "MM/DD/YYYY" }).monthDay(MOMENT)).toBe("Nov 23");
    expect(tr().longDate(MOMENT)).toBe("23 Kasım 2026");
    expect(en().longDate(MOMENT)).toBe("23 November 2026");
    expect(en({ dateFormat: "MM/DD/YYYY" }).longDate(MOMENT)).toBe("November 23, 2026");
  });

  it("applies the date pattern to numeric dates only: named months never follow YYYY-MM-DD", () => {
    // Issue 13 #12: Turkish with YYYY-MM-DD read "2026 Kasım 23" and axes "Kas 23".
    for (const dateFormat of DATE_FORMATS) {
      expect(tr({ dateFormat }).longDate(MOMENT), dateFormat).toBe("23 Kasım 2026");
      expect(tr({ dateFormat }).monthDay(MOMENT), dateFormat).toBe("23 Kas");
      expect(tr({ dateFormat }).monthDay(new Date("2026-09-14T09:00:00Z")), dateFormat).toBe("14 Eyl");
    }
    expect(en({ dateFormat: "YYYY-MM-DD" }).longDate(MOMENT)).toBe("23 November 2026");
    expect(en({ dateFormat: "YYYY-MM-DD" }).monthDay(MOMENT)).toBe("23 Nov");
    expect(en({ dateFormat: "DD.MM.YYYY" }).longDate(MOMENT)).toBe("23 November 2026");
    // The numeric date is where the pattern applies.
    expect(tr({ dateFormat: "YYYY-MM-DD" }).date(MOMENT)).toBe("2026-11-23");
    expect(tr({ dateFormat: "MM/DD/YYYY" }).date(MOMENT)).toBe("11/23/2026");
    expect(en({ dateFormat: "YYYY-MM-DD" }).dateTime(MOMENT)).toBe("2026-11-23 14:05");
  });

  it("answers the hour of the day in the zone", () => {
    expect(en().hourOfDay(MOMENT)).toBe(14);
    expect(en({ timeZone: "America/Los_Angeles" }).hourOfDay(MOMENT)).toBe(3);
  });

  it("says how long ago", () => {
    expect(en().relative(new Date(Date.now() - 3 * 60_000))).toBe("3 minutes ago");
    expect(tr().relative(new Date(Date.now() - 3 * 60_000))).toBe("3 dakika önce");
  });

  it("says how long ago from a given moment, so server and browser agree on the first render", () => {
    const now = new Date("2026-11-23T11:05:25Z");
    expect(tr().relative("2026-11-23T11:05:00Z", now)).toBe("25 saniye önce");
    expect(en().relative("2026-11-23T11:02:00Z", now.getTime())).toBe("3 minutes ago");
  });
});

describe("calendars and weeks", () => {
  it("previews other calendar systems (display only) and applies Gregorian", () => {
    const hebrew = en({ calendar: "hebrew" });
    expect(hebrew.date(MOMENT)).toBe("23/11/2026");
    expect(hebrew.calendarPreview(MOMENT)).toContain("5787");
    expect(en({ calendar: "persian" }).calendarPreview(MOMENT)).toContain("1405");
    expect(en({ calendar: "islamic" }).calendarPreview(MOMENT)).toContain("1448");
  });

  it("starts weeks on the chosen day", () => {
    expect(en({ firstDayOfWeek: "sunday" }).weekStartsOn).toBe(0);
    expect(en({ firstDayOfWeek: "monday" }).weekStartsOn).toBe(1);
    expect(en({ firstDayOfWeek: "saturday" }).weekStartsOn).toBe(6);
  });

  it("numbers weeks the ISO, US and Middle-East way", () => {
    // 1 January 2027 is a Friday: ISO puts it in week 53 of 2026.
    expect(weekOfYear(2027, 1, 1, "iso")).toBe(53);
    expect(weekOfYear(2027, 1, 1, "us")).toBe(1);
    expect(weekOfYear(2027, 1, 2, "us")).toBe(1); // Saturday
    expect(weekOfYear(2027, 1, 3, "us")).toBe(2); // Sunday starts week 2
    expect(weekOfYear(2027, 1, 2, "middle-east")).toBe(2); // Saturday starts week 2
    expect(weekOfYear(2026, 11, 23, "iso")).toBe(48);
    expect(en({ weekNumbering: "iso" }).weekNumber(MOMENT)).toBe(48);
  });
});

describe("auto-detected time zone", () => {
  it("is used while the box is ticked and only when it is one of the listed zones", () => {
    expect(effectiveTimeZone(region(), "America/Chicago")).toBe("America/Chicago");
    expect(effectiveTimeZone(region(), "UTC")).toBe("Europe/Istanbul");
    expect(effectiveTimeZone(region(), null)).toBe("Europe/Istanbul");
    const manual = region({ timeZone: "Asia/Tokyo", autoDetect: { timeZone: false, language: true, currency: false } });
    expect(effectiveTimeZone(manual, "America/Chicago")).toBe("Asia/Tokyo");
  });
});
