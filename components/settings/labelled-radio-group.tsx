"use client";

import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { RadioGroup } from "@/components/ui/radio-group";

/** The props of a labelled radio group of options (option ids are `${id}-${value}`). */
export type ChoiceGroupProps<T extends string, O extends { value: T }> = {
  id: string;
  label: string;
  value: T;
  options: readonly O[];
  onChange: (value: T) => void;
  /** Extra classes for the options' grid (e.g. its columns). */
  className?: string;
};

/** A radio group named by a visible label above it; the caller draws the options (cards, segments). */
export function LabelledRadioGroup<T extends string>({
  id,
  label,
  value,
  onChange,
  className,
  children,
}: {
  id: string;
  label: string;
  value: T;
  onChange: (value: T) => void;
  className?: string;
  children: ReactNode;
}) {
  const labelId = `${id}-label`;
  return (
    <div className="flex flex-col gap-2">
      <Label id={labelId}>{label}</Label>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onValueChange={(next) => onChange(next as T)}
        className={className}
      >
        {children}
      </RadioGroup>
    </div>
  );
}
