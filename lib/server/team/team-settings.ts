import "server-only";
import { planOf } from "@/lib/billing/plans";
import { DEFAULT_TEAM_SETTINGS, teamSettingsSchema, type TeamSettings } from "@/lib/validation/team";

// Company.teamSettings as stored JSON → complete settings. A stored value that no longer passes
// (an option since removed) reads as the default rather than breaking the team page.
export function readTeamSettings(stored: unknown): TeamSettings {
  const parsed = teamSettingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : DEFAULT_TEAM_SETTINGS;
}

/**
 * How many people (members plus pending invitations) the company may have: the plan's member
 * limit, lowered by the team size the company chose (spec 02 §9). `null` = unlimited.
 */
export function seatLimitOf(company: { plan: string; teamSettings: unknown }): {
  limit: number | null;
  planLimit: number | null;
} {
  const planLimit = planOf(company.plan).limits.members;
  const { teamSize } = readTeamSettings(company.teamSettings);
  const chosen = teamSize === "unlimited" ? null : Number(teamSize);
  const limits = [planLimit, chosen].filter((value): value is number => value !== null);
  return { limit: limits.length ? Math.min(...limits) : null, planLimit };
}
