import "server-only";
import type { CompanyJson } from "@/lib/team/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { TeamSettings } from "@/lib/validation/team";
import { readTeamSettings } from "@/lib/server/team/team-settings";

// GET / PUT /api/v1/company: the caller's company (api.md "Workspace"): name, plan and the team
// settings. Plan changes go through billing; this only names and configures the workspace.

export type { CompanyJson };

const companySelect = { id: true, name: true, plan: true, teamSettings: true, createdAt: true } as const;

function toCompanyJson(row: {
  id: string;
  name: string;
  plan: string;
  teamSettings: Prisma.JsonValue;
  createdAt: Date;
}) {
  return {
    id: row.id,
    name: row.name,
    plan: row.plan,
    teamSettings: readTeamSettings(row.teamSettings),
    createdAt: row.createdAt.toISOString(),
  } satisfies CompanyJson;
}

export async function getCompany({ companyId }: { companyId: string }): Promise<CompanyJson> {
  return toCompanyJson(await db.company.findUniqueOrThrow({ where: { id: companyId }, select: companySelect }));
}

export async function updateCompany({
  companyId,
  input,
}: {
  companyId: string;
  input: { name?: string; teamSettings?: Partial<TeamSettings> };
}): Promise<CompanyJson> {
  return db.$transaction(async (tx) => {
    const current = await tx.company.findUniqueOrThrow({ where: { id: companyId }, select: { teamSettings: true } });
    const teamSettings = { ...readTeamSettings(current.teamSettings), ...input.teamSettings };
    const row = await tx.company.update({
      where: { id: companyId },
      data: { ...(input.name !== undefined ? { name: input.name } : {}), teamSettings },
      select: companySelect,
    });
    return toCompanyJson(row);
  });
}
