"use client";

import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/utils";

export type OptionCard<T extends string> = {
  value: T;
  label: string;
  hint?: string;
  icon?: LucideIcon;
  /** Drawn above the label instead of an icon (a size sample, a typeface sample). */
  visual?: ReactNode;
  /** Extra attributes for the card (e.g. data-font, so the label shows in its own typeface). */
  cardProps?: Record<`data-${string}`, string>;
};

/** A radio group drawn as cards: one per option, the chosen one outlined in the accent colour. */
export function OptionCards<T extends string>({
  id,
  label,
  options,
  value,
  onChange,
  className,
}: {
  id: string;
  label: string;
  options: readonly OptionCard<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  const labelId = `${id}-label`;
  return (
    <div className="flex flex-col gap-2">
      <Label id={labelId}>{label}</Label>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onValueChange={(next) => onChange(next as T)}
        className={cn("grid grid-cols-1 gap-2 sm:grid-cols-3", className)}
      >
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          const isChosen = option.value === value;
          const Icon = option.icon;
          return (
            <Label
              key={option.value}
              htmlFor={optionId}
              {...option.cardProps}
              className={cn(
                "relative flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm font-normal transition-colors",
                "has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                isChosen ? "border-primary bg-primary/5 ring-1 ring-primary" : "hover:bg-accent/60",
              )}
            >
              <RadioGroupItem id={optionId} value={option.value} className="sr-only" />
              {option.visual ??
                (Icon && (
                  <span
                    className={cn(
                      "grid size-8 shrink-0 place-items-center rounded-md",
                      isChosen ? "bg-primary text-primary-foreground" : "bg-muted text-muted-foreground",
                    )}
                  >
                    <Icon className="size-4" aria-hidden />
                  </span>
                ))}
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className="font-medium">{option.label}</span>
                {option.hint && <span className="text-xs leading-snug text-muted-foreground">{option.hint}</span>}
              </span>
            </Label>
          );
        })}
      </RadioGroup>
    </div>
  );
}

/** A labelled switch with a one-line explanation. */
export function SwitchRow({
  id,
  label,
  hint,
  checked,
  onCheckedChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const hintId = `${id}-hint`;
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="flex min-w-0 flex-col gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-describedby={hintId} />
    </div>
  );
}
