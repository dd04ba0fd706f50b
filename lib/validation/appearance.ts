import { z } from "zod";
import { flag, option } from "@/lib/validation/setting-fields";
import {
  COLOR_THEMES,
  CONTENT_WIDTHS,
  DEFAULT_APPEARANCE,
  FONT_FAMILIES,
  FONT_SIZES,
  MOBILE_NAVIGATIONS,
  SCREEN_READER_MODES,
  SWIPE_GESTURES,
  THEMES,
  type AppearancePreferences,
} from "@/lib/appearance/options";

// Appearance preferences (spec 02 §2.10, §3), stored in User.preferences.appearance and shared by
// the settings form and PUT /api/v1/account/preferences. The options and defaults are plain data
// in lib/appearance/options.ts (the shell needs them in the browser without zod).

const defaults = DEFAULT_APPEARANCE;

export const appearancePreferencesSchema = z.object({
  theme: option(THEMES, defaults.theme),
  colorTheme: option(COLOR_THEMES, defaults.colorTheme),
  fontSize: option(FONT_SIZES, defaults.fontSize),
  fontFamily: option(FONT_FAMILIES, defaults.fontFamily),
  compactMode: flag(defaults.compactMode),
  sidebarCollapsed: flag(defaults.sidebarCollapsed),
  contentWidth: option(CONTENT_WIDTHS, defaults.contentWidth),
  highContrast: flag(defaults.highContrast),
  reducedMotion: flag(defaults.reducedMotion),
  screenReader: option(SCREEN_READER_MODES, defaults.screenReader),
  mobileNavigation: option(MOBILE_NAVIGATIONS, defaults.mobileNavigation),
  swipeGestures: option(SWIPE_GESTURES, defaults.swipeGestures),
}) satisfies z.ZodType<AppearancePreferences>;
