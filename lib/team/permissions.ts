import { can } from "@/lib/permissions";
import type { TeamRole } from "@/lib/validation/team";

// Who may do what to whom on the team (architecture.md "Tenancy and roles", spec 02 §6): the rules
// that depend on the row (the target's role, the number of owners, yourself) on top of the role
// rules of lib/permissions.ts. One set of rules for the API (which enforces them: 403 / 409) and
// the team page (which hides what the viewer cannot do), so the two never disagree.

export type TeamActor = { id: string; role: TeamRole };
export type TeamTarget = { id: string; role: TeamRole };

/** Why a change is refused: `forbidden` → 403, `lastOwner` → 409, `self` → 403 (use account deletion). */
export type Refusal = "forbidden" | "lastOwner" | "self";

/** Whether `actor` may give `target` the role `next`, given how many owners the company has. */
export function roleChangeRefusal(
  actor: TeamActor,
  target: TeamTarget,
  next: TeamRole,
  owners: number,
): Refusal | null {
  if (!can(actor.role, "team.changeRole")) return "forbidden";
  // Admins manage everyone except owners, and cannot make anyone an owner.
  if ((target.role === "owner" || next === "owner") && !can(actor.role, "team.manageOwners")) return "forbidden";
  if (target.role === "owner" && next !== "owner" && owners <= 1) return "lastOwner";
  return null;
}

/** Whether `actor` may remove `target` from the company. Leaving yourself is account deletion's job. */
export function removalRefusal(actor: TeamActor, target: TeamTarget, owners: number): Refusal | null {
  if (!can(actor.role, "team.remove")) return "forbidden";
  if (target.role === "owner" && !can(actor.role, "team.manageOwners")) return "forbidden";
  if (target.role === "owner" && owners <= 1) return "lastOwner";
  if (target.id === actor.id) return "self";
  return null;
}

/** The team page shows edit and remove on a row only when both are possible for this viewer. */
export function canManageMember(viewer: TeamActor, target: TeamTarget, owners: number): boolean {
  if (viewer.id === target.id) return false;
  return removalRefusal(viewer, target, owners) === null;
}
