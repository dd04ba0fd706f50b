import { ComingSoon, comingSoonMetadata } from "@/components/shell/coming-soon";

// Not built yet: an honest empty state inside the shell until its issue lands.
export const generateMetadata = () => comingSoonMetadata("collections");

export default function CollectionsPage() {
  return <ComingSoon screen="collections" />;
}
