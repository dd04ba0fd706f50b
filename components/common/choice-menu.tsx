"use client";

import type { ReactNode } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

/**
 * The top bar's small one-of-a-few menus (language, theme): `trigger` opens it (a ghost button
 * showing the current choice), a muted heading names it, and `children` are its
 * DropdownMenuRadioItems. Not modal, so the page keeps scrolling while it is open.
 */
export function ChoiceMenu({
  trigger,
  label,
  value,
  onValueChange,
  children,
}: {
  trigger: ReactNode;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-40">
        <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">{label}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={value} onValueChange={onValueChange}>
          {children}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
