import { ComingSoon, comingSoonMetadata } from "@/components/shell/coming-soon";

// Not built yet: an honest empty state inside the shell until its issue lands.
export const generateMetadata = () => comingSoonMetadata("campaigns");

export default function CampaignsPage() {
  return <ComingSoon screen="campaigns" />;
}
