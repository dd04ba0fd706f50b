import { describe, expect, it } from "vitest";
import { appearanceAttributes, rootFontSize } from "@/lib/appearance/html-attributes";
import { savedThemeScript, THEME_PENDING_KEY, THEME_STORAGE_KEY } from "@/lib/appearance/theme-storage";
import { issueField, issueMessage } from "@/lib/validation/issues";
import { appearancePreferencesSchema } from "@/lib/validation/appearance";
import { APPEARANCE_CHOICES, DEFAULT_APPEARANCE, FONT_SIZE_PX } from "@/lib/appearance/options";
import { updatePreferencesSchema } from "@/lib/validation/preferences";

// The appearance section of the preferences (spec 02 §2.10): every option, its default (today's
// look), and bad values answered with the house's message keys.

describe("appearancePreferencesSchema", () => {
  it("fills every option with its default, which is how the app looked before", () => {
    expect(appearancePreferencesSchema.parse({})).toEqual({
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
    });
    expect(DEFAULT_APPEARANCE).toEqual(appearancePreferencesSchema.parse({}));
  });

  it("lists the spec's options exactly, each choice's in the registry the form and the schema read", () => {
    const { fontSize, ...others } = APPEARANCE_CHOICES;
    expect(fontSize.map((size) => FONT_SIZE_PX[size])).toEqual([14, 16, 18, 20]);
    expect(others).toEqual({
      theme: ["light", "dark", "system"],
      colorTheme: ["blue", "green", "purple", "orange", "pink", "indigo"],
      fontFamily: ["system", "inter", "roboto", "open-sans", "lato"],
      contentWidth: ["full", "centered", "narrow"],
      screenReader: ["auto", "enabled", "disabled"],
      mobileNavigation: ["bottom-tabs", "drawer", "top-tabs"],
      swipeGestures: ["enabled", "limited", "disabled"],
    });
  });

  it("accepts every value of every option and keeps the others", () => {
    for (const fontSize of APPEARANCE_CHOICES.fontSize)
      expect(appearancePreferencesSchema.parse({ fontSize }).fontSize).toBe(fontSize);
    const chosen = appearancePreferencesSchema.parse({
      colorTheme: "pink",
      compactMode: true,
      mobileNavigation: "top-tabs",
    });
    expect(chosen).toMatchObject({
      colorTheme: "pink",
      compactMode: true,
      mobileNavigation: "top-tabs",
      theme: "system",
    });
  });

  it("answers a bad choice with validation.invalidOption and a bad flag with validation.invalidType", () => {
    const result = appearancePreferencesSchema.safeParse({
      theme: "sepia",
      colorTheme: "red",
      fontSize: 16,
      fontFamily: "comic-sans",
      compactMode: "yes",
      contentWidth: "wide",
      screenReader: "on",
      mobileNavigation: "sidebar",
      swipeGestures: "all",
      reducedMotion: 1,
    });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(
      result.error!.issues.map((issue) => [issueField(issue), issueMessage(issue).key]),
    );
    expect(issues).toEqual({
      theme: "validation.invalidOption",
      colorTheme: "validation.invalidOption",
      fontSize: "validation.invalidOption",
      fontFamily: "validation.invalidOption",
      compactMode: "validation.invalidType",
      contentWidth: "validation.invalidOption",
      screenReader: "validation.invalidOption",
      mobileNavigation: "validation.invalidOption",
      swipeGestures: "validation.invalidOption",
      reducedMotion: "validation.invalidType",
    });
  });

  it("is the appearance section of the preferences PUT body, with dotted paths", () => {
    const result = updatePreferencesSchema.safeParse({ appearance: { colorTheme: "teal" } });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map(issueField)).toEqual(["appearance.colorTheme"]);
  });
});

describe("appearance on the page", () => {
  it("turns the defaults into attributes that change nothing and no root font size", () => {
    expect(appearanceAttributes(DEFAULT_APPEARANCE)).toMatchObject({
      "data-accent": "blue",
      "data-font": "inter",
      "data-density": "comfortable",
      "data-contrast": "normal",
      "data-motion": "full",
      "data-sidebar": "expanded",
      "data-content-width": "full",
      "data-mobile-nav": "drawer",
    });
    expect(rootFontSize(DEFAULT_APPEARANCE)).toBeUndefined();
  });

  it("sets the root font size in px for the other sizes", () => {
    expect(rootFontSize({ fontSize: "small" })).toEqual({ fontSize: "14px" });
    expect(rootFontSize({ fontSize: "extra-large" })).toEqual({ fontSize: "20px" });
  });

  it("writes the saved theme before next-themes reads it, unless a newer pick is pending", () => {
    const storage = new Map<string, string>();
    const localStorage = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    };
    const run = (theme: string) => new Function("localStorage", savedThemeScript(theme))(localStorage);
    run("dark");
    expect(storage.get(THEME_STORAGE_KEY)).toBe("dark");
    storage.set(THEME_PENDING_KEY, "light");
    storage.set(THEME_STORAGE_KEY, "light");
    run("dark");
    expect(storage.get(THEME_STORAGE_KEY)).toBe("light");
    expect(savedThemeScript('"</script>')).not.toContain("</script>");
  });
});
