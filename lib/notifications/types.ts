// The bell's JSON (api.md: GET /api/v1/notifications), once: lib/server/notifications stores and
// lists them, the bell (components/shell/notification-bell.tsx) renders them. Client-safe.

export type NotificationType =
  "signIn" | "importFinished" | "invitation" | "exportReady" | "usageAlert" | "invitationAccepted" | "postManual";

/** One notification, rendered from `type` + `data` in the reader's language (unknown types as generic). */
export type NotificationJson = {
  id: string;
  type: string;
  data: unknown;
  readAt: string | null;
  createdAt: string;
};

export type NotificationList = { notifications: NotificationJson[]; unreadCount: number };
