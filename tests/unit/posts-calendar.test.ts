import { describe, expect, it } from "vitest";
import { addDays, dayKey, dayPreview, groupByDay, monthGrid, zonedTime } from "@/lib/posts/calendar";
import { sandboxEngagement, sandboxEngagementTotal } from "@/lib/posts/sandbox-engagement";
import { checkPlatformRules, countChars, countHashtags } from "@/lib/validation/posts";

// The calendar's time-zone bucketing (issue 20), the platform rules and the sandbox's figures.

describe("calendar days in the viewer's time zone", () => {
  it("puts a post at 00:30 Istanbul time on the previous day for a user in New York", () => {
    const at = zonedTime("2026-12-10", "Europe/Istanbul", 0, 30);
    expect(at.toISOString()).toBe("2026-12-09T21:30:00.000Z");
    expect(dayKey(at, "Europe/Istanbul")).toBe("2026-12-10");
    expect(dayKey(at, "America/New_York")).toBe("2026-12-09");
    const grouped = groupByDay([{ at: at.toISOString() }], (item) => item.at, "America/New_York");
    expect([...grouped.keys()]).toEqual(["2026-12-09"]);
  });

  it("makes the 42-day month grid from the week's first day, with local-midnight bounds", () => {
    // November 2026 starts on a Sunday.
    const sunday = monthGrid(2026, 11, 0, "America/New_York");
    expect(sunday.days).toHaveLength(42);
    expect(sunday.days[0]).toBe("2026-11-01");
    expect(sunday.days[41]).toBe("2026-12-12");
    expect(sunday.from).toBe("2026-11-01T04:00:00.000Z"); // EDT until Nov 1, 02:00
    expect(sunday.to).toBe("2026-12-13T05:00:00.000Z"); // EST
    const monday = monthGrid(2026, 11, 1, "Europe/Istanbul");
    expect(monday.days[0]).toBe("2026-10-26");
    expect(monday.from).toBe("2026-10-25T21:00:00.000Z");
  });

  it("handles DST days and month edges", () => {
    expect(zonedTime("2026-03-08", "America/New_York", 3, 0).toISOString()).toBe("2026-03-08T07:00:00.000Z");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(dayPreview([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], more: 2 });
  });
});

describe("platform rules", () => {
  const image = { id: "a", type: "IMAGE", mimeType: "image/jpeg", size: 100_000 };
  it("counts characters as platforms do and finds hashtags", () => {
    expect(countChars("👍🏽é")).toBe(3);
    expect(countHashtags("#a #b c#d &#38; #ğüş")).toBe(3);
  });
  it("names each broken rule with its platform", () => {
    expect(checkPlatformRules({ platforms: ["twitter", "facebook"], text: "x".repeat(281), media: [] })).toEqual([
      {
        platform: "twitter",
        field: "text",
        key: "posts.rules.tooLong",
        values: { platform: "X", max: 280, count: 281 },
      },
    ]);
    expect(checkPlatformRules({ platforms: ["instagram"], text: "hi", media: [image] })).toEqual([]);
    expect(checkPlatformRules({ platforms: ["youtube"], text: "", media: [image] }).map((i) => i.key)).toEqual([
      "posts.rules.needsVideo",
      "posts.rules.fileTypeRefused",
    ]);
  });
});

describe("sandbox engagement", () => {
  it("is the same every time, decays by day and is zero before publishing", () => {
    const first = sandboxEngagement("target-1", "instagram", 0);
    expect(sandboxEngagement("target-1", "instagram", 0)).toEqual(first);
    expect(first.reach).toBeGreaterThan(100);
    expect(sandboxEngagement("target-1", "instagram", 5).reach).toBeLessThan(first.reach);
    expect(sandboxEngagement("target-1", "instagram", -1).reach).toBe(0);
    expect(sandboxEngagementTotal("target-1", "instagram", 3).likes).toBeGreaterThanOrEqual(first.likes);
  });
});
