import "server-only";
import type { InvitationJson } from "@/lib/team/types";
import { randomToken, sha256 } from "@/lib/server/auth/secrets";
import { db } from "@/lib/server/db";
import { appUrl } from "@/lib/server/app-url";
import { INVITATION_TTL_DAYS } from "@/lib/validation/team";

// Invitation rows → the API's shape, and the pieces every invitation service shares: the link's
// token (only its SHA-256 hash is stored), its 7-day expiry, and what "open" means.

export type { InvitationJson };

const DAY_MS = 86_400_000;

export const newInvitationExpiry = (now = new Date()) => new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);

/** A fresh link token and the hash that is stored. */
export function newInvitationToken() {
  const token = randomToken();
  return { token, tokenHash: sha256(token) };
}

export const invitationUrl = (token: string) => appUrl("/auth/accept-invitation", { token });

/** Neither accepted nor cancelled (it may have expired: it is still listed, and can be resent). */
export const openInvitation = { acceptedAt: null, cancelledAt: null } as const;

/** Open and still within its 7 days: it holds a seat. */
export const pendingInvitation = (now = new Date()) => ({ ...openInvitation, expiresAt: { gt: now } });

export const invitationSelect = {
  id: true,
  email: true,
  role: true,
  sentAt: true,
  expiresAt: true,
  createdAt: true,
  invitedBy: { select: { id: true, firstName: true, lastName: true } },
} as const;

type InvitationRow = {
  id: string;
  email: string;
  role: string;
  sentAt: Date;
  expiresAt: Date;
  createdAt: Date;
  invitedBy: { id: string; firstName: string; lastName: string } | null;
};

export function toInvitationJson(row: InvitationRow, now = new Date()): InvitationJson {
  return {
    id: row.id,
    email: row.email,
    role: row.role === "admin" ? "admin" : "member",
    status: row.expiresAt > now ? "pending" : "expired",
    invitedBy: row.invitedBy
      ? { id: row.invitedBy.id, name: `${row.invitedBy.firstName} ${row.invitedBy.lastName}` }
      : null,
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/v1/team/invitations: the company's open invitations, newest first. */
export async function listInvitations({ companyId }: { companyId: string }): Promise<InvitationJson[]> {
  const rows = await db.invitation.findMany({
    where: { companyId, ...openInvitation },
    orderBy: { sentAt: "desc" },
    select: invitationSelect,
  });
  const now = new Date();
  return rows.map((row) => toInvitationJson(row, now));
}
