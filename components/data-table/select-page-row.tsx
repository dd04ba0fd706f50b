"use client";

import { useId } from "react";
import { pageCheckState, togglePage, type Selection } from "@/components/data-table/selection";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";

/**
 * The cards' "select all on this page" (the table has it in its header; the grid and the phone
 * cards have none), with how many rows match (`countText`, the screen's noun: "12 files").
 */
export function SelectPageRow({
  label,
  countText,
  selection,
  pageIds,
  onChange,
}: {
  label: string;
  countText: string;
  selection: Selection;
  pageIds: string[];
  onChange: (next: Selection) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 px-1 text-sm">
      <Checkbox
        id={id}
        checked={pageCheckState(selection, pageIds)}
        onCheckedChange={(checked) => onChange(togglePage(pageIds, checked === true))}
      />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
      <span className="ml-auto text-muted-foreground tabular-nums">{countText}</span>
    </div>
  );
}
