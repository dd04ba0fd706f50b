// The content calendar's date arithmetic (issue 20), pure and zone-aware, for the /schedule screen
// and its tests. A calendar day is a plain date ("2026-11-25", a DayKey) in the user's time zone,
// never a Date: a post at 00:30 in Istanbul is on the 25th for an Istanbul user and on the 24th
// for a New York one. Plain dates are counted in UTC (no daylight saving there); instants are
// placed into days and hours with Intl in the user's zone, and a day + time in that zone is turned
// back into an instant by asking Intl for the zone's offset at that moment.
import { CALENDAR_GRID_DAYS } from "@/lib/constants";

/** "YYYY-MM-DD", a day in the user's calendar. */
export type DayKey = string;
/** 0 = Sunday … 6 = Saturday, as Date#getDay counts. */
export type WeekStart = 0 | 1 | 6;
export type CalendarView = "day" | "week" | "month" | "year";

const DAY_MS = 86_400_000;
const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/** The plain date's parts (month 1–12). */
export function parseDay(day: DayKey): { year: number; month: number; day: number } {
  const [year, month, date] = day.split("-").map(Number);
  return { year: year!, month: month!, day: date! };
}

export const isDayKey = (value: string): value is DayKey =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && toDayKey(dayStartUtc(value)) === value;

const dayStartUtc = (day: DayKey) => {
  const { year, month, day: date } = parseDay(day);
  return Date.UTC(year, month - 1, date);
};
const toDayKey = (utcMs: number): DayKey => {
  const date = new Date(utcMs);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};

export const makeDay = (year: number, month: number, day: number): DayKey => toDayKey(Date.UTC(year, month - 1, day));
export const addDays = (day: DayKey, count: number): DayKey => toDayKey(dayStartUtc(day) + count * DAY_MS);
/** Same day of the month `count` months on, clamped to the month's last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(day: DayKey, count: number): DayKey {
  const { year, month, day: date } = parseDay(day);
  const first = new Date(Date.UTC(year, month - 1 + count, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return makeDay(first.getUTCFullYear(), first.getUTCMonth() + 1, Math.min(date, last));
}
export const weekdayOf = (day: DayKey) => new Date(dayStartUtc(day)).getUTCDay();
export const daysBetween = (from: DayKey, to: DayKey) => Math.round((dayStartUtc(to) - dayStartUtc(from)) / DAY_MS);
export const sameMonth = (a: DayKey, b: DayKey) => a.slice(0, 7) === b.slice(0, 7);
export const startOfMonth = (day: DayKey): DayKey => `${day.slice(0, 7)}-01`;

/** The first day of the week holding `day`. */
export const startOfWeek = (day: DayKey, weekStartsOn: WeekStart) =>
  addDays(day, -((weekdayOf(day) - weekStartsOn + 7) % 7));

/** The 7 days of the week holding `day`, from the user's first day of the week. */
export function weekDays(day: DayKey, weekStartsOn: WeekStart): DayKey[] {
  const first = startOfWeek(day, weekStartsOn);
  return Array.from({ length: 7 }, (_, index) => addDays(first, index));
}

/** Spec 01 §9: the month view is always 42 days (6 weeks) from the week holding the 1st. */
export function monthGrid(day: DayKey, weekStartsOn: WeekStart): DayKey[] {
  const first = startOfWeek(startOfMonth(day), weekStartsOn);
  return Array.from({ length: CALENDAR_GRID_DAYS }, (_, index) => addDays(first, index));
}

/** The twelve months of the year holding `day`, as their first days. */
export const yearMonths = (day: DayKey): DayKey[] =>
  Array.from({ length: 12 }, (_, index) => makeDay(parseDay(day).year, index + 1, 1));

// ---- instants in a time zone ----

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string) {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      calendar: "gregory",
      numberingSystem: "latn",
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock reading of an instant in a zone. */
export function zonedParts(instant: Date | string | number, timeZone: string) {
  const parts = partsFormat(timeZone).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour") % 24,
    minute: get("minute"),
    second: get("second"),
  };
}

/** The calendar day an instant falls on in the zone. */
export function dayOf(instant: Date | string | number, timeZone: string): DayKey {
  const { year, month, day } = zonedParts(instant, timeZone);
  return makeDay(year, month, day);
}

/** Minutes since the zone's midnight (0–1439): where a post sits in the week and day grids. */
export function minuteOfDay(instant: Date | string | number, timeZone: string): number {
  const { hour, minute } = zonedParts(instant, timeZone);
  return hour * 60 + minute;
}

/** "HH:mm" of an instant in the zone (what the editor's time field holds). */
export function timeOf(instant: Date | string | number, timeZone: string): string {
  const { hour, minute } = zonedParts(instant, timeZone);
  return `${pad(hour)}:${pad(minute)}`;
}

/** How far the zone's clock is ahead of UTC at an instant, in ms. */
function zoneOffset(utcMs: number, timeZone: string): number {
  const { year, month, day, hour, minute, second } = zonedParts(utcMs, timeZone);
  return Date.UTC(year, month - 1, day, hour, minute, second) - (utcMs - (((utcMs % 1000) + 1000) % 1000));
}

/**
 * The instant a wall-clock day and time ("HH:mm") names in the zone. A time the clocks skip (spring
 * forward) is read with the offset before the change, so it lands just after; a repeated time (fall
 * back) is its first occurrence.
 */
export function zonedInstant(day: DayKey, time: string, timeZone: string): Date {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  const { year, month, day: date } = parseDay(day);
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  const before = wall - zoneOffset(wall - DAY_MS / 2, timeZone);
  const guess = wall - zoneOffset(wall, timeZone);
  // Two readings agree except around a change; the earlier reading that really shows `wall` wins.
  for (const candidate of [Math.min(before, guess), Math.max(before, guess)]) {
    if (candidate + zoneOffset(candidate, timeZone) === wall) return new Date(candidate);
  }
  return new Date(before);
}

/** The same wall-clock time on another day (drag a post from one day to another). */
export const moveToDay = (instant: Date | string | number, day: DayKey, timeZone: string): Date =>
  zonedInstant(day, timeOf(instant, timeZone), timeZone);

// ---- what a view shows ----

/** The days a view covers: a day, a week, the 42-day grid, or the whole year (1 Jan – 31 Dec). */
export function viewDays(view: CalendarView, anchor: DayKey, weekStartsOn: WeekStart): { first: DayKey; last: DayKey } {
  switch (view) {
    case "day":
      return { first: anchor, last: anchor };
    case "week": {
      const first = startOfWeek(anchor, weekStartsOn);
      return { first, last: addDays(first, 6) };
    }
    case "month": {
      const grid = monthGrid(anchor, weekStartsOn);
      return { first: grid[0]!, last: grid[grid.length - 1]! };
    }
    case "year": {
      const { year } = parseDay(anchor);
      return { first: makeDay(year, 1, 1), last: makeDay(year, 12, 31) };
    }
  }
}

/** The instants that bound a view in the zone: [start of its first day, start of the day after its last). */
export function viewRange(view: CalendarView, anchor: DayKey, weekStartsOn: WeekStart, timeZone: string) {
  const { first, last } = viewDays(view, anchor, weekStartsOn);
  return { from: zonedInstant(first, "00:00", timeZone), to: zonedInstant(addDays(last, 1), "00:00", timeZone) };
}

/** Previous / next: a day, a week, a month or a year. */
export function shiftAnchor(view: CalendarView, anchor: DayKey, step: -1 | 1): DayKey {
  switch (view) {
    case "day":
      return addDays(anchor, step);
    case "week":
      return addDays(anchor, 7 * step);
    case "month":
      return addMonths(startOfMonth(anchor), step);
    case "year":
      return addMonths(startOfMonth(anchor), 12 * step);
  }
}

/** Items grouped by the day they fall on in the zone, each day in time order (ties: by id). */
export function bucketByDay<T extends { id: string; at: string }>(items: readonly T[], timeZone: string) {
  const days = new Map<DayKey, T[]>();
  for (const item of items) {
    const key = dayOf(item.at, timeZone);
    const list = days.get(key);
    if (list) list.push(item);
    else days.set(key, [item]);
  }
  for (const list of days.values()) {
    list.sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }
  return days;
}

/** Spec 01 §9: at most `max` items in a day's cell, then '+N more'. */
export function dayCellItems<T>(items: readonly T[], max: number): { shown: T[]; more: number } {
  if (items.length <= max) return { shown: [...items], more: 0 };
  return { shown: items.slice(0, max), more: items.length - max };
}

/** The year view's dot: 0 (nothing), 1, 2 or 3 (three items or more). */
export const dotDensity = (count: number): 0 | 1 | 2 | 3 => (count <= 0 ? 0 : count >= 3 ? 3 : (count as 1 | 2));

const WEEK_START_OF: Record<string, WeekStart> = { sunday: 0, monday: 1, saturday: 6 };

/**
 * Where the calendar's weeks begin: the first day of the week the user saved in their region
 * settings; Sunday (spec 01 §2, the calendar's own rule) while they never chose one, although the
 * settings form shows Monday as its default.
 */
export function calendarWeekStart(storedPreferences: unknown): WeekStart {
  const region =
    typeof storedPreferences === "object" && storedPreferences !== null
      ? (storedPreferences as { region?: unknown }).region
      : undefined;
  const saved =
    typeof region === "object" && region !== null ? (region as { firstDayOfWeek?: unknown }).firstDayOfWeek : undefined;
  return typeof saved === "string" && saved in WEEK_START_OF ? WEEK_START_OF[saved]! : 0;
}
