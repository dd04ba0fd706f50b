import { ComingSoon, comingSoonMetadata } from "@/components/shell/coming-soon";

// Not built yet: an honest empty state inside the shell until its issue lands.
export const generateMetadata = () => comingSoonMetadata("schedule");

export default function SchedulePage() {
  return <ComingSoon screen="schedule" />;
}
