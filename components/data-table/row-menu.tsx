"use client";

import { MoreHorizontal, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

/** A row's (or card's) "…" menu: `label` names it for the row ("Actions for Ayşe"), `children` are its items. */
export function RowMenu({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={label} className={className}>
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">{children}</DropdownMenuContent>
    </DropdownMenu>
  );
}

/** A row menu's last item, set apart below a line: delete. */
export function RowMenuDeleteItem({ label, onSelect }: { label: string; onSelect: () => void }) {
  return (
    <>
      <DropdownMenuSeparator />
      <DropdownMenuItem variant="destructive" onSelect={onSelect}>
        <Trash2 aria-hidden />
        {label}
      </DropdownMenuItem>
    </>
  );
}
