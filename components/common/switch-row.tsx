"use client";

import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/utils";

/**
 * A labelled switch with an explanation beside it (the hint is its description). `align="start"`
 * keeps the switch at the top, beside the label, for a hint of several lines.
 */
export function SwitchRow({
  id,
  label,
  hint,
  checked,
  onCheckedChange,
  disabled,
  align = "center",
  className,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  align?: "center" | "start";
  className?: string;
}) {
  const hintId = `${id}-hint`;
  return (
    <div className={cn("flex justify-between gap-4", align === "start" ? "items-start" : "items-center", className)}>
      <div className={cn("flex min-w-0 flex-col", align === "start" ? "gap-1" : "gap-0.5")}>
        <Label htmlFor={id}>{label}</Label>
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={hintId}
        className={align === "start" ? "mt-0.5" : undefined}
      />
    </div>
  );
}
