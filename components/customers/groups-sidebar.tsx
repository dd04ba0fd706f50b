"use client";

import { MoreHorizontal, Pencil, Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog, GroupNameDialog } from "@/components/customers/customer-dialogs-lazy";
import type { GroupEditing } from "@/components/customers/group-name-dialog";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { api } from "@/lib/api-client";
import type { CustomerGroup } from "@/lib/customers/list-query";
import { useFormatter } from "@/components/format/formatter-provider";
import { cn } from "@/lib/utils";

/** 'All' and every group with its count; create, rename and delete (delete: owners and admins). */
export function GroupsSidebar({
  groups,
  total,
  selected,
  canManage,
  onSelect,
  onChanged,
}: {
  groups: CustomerGroup[];
  total: number;
  selected: string;
  canManage: boolean;
  onSelect: (group: string) => void;
  onChanged: () => void;
}) {
  const t = useTranslations("customers.groups");
  const format = useFormatter();
  const [editing, setEditing] = useState<GroupEditing>(null);
  const [deleting, setDeleting] = useState<CustomerGroup | null>(null);

  const removeGroup = async () => {
    if (!deleting) return;
    try {
      await api(`/customers/groups/${deleting.id}`, { method: "DELETE" });
      toast.success(t("deleted"));
      if (selected === deleting.id) onSelect("all");
      setDeleting(null);
      onChanged();
    } catch (error) {
      // The confirmation dialog shows it and stays open.
      throw error;
    }
  };

  // Customers in no group: what the group counts leave of the total (shown once there are some).
  const ungrouped = Math.max(0, total - groups.reduce((sum, group) => sum + group.count, 0));
  const entries = [
    { id: "all", name: t("all"), count: total },
    ...groups,
    ...(ungrouped > 0 || selected === "none" ? [{ id: "none", name: t("ungrouped"), count: ungrouped }] : []),
  ];

  return (
    <nav aria-label={t("title")} className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold">{t("title")}</h2>
        <Button variant="ghost" size="icon-sm" aria-label={t("create")} onClick={() => setEditing({ mode: "create" })}>
          <Plus aria-hidden />
        </Button>
      </div>

      {/* Phones: one select instead of the list. */}
      <Select value={selected} onValueChange={onSelect}>
        <SelectTrigger aria-label={t("select")} className="w-full lg:hidden">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {entries.map((entry) => (
            <SelectItem key={entry.id} value={entry.id}>
              {entry.name} ({format.number(entry.count)})
            </SelectItem>
          ))}
        </SelectContent>
      </Select>

      <ul className="hidden flex-col gap-0.5 lg:flex">
        {entries.map((entry) => {
          const group = groups.find((item) => item.id === entry.id);
          const active = selected === entry.id;
          return (
            <li key={entry.id} className="group/item relative flex items-center">
              <button
                type="button"
                onClick={() => onSelect(entry.id)}
                aria-current={active ? "true" : undefined}
                className={cn(
                  "flex min-w-0 flex-1 items-center justify-between gap-2 rounded-md px-2.5 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  active && "bg-accent font-medium text-accent-foreground",
                  group && "pr-9",
                )}
              >
                <span className="truncate">{entry.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                  {format.number(entry.count)}
                </span>
              </button>
              {group && (
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={t("menu", { name: group.name })}
                      className="absolute right-0.5 size-7 opacity-60 group-hover/item:opacity-100 focus-visible:opacity-100"
                    >
                      <MoreHorizontal aria-hidden />
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="end">
                    <DropdownMenuItem onSelect={() => setEditing({ mode: "rename", group })}>
                      <Pencil aria-hidden />
                      {t("rename")}
                    </DropdownMenuItem>
                    {canManage && (
                      <DropdownMenuItem variant="destructive" onSelect={() => setDeleting(group)}>
                        <Trash2 aria-hidden />
                        {t("delete")}
                      </DropdownMenuItem>
                    )}
                  </DropdownMenuContent>
                </DropdownMenu>
              )}
            </li>
          );
        })}
      </ul>

      <GroupNameDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(group) => {
          setEditing(null);
          onChanged();
          if (editing?.mode === "create") onSelect(group.id);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("deleteTitle", { name: deleting?.name ?? "" })}
        description={t("deleteText", { count: deleting?.count ?? 0 })}
        confirmLabel={t("delete")}
        onConfirm={removeGroup}
      />
    </nav>
  );
}
