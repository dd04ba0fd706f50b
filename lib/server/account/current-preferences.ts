import "server-only";
import { cache } from "react";
import type { Locale } from "@/lib/i18n/config";
import { readPreferences } from "@/lib/server/account/preferences";
import { db } from "@/lib/server/db";
import type { Preferences } from "@/lib/validation/preferences";

// Server components' way to the signed-in person's preferences. The stored JSON is read once per
// request: the root layout (appearance), the app layout (region) and a settings page all need it.

/** The stored JSON as it is (whether a section was ever saved matters: see page-appearance.ts). */
export const storedPreferences = cache(async (userId: string) => {
  const user = await db.user.findUnique({ where: { id: userId }, select: { preferences: true } });
  return user?.preferences ?? null;
});

/** The preferences completed with defaults (region defaults from `locale`). */
export async function currentPreferences(userId: string, locale?: Locale): Promise<Preferences> {
  return readPreferences(await storedPreferences(userId), locale);
}
