"use client";

import { useTranslations } from "next-intl";
import { DownloadButton } from "@/components/common/download-button";

/**
 * A list screen's export (the header's and the bulk bar's; see DownloadButton). `messages` is the
 * screen's namespace holding `exporting` and `exportFailed`; `fileName` is used when the server names none.
 */
export function ExportButton({
  messages,
  fileName,
  path,
  label,
  size,
}: {
  messages: string;
  fileName: string;
  path: string;
  label: string;
  size?: "sm" | "default";
}) {
  const t = useTranslations(messages);
  return (
    <DownloadButton
      path={path}
      label={label}
      busyLabel={t("exporting")}
      failedText={t("exportFailed")}
      fileName={fileName}
      size={size}
    />
  );
}
