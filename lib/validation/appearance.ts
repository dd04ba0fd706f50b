import { z } from "zod";
import { flag, option } from "@/lib/validation/setting-fields";
import { APPEARANCE_CHOICES, DEFAULT_APPEARANCE, type AppearancePreferences } from "@/lib/appearance/options";

// Appearance preferences (spec 02 §2.10, §3), stored in User.preferences.appearance and shared by
// the settings form and PUT /api/v1/account/preferences. The options and defaults are plain data
// in lib/appearance/options.ts (the shell needs them in the browser without zod).

const defaults = DEFAULT_APPEARANCE;
const choices = APPEARANCE_CHOICES;

export const appearancePreferencesSchema = z.object({
  theme: option(choices.theme, defaults.theme),
  colorTheme: option(choices.colorTheme, defaults.colorTheme),
  fontSize: option(choices.fontSize, defaults.fontSize),
  fontFamily: option(choices.fontFamily, defaults.fontFamily),
  compactMode: flag(defaults.compactMode),
  sidebarCollapsed: flag(defaults.sidebarCollapsed),
  contentWidth: option(choices.contentWidth, defaults.contentWidth),
  highContrast: flag(defaults.highContrast),
  reducedMotion: flag(defaults.reducedMotion),
  screenReader: option(choices.screenReader, defaults.screenReader),
  mobileNavigation: option(choices.mobileNavigation, defaults.mobileNavigation),
  swipeGestures: option(choices.swipeGestures, defaults.swipeGestures),
}) satisfies z.ZodType<AppearancePreferences>;
