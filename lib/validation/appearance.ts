import { z } from "zod";

// Appearance preferences (spec 02 §2.10, §3), stored in User.preferences.appearance and shared by
// the settings form and PUT /api/v1/account/preferences. Every option has a default, and the
// defaults render the app exactly as it looked before the page existed (Inter, 16 px, the Kanal
// blue accent, the slide-over phone menu).

export const THEMES = ["light", "dark", "system"] as const;
export const COLOR_THEMES = ["blue", "green", "purple", "orange", "pink", "indigo"] as const;
export const FONT_SIZES = ["small", "medium", "large", "extra-large"] as const;
export const FONT_FAMILIES = ["system", "inter", "roboto", "open-sans", "lato"] as const;
export const CONTENT_WIDTHS = ["full", "centered", "narrow"] as const;
export const SCREEN_READER_MODES = ["auto", "enabled", "disabled"] as const;
export const MOBILE_NAVIGATIONS = ["bottom-tabs", "drawer", "top-tabs"] as const;
export const SWIPE_GESTURES = ["enabled", "limited", "disabled"] as const;

export type ThemeChoice = (typeof THEMES)[number];
export type ColorTheme = (typeof COLOR_THEMES)[number];
export type FontSize = (typeof FONT_SIZES)[number];
export type FontFamily = (typeof FONT_FAMILIES)[number];
export type ContentWidth = (typeof CONTENT_WIDTHS)[number];
export type ScreenReaderMode = (typeof SCREEN_READER_MODES)[number];
export type MobileNavigation = (typeof MOBILE_NAVIGATIONS)[number];
export type SwipeGestures = (typeof SWIPE_GESTURES)[number];

/** Spec 02 §2.10: small 14 px, medium 16 px, large 18 px, extra-large 20 px. */
export const FONT_SIZE_PX: Record<FontSize, number> = { small: 14, medium: 16, large: 18, "extra-large": 20 };

const option = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.enum(values, { error: "validation.invalidOption" }).default(fallback);
const flag = (value: boolean) => z.boolean({ error: "validation.invalidType" }).default(value);

export const appearancePreferencesSchema = z.object({
  theme: option(THEMES, "system"),
  colorTheme: option(COLOR_THEMES, "blue"),
  fontSize: option(FONT_SIZES, "medium"),
  fontFamily: option(FONT_FAMILIES, "inter"),
  compactMode: flag(false),
  sidebarCollapsed: flag(false),
  contentWidth: option(CONTENT_WIDTHS, "full"),
  highContrast: flag(false),
  reducedMotion: flag(false),
  screenReader: option(SCREEN_READER_MODES, "auto"),
  mobileNavigation: option(MOBILE_NAVIGATIONS, "drawer"),
  swipeGestures: option(SWIPE_GESTURES, "enabled"),
});
export type AppearancePreferences = z.output<typeof appearancePreferencesSchema>;

export const DEFAULT_APPEARANCE: AppearancePreferences = appearancePreferencesSchema.parse({});
