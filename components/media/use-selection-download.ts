"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { requestErrorText } from "@/components/form/field-messages";
import { apiDownload } from "@/lib/api-client";
import { saveBlob } from "@/lib/save-blob";

/** The ticked files' zip, as the header's button and the bulk bar's offer it. */
export type SelectionDownload = { count: number; isDownloading: boolean; start: () => void };

/**
 * Downloads the ticked files (`ids`) as one zip, saved by the browser; a failure is a toast. The
 * server counts a download of each file, so `onDone` refreshes what shows the counts.
 */
export function useSelectionDownload(ids: string[], onDone: () => void): SelectionDownload {
  const t = useTranslations("collections.actions");
  const [isDownloading, setIsDownloading] = useState(false);
  const start = async () => {
    if (ids.length === 0) return;
    setIsDownloading(true);
    try {
      const { blob, fileName } = await apiDownload("/media/download", { method: "POST", body: { ids } });
      saveBlob(blob, fileName ?? "kanal-media.zip");
      onDone();
    } catch (error) {
      toast.error(requestErrorText(error, t("downloadFailed")));
    } finally {
      setIsDownloading(false);
    }
  };
  return { count: ids.length, isDownloading, start: () => void start() };
}
