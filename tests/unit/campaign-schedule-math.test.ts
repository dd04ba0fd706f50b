import { describe, expect, it } from "vitest";
import { estimatedSeconds, isoToWallTime, wallTimeToIso } from "@/components/campaigns/editor/schedule-math";

describe("campaign schedule math", () => {
  it("reads a wall-clock time in the user's zone", () => {
    expect(wallTimeToIso("2026-12-01T09:30", "Europe/Istanbul")).toBe("2026-12-01T06:30:00.000Z");
    expect(wallTimeToIso("2026-07-01T09:30", "Europe/Berlin")).toBe("2026-07-01T07:30:00.000Z");
    expect(wallTimeToIso("2026-01-01T09:30", "Europe/Berlin")).toBe("2026-01-01T08:30:00.000Z");
    expect(wallTimeToIso("2026-03-29T03:30", "Europe/Berlin")).toBe("2026-03-29T01:30:00.000Z");
    expect(wallTimeToIso("", "UTC")).toBeNull();
  });

  it("writes an instant back as that zone's wall clock", () => {
    expect(isoToWallTime("2026-12-01T06:30:00.000Z", "Europe/Istanbul")).toBe("2026-12-01T09:30");
    expect(isoToWallTime("2026-07-01T07:30:00.000Z", "America/New_York")).toBe("2026-07-01T03:30");
    const iso = wallTimeToIso("2026-11-01T01:15", "America/New_York");
    expect(iso && isoToWallTime(iso, "America/New_York")).toBe("2026-11-01T01:15");
  });

  it("estimates the sending time from the rate limit and the batches", () => {
    const off = { sendInBatches: false, batchSize: 100, delayBetweenBatches: 5 };
    expect(estimatedSeconds(0, off, 80)).toBe(0);
    expect(estimatedSeconds(800, off, 80)).toBe(10);
    expect(estimatedSeconds(250, { ...off, sendInBatches: true }, 0)).toBe(2 * 5 * 60);
    expect(estimatedSeconds(250, { ...off, sendInBatches: true }, 50)).toBe(5 + 600);
  });
});
