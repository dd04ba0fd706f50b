"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * A previous and a next button side by side (a carousel, an image viewer, a list's pages):
 * `onStep(-1)` or `onStep(1)`; each can be disabled on its own (the first page has no previous).
 * `controls` names the element they change (aria-controls).
 */
export function StepButtons({
  onStep,
  labels,
  disabled = {},
  size = "icon-sm",
  controls,
  className,
}: {
  onStep: (delta: -1 | 1) => void;
  labels: { previous: string; next: string };
  disabled?: { previous?: boolean; next?: boolean };
  size?: "icon-sm" | "icon";
  controls?: string;
  className?: string;
}) {
  return (
    <div className={cn("flex gap-1", className)}>
      <Button
        type="button"
        variant="outline"
        size={size}
        onClick={() => onStep(-1)}
        disabled={disabled.previous}
        aria-label={labels.previous}
        aria-controls={controls}
      >
        <ChevronLeft aria-hidden />
      </Button>
      <Button
        type="button"
        variant="outline"
        size={size}
        onClick={() => onStep(1)}
        disabled={disabled.next}
        aria-label={labels.next}
        aria-controls={controls}
      >
        <ChevronRight aria-hidden />
      </Button>
    </div>
  );
}
