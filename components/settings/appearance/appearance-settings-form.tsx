"use client";

import {
  type LucideIcon,
  AlignCenter,
  Ban,
  Hand,
  Maximize2,
  Minimize2,
  Monitor,
  Moon,
  PanelBottom,
  PanelLeft,
  PanelTop,
  Pointer,
  Sun,
} from "lucide-react";
import { useTranslations } from "next-intl";
import { useTheme } from "next-themes";
import { useMemo, useSyncExternalStore } from "react";
import type { FieldErrors } from "react-hook-form";
import { toast } from "sonner";
import { KitForm, useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { SERVER_ERROR } from "@/components/form/server-errors";
import { useAppearance } from "@/components/appearance/appearance-provider";
import { AppearancePreview } from "@/components/settings/appearance/appearance-preview";
import { ColorSwatches } from "@/components/settings/appearance/color-swatches";
import { OptionCards } from "@/components/settings/appearance/option-cards";
import { ResetToDefaultsButton, FormSaveBar, saveBarLabels } from "@/components/settings/settings-save-bar";
import { SettingsSection } from "@/components/settings/settings-page";
import { SwitchRow } from "@/components/common/switch-row";
import { OptionSelect } from "@/components/settings/option-select";
import {
  APPEARANCE_CHOICES as CHOICES,
  DEFAULT_APPEARANCE,
  FONT_SIZE_PX,
  type AppearancePreferences,
  type ThemeChoice,
} from "@/lib/appearance/options";
import { updatePreferencesSchema } from "@/lib/validation/preferences";
import type { z } from "zod";
import { HeadingBlock } from "@/components/common/heading-block";

const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;
const WIDTH_ICONS = { full: Maximize2, centered: AlignCenter, narrow: Minimize2 } as const;
const NAVIGATION_ICONS = { "bottom-tabs": PanelBottom, drawer: PanelLeft, "top-tabs": PanelTop } as const;
const SWIPE_ICONS = { enabled: Hand, limited: Pointer, disabled: Ban } as const;

const same = (a: AppearancePreferences, b: AppearancePreferences) => JSON.stringify(a) === JSON.stringify(b);
const subscribeNever = () => () => {};

/** next-themes' current choice once hydrated (localStorage is unknown to the server), if not saved. */
function useBrowserTheme(hasSavedTheme: boolean): ThemeChoice | undefined {
  const { theme } = useTheme();
  const isClient = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  if (!isClient || hasSavedTheme) return undefined;
  return CHOICES.theme.find((choice) => choice === theme);
}

/** The on/off options, each a switch row. */
type SwitchKey = "compactMode" | "sidebarCollapsed" | "highContrast" | "reducedMotion";
/** The options drawn as cards with an icon. */
type IconCardKey = "theme" | "contentWidth" | "mobileNavigation" | "swipeGestures";

/**
 * Appearance settings (spec 02 §2.10): every option, a live preview of the unsaved choices, and
 * one Save that sends the whole section to PUT /api/v1/account/preferences (checked first with the
 * route's own schema). Saving applies it at once and re-renders the app (the provider refreshes).
 */
export function AppearanceSettingsForm({
  initial,
  hasSavedTheme,
}: {
  initial: AppearancePreferences;
  /** False until the person saves a theme: the theme shown is then the one this browser uses. */
  hasSavedTheme: boolean;
}) {
  const t = useTranslations("settings.appearance");
  const errorText = useErrorText();
  const shared = useAppearance();
  const browserTheme = useBrowserTheme(hasSavedTheme);
  // Until a theme is saved, the one this browser uses is the saved state (adopted once hydrated).
  const savedValues = useMemo(
    () => ({ appearance: browserTheme ? { ...initial, theme: browserTheme } : initial }),
    [initial, browserTheme],
  );
  const form = useSchemaForm(updatePreferencesSchema, {
    defaultValues: savedValues,
    values: savedValues,
    resetOptions: { keepDirtyValues: true },
  });
  const { isDirty, isSubmitting: isSaving } = form.formState;
  const values = form.watch("appearance") as AppearancePreferences;
  const set = <K extends keyof AppearancePreferences>(key: K, value: AppearancePreferences[K]) =>
    form.setValue("appearance", { ...values, [key]: value }, { shouldDirty: true });
  /** An on/off option as a switch row: its label and hint (the `messages` key and its "Hint"), state and setter. */
  const toggle = (key: SwitchKey, messages: string) => ({
    label: t(messages),
    hint: t(`${messages}Hint`),
    checked: values[key],
    onCheckedChange: (on: boolean) => set(key, on),
  });
  /**
   * A choice drawn as icon cards: its value and setter, and a card per choice with its icon, label
   * and hint (under `<messages>s.<choice>` and `<messages>Hints.<choice>`, e.g. theme.modes.dark).
   */
  const iconChoice = <K extends IconCardKey>(
    key: K,
    icons: Record<AppearancePreferences[K], LucideIcon>,
    messages: string,
  ) => ({
    value: values[key],
    onChange: (value: AppearancePreferences[K]) => set(key, value),
    // A generic key cannot pick one of the registry's tuple types, hence the widening cast.
    options: (CHOICES[key] as readonly unknown[] as readonly AppearancePreferences[K][]).map((value) => ({
      value,
      label: t(`${messages}s.${String(value)}`),
      hint: t(`${messages}Hints.${String(value)}`),
      icon: icons[value],
    })),
  });

  const resetToDefaults = () => {
    form.setValue("appearance", DEFAULT_APPEARANCE, { shouldDirty: true });
    form.clearErrors();
    if (!same(DEFAULT_APPEARANCE, form.formState.defaultValues?.appearance as AppearancePreferences)) {
      toast.info(t("resetHint"));
    }
  };

  async function save({ appearance }: { appearance?: AppearancePreferences }) {
    if (!isDirty || !shared || !appearance) return;
    const stored = await shared.save(appearance);
    form.reset({ appearance: stored });
    toast.success(t("saved"));
  }

  /** The schema refused a choice: its message (or "invalid") in the alert, as there is no field to show it under. */
  const refused = (errors: FieldErrors<z.input<typeof updatePreferencesSchema>>) => {
    const first = Object.values(errors.appearance ?? {})[0] as { message?: string } | undefined;
    form.setError("root.server", { type: SERVER_ERROR, message: errorText(first) ?? t("invalid") });
    toast.error(t("invalid"));
  };

  return (
    <KitForm
      form={form}
      onSubmit={save}
      fallback={t("error")}
      shownFields={[]}
      onServerError={(alert) => toast.error(alert ?? t("error"))}
      onInvalid={refused}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_17rem] lg:items-start"
    >
      <aside className="flex flex-col gap-2 lg:sticky lg:top-20 lg:order-2" aria-labelledby="appearance-preview-title">
        <HeadingBlock
          level="section"
          id="appearance-preview-title"
          title={t("preview.title")}
          description={t("preview.description")}
          className="gap-0.5"
        />
        <AppearancePreview values={values} />
      </aside>

      <div className="flex min-w-0 flex-col gap-6 lg:order-1">
        <SettingsSection id="theme" title={t("theme.title")} description={t("theme.description")}>
          <OptionCards id="theme-mode" label={t("theme.mode")} {...iconChoice("theme", THEME_ICONS, "theme.mode")} />
          <ColorSwatches value={values.colorTheme} onChange={(color) => set("colorTheme", color)} />
        </SettingsSection>

        <SettingsSection id="text" title={t("text.title")} description={t("text.description")}>
          <OptionCards
            id="font-size"
            label={t("text.size")}
            value={values.fontSize}
            onChange={(size) => set("fontSize", size)}
            className="grid-cols-2 sm:grid-cols-4"
            options={CHOICES.fontSize.map((size) => ({
              value: size,
              label: t(`text.sizes.${size}`),
              hint: t("text.px", { px: FONT_SIZE_PX[size] }),
              visual: (
                <span
                  aria-hidden
                  className="grid h-8 w-8 shrink-0 place-items-center rounded-md bg-muted leading-none font-semibold"
                  style={{ fontSize: `${FONT_SIZE_PX[size]}px` }}
                >
                  {t("text.sample")}
                </span>
              ),
            }))}
          />
          <OptionCards
            id="font-family"
            label={t("text.family")}
            value={values.fontFamily}
            onChange={(family) => set("fontFamily", family)}
            className="sm:grid-cols-2 xl:grid-cols-3"
            options={CHOICES.fontFamily.map((family) => ({
              value: family,
              label: t(`text.families.${family}`),
              hint: t(`text.familyHints.${family}`),
              // The card is set in its own typeface (its file is fetched only now, on this page).
              cardProps: { "data-font": family },
              visual: (
                <span
                  aria-hidden
                  className="grid size-8 shrink-0 place-items-center rounded-md bg-muted text-base font-semibold"
                >
                  {t("text.sample")}
                </span>
              ),
            }))}
          />
        </SettingsSection>

        <SettingsSection id="layout" title={t("layout.title")} description={t("layout.description")}>
          <SwitchRow id="compact-mode" {...toggle("compactMode", "layout.compact")} />
          <SwitchRow id="sidebar-collapsed" {...toggle("sidebarCollapsed", "layout.sidebarCollapsed")} />
          <OptionCards
            id="content-width"
            label={t("layout.contentWidth")}
            {...iconChoice("contentWidth", WIDTH_ICONS, "layout.width")}
          />
        </SettingsSection>

        <SettingsSection
          id="accessibility"
          title={t("accessibility.title")}
          description={t("accessibility.description")}
        >
          <SwitchRow id="high-contrast" {...toggle("highContrast", "accessibility.highContrast")} />
          <SwitchRow id="reduced-motion" {...toggle("reducedMotion", "accessibility.reducedMotion")} />
          <OptionSelect
            id="screen-reader"
            label={t("accessibility.screenReader")}
            value={values.screenReader}
            options={CHOICES.screenReader.map((mode) => ({
              value: mode,
              label: t(`accessibility.screenReaders.${mode}`),
            }))}
            onChange={(mode) => set("screenReader", mode)}
            hint={t(`accessibility.screenReaderHints.${values.screenReader}`)}
            className="sm:max-w-64"
          />
        </SettingsSection>

        <SettingsSection id="mobile" title={t("mobile.title")} description={t("mobile.description")}>
          <OptionCards
            id="mobile-navigation"
            label={t("mobile.navigation")}
            {...iconChoice("mobileNavigation", NAVIGATION_ICONS, "mobile.navigation")}
          />
          <OptionCards
            id="swipe-gestures"
            label={t("mobile.swipe")}
            {...iconChoice("swipeGestures", SWIPE_ICONS, "mobile.swipe")}
          />
        </SettingsSection>

        <FormSaveBar
          labels={saveBarLabels(t)}
          extraActions={
            <ResetToDefaultsButton
              label={t("reset")}
              onClick={resetToDefaults}
              disabled={isSaving || same(values, DEFAULT_APPEARANCE)}
            />
          }
        />
      </div>
    </KitForm>
  );
}
