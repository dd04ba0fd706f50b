"use client";

import { Download, Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ApiError, apiDownload } from "@/lib/api-client";
import { saveBlob } from "@/lib/save-blob";

/**
 * The customers' CSV export (the header's and the bulk bar's). It fetches the whole file before
 * saving it, rather than linking to it, so the screen can tell a failed export from a finished
 * one: an error envelope shows its message, and a body cut off half-way (the server aborts the
 * connection when an export fails after it started, issue 13 #4) shows an error and saves nothing.
 */
export function ExportButton({ path, label, size }: { path: string; label: string; size?: "sm" | "default" }) {
  const t = useTranslations("customers.actions");
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const { blob, fileName } = await apiDownload(path.replace(/^\/api\/v1/, ""));
      saveBlob(blob, fileName ?? "customers.csv");
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t("exportFailed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="outline" size={size} onClick={download} disabled={busy} aria-busy={busy}>
      {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
      {busy ? t("exporting") : label}
    </Button>
  );
}
