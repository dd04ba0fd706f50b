"use client";

import { Download, Loader2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ApiError, apiDownload } from "@/lib/api-client";
import { saveBlob } from "@/lib/save-blob";

/**
 * A button that downloads an export (customers' CSV, templates' JSON). It fetches the whole file
 * before saving it, rather than linking to it, so the screen can tell a failed export from a
 * finished one: an error envelope shows its message, and a body cut off half-way (the server
 * aborts the connection when an export fails after it started, issue 13 #4) shows `failedText`
 * and saves nothing.
 */
export function DownloadButton({
  path,
  label,
  busyLabel,
  failedText,
  fileName,
  size,
  className,
}: {
  /** The API path, with or without its `/api/v1` prefix. */
  path: string;
  label: string;
  busyLabel: string;
  failedText: string;
  /** Saved under this name when the server names none. */
  fileName: string;
  size?: "sm" | "default";
  className?: string;
}) {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const { blob, fileName: served } = await apiDownload(path.replace(/^\/api\/v1/, ""));
      saveBlob(blob, served ?? fileName);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : failedText);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="outline" size={size} onClick={download} disabled={busy} aria-busy={busy} className={className}>
      {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
      {busy ? busyLabel : label}
    </Button>
  );
}
