"use client";

import { MoreHorizontal, Trash2, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { IconButton } from "@/components/common/icon-button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

/** A button (`trigger`) that opens a menu of `children`, aligned to its end. */
export function MenuButton({
  trigger,
  contentClassName,
  children,
}: {
  trigger: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className={contentClassName}>
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** A row's (or card's) "…" menu: `label` names it for the row ("Actions for Ayşe"), `children` are its items. */
export function RowMenu({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <MenuButton trigger={<IconButton icon={MoreHorizontal} label={label} size="icon-sm" className={className} />}>
      {children}
    </MenuButton>
  );
}

/** One item of a menu: its icon and its label. */
export function MenuAction({
  icon: Icon,
  label,
  onSelect,
  isDestructive = false,
}: {
  icon: LucideIcon;
  label: string;
  onSelect: () => void;
  isDestructive?: boolean;
}) {
  return (
    <DropdownMenuItem variant={isDestructive ? "destructive" : "default"} onSelect={onSelect}>
      <Icon aria-hidden />
      {label}
    </DropdownMenuItem>
  );
}

/** A row menu's last item, set apart below a line: delete. */
export function RowMenuDeleteItem({ label, onSelect }: { label: string; onSelect: () => void }) {
  return (
    <>
      <DropdownMenuSeparator />
      <MenuAction icon={Trash2} label={label} onSelect={onSelect} isDestructive />
    </>
  );
}
