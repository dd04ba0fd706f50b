import { getTranslations } from "next-intl/server";
import { SettingsPage, SettingsSection } from "@/components/settings/settings-page";
import { LoginAlertsControl } from "@/components/settings/security/login-alerts-control";
import { PasswordRequirements } from "@/components/settings/security/password-requirements";
import { PrivacyControls } from "@/components/settings/security/privacy-controls";
import { SecurityActivityList } from "@/components/settings/security/security-activity-list";
import { SessionsList } from "@/components/settings/security/sessions-list";
import { TwoFactorCard } from "@/components/settings/security/two-factor-card";
import { can } from "@/lib/permissions";
import { getTwoFactorState } from "@/lib/server/auth/two-factor/state";
import { requireUser } from "@/lib/server/auth/current-user";
import { listDataExports } from "@/lib/server/account/data-export";
import { listSecurityEvents } from "@/lib/server/account/security-events";
import { getSecuritySettings } from "@/lib/server/account/security-settings";
import { listSessions } from "@/lib/server/account/sessions";
import { SECURITY_EVENTS_PAGE_SIZE } from "@/lib/validation/security";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("settings.security");

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// Security and privacy (spec 02 §2.9): every section's first data is read here, on the server;
// the client parts save and reload through the API.
export default async function SecuritySettingsPage({ searchParams }: { searchParams: SearchParams }) {
  const { session } = await requireUser();
  const { userId, sessionId, companyId } = session;
  const t = await getTranslations("settings.security");
  // `openSetup` of the two-factor card: the sign-in flow sends members here with ?setup=two-factor.
  const openSetup = (await searchParams).setup === "two-factor";

  const [twoFactor, settings, sessions, events, exports] = await Promise.all([
    getTwoFactorState(userId, companyId),
    getSecuritySettings({ userId }),
    listSessions({ userId, currentSessionId: sessionId }),
    listSecurityEvents({ userId, query: { page: 1, limit: SECURITY_EVENTS_PAGE_SIZE } }),
    listDataExports({ userId }),
  ]);

  return (
    <SettingsPage title={t("title")} description={t("description")}>
      <TwoFactorCard
        initial={twoFactor}
        isOwner={can(session.role, "company.security")}
        companyRequires={twoFactor.required}
        openSetup={openSetup}
      />
      <SettingsSection id="login-alerts" title={t("loginAlerts.title")} description={t("loginAlerts.description")}>
        <LoginAlertsControl initial={settings.loginAlerts} />
      </SettingsSection>
      <SettingsSection id="password" title={t("password.title")} description={t("password.description")}>
        <PasswordRequirements />
      </SettingsSection>
      <SettingsSection id="sessions" title={t("sessions.title")} description={t("sessions.description")}>
        <SessionsList initial={sessions} />
      </SettingsSection>
      <SettingsSection id="privacy" title={t("privacy.title")} description={t("privacy.description")}>
        <PrivacyControls initialVisibility={settings.profileVisibility} initialExports={exports} />
      </SettingsSection>
      <SettingsSection id="activity" title={t("activity.title")} description={t("activity.description")}>
        <SecurityActivityList initial={events} />
      </SettingsSection>
    </SettingsPage>
  );
}
