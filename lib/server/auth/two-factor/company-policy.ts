import "server-only";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { recordSecurityEvent } from "@/lib/server/security/events";

// The owner's company-wide rule (GET/PUT /api/v1/company/security): when two-factor is required,
// members without it are sent to set it up when they next sign in.

export type CompanySecurity = { requireTwoFactor: boolean };

export async function getCompanySecurity({ companyId }: { companyId: string }): Promise<CompanySecurity> {
  const company = await db.company.findUnique({ where: { id: companyId }, select: { requireTwoFactor: true } });
  if (!company) throw notFound();
  return company;
}

export async function setCompanySecurity({
  companyId,
  userId,
  requireTwoFactor,
  req,
}: {
  companyId: string;
  userId: string;
  requireTwoFactor: boolean;
  req?: Request;
}): Promise<CompanySecurity> {
  const before = await getCompanySecurity({ companyId });
  if (before.requireTwoFactor === requireTwoFactor) return before;
  const company = await db.company.update({
    where: { id: companyId },
    data: { requireTwoFactor },
    select: { requireTwoFactor: true },
  });
  await recordSecurityEvent({ userId, companyId, action: "twoFactorPolicyChanged", req, data: { requireTwoFactor } });
  return company;
}
