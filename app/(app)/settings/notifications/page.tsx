import { getTranslations } from "next-intl/server";
import { NotificationSettingsForm } from "@/components/settings/notifications/notification-settings-form";
import { SettingsPage } from "@/components/settings/settings-page";
import { currentPreferences } from "@/lib/server/account/current-preferences";
import { requireUser } from "@/lib/server/auth/current-user";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("settings.notifications");

// Notification settings (spec 02 §2.8): the user's stored choices (defaults where none), rendered
// on the server; the form saves them through PUT /api/v1/account/preferences.
export default async function NotificationSettingsPage() {
  const { session } = await requireUser();
  const [preferences, t] = await Promise.all([
    currentPreferences(session.userId),
    getTranslations("settings.notifications"),
  ]);
  return (
    <SettingsPage title={t("title")} description={t("description")}>
      <NotificationSettingsForm initial={preferences.notifications} />
    </SettingsPage>
  );
}
