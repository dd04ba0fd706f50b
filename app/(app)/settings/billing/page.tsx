import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SettingsComingSoon } from "@/components/settings/settings-coming-soon";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings.overview");
  return { title: t("cards.billing.title") };
}

// Issue 7 builds this page; until then the honest coming-soon state, inside the settings frame.
export default function SettingsBillingPage() {
  return <SettingsComingSoon page="billing" />;
}
