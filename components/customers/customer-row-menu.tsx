"use client";

import { Eye, MessageCircle, Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import { MenuAction, RowMenu, RowMenuDeleteItem } from "@/components/data-table/row-menu";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { fullName, whatsAppLink, type Customer } from "@/lib/customers/list-query";

export type RowActions = {
  onView: (customer: Customer) => void;
  onEdit: (customer: Customer) => void;
  /** Absent for members, who may not delete. */
  onDelete?: (customer: Customer) => void;
};

/** View, edit, send a WhatsApp message (needs a phone), delete (owners and admins). */
export function CustomerRowMenu({ customer, actions }: { customer: Customer; actions: RowActions }) {
  const t = useTranslations("customers.row");
  const whatsApp = whatsAppLink(customer);
  return (
    <RowMenu label={t("menu", { name: fullName(customer) })}>
      <MenuAction icon={Eye} label={t("view")} onSelect={() => actions.onView(customer)} />
      <MenuAction icon={Pencil} label={t("edit")} onSelect={() => actions.onEdit(customer)} />
      {whatsApp ? (
        <DropdownMenuItem asChild>
          <a href={whatsApp} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden />
            {t("message")}
          </a>
        </DropdownMenuItem>
      ) : (
        <DropdownMenuItem disabled>
          <MessageCircle aria-hidden />
          <span className="flex flex-col">
            {t("message")}
            <span className="text-xs text-muted-foreground">{t("noPhone")}</span>
          </span>
        </DropdownMenuItem>
      )}
      {actions.onDelete && <RowMenuDeleteItem label={t("delete")} onSelect={() => actions.onDelete?.(customer)} />}
    </RowMenu>
  );
}
