import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { InfoPage } from "@/components/auth/info-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("info.help");
  return { title: t("title") };
}

// /help: linked from the sign-in pages' footer (spec 01 §2).
export default function HelpPage() {
  return <InfoPage page="help" sections={["signIn", "reset", "code", "locked"]} />;
}
