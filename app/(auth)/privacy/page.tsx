import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { InfoPage } from "@/components/auth/info-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("info.privacy");
  return { title: t("title") };
}

// /privacy: linked from the sign-in pages' footer (spec 01 §2).
export default function PrivacyPage() {
  return <InfoPage page="privacy" sections={["data", "cookies", "where", "rights"]} />;
}
