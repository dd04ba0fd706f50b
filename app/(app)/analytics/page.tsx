import { Suspense } from "react";
import { pageTitle } from "@/app/page-title";
import { AnalyticsScreen } from "@/components/analytics/analytics-screen";

export const generateMetadata = pageTitle("analytics");

// The screen reads its range and filters from the URL (useSearchParams): it renders in the browser
// behind the shell, its figures from the analytics API.
export default function AnalyticsPage() {
  return (
    <Suspense>
      <AnalyticsScreen />
    </Suspense>
  );
}
