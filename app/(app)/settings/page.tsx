import { ComingSoon, comingSoonMetadata } from "@/components/shell/coming-soon";

// Issue 6 builds the settings; until then an honest empty state inside the shell.
export const generateMetadata = () => comingSoonMetadata("settings");

export default function SettingsPage() {
  return <ComingSoon screen="settings" />;
}
