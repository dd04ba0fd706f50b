import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SettingsOverview } from "@/components/settings/settings-overview";
import { requireUser } from "@/lib/server/auth/current-user";
import { getCompanyPlan } from "@/lib/server/company/get-company-plan";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings.overview");
  return { title: t("title") };
}

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
