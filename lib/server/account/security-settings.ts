import "server-only";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import type { SecuritySettings, UpdateSecuritySettingsInput } from "@/lib/validation/security";

// GET/PUT /api/v1/account/security: login alerts and profile visibility (spec 02 §2.9), stored
// on the User row. No security event: these are preferences, and the activity list is kept for
// what touches access to the account.

const select = { loginAlerts: true, profileVisibility: true } as const;

export async function getSecuritySettings({ userId }: { userId: string }): Promise<SecuritySettings> {
  const user = await db.user.findUnique({ where: { id: userId }, select });
  if (!user) throw notFound();
  return user;
}

/** Changes the fields given; answers the settings as stored. */
export async function updateSecuritySettings({
  userId,
  input,
}: {
  userId: string;
  input: UpdateSecuritySettingsInput;
}): Promise<SecuritySettings> {
  return db.user.update({
    where: { id: userId },
    data: {
      ...(input.loginAlerts !== undefined ? { loginAlerts: input.loginAlerts } : {}),
      ...(input.profileVisibility !== undefined ? { profileVisibility: input.profileVisibility } : {}),
    },
    select,
  });
}
