// The appearance options of spec 02 §2.10 and their defaults: plain data, free of zod, because
// the shell applies them in every browser (the schema is lib/validation/appearance.ts, used by
// the settings form and the route). The defaults render the app exactly as it looked before the
// page existed (Inter, 16 px, the Kanal blue accent, the slide-over phone menu).

export const THEMES = ["light", "dark", "system"] as const;
export const COLOR_THEMES = ["blue", "green", "purple", "orange", "pink", "indigo"] as const;
export const FONT_SIZES = ["small", "medium", "large", "extra-large"] as const;
export const FONT_FAMILIES = ["system", "inter", "roboto", "open-sans", "lato"] as const;
export const CONTENT_WIDTHS = ["full", "centered", "narrow"] as const;
export const SCREEN_READER_MODES = ["auto", "enabled", "disabled"] as const;
export const MOBILE_NAVIGATIONS = ["bottom-tabs", "drawer", "top-tabs"] as const;
export const SWIPE_GESTURES = ["enabled", "limited", "disabled"] as const;

/** Every choice's options by the preference it sets: what the settings form offers and the schema accepts. */
export const APPEARANCE_CHOICES = {
  theme: THEMES,
  colorTheme: COLOR_THEMES,
  fontSize: FONT_SIZES,
  fontFamily: FONT_FAMILIES,
  contentWidth: CONTENT_WIDTHS,
  screenReader: SCREEN_READER_MODES,
  mobileNavigation: MOBILE_NAVIGATIONS,
  swipeGestures: SWIPE_GESTURES,
} as const;

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

export type AppearancePreferences = {
  theme: ThemeChoice;
  colorTheme: ColorTheme;
  fontSize: FontSize;
  fontFamily: FontFamily;
  compactMode: boolean;
  sidebarCollapsed: boolean;
  contentWidth: ContentWidth;
  highContrast: boolean;
  reducedMotion: boolean;
  screenReader: ScreenReaderMode;
  mobileNavigation: MobileNavigation;
  swipeGestures: SwipeGestures;
};

export const DEFAULT_APPEARANCE: AppearancePreferences = {
  theme: "system",
  colorTheme: "blue",
  fontSize: "medium",
  fontFamily: "inter",
  compactMode: false,
  sidebarCollapsed: false,
  contentWidth: "full",
  highContrast: false,
  reducedMotion: false,
  screenReader: "auto",
  mobileNavigation: "drawer",
  swipeGestures: "enabled",
};
