import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import {
  DEFAULT_PREFERENCES,
  preferencesSchema,
  type NotificationKind,
  type Preferences,
} from "@/lib/validation/preferences";

/** The stored preferences completed with defaults; a value that no longer validates reads as its default. */
export function readPreferences(stored: Prisma.JsonValue | null | undefined): Preferences {
  const parsed = preferencesSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : DEFAULT_PREFERENCES;
}

export async function getPreferences(userId: string): Promise<Preferences> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { preferences: true } });
  return readPreferences(user?.preferences);
}

/** Replaces the given sections, keeps the others. */
export async function updatePreferences(userId: string, patch: Partial<Preferences>): Promise<Preferences> {
  const next = { ...(await getPreferences(userId)), ...patch };
  await db.user.update({ where: { id: userId }, data: { preferences: next as Prisma.InputJsonObject } });
  return next;
}

/**
 * Whether Kanal may e-mail this user about `kind`: the e-mail channel and the type's checkbox
 * must both be on. Security alerts cannot be switched off for e-mail (issue 6).
 */
export function wantsEmail(preferences: Preferences, kind: NotificationKind): boolean {
  if (kind === "securityAlerts") return true;
  return preferences.notifications.channels.email && preferences.notifications.types[kind];
}
