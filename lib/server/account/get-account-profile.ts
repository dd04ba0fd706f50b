import "server-only";
import type { AccountProfile, PendingEmailChange } from "@/lib/account/types";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";

// The profile page's data (api.md: GET /api/v1/account/profile): the editable fields, the photo,
// the account status block (plan, role, member since) and an e-mail change awaiting its code.

export type { AccountProfile, PendingEmailChange };

export const accountProfileSelect = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  jobTitle: true,
  bio: true,
  avatarUrl: true,
  role: true,
  companyId: true,
  emailVerifiedAt: true,
  createdAt: true,
  company: { select: { name: true, plan: true } },
} as const;

/** The signed-in user's profile, scoped by their company like every other read. */
export async function getAccountProfile({
  userId,
  companyId,
}: {
  userId: string;
  companyId: string;
}): Promise<AccountProfile> {
  const now = new Date();
  const user = await db.user.findFirst({
    where: { id: userId, companyId },
    select: {
      ...accountProfileSelect,
      emailChanges: {
        where: { usedAt: null, expiresAt: { gt: now } },
        orderBy: { createdAt: "desc" },
        take: 1,
        select: { newEmail: true, expiresAt: true },
      },
    },
  });
  if (!user) throw notFound();
  const pending = user.emailChanges[0];
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    jobTitle: user.jobTitle,
    bio: user.bio,
    avatar: user.avatarUrl,
    role: user.role,
    companyId: user.companyId,
    companyName: user.company.name,
    plan: user.company.plan,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
    pendingEmail: pending ? { email: pending.newEmail, expiresAt: pending.expiresAt.toISOString() } : null,
  };
}
