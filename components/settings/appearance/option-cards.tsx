"use client";

import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { LabelledRadioGroup, type ChoiceGroupProps } from "@/components/settings/labelled-radio-group";
import { Label } from "@/components/ui/label";
import { RadioGroupItem } from "@/components/ui/radio-group";
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
export function OptionCards<T extends string>({ options, className, ...group }: ChoiceGroupProps<T, OptionCard<T>>) {
  return (
    <LabelledRadioGroup {...group} className={cn("grid grid-cols-1 gap-2 sm:grid-cols-3", className)}>
      {options.map((option) => {
        const optionId = `${group.id}-${option.value}`;
        const isChosen = option.value === group.value;
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
    </LabelledRadioGroup>
  );
}
