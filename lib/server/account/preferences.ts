import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/config";
import { db } from "@/lib/server/db";
import {
  DEFAULT_PREFERENCES,
  preferencesSchema,
  type NotificationKind,
  type Preferences,
} from "@/lib/validation/preferences";
import { regionDefaultsFor } from "@/lib/region/options";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The stored preferences completed with defaults; a value that no longer validates reads as its
 * default. Region defaults follow the interface language (`locale`): a user who never saved region
 * settings keeps the formats Kanal showed before they existed (lib/validation/region.ts).
 */
export function readPreferences(
  stored: Prisma.JsonValue | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
): Preferences {
  const object = isObject(stored) ? stored : {};
  const defaults = regionDefaultsFor(locale);
  const region = isObject(object.region) ? object.region : {};
  const withRegion = { ...object, region: { ...defaults, ...region } };
  const parsed = preferencesSchema.safeParse(withRegion);
  return parsed.success ? parsed.data : { ...DEFAULT_PREFERENCES, region: defaults };
}

export async function getPreferences(userId: string, locale?: Locale): Promise<Preferences> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { preferences: true } });
  return readPreferences(user?.preferences, locale);
}

/**
 * Replaces the given sections, keeps the others as stored (a section never saved stays unsaved,
 * so its defaults keep following the language). Saving a region also sets User.locale, the
 * language of the user's e-mails.
 */
export async function updatePreferences(
  userId: string,
  patch: Partial<Preferences>,
  locale?: Locale,
): Promise<Preferences> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { preferences: true } });
  const next = { ...(isObject(user?.preferences) ? user.preferences : {}), ...patch };
  await db.user.update({
    where: { id: userId },
    data: {
      preferences: next as Prisma.InputJsonObject,
      ...(patch.region ? { locale: patch.region.language } : {}),
    },
  });
  return readPreferences(next as Prisma.JsonValue, locale);
}

/**
 * Whether Kanal may e-mail this user about `kind`: the e-mail channel and the type's checkbox
 * must both be on. Security alerts cannot be switched off for e-mail (issue 6).
 */
export function wantsEmail(preferences: Preferences, kind: NotificationKind): boolean {
  if (kind === "securityAlerts") return true;
  return preferences.notifications.channels.email && preferences.notifications.types[kind];
}
