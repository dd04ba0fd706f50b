// The busiest-hours heatmap (issue 21; spec 01 §2 Social stats view): weekday × hour cells of the
// viewer's week, each the average number of inbound messages in that hour across the range's
// occurrences of that weekday, drawn in the spec's intensity buckets: below 1, 1–2, 2–3, 3 and above.
import { eachDay, type DayRange } from "@/lib/analytics/range";

export type HeatmapCount = { weekday: number; hour: number; count: number };
export type HeatmapBucket = 0 | 1 | 2 | 3;
export const HEATMAP_THRESHOLDS = [1, 2, 3] as const;

/** How many times each weekday (0 = Monday … 6 = Sunday) occurs in the range. */
export function weekdayOccurrences(range: DayRange): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const day of eachDay(range)) {
    const [y, m, d] = day.split("-").map(Number) as [number, number, number];
    counts[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7]! += 1;
  }
  return counts;
}

export function heatmapBucket(average: number): HeatmapBucket {
  if (average < HEATMAP_THRESHOLDS[0]) return 0;
  if (average < HEATMAP_THRESHOLDS[1]) return 1;
  if (average < HEATMAP_THRESHOLDS[2]) return 2;
  return 3;
}

/** 7 rows (Monday first) of 24 averages. */
export function heatmapGrid(counts: readonly HeatmapCount[], range: DayRange): number[][] {
  const occurrences = weekdayOccurrences(range);
  const grid = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
  for (const { weekday, hour, count } of counts) {
    const times = occurrences[weekday] ?? 0;
    if (times > 0 && grid[weekday]) grid[weekday][hour] = count / times;
  }
  return grid;
}

/** The viewer's week order: rows starting on their first day of the week (0 Sunday, 1 Monday, 6 Saturday). */
export function weekdayOrder(weekStartsOn: 0 | 1 | 6): number[] {
  const first = (weekStartsOn + 6) % 7; // as a Monday-first index
  return Array.from({ length: 7 }, (_, index) => (first + index) % 7);
}
