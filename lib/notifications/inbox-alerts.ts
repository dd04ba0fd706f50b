import type { NotificationPreferences } from "@/lib/validation/preferences";

// What a new inbound message does besides the badge (issue 18, Live): the browser tab's title
// counts unread conversations, and, per the user's notification settings (/settings/notifications),
// a sound in their theme and volume and a desktop notification, both silent during do-not-disturb.
// Pure and client-safe: components/shell/inbox-live.tsx does the browser's part.

const COUNT_PREFIX = /^\(\d+\)\s/;

/** `title` with "(N) " in front while N conversations are unread, and without it at 0. */
export function withUnreadCount(title: string, unread: number): string {
  const bare = title.replace(COUNT_PREFIX, "");
  return unread > 0 ? `(${unread}) ${bare}` : bare;
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number);
  return hours! * 60 + minutes!;
};

/** Minutes since midnight at `now` in `timeZone` (the user's region setting). */
function minutesIn(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return Number(parts.hour) * 60 + Number(parts.minute);
}

/**
 * Whether do-not-disturb holds at `now`: on, and the user's clock inside [start, end). A window
 * that passes midnight (22:00–08:00) wraps; start = end is the whole day.
 */
export function isQuietTime(
  doNotDisturb: NotificationPreferences["doNotDisturb"],
  now: Date,
  timeZone: string,
): boolean {
  if (!doNotDisturb.enabled) return false;
  const start = minutesOf(doNotDisturb.start);
  const end = minutesOf(doNotDisturb.end);
  const current = minutesIn(now, timeZone);
  if (start === end) return true;
  return start < end ? current >= start && current < end : current >= start || current < end;
}

export type InboundAlert = {
  /** The sound to play, or null. */
  sound: NotificationPreferences["sound"] | null;
  /** Whether to show a desktop notification. */
  desktop: boolean;
};

/**
 * What one new inbound message sets off for this user. Nothing unless they take new-message
 * notifications and do-not-disturb is off at the moment; then the sound of their theme, and a
 * desktop notification if they take push notifications, the browser allowed them, and they are
 * not looking at Kanal (the badge and the list already tell them).
 */
export function inboundAlert(
  preferences: NotificationPreferences,
  {
    now,
    timeZone,
    permission,
    isVisible,
  }: { now: Date; timeZone: string; permission: NotificationPermission | "unsupported"; isVisible: boolean },
): InboundAlert {
  if (!preferences.types.newMessages || isQuietTime(preferences.doNotDisturb, now, timeZone)) {
    return { sound: null, desktop: false };
  }
  return {
    sound: preferences.sound,
    desktop: preferences.channels.push && permission === "granted" && !isVisible,
  };
}

export type Tone = { frequency: number; startMs: number; durationMs: number; wave: OscillatorType };

/** Each sound theme as a few short tones (Web Audio: no sound files to ship). */
export const SOUND_THEME_TONES: Record<NotificationPreferences["sound"]["theme"], Tone[]> = {
  default: [
    { frequency: 880, startMs: 0, durationMs: 120, wave: "sine" },
    { frequency: 1320, startMs: 110, durationMs: 180, wave: "sine" },
  ],
  subtle: [{ frequency: 660, startMs: 0, durationMs: 160, wave: "sine" }],
  modern: [
    { frequency: 988, startMs: 0, durationMs: 70, wave: "triangle" },
    { frequency: 1319, startMs: 70, durationMs: 70, wave: "triangle" },
    { frequency: 1568, startMs: 140, durationMs: 120, wave: "triangle" },
  ],
  classic: [
    { frequency: 1047, startMs: 0, durationMs: 260, wave: "square" },
    { frequency: 784, startMs: 260, durationMs: 320, wave: "square" },
  ],
};

/** Peak gain per volume setting. */
export const SOUND_VOLUME_GAIN: Record<NotificationPreferences["sound"]["volume"], number> = {
  low: 0.08,
  medium: 0.2,
  high: 0.45,
};

/**
 * One alert per event across the user's open tabs: the first tab to write the event's id (ids
 * grow) plays it; the others see it taken. `store` is localStorage, shared by the tabs.
 */
export function claimAlert(store: Pick<Storage, "getItem" | "setItem">, eventId: string): boolean {
  const key = "kanal.inbox-alert";
  try {
    const last = store.getItem(key);
    if (last && /^\d+$/.test(last) && BigInt(last) >= BigInt(eventId)) return false;
    store.setItem(key, eventId);
    return true;
  } catch {
    return true;
  }
}
