import "server-only";
import { sha256 } from "@/lib/server/auth/secrets";
import { db } from "@/lib/server/db";
import type { InviteRole } from "@/lib/validation/team";

// What the accept page (and GET /api/v1/auth/invitation) may know about a link before the form.
// Knowing why a link is dead needs the link itself, so telling "expired" from "used" gives a
// stranger nothing; a forged token is simply "invalid".

export type InvitationCheck =
  | {
      status: "valid";
      email: string;
      role: InviteRole;
      companyName: string;
      inviterName: string | null;
      expiresAt: string;
      /** The address already has a Kanal account: the page says so instead of showing the form. */
      accountExists: boolean;
    }
  | { status: "invalid" | "expired" | "used" | "cancelled" };

export async function checkInvitation(token: string | undefined): Promise<InvitationCheck> {
  if (!token || token.length > 200) return { status: "invalid" };
  const row = await db.invitation.findUnique({
    where: { tokenHash: sha256(token) },
    select: {
      email: true,
      role: true,
      expiresAt: true,
      acceptedAt: true,
      cancelledAt: true,
      company: { select: { name: true } },
      invitedBy: { select: { firstName: true, lastName: true } },
    },
  });
  if (!row) return { status: "invalid" };
  if (row.acceptedAt) return { status: "used" };
  if (row.cancelledAt) return { status: "cancelled" };
  if (row.expiresAt <= new Date()) return { status: "expired" };
  const account = await db.user.findUnique({ where: { email: row.email }, select: { id: true } });
  return {
    status: "valid",
    email: row.email,
    role: row.role === "admin" ? "admin" : "member",
    companyName: row.company.name,
    inviterName: row.invitedBy ? `${row.invitedBy.firstName} ${row.invitedBy.lastName}` : null,
    expiresAt: row.expiresAt.toISOString(),
    accountExists: account !== null,
  };
}
