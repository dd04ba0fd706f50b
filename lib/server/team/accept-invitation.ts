import "server-only";
import { hashPassword } from "@/lib/auth/password";
import type { Locale } from "@/lib/i18n/config";
import { createUserAccount } from "@/lib/server/auth/register-user";
import { sha256 } from "@/lib/server/auth/secrets";
import { checkUsageAlertsLater } from "@/lib/server/billing/usage-alerts";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { createNotification } from "@/lib/server/notifications/notifications";
import { emailHasAccount, invitationLinkInvalid } from "@/lib/server/team/errors";

// POST /api/v1/auth/accept-invitation: a new person registers straight into the inviting company
// with the invited role. The link is claimed in the same transaction that makes the account, so
// it works exactly once; the mailed link proves the address, so it counts as verified.

export async function acceptInvitation({
  input,
  locale,
}: {
  input: { token: string; email: string; firstName: string; lastName: string; password: string };
  locale: Locale;
}) {
  const tokenHash = sha256(input.token);
  const invitation = await db.invitation.findUnique({
    where: { tokenHash },
    select: { id: true, companyId: true, email: true, role: true, invitedById: true },
  });
  if (!invitation || invitation.email !== input.email) throw invitationLinkInvalid();
  if (await db.user.findUnique({ where: { email: input.email }, select: { id: true } })) throw emailHasAccount();
  // bcrypt is slow on purpose: outside the transaction, which only holds the claim and the insert.
  const passwordHash = await hashPassword(input.password);
  const now = new Date();

  const { user } = await db.$transaction(async (tx) => {
    const claimed = await tx.invitation.updateMany({
      where: { id: invitation.id, tokenHash, acceptedAt: null, cancelledAt: null, expiresAt: { gt: now } },
      data: { acceptedAt: now },
    });
    if (claimed.count === 0) throw invitationLinkInvalid();
    return createUserAccount(
      {
        email: invitation.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        role: invitation.role,
        locale,
        emailVerifiedAt: now,
        company: { connect: { id: invitation.companyId } },
      },
      tx,
    );
  });
  logger.info({ companyId: invitation.companyId, userId: user.id, invitationId: invitation.id }, "invitation accepted");

  // After the account exists: neither may undo the joining if it fails.
  await notifyInviter({ invitation, member: user }).catch((error: unknown) =>
    logger.warn({ err: error, invitationId: invitation.id }, "inviter notification failed"),
  );
  await checkUsageAlertsLater(invitation.companyId);
  return { user };
}

async function notifyInviter({
  invitation,
  member,
}: {
  invitation: { companyId: string; invitedById: string | null };
  member: { id: string; firstName: string; lastName: string; email: string; role: string };
}) {
  if (!invitation.invitedById) return;
  // The inviter may have left the company since.
  const inviter = await db.user.findFirst({
    where: { id: invitation.invitedById, companyId: invitation.companyId },
    select: { id: true },
  });
  if (!inviter) return;
  await createNotification({
    companyId: invitation.companyId,
    userId: inviter.id,
    type: "invitationAccepted",
    data: { name: `${member.firstName} ${member.lastName}`, email: member.email, role: member.role },
  });
}
