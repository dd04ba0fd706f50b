import { ComingSoon, comingSoonMetadata } from "@/components/shell/coming-soon";

// Issue 6 builds the settings; until then an honest empty state inside the shell.
export const generateMetadata = () => comingSoonMetadata("profile");

export default function ProfilePage() {
  return <ComingSoon screen="profile" />;
}
