"use client";

import { useTranslations } from "next-intl";
import { DownloadButton } from "@/components/common/download-button";

/** The customers' CSV export (the header's and the bulk bar's); see DownloadButton. */
export function ExportButton({ path, label, size }: { path: string; label: string; size?: "sm" | "default" }) {
  const t = useTranslations("customers.actions");
  return (
    <DownloadButton
      path={path}
      label={label}
      busyLabel={t("exporting")}
      failedText={t("exportFailed")}
      fileName="customers.csv"
      size={size}
    />
  );
}
