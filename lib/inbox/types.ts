import type { ChannelKind } from "@/lib/channels/types";
import type { MessageDirection } from "@/lib/messages/types";

// The JSON shapes of the inbox API (api.md → Conversations), once: lib/server/inbox builds them,
// the routes send them, the inbox screen reads them. Client-safe: types and constants only.

export const CONVERSATION_STATUSES = ["open", "resolved"] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

export const CONVERSATION_TABS = ["all", "unread", "unresolved"] as const;
export type ConversationTab = (typeof CONVERSATION_TABS)[number];

/** "Active recently": the customer wrote in the last 5 minutes (WhatsApp has no presence). */
export const ACTIVE_RECENTLY_MS = 5 * 60 * 1000;

export type ConversationJson = {
  id: string;
  channel: { id: string; kind: ChannelKind; name: string };
  customer: { id: string; firstName: string; lastName: string; phone: string | null; avatar: string | null };
  status: ConversationStatus;
  assignee: { id: string; name: string; avatar: string | null } | null;
  /** Pinned by the caller (pins are per user). */
  pinned: boolean;
  /** The customer's messages not read yet by the company's staff (shared by the team). */
  unreadCount: number;
  lastMessage: { preview: string; direction: MessageDirection; at: string } | null;
  activeRecently: boolean;
  /** When the 24-hour customer-service window closes; null when the customer never wrote. */
  windowOpenUntil: string | null;
  resolvedAt: string | null;
  /** The satisfaction score (1–5) recorded when it was resolved, if any. */
  rating: number | null;
  createdAt: string;
};

export type ConversationCounts = { all: number; unread: number; unresolved: number };

/** GET /conversations: pinned ones first (the caller's), then newest first; `nextCursor` reads on. */
export type ConversationPage = {
  conversations: ConversationJson[];
  nextCursor: string | null;
  counts: ConversationCounts;
  /**
   * False when a search matched so many messages that the counts looked at only the first 5,000:
   * then they are a lower bound (show "1,234+" rather than a number).
   */
  countsExact: boolean;
};

/** The customer panel's figures: over all of the customer's conversations and orders. */
export type CustomerStats = { messages: number; orders: number; rating: number | null };

/** GET /conversations/{id}. */
export type ConversationDetail = { conversation: ConversationJson; customerStats: CustomerStats };

/** GET /inbox/summary: the sidebar badge. */
export type InboxSummary = { unreadConversations: number };

/** System lines a conversation's chat shows (stored as messages of type "system"). */
export const SYSTEM_EVENTS = ["assigned", "unassigned", "resolved", "reopened"] as const;
export type SystemEvent = (typeof SYSTEM_EVENTS)[number];

export type CustomerNoteJson = {
  id: string;
  customerId: string;
  text: string;
  author: { id: string; name: string; avatar: string | null } | null;
  /** Whether the caller may delete it (its author, an owner or an admin). */
  canDelete: boolean;
  createdAt: string;
};

export const ORDER_STATUSES = ["processing", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type CustomerOrderJson = {
  id: string;
  customerId: string;
  product: string;
  /** Exact decimal as text ("1249.90"): never a float. */
  amount: string;
  currency: string;
  status: OrderStatus;
  orderedAt: string;
  createdAt: string;
  updatedAt: string;
};
