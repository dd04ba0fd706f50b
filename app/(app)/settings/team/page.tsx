import { getTranslations } from "next-intl/server";
import { SettingsPage } from "@/components/settings/settings-page";
import { TeamSettingsView } from "@/components/settings/team/team-settings-view";
import { requireUser } from "@/lib/server/auth/current-user";
import { getCompany } from "@/lib/server/team/company";
import { listInvitations } from "@/lib/server/team/invitations";
import { listMembers } from "@/lib/server/team/members";
import { getTeamOverview } from "@/lib/server/team/overview";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("settings.team");

// Team settings (spec 02 §2.13, issue 7): everything read on the server for the first paint; the
// view changes it through /api/v1/team/* and /api/v1/company, which enforce the role rules.
export default async function SettingsTeamPage() {
  const { session } = await requireUser();
  const scope = { companyId: session.companyId };
  const [overview, members, invitations, company, t] = await Promise.all([
    getTeamOverview(scope),
    listMembers(scope),
    listInvitations(scope),
    getCompany(scope),
    getTranslations("settings.team"),
  ]);
  return (
    <SettingsPage title={t("title")} description={t("description")}>
      <TeamSettingsView
        initial={{ overview, members, invitations }}
        company={company}
        viewer={{ id: session.userId, role: session.role }}
      />
    </SettingsPage>
  );
}
