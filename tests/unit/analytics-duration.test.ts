import { describe, expect, it } from "vitest";
import { formatDuration } from "@/lib/analytics/duration";
import { createFormatter } from "@/lib/format";

// Response and resolution times (issue 21) in the largest sensible unit, in the viewer's language.

describe("durations", () => {
  it("picks the largest sensible unit in the viewer's language", () => {
    const en = createFormatter({ locale: "en" });
    expect(formatDuration(45, en)).toBe("45 secs");
    expect(formatDuration(660, en)).toBe("11 mins");
    expect(formatDuration(10_800, en)).toBe("3 hrs");
    expect(formatDuration(5 * 86_400, en)).toBe("5 days");
    expect(formatDuration(660, createFormatter({ locale: "tr" }))).toBe("11 dk.");
    expect(formatDuration(5400, createFormatter({ locale: "tr" }))).toBe("1,5 sa.");
  });
});
