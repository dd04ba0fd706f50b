"use client";

import { errorId, FieldError } from "@/components/form/field";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export type SelectOption<T extends string> = { value: T; label: string };

/** One labelled choice of a settings form: a select, its hint and its error. */
export function OptionSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  hint,
  error,
  disabled,
  className,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  hint?: string;
  error?: string;
  disabled?: boolean;
  /** The trigger's width, past the field's. */
  className?: string;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const described = [hintId, error ? errorId(id) : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(next) => onChange(next as T)} disabled={disabled}>
        <SelectTrigger
          id={id}
          className={cn("w-full", className)}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
        >
          {/* The label given here is also what the server renders, before the options exist. */}
          <SelectValue>{options.find((option) => option.value === value)?.label}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}
