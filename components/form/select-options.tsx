"use client";

import type { ReactNode } from "react";
import { SelectItem } from "@/components/ui/select";

/**
 * The items of a select for a fixed list of values (statuses, roles, sort orders), each shown as
 * `label(value)`; put it in SelectContent, after any item of its own ("All", "Skip").
 */
export function SelectOptions<T extends string>({
  values,
  label,
}: {
  values: readonly T[];
  label: (value: T) => ReactNode;
}) {
  return values.map((value) => (
    <SelectItem key={value} value={value}>
      {label(value)}
    </SelectItem>
  ));
}
