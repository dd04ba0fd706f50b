import { describe, expect, it } from "vitest";
import { INBOX_SUMMARY_KEY, keysFor } from "@/lib/client/events/live-query-keys";
import { claimAlert, inboundAlert, isQuietTime, withUnreadCount } from "@/lib/notifications/inbox-alerts";
import { DEFAULT_PREFERENCES, type NotificationPreferences } from "@/lib/validation/preferences";

// The shell's live inbox (issue 18): the tab title's count, do-not-disturb in the user's zone, what
// a customer's new message sets off per the notification settings, one alert across tabs, and the
// events that refresh the sidebar badge.

const base = DEFAULT_PREFERENCES.notifications;
const prefs = (patch: Partial<NotificationPreferences>): NotificationPreferences => ({ ...base, ...patch });
const at = (iso: string) => new Date(iso);

describe("the tab title", () => {
  it("puts (N) in front while conversations are unread, once, and takes it away at 0", () => {
    expect(withUnreadCount("Mesajlar | Kanal", 3)).toBe("(3) Mesajlar | Kanal");
    expect(withUnreadCount("(3) Mesajlar | Kanal", 12)).toBe("(12) Mesajlar | Kanal");
    expect(withUnreadCount("(12) Mesajlar | Kanal", 0)).toBe("Mesajlar | Kanal");
    expect(withUnreadCount("Kanal", 0)).toBe("Kanal");
    expect(withUnreadCount("(2024) report", 0)).toBe("report");
  });
});

describe("do-not-disturb", () => {
  const dnd = (start: string, end: string, enabled = true) => ({ enabled, start, end });

  it("holds inside a window that passes midnight, in the user's zone", () => {
    // 20:30 UTC is 23:30 in Istanbul (UTC+3).
    expect(isQuietTime(dnd("22:00", "08:00"), at("2026-11-25T20:30:00Z"), "Europe/Istanbul")).toBe(true);
    expect(isQuietTime(dnd("22:00", "08:00"), at("2026-11-25T20:30:00Z"), "UTC")).toBe(false);
    expect(isQuietTime(dnd("22:00", "08:00"), at("2026-11-25T04:59:00Z"), "Europe/Istanbul")).toBe(true);
    expect(isQuietTime(dnd("22:00", "08:00"), at("2026-11-25T05:00:00Z"), "Europe/Istanbul")).toBe(false);
  });

  it("holds inside a daytime window, never when off, all day when start = end", () => {
    expect(isQuietTime(dnd("12:00", "13:00"), at("2026-11-25T12:30:00Z"), "UTC")).toBe(true);
    expect(isQuietTime(dnd("12:00", "13:00"), at("2026-11-25T13:00:00Z"), "UTC")).toBe(false);
    expect(isQuietTime(dnd("12:00", "13:00", false), at("2026-11-25T12:30:00Z"), "UTC")).toBe(false);
    expect(isQuietTime(dnd("09:00", "09:00"), at("2026-11-25T18:00:00Z"), "UTC")).toBe(true);
  });
});

describe("a customer's new message", () => {
  const noon = { now: at("2026-11-25T12:00:00Z"), timeZone: "UTC" };

  it("plays the user's sound, and notifies the desktop only when allowed, wanted and not looked at", () => {
    const sound = { theme: "modern", volume: "high" } as const;
    expect(inboundAlert(prefs({ sound }), { ...noon, permission: "granted", isVisible: false })).toEqual({
      sound,
      desktop: true,
    });
    expect(inboundAlert(prefs({ sound }), { ...noon, permission: "granted", isVisible: true }).desktop).toBe(false);
    expect(inboundAlert(prefs({ sound }), { ...noon, permission: "default", isVisible: false }).desktop).toBe(false);
    expect(inboundAlert(prefs({ sound }), { ...noon, permission: "unsupported", isVisible: false }).desktop).toBe(
      false,
    );
    const noPush = prefs({ channels: { ...base.channels, push: false } });
    expect(inboundAlert(noPush, { ...noon, permission: "granted", isVisible: false })).toEqual({
      sound: base.sound,
      desktop: false,
    });
  });

  it("does nothing during do-not-disturb or without new-message notifications", () => {
    const quiet = prefs({ doNotDisturb: { enabled: true, start: "11:00", end: "13:00" } });
    expect(inboundAlert(quiet, { ...noon, permission: "granted", isVisible: false })).toEqual({
      sound: null,
      desktop: false,
    });
    const off = prefs({ types: { ...base.types, newMessages: false } });
    expect(inboundAlert(off, { ...noon, permission: "granted", isVisible: false })).toEqual({
      sound: null,
      desktop: false,
    });
  });

  it("alerts once across tabs: the first tab to claim an event takes it", () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    };
    expect(claimAlert(storage, "41")).toBe(true);
    expect(claimAlert(storage, "41")).toBe(false);
    expect(claimAlert(storage, "9")).toBe(false);
    expect(claimAlert(storage, "100")).toBe(true);
  });
});

describe("the sidebar badge's freshness", () => {
  it("is made stale by a new message and a conversation change, not by a status tick", () => {
    const data = { conversationId: "c1", messageId: "m1" };
    expect(keysFor({ kind: "message.created", data })).toContainEqual(INBOX_SUMMARY_KEY);
    expect(keysFor({ kind: "conversation.updated", data: { conversationId: "c1" } })).toContainEqual(INBOX_SUMMARY_KEY);
    expect(keysFor({ kind: "message.updated", data: { ...data, status: "read" } })).not.toContainEqual(
      INBOX_SUMMARY_KEY,
    );
  });
});
