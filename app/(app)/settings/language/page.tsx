import { getTranslations } from "next-intl/server";
import { LanguageSettingsForm } from "@/components/settings/language/language-settings-form";
import { SettingsPage } from "@/components/settings/settings-page";
import { getActiveLocale } from "@/lib/i18n/active-locale";
import { currentPreferences } from "@/lib/server/account/current-preferences";
import { requireUser } from "@/lib/server/auth/current-user";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("settings.language");

// Language and region settings (spec 02 §2.11): the user's stored choices (their language's
// defaults where none), rendered on the server; the form saves them through
// PUT /api/v1/account/preferences and previews them live before that.
export default async function LanguageSettingsPage() {
  const { session } = await requireUser();
  const locale = await getActiveLocale();
  const [preferences, t] = await Promise.all([
    currentPreferences(session.userId, locale),
    getTranslations("settings.language"),
  ]);
  return (
    <SettingsPage title={t("title")} description={t("description")}>
      <LanguageSettingsForm initial={preferences.region} />
    </SettingsPage>
  );
}
