import { pageTitle } from "@/app/page-title";
import { BoostedScreen } from "@/components/analytics/boosted-screen";

export const generateMetadata = pageTitle("analytics.boosted", "pageTitle");

export default function BoostedPage() {
  return <BoostedScreen />;
}
