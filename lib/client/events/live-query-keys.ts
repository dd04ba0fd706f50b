import type { QueryKey } from "@tanstack/react-query";
import type { StreamEvent } from "@/lib/events/types";

// Which cached queries an event makes stale (architecture.md → Real-time: clients re-fetch through
// the query layer on an event). Screens keep their queries under these keys (useApiQuery(key, path)
// caches under [...key, path], and invalidating a key refreshes every path under it):
//   conversation lists           CONVERSATION_LIST_KEY          ["conversations", "list"]
//   one conversation             conversationDetailKey(id)      ["conversations", id, "detail"]
//   its thread (pages)           conversationMessagesKey(id)    ["conversations", id, "messages"]
//   the sidebar badge, tab title INBOX_SUMMARY_KEY              ["inbox", "summary"]
//   the notification bell        NOTIFICATIONS_KEY              ["notifications"]
//   campaigns, posts             ["campaigns"], ["posts"]
//   templates (list, stats, one) TEMPLATES_KEY                  ["templates"]
// Only mounted queries refetch at once; the rest are only marked stale.
//
// A thread is never refetched on an event: it may hold many pages, and a status tick would read
// them all again. The open chat patches it in place or reads the one message the event names
// (components/inbox/chat/chat-data.ts → useThreadLive); quietKeysFor only marks it stale, so a
// thread in the cache but not on screen is read anew when it is opened again.

export const CONVERSATION_LIST_KEY = ["conversations", "list"] as const;
export const conversationKey = (conversationId: string) => ["conversations", conversationId] as const;
export const conversationDetailKey = (conversationId: string) =>
  [...conversationKey(conversationId), "detail"] as const;
export const conversationMessagesKey = (conversationId: string) =>
  [...conversationKey(conversationId), "messages"] as const;
export const NOTIFICATIONS_KEY = ["notifications"] as const;
export const INBOX_SUMMARY_KEY = ["inbox", "summary"] as const;
export const CAMPAIGNS_KEY = ["campaigns"] as const;
export const POSTS_KEY = ["posts"] as const;
export const TEMPLATES_KEY = ["templates"] as const;

/** Every key an event may touch: what a `reset` (too much missed to replay) makes stale. */
export const LIVE_QUERY_KEYS: readonly QueryKey[] = [
  ["conversations"],
  INBOX_SUMMARY_KEY,
  NOTIFICATIONS_KEY,
  CAMPAIGNS_KEY,
  POSTS_KEY,
  TEMPLATES_KEY,
];

/** The query keys one event makes stale. */
export function keysFor(event: Pick<StreamEvent, "kind" | "data">): QueryKey[] {
  switch (event.kind) {
    case "message.created":
    case "conversation.updated": {
      // A customer's message and a read, assignment or "mark unread" change the unread count.
      const { conversationId } = event.data as { conversationId: string };
      return [conversationDetailKey(conversationId), CONVERSATION_LIST_KEY, INBOX_SUMMARY_KEY];
    }
    case "message.updated":
      // A status or an arrived file: nothing the list, the header or the badge shows (the thread
      // is patched in place, quietKeysFor).
      return [];
    case "notification.created":
      return [NOTIFICATIONS_KEY];
    case "campaign.progress":
      return [CAMPAIGNS_KEY];
    case "post.updated":
      return [POSTS_KEY];
    case "template.updated":
      return [TEMPLATES_KEY];
    default:
      return [];
  }
}

/** The query keys one event marks stale without refetching them (a thread: see above). */
export function quietKeysFor(event: Pick<StreamEvent, "kind" | "data">): QueryKey[] {
  if (event.kind !== "message.created" && event.kind !== "message.updated") return [];
  const { conversationId } = event.data as { conversationId: string };
  return [conversationMessagesKey(conversationId)];
}
