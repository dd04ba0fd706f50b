import { getTranslations } from "next-intl/server";
import { BillingSettings } from "@/components/settings/billing/billing-settings";
import { SettingsPage } from "@/components/settings/settings-page";
import { requireUser } from "@/lib/server/auth/current-user";
import { getBillingOverview } from "@/lib/server/billing/get-billing";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("settings.billing");

// Billing settings (spec 02 §2.12): the company's plan, usage and settings read on the server
// (the same overview GET /api/v1/billing answers); every role may look, only the owner changes.
export default async function BillingSettingsPage() {
  const { session } = await requireUser();
  const [overview, t] = await Promise.all([
    getBillingOverview({ companyId: session.companyId, role: session.role }),
    getTranslations("settings.billing"),
  ]);
  return (
    <SettingsPage title={t("title")} description={t("description")}>
      <BillingSettings initial={overview} />
    </SettingsPage>
  );
}
