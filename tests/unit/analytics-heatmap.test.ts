import { describe, expect, it } from "vitest";
import { heatmapBucket, heatmapGrid, weekdayOccurrences, weekdayOrder } from "@/lib/analytics/heatmap";

// The busiest-hours heatmap (issue 21): averages per weekday and hour over the range, and the
// spec's buckets below 1, 2, 3 and above.

describe("heatmap", () => {
  it("puts averages in the spec's buckets, boundaries going up", () => {
    expect([0, 0.99, 1, 1.99, 2, 2.5, 3, 40].map(heatmapBucket)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });

  it("counts each weekday's occurrences in the range", () => {
    // Monday 2 November to Sunday 15 November 2026: two of each.
    expect(weekdayOccurrences({ from: "2026-11-02", to: "2026-11-15" })).toEqual([2, 2, 2, 2, 2, 2, 2]);
    // Monday to Wednesday.
    expect(weekdayOccurrences({ from: "2026-11-02", to: "2026-11-04" })).toEqual([1, 1, 1, 0, 0, 0, 0]);
  });

  it("averages counts over the weekday's occurrences", () => {
    const grid = heatmapGrid(
      [
        { weekday: 0, hour: 10, count: 5 },
        { weekday: 6, hour: 23, count: 1 },
      ],
      { from: "2026-11-02", to: "2026-11-15" },
    );
    expect(grid).toHaveLength(7);
    expect(grid[0]![10]).toBe(2.5);
    expect(grid[6]![23]).toBe(0.5);
    expect(grid[3]![3]).toBe(0);
  });

  it("orders rows from the viewer's first day of the week", () => {
    expect(weekdayOrder(1)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekdayOrder(0)).toEqual([6, 0, 1, 2, 3, 4, 5]);
    expect(weekdayOrder(6)).toEqual([5, 6, 0, 1, 2, 3, 4]);
  });
});
