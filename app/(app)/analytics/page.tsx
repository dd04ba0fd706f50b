import { ComingSoon, comingSoonMetadata } from "@/components/shell/coming-soon";

// Not built yet: an honest empty state inside the shell until its issue lands.
export const generateMetadata = () => comingSoonMetadata("analytics");

export default function AnalyticsPage() {
  return <ComingSoon screen="analytics" />;
}
