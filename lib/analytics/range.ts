// Analytics' date ranges (issue 21): plain data and arithmetic shared by the screen and the API.
//
// A range is a pair of calendar days (`from`, `to`, both included) in the viewer's time zone. Every
// figure is compared with the previous period of the same length that ends the day before `from`.
// The database stores UTC instants, so a day becomes the UTC instants of its local midnights:
// `zonedDayStart` does that with Intl alone (no time-zone library: one offset lookup per boundary).

export const RANGE_PRESETS = ["7d", "30d", "90d", "this-month", "last-month", "custom"] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_RANGE_PRESET: RangePreset = "30d";
/** The longest range an analytics query accepts (two years and a day: a leap year fits). */
export const MAX_RANGE_DAYS = 732;

/** A calendar day as `YYYY-MM-DD`. */
export type IsoDay = string;
export type DayRange = { from: IsoDay; to: IsoDay };

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Days are counted on a UTC calendar: no zone shifts between two calendar days. */
function dayToUtc(day: IsoDay): number {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

function utcToDay(ms: number): IsoDay {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(day: IsoDay, days: number): IsoDay {
  return utcToDay(dayToUtc(day) + days * DAY_MS);
}

/** Days from `from` to `to`, both included. */
export function daysIn({ from, to }: DayRange): number {
  return Math.round((dayToUtc(to) - dayToUtc(from)) / DAY_MS) + 1;
}

/** The calendar day it is at `instant` in `timeZone`. */
export function dayInZone(instant: Date, timeZone: string): IsoDay {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The zone's offset from UTC at `instant`, in minutes (Istanbul: +180; New York: -300 or -240). */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    value("year"),
    value("month") - 1,
    value("day"),
    value("hour"),
    value("minute"),
    value("second"),
  );
  return Math.round((asUtc - (instant - (instant % 1000))) / 60_000);
}

/** The UTC instant at which `day` begins in `timeZone` (its local midnight). */
export function zonedDayStart(day: IsoDay, timeZone: string): Date {
  const wall = dayToUtc(day);
  // The offset at the wall time read as UTC is right except within hours of a change: a second
  // lookup at the corrected instant settles it (a midnight skipped by a change starts at 01:00).
  const first = wall - offsetMinutes(wall, timeZone) * 60_000;
  return new Date(wall - offsetMinutes(first, timeZone) * 60_000);
}

/** The instants a range covers: [start of `from`, start of the day after `to`). */
export function rangeInstants(range: DayRange, timeZone: string): { start: Date; end: Date } {
  return { start: zonedDayStart(range.from, timeZone), end: zonedDayStart(addDays(range.to, 1), timeZone) };
}

/** The period of the same length that ends the day before `range` begins. */
export function previousRange(range: DayRange): DayRange {
  const length = daysIn(range);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/** The days of a preset as seen on `today` (the viewer's calendar day); `custom` keeps `custom`. */
export function presetRange(preset: RangePreset, today: IsoDay, custom?: DayRange): DayRange {
  const [y, m] = today.split("-").map(Number) as [number, number];
  const monthStart = (year: number, month: number) => utcToDay(Date.UTC(year, month - 1, 1));
  switch (preset) {
    case "7d":
      return { from: addDays(today, -6), to: today };
    case "30d":
      return { from: addDays(today, -29), to: today };
    case "90d":
      return { from: addDays(today, -89), to: today };
    case "this-month":
      return { from: monthStart(y, m), to: today };
    case "last-month": {
      const from = monthStart(m === 1 ? y - 1 : y, m === 1 ? 12 : m - 1);
      return { from, to: addDays(monthStart(y, m), -1) };
    }
    case "custom":
      return custom ?? { from: addDays(today, -29), to: today };
  }
}

/** Every day of a range, in order (a chart's x axis, zero-filled by the caller). */
export function eachDay(range: DayRange): IsoDay[] {
  const days: IsoDay[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The change against the previous period in percent, or null when there is nothing honest to
 * say: no previous figure, or a previous figure of zero (an increase from nothing has no ratio).
 */
export function percentChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return ((current - previous) / Math.abs(previous)) * 100;
}
