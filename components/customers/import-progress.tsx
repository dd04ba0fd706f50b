"use client";

import { useTranslations } from "next-intl";
import { useFormatter } from "@/components/format/formatter-provider";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import type { UploadProgress } from "@/lib/api-client";

/**
 * The two phases of a request with a file: the upload (bytes sent of the total, cancellable),
 * then an indeterminate bar while the server works on it, until it answers.
 */
export function ImportProgress({
  progress,
  processingLabel,
  onCancel,
}: {
  /** null until the first progress event. */
  progress: UploadProgress | null;
  processingLabel: string;
  onCancel: () => void;
}) {
  const t = useTranslations("customers.import");
  const format = useFormatter();
  const isProcessing = progress !== null && progress.total > 0 && progress.loaded >= progress.total;
  const ratio = progress && progress.total > 0 ? progress.loaded / progress.total : 0;

  return (
    <div className="flex min-w-0 flex-col gap-3 py-2" aria-live="polite">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium">{isProcessing ? processingLabel : t("uploading")}</span>
        {!isProcessing && (
          <span className="shrink-0 text-muted-foreground tabular-nums">
            {format.number(ratio, { style: "percent" })}
          </span>
        )}
      </div>
      <Progress
        value={isProcessing ? null : Math.round(ratio * 100)}
        aria-label={isProcessing ? processingLabel : t("uploading")}
      />
      <div className="flex min-h-9 items-center justify-between gap-3">
        <span className="text-xs text-muted-foreground tabular-nums">
          {progress && !isProcessing
            ? `${format.bytes(progress.loaded)} / ${format.bytes(progress.total)}`
            : isProcessing
              ? t("processingHint")
              : ""}
        </span>
        {!isProcessing && (
          <Button variant="outline" size="sm" onClick={onCancel}>
            {t("cancel")}
          </Button>
        )}
      </div>
    </div>
  );
}
