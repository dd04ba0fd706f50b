import { getTranslations } from "next-intl/server";
import { AppearanceSettingsForm } from "@/components/settings/appearance/appearance-settings-form";
import { SettingsPage } from "@/components/settings/settings-page";
import { currentAppearance } from "@/lib/server/appearance/page-appearance";
import { requireUser } from "@/lib/server/auth/current-user";
import { DEFAULT_APPEARANCE } from "@/lib/appearance/options";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("settings.appearance");

// Appearance settings (spec 02 §2.10): the user's stored choices (defaults where none), rendered on
// the server; the form saves them through PUT /api/v1/account/preferences and the app follows.
export default async function AppearanceSettingsPage() {
  await requireUser();
  const [current, t] = await Promise.all([currentAppearance(), getTranslations("settings.appearance")]);
  return (
    <SettingsPage title={t("title")} description={t("description")}>
      <AppearanceSettingsForm
        initial={current?.appearance ?? DEFAULT_APPEARANCE}
        hasSavedTheme={current?.hasSavedTheme ?? false}
      />
    </SettingsPage>
  );
}
