"use client";

import { useTranslations } from "next-intl";
import { DownloadButton } from "@/components/common/download-button";

/** Downloads Meta's JSON of the templates `path` names (the filtered list, or the ticked ones). */
export function TemplatesExportButton({ path, label, size }: { path: string; label: string; size?: "sm" }) {
  const t = useTranslations("templates.screen.actions");
  return (
    <DownloadButton
      path={path}
      label={label}
      busyLabel={t("exporting")}
      failedText={t("exportFailed")}
      fileName="templates.json"
      size={size}
    />
  );
}
