"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useFormatter } from "@/components/format/formatter-provider";
import { useLiveEvent } from "@/components/query/live-events";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import { INBOX_SUMMARY_KEY } from "@/lib/client/events/live-query-keys";
import type { ConversationDetail, InboxSummary } from "@/lib/inbox/types";
import {
  claimAlert,
  inboundAlert,
  SOUND_THEME_TONES,
  SOUND_VOLUME_GAIN,
  withUnreadCount,
} from "@/lib/notifications/inbox-alerts";
import { previewWords } from "@/lib/inbox/preview";
import { apiQueryKey, useApiQuery } from "@/lib/query/use-api-query";
import type { NotificationPreferences, Preferences } from "@/lib/validation/preferences";

// The shell's live inbox parts (issue 18, Live), mounted once per tab by app/(app)/layout.tsx:
// the unread-conversation count behind the sidebar badge (GET /inbox/summary, kept fresh by the
// event stream: live-query-keys.ts makes it stale on every message.created and conversation.updated
// the user may see, so every open tab follows), the browser tab's title "(N) …", and for a
// customer's new message the sound and desktop notification the user's settings ask for
// (lib/notifications/inbox-alerts.ts). The desktop permission is asked only from a click
// (DesktopNotificationsButton, in the bell).

const SUMMARY_PATH = "/inbox/summary";
const PREFERENCES_KEY = ["account", "preferences"] as const;
const PREFERENCES_PATH = "/account/preferences";
/** A hidden tab lets a visible one take the alert first. */
const HIDDEN_TAB_DELAY_MS = 150;

/** Unread conversations the user sees (0 while unknown); `initial` is the server's count for first paint. */
export function useUnreadConversations(initial?: number): number {
  const { data } = useApiQuery<InboxSummary>(INBOX_SUMMARY_KEY, SUMMARY_PATH, {
    initialData: initial === undefined ? undefined : { unreadConversations: initial },
  });
  return data?.unreadConversations ?? 0;
}

/** Keeps "(N) " in front of the tab's title, whatever title the screen (Next's metadata) sets. */
function useUnreadTitle(unread: number) {
  useEffect(() => {
    const apply = () => {
      const next = withUnreadCount(document.title, unread);
      if (next !== document.title) document.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [unread]);
}

// One AudioContext per tab, made and resumed on the user's first click or key: browsers keep audio
// that no gesture allowed silent.
let audio: AudioContext | null = null;
function unlockAudio() {
  if (typeof AudioContext === "undefined") return;
  audio ??= new AudioContext();
  if (audio.state === "suspended") void audio.resume().catch(() => {});
}

function playSound(sound: NotificationPreferences["sound"]) {
  if (!audio || audio.state !== "running") return;
  const peak = SOUND_VOLUME_GAIN[sound.volume];
  const start = audio.currentTime + 0.01;
  for (const tone of SOUND_THEME_TONES[sound.theme]) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    const at = start + tone.startMs / 1000;
    const end = at + tone.durationMs / 1000;
    oscillator.type = tone.wave;
    oscillator.frequency.value = tone.frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(peak, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(end + 0.02);
  }
}

const notificationPermission = (): NotificationPermission | "unsupported" =>
  typeof Notification === "undefined" ? "unsupported" : Notification.permission;

function useInboundAlerts() {
  const t = useTranslations("inboxLive");
  const previews = useTranslations("inboxScreen.list.previews");
  const queryClient = useQueryClient();
  const router = useRouter();
  const { timeZone } = useFormatter();

  useEffect(() => {
    const events = ["pointerdown", "keydown"] as const;
    for (const name of events) window.addEventListener(name, unlockAudio, { passive: true });
    return () => events.forEach((name) => window.removeEventListener(name, unlockAudio));
  }, []);

  useLiveEvent("message.created", async (event) => {
    if (event.data.direction !== "in") return;
    const isVisible = document.visibilityState === "visible";
    if (!isVisible) await new Promise((resolve) => setTimeout(resolve, HIDDEN_TAB_DELAY_MS));
    if (!claimAlert(window.localStorage, event.id)) return;
    let preferences: Preferences;
    try {
      preferences = await queryClient.fetchQuery({
        queryKey: apiQueryKey(PREFERENCES_KEY, PREFERENCES_PATH),
        queryFn: async ({ signal }) => (await api<Preferences>(PREFERENCES_PATH, { signal })).data,
        staleTime: 10_000,
      });
    } catch {
      return;
    }
    const alert = inboundAlert(preferences.notifications, {
      now: new Date(),
      timeZone,
      permission: notificationPermission(),
      isVisible,
    });
    if (alert.sound) playSound(alert.sound);
    if (!alert.desktop) return;
    const conversationId = event.data.conversationId;
    const detail = await api<ConversationDetail>(`/conversations/${encodeURIComponent(conversationId)}`).catch(
      () => null,
    );
    const customer = detail?.data.conversation.customer;
    const name = customer ? `${customer.firstName} ${customer.lastName}`.trim() : "";
    const preview = detail?.data.conversation.lastMessage?.preview;
    const notification = new Notification(name ? t("newMessageFrom", { name }) : t("newMessage"), {
      // The last message in words ("Photo", not the stored "[image]").
      body: preview === undefined ? undefined : previewWords(preview, (key, values) => previews(key, values)),
      tag: event.data.messageId,
      silent: true,
    });
    notification.onclick = () => {
      window.focus();
      router.push(`/conversation?c=${encodeURIComponent(conversationId)}`);
      notification.close();
    };
  });
}

/** The live inbox of the shell: title and alerts (the badge reads useUnreadConversations). */
export function InboxLive({ initialUnread }: { initialUnread: number }) {
  const unread = useUnreadConversations(initialUnread);
  useUnreadTitle(unread);
  useInboundAlerts();
  return null;
}

const subscribePermission = (onChange: () => void) => {
  if (typeof navigator === "undefined" || !navigator.permissions) return () => {};
  let status: PermissionStatus | null = null;
  void navigator.permissions
    .query({ name: "notifications" })
    .then((result) => {
      status = result;
      result.addEventListener("change", onChange);
    })
    .catch(() => {});
  return () => status?.removeEventListener("change", onChange);
};

/** The browser's answer so far: "default" until asked (the server renders nothing). */
export function useNotificationPermission(): NotificationPermission | "unsupported" {
  return useSyncExternalStore(subscribePermission, notificationPermission, () => "granted");
}

/**
 * Asks the browser for desktop notifications; only ever called from a click (browsers ignore, and
 * users resent, a prompt nobody asked for). Hidden once the browser has answered.
 */
export function DesktopNotificationsButton({ className }: { className?: string }) {
  const t = useTranslations("inboxLive");
  const permission = useNotificationPermission();
  const asked = useRef(false);
  if (permission !== "default") return null;
  return (
    <Button
      type="button"
      variant="link"
      size="sm"
      className={className}
      data-testid="enable-desktop-notifications"
      onClick={() => {
        if (asked.current) return;
        asked.current = true;
        unlockAudio();
        void Notification.requestPermission().finally(() => {
          asked.current = false;
        });
      }}
    >
      {t("enableDesktop")}
    </Button>
  );
}
