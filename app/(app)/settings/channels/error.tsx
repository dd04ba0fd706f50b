"use client";

import { SettingsError } from "@/components/settings/settings-error";

// The page's data could not be read (the database away, say): the shell stays, with a retry.
export default function Error({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <SettingsError reset={reset} />;
}
