import type { TeamRole } from "@/lib/validation/team";

// The JSON shapes the account API answers (api.md §Account), once: the services in
// lib/server/account build them, the routes send them, the settings screens read them.
// Client-safe: types only.

/** An e-mail change awaiting its code. */
export type PendingEmailChange = { email: string; expiresAt: string };

/** GET /account/profile */
export type AccountProfile = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  jobTitle: string | null;
  bio: string | null;
  avatar: string | null;
  role: TeamRole;
  companyId: string;
  companyName: string;
  plan: string;
  emailVerified: boolean;
  createdAt: string;
  pendingEmail: PendingEmailChange | null;
};

export type DataExportState = "pending" | "ready" | "failed" | "expired";

/** One of GET /account/export's exports (newest first). */
export type DataExportJson = {
  id: string;
  status: DataExportState;
  sizeBytes: number | null;
  createdAt: string;
  /** When a ready export stops being downloadable. */
  expiresAt: string | null;
  /** The download's file name. */
  fileName: string;
};

/** Which icon the list shows; guessed from the user agent like the rest of the label. */
export type DeviceType = "desktop" | "mobile" | "tablet" | "unknown";

/** One of GET /account/sessions. */
export type SessionJson = {
  id: string;
  /** The operating system ("Windows", "iOS"), or null when the agent does not say. */
  device: string | null;
  deviceType: DeviceType;
  browser: string | null;
  ip: string | null;
  lastActiveAt: string;
  createdAt: string;
  /** The session of the request that asked. */
  current: boolean;
};

export type SecurityEventStatus = "success" | "warning";

/** One row of the security activity log (GET /account/security/events). */
export type SecurityEventJson = {
  id: string;
  /** One of SECURITY_ACTIONS; the page names it in the reader's language. */
  action: string;
  status: SecurityEventStatus;
  createdAt: string;
  device: string | null;
  browser: string | null;
  ip: string | null;
};

export type SecurityEventPage = {
  events: SecurityEventJson[];
  pagination: { page: number; limit: number; total: number; totalPages: number; hasMore: boolean };
};
