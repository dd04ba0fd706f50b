import type { CSSProperties } from "react";
import { FONT_SIZE_PX, type AppearancePreferences } from "@/lib/appearance/options";

// How appearance choices reach the page: data-attributes that app/globals.css styles, on <html>
// for the whole app (rendered by the server, so there is no flash) and on the settings page's
// preview box (the same CSS re-scopes its subtree). Shared by server and client.

export type AppearanceAttributes = Record<`data-${string}`, string>;

export function appearanceAttributes(appearance: AppearancePreferences): AppearanceAttributes {
  return {
    "data-accent": appearance.colorTheme,
    "data-font": appearance.fontFamily,
    "data-density": appearance.compactMode ? "compact" : "comfortable",
    "data-contrast": appearance.highContrast ? "high" : "normal",
    "data-motion": appearance.reducedMotion ? "reduced" : "full",
    "data-sr": appearance.screenReader,
    "data-sidebar": appearance.sidebarCollapsed ? "collapsed" : "expanded",
    "data-content-width": appearance.contentWidth,
    "data-mobile-nav": appearance.mobileNavigation,
  };
}

/**
 * The root font size: Tailwind sizes everything in rem, so this scales text and layout together.
 * Medium sets nothing, which keeps the browser's own default (16 px unless the person changed it).
 */
export function rootFontSize(appearance: Pick<AppearancePreferences, "fontSize">): CSSProperties | undefined {
  return appearance.fontSize === "medium" ? undefined : { fontSize: `${FONT_SIZE_PX[appearance.fontSize]}px` };
}

/**
 * Reduced motion must also reach the login page, which is signed out: the choice is remembered
 * in this cookie (written by the signed-in app, read by the root layout).
 */
export const REDUCED_MOTION_COOKIE = "kanal-reduced-motion";

/** Applies the attributes to a live element (the sidebar toggle's optimistic update). */
export function applyAppearanceAttributes(element: HTMLElement, appearance: AppearancePreferences) {
  for (const [name, value] of Object.entries(appearanceAttributes(appearance))) element.setAttribute(name, value);
  element.style.fontSize = rootFontSize(appearance)?.fontSize?.toString() ?? "";
}
