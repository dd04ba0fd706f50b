import "server-only";
import type { TeamOverview } from "@/lib/team/types";
import { db } from "@/lib/server/db";
import { pendingInvitation } from "@/lib/server/team/invitations";
import { seatLimitOf } from "@/lib/server/team/team-settings";

// The team page's overview counts (spec 02 §2.13), from real rows. Seats: members plus pending
// invitations against the plan's member limit (lowered by the chosen team size).

export type { TeamOverview };

export async function getTeamOverview({ companyId }: { companyId: string }): Promise<TeamOverview> {
  const [company, roles, pending] = await Promise.all([
    db.company.findUniqueOrThrow({ where: { id: companyId }, select: { plan: true, teamSettings: true } }),
    db.user.groupBy({ by: ["role"], where: { companyId }, _count: { _all: true } }),
    db.invitation.count({ where: { companyId, ...pendingInvitation() } }),
  ]);
  const countOf = (role: string) => roles.find((row) => row.role === role)?._count._all ?? 0;
  const members = roles.reduce((sum, row) => sum + row._count._all, 0);
  const { limit, planLimit } = seatLimitOf(company);
  return {
    members,
    owners: countOf("owner"),
    admins: countOf("admin"),
    pendingInvitations: pending,
    seats: { used: members + pending, limit, planLimit },
    plan: company.plan,
  };
}
