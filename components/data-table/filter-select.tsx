"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

const ALL = "all";

/**
 * A list toolbar's one-of-a-few choice (a status, a type, the sort). With `allLabel`, a first
 * option means "no filter": `value` "" (so T includes "" for such a filter).
 */
export function FilterSelect<T extends string>({
  label,
  value,
  onChange,
  options,
  optionLabel,
  allLabel,
  className,
}: {
  /** The trigger's accessible name. */
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly Exclude<T, "">[];
  optionLabel: (option: Exclude<T, "">) => string;
  allLabel?: string;
  /** The trigger's width. */
  className?: string;
}) {
  return (
    <Select value={value || ALL} onValueChange={(next) => onChange((next === ALL ? "" : next) as T)}>
      <SelectTrigger aria-label={label} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {allLabel !== undefined && <SelectItem value={ALL}>{allLabel}</SelectItem>}
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {optionLabel(option)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
