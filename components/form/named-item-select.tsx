"use client";

import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/** One item of a NamedItemSelect: a group, a folder; `marker` is drawn before its name (a colour dot). */
export type NamedItem = { id: string; name: string; marker?: ReactNode };
type ExtraItem = { value: string; label: string };

type NamedItemSelectProps = {
  /** The trigger's id (for its Field's label), or else its accessible name (`label`). */
  id?: string;
  label?: string;
  className?: string;
  value: string;
  onChange: (value: string) => void;
  none?: ExtraItem;
  items: NamedItem[];
  last?: ExtraItem;
  disabled?: boolean;
};

/**
 * A select of a company's named items (a customer's group, a file's folder, a list's filter): "none"
 * first, every item, and an item of the form's own last ("New group…").
 */
export function NamedItemSelect({
  id,
  label,
  className,
  value,
  onChange,
  none,
  items,
  last,
  disabled,
}: NamedItemSelectProps) {
  const extra = (item: ExtraItem | undefined) => (item ? [{ id: item.value, name: item.label }] : []);
  const options: NamedItem[] = [...extra(none), ...items, ...extra(last)];
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger id={id} aria-label={label} className={cn("w-full", className)}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.id} value={option.id}>
            {option.marker}
            {option.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
