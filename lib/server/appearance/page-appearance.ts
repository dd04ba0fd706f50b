import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { appearanceAttributes, REDUCED_MOTION_COOKIE, rootFontSize } from "@/lib/appearance/html-attributes";
import { storedPreferences } from "@/lib/server/account/current-preferences";
import { readPreferences } from "@/lib/server/account/preferences";
import { optionalSession } from "@/lib/server/auth/current-user";
import type { AppearancePreferences } from "@/lib/appearance/options";

export type CurrentAppearance = {
  appearance: AppearancePreferences;
  /** Whether the person ever saved a theme: only then does it override this browser's choice. */
  hasSavedTheme: boolean;
};

/** The signed-in person's saved appearance (defaults filled in), or null when signed out. One read per request. */
export const currentAppearance = cache(async (): Promise<CurrentAppearance | null> => {
  const session = await optionalSession();
  if (!session) return null;
  const preferences = await storedPreferences(session.userId);
  const stored = preferences as { appearance?: { theme?: unknown } } | null;
  return {
    appearance: readPreferences(preferences).appearance,
    hasSavedTheme: typeof stored?.appearance?.theme === "string",
  };
});

/**
 * What <html> carries on this request. Signed in: every choice. Signed out (login, register…):
 * only reduced motion, remembered in a cookie, so the login carousel stays still for whoever
 * asked for that; everything else looks as it always did.
 */
export async function htmlAppearance(): Promise<{
  attributes: Record<string, string>;
  style: ReturnType<typeof rootFontSize>;
  savedTheme: AppearancePreferences["theme"] | null;
}> {
  const current = await currentAppearance();
  if (current) {
    const { appearance, hasSavedTheme } = current;
    return {
      attributes: appearanceAttributes(appearance),
      style: rootFontSize(appearance),
      savedTheme: hasSavedTheme ? appearance.theme : null,
    };
  }
  const reduced = (await cookies()).get(REDUCED_MOTION_COOKIE)?.value === "1";
  return { attributes: reduced ? { "data-motion": "reduced" } : {}, style: undefined, savedTheme: null };
}
