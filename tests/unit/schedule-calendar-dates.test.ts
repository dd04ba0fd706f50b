import { describe, expect, it } from "vitest";
import {
  addMonths,
  bucketByDay,
  calendarWeekStart,
  dayCellItems,
  dayOf,
  dotDensity,
  isDayKey,
  minuteOfDay,
  monthGrid,
  moveToDay,
  shiftAnchor,
  viewDays,
  viewRange,
  weekDays,
  zonedInstant,
} from "@/lib/schedule/calendar-dates";
import { dayTitle, monthTitle, weekdayShort, weekTitle } from "@/lib/schedule/calendar-labels";
import { SOCIAL_PLATFORMS } from "@/lib/posts/types";
import { CALENDAR_PALETTE } from "@/lib/schedule/platforms";

// The content calendar's pure date logic (issue 20): grids, zones, buckets.

describe("month grid (spec 01 §9: 42 days)", () => {
  it("starts on Sunday by default and always holds 42 days", () => {
    const grid = monthGrid("2026-11-25", 0);
    expect(grid).toHaveLength(42);
    // 1 November 2026 is a Sunday: the grid starts on it.
    expect(grid[0]).toBe("2026-11-01");
    expect(grid[41]).toBe("2026-12-12");
  });

  it("starts on the user's first day of the week", () => {
    expect(monthGrid("2026-11-10", 1)[0]).toBe("2026-10-26"); // Monday before 1 Nov
    expect(monthGrid("2026-11-10", 6)[0]).toBe("2026-10-31"); // Saturday before 1 Nov
    expect(monthGrid("2026-02-14", 0)).toHaveLength(42);
    for (const start of [0, 1, 6] as const) {
      const grid = monthGrid("2027-05-31", start);
      expect(new Date(`${grid[0]}T00:00:00Z`).getUTCDay()).toBe(start);
      expect(grid).toContain("2027-05-01");
      expect(grid).toContain("2027-05-31");
    }
  });

  it("weeks follow the first day of the week", () => {
    expect(weekDays("2026-11-25", 0)).toEqual([
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
    ]);
    expect(weekDays("2026-11-22", 1)[0]).toBe("2026-11-16");
  });

  it("moves by a view's own step, months clamped to their last day", () => {
    expect(shiftAnchor("month", "2026-01-31", 1)).toBe("2026-02-01");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(shiftAnchor("week", "2026-12-29", 1)).toBe("2027-01-05");
    expect(shiftAnchor("day", "2026-03-01", -1)).toBe("2026-02-28");
    expect(shiftAnchor("year", "2026-11-25", -1)).toBe("2025-11-01");
  });

  it("knows a real day from a made-up one", () => {
    expect(isDayKey("2026-02-28")).toBe(true);
    expect(isDayKey("2026-02-30")).toBe(false);
    expect(isDayKey("2026-2-3")).toBe(false);
  });
});

describe("time zones", () => {
  it("a post at 00:30 Istanbul time is on the right day for a user in New York", () => {
    const at = zonedInstant("2026-11-25", "00:30", "Europe/Istanbul");
    expect(at.toISOString()).toBe("2026-11-24T21:30:00.000Z");
    expect(dayOf(at, "Europe/Istanbul")).toBe("2026-11-25");
    expect(dayOf(at, "America/New_York")).toBe("2026-11-24");
    expect(minuteOfDay(at, "America/New_York")).toBe(16 * 60 + 30);
    const days = bucketByDay([{ id: "a", at: at.toISOString() }], "America/New_York");
    expect([...days.keys()]).toEqual(["2026-11-24"]);
  });

  it("reads wall-clock times across daylight saving changes", () => {
    expect(zonedInstant("2026-07-01", "09:00", "America/New_York").toISOString()).toBe("2026-07-01T13:00:00.000Z");
    expect(zonedInstant("2026-12-01", "09:00", "America/New_York").toISOString()).toBe("2026-12-01T14:00:00.000Z");
    // 8 March 2026, 02:30 does not exist in New York: just after the jump.
    expect(zonedInstant("2026-03-08", "02:30", "America/New_York").toISOString()).toBe("2026-03-08T07:30:00.000Z");
    // 1 November 2026, 01:30 happens twice: the first one (still EDT).
    expect(zonedInstant("2026-11-01", "01:30", "America/New_York").toISOString()).toBe("2026-11-01T05:30:00.000Z");
    expect(zonedInstant("2026-04-05", "10:00", "Australia/Sydney").toISOString()).toBe("2026-04-05T00:00:00.000Z");
  });

  it("moving to another day keeps the time of day, even across a clock change", () => {
    const at = zonedInstant("2026-10-31", "09:15", "Europe/Paris");
    expect(moveToDay(at, "2026-11-02", "Europe/Paris").toISOString()).toBe("2026-11-02T08:15:00.000Z");
  });

  it("a view's range runs from its first midnight to the midnight after its last day", () => {
    expect(viewDays("year", "2026-06-10", 0)).toEqual({ first: "2026-01-01", last: "2026-12-31" });
    const range = viewRange("month", "2026-11-25", 0, "Europe/Istanbul");
    expect(range.from.toISOString()).toBe("2026-10-31T21:00:00.000Z");
    expect(range.to.toISOString()).toBe("2026-12-12T21:00:00.000Z");
    const week = viewRange("week", "2026-11-25", 1, "America/New_York");
    expect(week.from.toISOString()).toBe("2026-11-23T05:00:00.000Z");
    expect(week.to.toISOString()).toBe("2026-11-30T05:00:00.000Z");
  });
});

describe("a day's cell", () => {
  it("buckets by day in time order, ties by id", () => {
    const items = [
      { id: "c", at: "2026-11-25T10:00:00Z" },
      { id: "b", at: "2026-11-25T08:00:00Z" },
      { id: "a", at: "2026-11-25T10:00:00Z" },
      { id: "d", at: "2026-11-26T08:00:00Z" },
    ];
    const days = bucketByDay(items, "Europe/Istanbul");
    expect(days.get("2026-11-25")!.map((item) => item.id)).toEqual(["b", "a", "c"]);
    expect(days.get("2026-11-26")!.map((item) => item.id)).toEqual(["d"]);
  });

  it("shows at most 3, then '+N more'", () => {
    expect(dayCellItems([1, 2, 3], 3)).toEqual({ shown: [1, 2, 3], more: 0 });
    expect(dayCellItems([1, 2, 3, 4, 5], 3)).toEqual({ shown: [1, 2, 3], more: 2 });
    expect([0, 1, 2, 3, 9].map(dotDensity)).toEqual([0, 1, 2, 3, 3]);
  });

  it("weeks start on Sunday until the user saves a first day of the week", () => {
    expect(calendarWeekStart(null)).toBe(0);
    expect(calendarWeekStart({ appearance: {} })).toBe(0);
    expect(calendarWeekStart({ region: { firstDayOfWeek: "monday" } })).toBe(1);
    expect(calendarWeekStart({ region: { firstDayOfWeek: "saturday" } })).toBe(6);
    expect(calendarWeekStart({ region: { firstDayOfWeek: "someday" } })).toBe(0);
  });
});

describe("the platform palette", () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((index) => {
      const value = parseInt(hex.slice(index, index + 2), 16) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrast = (a: string, b: string) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light! + 0.05) / (dark! + 0.05);
  };

  it("draws every icon at ≥ 4.5:1 on its own colour, and no two swatches share a colour", () => {
    for (const [name, colour] of Object.entries(CALENDAR_PALETTE)) {
      expect(contrast(colour.ink, colour.hex), name).toBeGreaterThanOrEqual(4.5);
      expect(colour.swatch).toContain(colour.hex);
    }
    expect(new Set(Object.values(CALENDAR_PALETTE).map((colour) => colour.hex)).size).toBe(SOCIAL_PLATFORMS.length + 1);
  });
});

describe("headings in the interface language", () => {
  it("names months and weekdays in Turkish and English", () => {
    expect(monthTitle("2026-11-25", "tr")).toBe("Kasım 2026");
    expect(monthTitle("2026-11-25", "en")).toBe("November 2026");
    expect(weekdayShort("2026-11-25", "tr")).toBe("Çar");
    expect(weekdayShort("2026-11-25", "en")).toBe("Wed");
    expect(dayTitle("2026-11-25", "tr")).toBe("25 Kasım 2026 Çarşamba");
    expect(weekTitle("2026-11-30", "2026-12-06", "en")).toBe("30 Nov – 6 Dec 2026");
  });
});
