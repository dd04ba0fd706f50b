// What the team page receives and reloads: the API's shapes (api.md "Workspace").
import type { CompanyJson, InvitationJson, MemberJson, TeamOverview } from "@/lib/team/types";
import type { TeamRole } from "@/lib/validation/team";

export type { CompanyJson, InvitationJson, MemberJson, TeamOverview };

export type TeamData = {
  overview: TeamOverview;
  members: MemberJson[];
  invitations: InvitationJson[];
};

export type Viewer = { id: string; role: TeamRole };

export const ROLE_BADGE = {
  owner: "default",
  admin: "secondary",
  member: "outline",
} as const satisfies Record<TeamRole, "default" | "secondary" | "outline">;
