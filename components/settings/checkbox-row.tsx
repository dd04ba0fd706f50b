"use client";

import type { ReactNode } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/**
 * A labelled checkbox with an explanation under its label (the hint is its description): the
 * checkbox sibling of SwitchRow, for a choice among several (notification kinds, "detect
 * automatically"). `hint` may carry more than text (a note with an icon).
 */
export function CheckboxRow({
  id,
  label,
  hint,
  checked,
  onCheckedChange,
  hintClassName = "text-sm",
  as: Row = "div",
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  hintClassName?: string;
  /** "li" when the row is an item of a list. */
  as?: "div" | "li";
}) {
  const hintId = `${id}-hint`;
  return (
    <Row className="flex items-start gap-3">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        aria-describedby={hint ? hintId : undefined}
        className="mt-0.5"
      />
      <div className="flex min-w-0 flex-col gap-0.5">
        <Label htmlFor={id} className="leading-snug">
          {label}
        </Label>
        {hint && (
          <p id={hintId} className={cn(hintClassName, "text-muted-foreground")}>
            {hint}
          </p>
        )}
      </div>
    </Row>
  );
}
