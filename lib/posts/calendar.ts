// The calendar's days in the viewer's time zone (issue 20: "a post at 00:30 Istanbul time is on the
// right day in the grid for a user in New York"). The API answers instants; the grid buckets them
// here, on the client, with the user's own zone (region settings). Pure, client-safe, no clock.

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of an instant in a zone. */
export function zonedParts(instant: Date | string | number, timeZone: string) {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** "YYYY-MM-DD": the day an instant falls on in `timeZone`. */
export function dayKey(instant: Date | string | number, timeZone: string): string {
  const { year, month, day } = zonedParts(instant, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Milliseconds the zone is ahead of UTC at an instant. */
function offsetAt(ms: number, timeZone: string): number {
  const p = zonedParts(ms, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
}

/** The instant a wall-clock time in `timeZone` names (the earlier one when a DST change repeats it). */
export function zonedTime(key: string, timeZone: string, hour = 0, minute = 0): Date {
  const [year, month, day] = key.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wall - offsetAt(wall, timeZone);
  // Once more at the guess: the offset may differ there (a DST change between the two).
  guess = wall - offsetAt(guess, timeZone);
  return new Date(guess);
}

/** The day after a "YYYY-MM-DD" (calendar arithmetic, no zone). */
export function addDays(key: string, days: number): string {
  const [year, month, day] = key.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** 0 = Sunday … 6 = Saturday, of a "YYYY-MM-DD". */
export const weekday = (key: string) => new Date(`${key}T00:00:00Z`).getUTCDay();

export const GRID_DAYS = 42;

/**
 * The month view: 42 days starting on the week's first day (`weekStartsOn`, 0 = Sunday, the spec's
 * default) on or before the 1st, and the instants to ask GET /posts for (`from` inclusive, `to`
 * exclusive), both local midnights in `timeZone`.
 */
export function monthGrid(year: number, month: number, weekStartsOn: number, timeZone: string) {
  const first = `${pad(year, 4)}-${pad(month)}-01`;
  const start = addDays(first, -((weekday(first) - weekStartsOn + 7) % 7));
  const days = Array.from({ length: GRID_DAYS }, (_, index) => addDays(start, index));
  return {
    days,
    from: zonedTime(days[0]!, timeZone).toISOString(),
    to: zonedTime(addDays(days[GRID_DAYS - 1]!, 1), timeZone).toISOString(),
  };
}

/** Items by the day they fall on in `timeZone`, each day's in the order given. */
export function groupByDay<T>(items: readonly T[], at: (item: T) => string | null, timeZone: string): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const item of items) {
    const instant = at(item);
    if (!instant) continue;
    const key = dayKey(instant, timeZone);
    const list = days.get(key);
    if (list) list.push(item);
    else days.set(key, [item]);
  }
  return days;
}

/** At most `max` items of a day, and how many more ("+N more"): the spec's 3 per day. */
export function dayPreview<T>(items: readonly T[], max = 3): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}
