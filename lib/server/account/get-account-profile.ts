import "server-only";
import type { AccountProfile, PendingEmailChange } from "@/lib/account/types";
import { db } from "@/lib/server/db";
import { publicUserSelect, toPublicUser } from "@/lib/server/auth/public-user";
import { notFound } from "@/lib/server/errors";

// The profile page's data (api.md: GET /api/v1/account/profile): the signed-in user's `user`
// (lib/server/auth/public-user.ts: the editable fields, the photo, role and member since), plus
// job title, bio, the plan and an e-mail change awaiting its code.

export type { AccountProfile, PendingEmailChange };

export const accountProfileSelect = {
  ...publicUserSelect,
  jobTitle: true,
  bio: true,
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
    ...toPublicUser(user),
    jobTitle: user.jobTitle,
    bio: user.bio,
    plan: user.company.plan,
    pendingEmail: pending ? { email: pending.newEmail, expiresAt: pending.expiresAt.toISOString() } : null,
  };
}
