import type { InviteRole, TeamRole, TeamSettings } from "@/lib/validation/team";

// The JSON shapes the team API answers (api.md "Workspace"), once: lib/server/team builds them,
// the routes send them, the team page reads them. Client-safe: types only.

/** GET / PUT /company */
export type CompanyJson = {
  id: string;
  name: string;
  plan: string;
  teamSettings: TeamSettings;
  createdAt: string;
};

/** One of GET /team/invitations. */
export type InvitationJson = {
  id: string;
  email: string;
  role: InviteRole;
  /** "expired": the link no longer works; a resend gives a new one. */
  status: "pending" | "expired";
  invitedBy: { id: string; name: string } | null;
  sentAt: string;
  expiresAt: string;
  createdAt: string;
};

/** One of GET /team/members. */
export type MemberJson = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: TeamRole;
  /** "inactive": the person deactivated their account (issue 6) and has not signed in since. */
  status: "active" | "inactive";
  /** The newest activity of any of their sessions, else their last sign-in; null = never. */
  lastSeenAt: string | null;
  joinedAt: string;
  avatar: string | null;
};

/** The team page's overview counts (GET /team/overview). */
export type TeamOverview = {
  members: number;
  owners: number;
  admins: number;
  pendingInvitations: number;
  seats: { used: number; limit: number | null; planLimit: number | null };
  plan: string;
};
