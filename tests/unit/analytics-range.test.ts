import { describe, expect, it } from "vitest";
import {
  addDays,
  dayInZone,
  daysIn,
  eachDay,
  isIsoDay,
  percentChange,
  presetRange,
  previousRange,
  rangeInstants,
  zonedDayStart,
} from "@/lib/analytics/range";

// Analytics' ranges (issue 21): calendar days in the viewer's zone, the previous period of the same
// length, and the day boundaries as UTC instants in Istanbul (no daylight saving) and New York
// (which changes clocks: a day of 23 or 25 hours).

describe("calendar days", () => {
  it("validates ISO days, including the calendar", () => {
    expect(isIsoDay("2026-02-28")).toBe(true);
    expect(isIsoDay("2028-02-29")).toBe(true);
    expect(isIsoDay("2026-02-29")).toBe(false);
    expect(isIsoDay("2026-2-1")).toBe(false);
    expect(isIsoDay("today")).toBe(false);
  });

  it("adds and counts days across months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysIn({ from: "2026-11-01", to: "2026-11-30" })).toBe(30);
    expect(eachDay({ from: "2026-10-30", to: "2026-11-02" })).toEqual([
      "2026-10-30",
      "2026-10-31",
      "2026-11-01",
      "2026-11-02",
    ]);
  });
});

describe("periods", () => {
  it("compares with the period of the same length just before", () => {
    expect(previousRange({ from: "2026-11-02", to: "2026-11-08" })).toEqual({ from: "2026-10-26", to: "2026-11-01" });
    expect(previousRange({ from: "2026-03-01", to: "2026-03-31" })).toEqual({ from: "2026-01-29", to: "2026-02-28" });
  });

  it("turns presets into days as seen on the viewer's today", () => {
    expect(presetRange("7d", "2026-11-25")).toEqual({ from: "2026-11-19", to: "2026-11-25" });
    expect(presetRange("30d", "2026-11-25")).toEqual({ from: "2026-10-27", to: "2026-11-25" });
    expect(presetRange("90d", "2026-11-25")).toEqual({ from: "2026-08-28", to: "2026-11-25" });
    expect(presetRange("this-month", "2026-11-25")).toEqual({ from: "2026-11-01", to: "2026-11-25" });
    expect(presetRange("last-month", "2026-11-25")).toEqual({ from: "2026-10-01", to: "2026-10-31" });
    expect(presetRange("last-month", "2027-01-05")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    const custom = { from: "2026-01-01", to: "2026-01-10" };
    expect(presetRange("custom", "2026-11-25", custom)).toBe(custom);
  });

  it("gives a change only when the previous period has a figure to compare with", () => {
    expect(percentChange(120, 100)).toBe(20);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(5, null)).toBeNull();
    expect(percentChange(null, 5)).toBeNull();
  });
});

describe("day boundaries in time zones", () => {
  it("starts an Istanbul day at 21:00 UTC the day before", () => {
    expect(zonedDayStart("2026-11-04", "Europe/Istanbul").toISOString()).toBe("2026-11-03T21:00:00.000Z");
  });

  it("follows New York's clock changes", () => {
    expect(zonedDayStart("2026-07-01", "America/New_York").toISOString()).toBe("2026-07-01T04:00:00.000Z");
    expect(zonedDayStart("2026-11-02", "America/New_York").toISOString()).toBe("2026-11-02T05:00:00.000Z");
    // 1 November 2026: clocks go back at 02:00, a 25-hour day.
    const { start, end } = rangeInstants({ from: "2026-11-01", to: "2026-11-01" }, "America/New_York");
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(25);
    // 8 March 2026: clocks go forward, a 23-hour day.
    const spring = rangeInstants({ from: "2026-03-08", to: "2026-03-08" }, "America/New_York");
    expect((spring.end.getTime() - spring.start.getTime()) / 3_600_000).toBe(23);
  });

  it("puts 00:30 in Istanbul on the previous day in New York", () => {
    const instant = new Date("2026-11-03T21:30:00Z");
    expect(dayInZone(instant, "Europe/Istanbul")).toBe("2026-11-04");
    expect(dayInZone(instant, "America/New_York")).toBe("2026-11-03");
  });
});
