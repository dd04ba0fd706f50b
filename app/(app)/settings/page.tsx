import { SettingsOverview } from "@/components/settings/settings-overview";
import { requireUser } from "@/lib/server/auth/current-user";
import { getCompanyPlan } from "@/lib/server/company/get-company-plan";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("settings.overview");

// The settings overview (spec 02 §2.6): the signed-in person, their company's plan and their role,
// from the database; then the cards of every settings page.
export default async function SettingsOverviewPage() {
  const { user } = await requireUser();
  const plan = await getCompanyPlan({ companyId: user.companyId });
  return (
    <SettingsOverview
      user={{
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        avatar: user.avatar,
        role: user.role,
        companyName: user.companyName,
        plan,
      }}
    />
  );
}
