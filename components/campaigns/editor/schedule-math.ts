import { zonedParts } from "@/lib/schedule/calendar-dates";
import type { CampaignSettings } from "@/lib/validation/campaigns";

// The schedule tab's pure half: a wall-clock time in the user's time zone to an instant and back
// (the datetime-local input has no zone of its own), and the estimated sending time.

/** The zone's offset from UTC at `instant`, in minutes (Istanbul: +180). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const { year, month, day, hour, minute, second } = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** "2026-12-01T09:30" as read on a clock in `timeZone` → the ISO instant; null if not a valid time. */
export function wallTimeToIso(wallTime: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wallTime);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  // Two passes settle the offset on either side of a daylight-saving change.
  let instant = guess - offsetMinutes(new Date(guess), timeZone) * 60_000;
  instant = guess - offsetMinutes(new Date(instant), timeZone) * 60_000;
  return Number.isNaN(instant) ? null : new Date(instant).toISOString();
}

/** An ISO instant → "2026-12-01T09:30" on a clock in `timeZone` (the datetime-local input's value). */
export function isoToWallTime(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return "";
  const local = new Date(instant.getTime() + offsetMinutes(instant, timeZone) * 60_000);
  return local.toISOString().slice(0, 16);
}

/**
 * How long sending `recipients` takes, in seconds: every message at the channel's rate limit
 * (`perSecond`, 0 = no limit: counted as instant), plus the pauses between batches when batches are on.
 */
export function estimatedSeconds(
  recipients: number,
  settings: Pick<CampaignSettings, "sendInBatches" | "batchSize" | "delayBetweenBatches">,
  perSecond: number,
): number {
  if (recipients <= 0) return 0;
  const sending = perSecond > 0 ? recipients / perSecond : 0;
  if (!settings.sendInBatches || settings.batchSize <= 0) return Math.ceil(sending);
  const batches = Math.ceil(recipients / settings.batchSize);
  return Math.ceil(sending + (batches - 1) * settings.delayBetweenBatches * 60);
}
