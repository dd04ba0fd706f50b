import "server-only";
import type { Prisma, Role } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";

// The `user` of api.md: what any client may see about the signed-in person. Never a hash or a token.
export type PublicUser = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  role: Role;
  companyId: string;
  companyName: string;
  emailVerified: boolean;
  avatar: string | null;
  createdAt: string;
};

export const publicUserSelect = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  role: true,
  companyId: true,
  emailVerifiedAt: true,
  avatarUrl: true,
  createdAt: true,
  company: { select: { name: true } },
} as const;

type SelectedUser = Prisma.UserGetPayload<{ select: typeof publicUserSelect }>;

export function toPublicUser(user: SelectedUser): PublicUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    role: user.role,
    companyId: user.companyId,
    companyName: user.company.name,
    emailVerified: user.emailVerifiedAt !== null,
    avatar: user.avatarUrl,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The signed-in user, scoped by their company like every other read. */
export async function getPublicUser({ userId, companyId }: { userId: string; companyId: string }) {
  const user = await db.user.findFirst({ where: { id: userId, companyId }, select: publicUserSelect });
  if (!user) throw notFound();
  return toPublicUser(user);
}
