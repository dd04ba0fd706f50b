import { SettingsSkeleton } from "@/components/settings/settings-skeleton";

// While the server reads the session and the page's data: the frame's shape, not a blank page.
export default function Loading() {
  return <SettingsSkeleton />;
}
