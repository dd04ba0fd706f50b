import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { sendMail } from "@/lib/server/mail/mailer";
import { invitationMail } from "@/lib/server/mail/templates";
import type { InviteRole } from "@/lib/validation/team";
import { alreadyMember, emailHasAccount, invitationNotFound } from "@/lib/server/team/errors";
import {
  invitationSelect,
  invitationUrl,
  newInvitationExpiry,
  newInvitationToken,
  openInvitation,
  toInvitationJson,
  type InvitationJson,
} from "@/lib/server/team/invitations";
import { lockCompany } from "@/lib/server/team/lock";
import { assertSeatAvailable } from "@/lib/server/team/seats";

// POST /api/v1/team/invitations and POST …/{id}/resend. One open invitation per company and
// address: inviting the same address again replaces it (new role, new link, 7 more days), and a
// resend issues a new token, so the old link dies at once.

type Inviter = { id: string; companyId: string };

async function companyForInvites(tx: Prisma.TransactionClient, companyId: string) {
  await lockCompany(tx, companyId);
  return tx.company.findUniqueOrThrow({
    where: { id: companyId },
    select: { id: true, name: true, plan: true, teamSettings: true },
  });
}

export async function inviteMember({
  inviter,
  email,
  role,
}: {
  inviter: Inviter;
  email: string;
  role: InviteRole;
}): Promise<{ invitation: InvitationJson; replaced: boolean }> {
  const { token, tokenHash } = newInvitationToken();
  const now = new Date();
  const result = await db.$transaction(async (tx) => {
    const company = await companyForInvites(tx, inviter.companyId);
    // One account per address across Kanal: an existing one cannot join another company.
    const account = await tx.user.findUnique({ where: { email }, select: { companyId: true } });
    if (account) throw account.companyId === company.id ? alreadyMember() : emailHasAccount();
    const existing = await tx.invitation.findFirst({
      where: { companyId: company.id, email, ...openInvitation },
      orderBy: { sentAt: "desc" },
      select: { id: true },
    });
    await assertSeatAvailable(tx, company, existing?.id);
    const data = { role, tokenHash, invitedById: inviter.id, sentAt: now, expiresAt: newInvitationExpiry(now) };
    const row = existing
      ? await tx.invitation.update({ where: { id: existing.id }, data, select: invitationSelect })
      : await tx.invitation.create({ data: { ...data, companyId: company.id, email }, select: invitationSelect });
    return { row, company, replaced: Boolean(existing) };
  });
  await mailInvitation({ inviterId: inviter.id, companyName: result.company.name, row: result.row, token });
  logger.info({ companyId: inviter.companyId, inviterId: inviter.id, invitationId: result.row.id }, "invitation sent");
  return { invitation: toInvitationJson(result.row), replaced: result.replaced };
}

export async function resendInvitation({ inviter, id }: { inviter: Inviter; id: string }): Promise<InvitationJson> {
  const { token, tokenHash } = newInvitationToken();
  const now = new Date();
  const result = await db.$transaction(async (tx) => {
    const company = await companyForInvites(tx, inviter.companyId);
    const existing = await tx.invitation.findFirst({
      where: { id, companyId: company.id, ...openInvitation },
      select: { id: true, email: true },
    });
    if (!existing) throw invitationNotFound();
    if (await tx.user.findUnique({ where: { email: existing.email }, select: { id: true } })) throw emailHasAccount();
    // An expired invitation held no seat; renewing it takes one again.
    await assertSeatAvailable(tx, company, existing.id);
    const row = await tx.invitation.update({
      where: { id: existing.id },
      data: { tokenHash, invitedById: inviter.id, sentAt: now, expiresAt: newInvitationExpiry(now) },
      select: invitationSelect,
    });
    return { row, company };
  });
  await mailInvitation({ inviterId: inviter.id, companyName: result.company.name, row: result.row, token });
  logger.info({ companyId: inviter.companyId, inviterId: inviter.id, invitationId: id }, "invitation resent");
  return toInvitationJson(result.row);
}

/** DELETE /api/v1/team/invitations/{id}: the link stops working at once. */
export async function cancelInvitation({ companyId, id }: { companyId: string; id: string }): Promise<void> {
  const { count } = await db.invitation.updateMany({
    where: { id, companyId, ...openInvitation },
    data: { cancelledAt: new Date() },
  });
  if (count === 0) throw invitationNotFound();
}

async function mailInvitation({
  inviterId,
  companyName,
  row,
  token,
}: {
  inviterId: string;
  companyName: string;
  row: { email: string; role: string; expiresAt: Date };
  token: string;
}) {
  const inviter = await db.user.findUnique({
    where: { id: inviterId },
    select: { firstName: true, lastName: true, locale: true },
  });
  await sendMail(
    invitationMail({
      to: row.email,
      locale: inviter?.locale ?? "tr",
      inviterName: inviter ? `${inviter.firstName} ${inviter.lastName}` : companyName,
      companyName,
      role: row.role === "admin" ? "admin" : "member",
      url: invitationUrl(token),
      expiresAt: row.expiresAt,
    }),
  );
}
