"use client";

import { useTranslations } from "next-intl";
import { NamedListSidebar, type SidebarEntry } from "@/components/common/named-list-sidebar";
import { GroupNameDialog } from "@/components/customers/customer-dialogs-lazy";
import type { CustomerGroup } from "@/lib/customers/list-query";

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

  // Customers in no group: what the group counts leave of the total (shown once there are some).
  const ungrouped = Math.max(0, total - groups.reduce((sum, group) => sum + group.count, 0));
  const entries: SidebarEntry<CustomerGroup>[] = [
    { id: "all", name: t("all"), count: total },
    ...groups.map((group) => ({ id: group.id, name: group.name, count: group.count, item: group })),
    ...(ungrouped > 0 || selected === "none" ? [{ id: "none", name: t("ungrouped"), count: ungrouped }] : []),
  ];

  return (
    <NamedListSidebar
      title={t("title")}
      selectLabel={t("select")}
      entries={entries}
      selected={selected}
      onSelect={onSelect}
      createLabel={t("create")}
      menu={{ label: (group) => t("menu", { name: group.name }), editLabel: t("rename") }}
      deletion={
        canManage
          ? {
              label: t("delete"),
              path: (id) => `/customers/groups/${id}`,
              title: (name) => t("deleteTitle", { name }),
              text: (count) => t("deleteText", { count }),
              doneText: t("deleted"),
            }
          : undefined
      }
      editor={(props) => <GroupNameDialog {...props} />}
      onChanged={onChanged}
    />
  );
}
