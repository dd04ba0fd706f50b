"use client";

import type { ReactNode } from "react";
import { SELECTED_CARD_CLASS, type CardContext } from "@/components/data-table/data-table";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/**
 * A list screen's record as a card (the grid view, and the list on a phone): its checkbox (when
 * the list has a selection), its name, its row menu, then `children`; marked while selected.
 */
export function ListCard<T>({
  card,
  name,
  menu,
  children,
}: {
  card: CardContext<T>;
  name: ReactNode;
  menu: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className={cn("h-full gap-3 p-4", card.isSelected && SELECTED_CARD_CLASS)}>
      <div className="flex items-start gap-2">
        {card.checkbox}
        <div className="min-w-0 flex-1">{name}</div>
        {menu}
      </div>
      {children}
    </Card>
  );
}
