import "server-only";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import type { TwoFactorState } from "@/lib/validation/two-factor";

// GET /api/v1/account/two-factor, and the security page's first render of the two-factor card.

export async function getTwoFactorState(userId: string, companyId: string): Promise<TwoFactorState> {
  const user = await db.user.findFirst({
    where: { id: userId, companyId },
    select: {
      twoFactorEnabledAt: true,
      company: { select: { requireTwoFactor: true } },
      _count: { select: { recoveryCodes: { where: { usedAt: null } } } },
    },
  });
  if (!user) throw notFound();
  const enabled = user.twoFactorEnabledAt !== null;
  return {
    enabled,
    enabledAt: user.twoFactorEnabledAt?.toISOString() ?? null,
    recoveryCodesLeft: enabled ? user._count.recoveryCodes : 0,
    required: user.company.requireTwoFactor,
  };
}
