"use client";

import type { ReactNode } from "react";
import { fieldAria } from "@/components/form/field";
import { SelectOptions } from "@/components/form/select-options";
import { Select, SelectContent, SelectTrigger, SelectValue } from "@/components/ui/select";

/**
 * A form field's select over a fixed list of values (a type, a category, a status), each shown as
 * `label(value)`; `onChange` gets the value typed. Its trigger is the field's control (`id`),
 * invalid and described by the error (and `hintId`) as fieldAria says.
 */
export function FieldSelect<T extends string>({
  id,
  value,
  onChange,
  values,
  label,
  disabled,
  error,
  hintId,
  className = "w-full",
}: {
  id: string;
  value: T;
  onChange: (value: T) => void;
  values: readonly T[];
  label: (value: T) => ReactNode;
  disabled?: boolean;
  error?: string;
  hintId?: string;
  /** The trigger's width. */
  className?: string;
}) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as T)} disabled={disabled}>
      <SelectTrigger id={id} className={className} {...fieldAria(id, error, hintId)}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectOptions values={values} label={label} />
      </SelectContent>
    </Select>
  );
}
