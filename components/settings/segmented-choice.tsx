"use client";

import { useController, type Control, type FieldPathByValue, type FieldValues } from "react-hook-form";
import { LabelledRadioGroup, type ChoiceGroupProps } from "@/components/settings/labelled-radio-group";
import type { SelectOption } from "@/components/settings/option-select";
import { Label } from "@/components/ui/label";
import { RadioGroupItem } from "@/components/ui/radio-group";
import { cn } from "@/lib/utils";

/**
 * A few short choices as a row of segments (e.g. 12 h / 24 h, a volume): a radio group whose
 * chosen segment is outlined in the accent colour; the columns come from `className` (two by default).
 */
export function SegmentedChoice<T extends string>({
  options,
  className,
  ...group
}: ChoiceGroupProps<T, SelectOption<T>>) {
  return (
    <LabelledRadioGroup {...group} className={cn("grid grid-cols-2 gap-2", className)}>
      {options.map((option) => {
        const optionId = `${group.id}-${option.value}`;
        return (
          <Label
            key={option.value}
            htmlFor={optionId}
            className={cn(
              "flex h-9 cursor-pointer items-center justify-center rounded-md border px-2 text-sm font-normal transition-colors",
              "has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
              group.value === option.value ? "border-primary bg-primary/10 font-medium" : "hover:bg-accent",
            )}
          >
            <RadioGroupItem id={optionId} value={option.value} className="sr-only" />
            {option.label}
          </Label>
        );
      })}
    </LabelledRadioGroup>
  );
}

/**
 * A SegmentedChoice bound to a kit form's field `name`; `onPicked` runs after the field took the
 * new value (e.g. to reset what depends on it).
 */
export function FormSegmentedChoice<F extends FieldValues, O extends FieldValues, T extends string>({
  control,
  name,
  onPicked,
  ...choice
}: Omit<ChoiceGroupProps<T, SelectOption<T>>, "value" | "onChange"> & {
  control: Control<F, unknown, O>;
  name: FieldPathByValue<F, T>;
  onPicked?: (value: T) => void;
}) {
  const { field } = useController({ control, name });
  return (
    <SegmentedChoice
      {...choice}
      value={field.value as T}
      onChange={(next) => {
        field.onChange(next);
        onPicked?.(next);
      }}
    />
  );
}
