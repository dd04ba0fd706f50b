import { ComingSoon, comingSoonMetadata } from "@/components/shell/coming-soon";

// Not built yet: an honest empty state inside the shell until its issue lands.
export const generateMetadata = () => comingSoonMetadata("conversation");

export default function ConversationPage() {
  return <ComingSoon screen="conversation" />;
}
