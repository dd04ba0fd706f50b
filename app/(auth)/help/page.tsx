import { InfoPage } from "@/components/auth/info-page";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("info.help");

// /help: linked from the sign-in pages' footer (spec 01 §2).
export default function HelpPage() {
  return <InfoPage page="help" sections={["signIn", "reset", "code", "locked"]} />;
}
