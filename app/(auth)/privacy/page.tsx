import { InfoPage } from "@/components/auth/info-page";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("info.privacy");

// /privacy: linked from the sign-in pages' footer (spec 01 §2).
export default function PrivacyPage() {
  return <InfoPage page="privacy" sections={["data", "cookies", "where", "rights"]} />;
}
