import "server-only";
import type { MemberJson } from "@/lib/team/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { TeamRole } from "@/lib/validation/team";

// The member list of api.md (GET /api/v1/team/members): everyone of the caller's company, owners
// first, then admins, then members, each group by name.

export type { MemberJson };

const ROLE_ORDER: Record<TeamRole, number> = { owner: 0, admin: 1, member: 2 };

const memberSelect = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  role: true,
  deactivatedAt: true,
  lastLoginAt: true,
  avatarUrl: true,
  createdAt: true,
} as const satisfies Prisma.UserSelect;

export async function listMembers({ companyId }: { companyId: string }): Promise<MemberJson[]> {
  const [users, activity] = await Promise.all([
    db.user.findMany({ where: { companyId }, select: memberSelect }),
    db.session.groupBy({ by: ["userId"], where: { companyId }, _max: { lastActiveAt: true } }),
  ]);
  const lastActive = new Map(activity.map((row) => [row.userId, row._max.lastActiveAt]));
  return users
    .map((user) => {
      const seen = [lastActive.get(user.id), user.lastLoginAt].filter((value): value is Date => value instanceof Date);
      const lastSeen = seen.length ? new Date(Math.max(...seen.map((value) => value.getTime()))) : null;
      return {
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        role: user.role,
        status: user.deactivatedAt ? ("inactive" as const) : ("active" as const),
        lastSeenAt: lastSeen?.toISOString() ?? null,
        joinedAt: user.createdAt.toISOString(),
        avatar: user.avatarUrl,
      };
    })
    .sort(
      (a, b) =>
        ROLE_ORDER[a.role] - ROLE_ORDER[b.role] ||
        `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`, "tr"),
    );
}

/** One member of the company, or null (another company's id reads as missing). */
export async function findMember(tx: Prisma.TransactionClient, { companyId, id }: { companyId: string; id: string }) {
  return tx.user.findFirst({ where: { id, companyId }, select: { id: true, role: true } });
}

export async function countOwners(tx: Prisma.TransactionClient, companyId: string): Promise<number> {
  return tx.user.count({ where: { companyId, role: "owner" } });
}
