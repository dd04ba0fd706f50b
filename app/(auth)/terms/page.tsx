import { InfoPage } from "@/components/auth/info-page";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("info.terms");

// /terms: linked from the sign-in pages' footer (spec 01 §2).
export default function TermsPage() {
  return <InfoPage page="terms" sections={["operator", "account", "use", "channels"]} />;
}
