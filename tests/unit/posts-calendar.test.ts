import { describe, expect, it } from "vitest";
import { sandboxEngagement, sandboxEngagementTotal } from "@/lib/posts/sandbox-engagement";
import { checkPlatformRules, countChars, countHashtags } from "@/lib/validation/posts";

// The posts' platform rules and the sandbox's figures (issue 20); the calendar's days and time zones
// are tests/unit/schedule-calendar-dates.test.ts.

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
