"use client";

import { FolderInput } from "lucide-react";
import type { ReactNode } from "react";
import { MenuButton } from "@/components/data-table/row-menu";
import { Button } from "@/components/ui/button";
import { DropdownMenuItem, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";

/** Where the ticked rows can be moved: a group, a folder; `marker` is drawn before the name (a colour dot). */
export type MoveTarget = { id: string; name: string; marker?: ReactNode };

/** The bulk bar's "move to…" menu: every target, then (below a line) "none", which hands on null. */
export function BulkMoveMenu({
  label,
  targets,
  noneLabel,
  onMove,
}: {
  label: string;
  targets: MoveTarget[];
  noneLabel: string;
  onMove: (targetId: string | null) => void;
}) {
  return (
    <MenuButton
      trigger={
        <Button variant="outline" size="sm">
          <FolderInput aria-hidden />
          {label}
        </Button>
      }
      contentClassName="max-h-72 overflow-y-auto"
    >
      {targets.map((target) => (
        <DropdownMenuItem key={target.id} onSelect={() => onMove(target.id)}>
          {target.marker}
          {target.name}
        </DropdownMenuItem>
      ))}
      {targets.length > 0 && <DropdownMenuSeparator />}
      <DropdownMenuItem onSelect={() => onMove(null)}>{noneLabel}</DropdownMenuItem>
    </MenuButton>
  );
}
