import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { InfoPage } from "@/components/auth/info-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("info.terms");
  return { title: t("title") };
}

// /terms: linked from the sign-in pages' footer (spec 01 §2).
export default function TermsPage() {
  return <InfoPage page="terms" sections={["operator", "account", "use", "channels"]} />;
}
