"use client";

import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/utils";

/**
 * Under a photo picker: the rules ("JPG, PNG or GIF, up to 2 MB") or, while uploading, a bar and
 * its percentage. `id` is what the picker's aria-describedby points at, in both states.
 */
export function UploadHint({
  id,
  hint,
  progress,
  progressLabel,
  className,
}: {
  id: string;
  hint: string;
  /** 0–100 while uploading, else null. */
  progress: number | null;
  progressLabel: string;
  className?: string;
}) {
  if (progress === null) {
    return (
      <p id={id} className="text-xs text-muted-foreground">
        {hint}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-1" id={id}>
      <Progress value={progress} aria-label={progressLabel} className={cn("h-1.5 bg-muted", className)} />
      <p className="text-xs text-muted-foreground">{progressLabel}</p>
    </div>
  );
}
