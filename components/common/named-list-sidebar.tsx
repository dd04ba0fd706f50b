"use client";

import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import { CountedList, type CountedEntry } from "@/components/common/counted-list";
import { LazyConfirmDialog } from "@/components/common/confirm-dialog-lazy";
import { useConfirmation } from "@/components/common/use-confirmation";
import { MenuAction, RowMenu } from "@/components/data-table/row-menu";
import { IconButton } from "@/components/common/icon-button";
import { api } from "@/lib/api-client";

/** One line of the sidebar: "all", a named item (a group, a folder) with its count, "none". */
export type SidebarEntry<T> = CountedEntry & {
  /** The named item behind the line; "all" and "none" have none, and no menu. */
  item?: T;
};

/** Each item's "…" menu: edit (rename) for everyone who sees it, delete when `deletion` is given. */
export type SidebarMenu<T> = { label: (item: T) => string; editLabel: string };

/** What the create/edit dialog is open for (null: closed). */
export type SidebarEditing<T> = { mode: "create" } | { mode: "edit"; item: T } | null;
/** The props of the form inside an open create/edit dialog. */
export type SidebarEditFormProps<T, Extra = object> = Extra &
  Omit<SidebarEditorProps<T>, "editing"> & { editing: NonNullable<SidebarEditing<T>> };

/** What the screen's create/edit dialog is given: saved, the list refreshes, and a created item is selected. */
export type SidebarEditorProps<T> = { editing: SidebarEditing<T>; onClose: () => void; onSaved: (item: T) => void };

/** Deleting an item: DELETE `path`, confirmed first; its rows stay, outside any item. */
export type SidebarDeletion = {
  label: string;
  path: (id: string) => string;
  title: (name: string) => string;
  text: (count: number) => string;
  doneText: string;
};

const HOVER_MENU_CLASS = "absolute right-0.5 size-7 opacity-60 group-hover/item:opacity-100 focus-visible:opacity-100";

/**
 * The filter sidebar of a list screen (customer groups, media folders): every entry with its count,
 * a click selects it; a "+" to create and a menu per item to edit or delete it. Phones get one
 * select instead of the list (with the chosen item's menu beside it when `menuBesideSelect`).
 * Deleting a selected item goes back to "all"; the screen's create/edit dialog is `editor`.
 */
export function NamedListSidebar<T extends { id: string }>({
  title,
  selectLabel,
  missingLabel,
  entries,
  selected,
  onSelect,
  createLabel,
  menu,
  menuBesideSelect = false,
  deletion,
  editor,
  onChanged,
}: {
  title: string;
  selectLabel: string;
  /** The select's text for an id (from a link) that no longer exists. */
  missingLabel?: string;
  entries: SidebarEntry<T>[];
  selected: string;
  onSelect: (id: string) => void;
  /** The "+" button's label; absent for those who may not create. */
  createLabel?: string;
  /** Absent for those who may not edit. */
  menu?: SidebarMenu<T>;
  menuBesideSelect?: boolean;
  /** Absent for those who may not delete. */
  deletion?: SidebarDeletion;
  editor: (props: SidebarEditorProps<T>) => ReactNode;
  onChanged: () => void;
}) {
  const [editing, setEditing] = useState<SidebarEditing<T>>(null);
  const deleting = useConfirmation<SidebarEntry<T>>();

  const remove = async () => {
    const entry = deleting.subject;
    if (!entry || !deletion) return;
    // A failure is shown by the confirmation dialog, which stays open.
    await api(deletion.path(entry.id), { method: "DELETE" });
    toast.success(deletion.doneText);
    if (selected === entry.id) onSelect("all");
    deleting.close();
    onChanged();
  };

  const itemMenu = (entry: SidebarEntry<T>, className: string) => {
    const { item } = entry;
    if (!menu || !item) return null;
    return (
      <RowMenu label={menu.label(item)} className={className}>
        <MenuAction icon={Pencil} label={menu.editLabel} onSelect={() => setEditing({ mode: "edit", item })} />
        {deletion && (
          <MenuAction icon={Trash2} label={deletion.label} onSelect={() => deleting.ask(entry)} isDestructive />
        )}
      </RowMenu>
    );
  };
  const selectedEntry = entries.find((entry) => entry.id === selected);

  return (
    <nav aria-label={title} className="flex flex-col gap-2">
      <div className="flex min-h-8 items-center justify-between gap-2">
        <h2 className="text-sm font-semibold">{title}</h2>
        {createLabel && (
          <IconButton icon={Plus} label={createLabel} size="icon-sm" onClick={() => setEditing({ mode: "create" })} />
        )}
      </div>

      <CountedList
        selectLabel={selectLabel}
        missingLabel={missingLabel}
        entries={entries}
        selected={selected}
        onSelect={onSelect}
        besideSelect={menuBesideSelect && selectedEntry && itemMenu(selectedEntry, "size-9 border")}
        menuOf={(entry) => itemMenu(entry, HOVER_MENU_CLASS)}
      />

      {editor({
        editing,
        onClose: () => setEditing(null),
        onSaved: (item) => {
          setEditing(null);
          onChanged();
          if (editing?.mode === "create") onSelect(item.id);
        },
      })}
      {deletion && (
        <LazyConfirmDialog
          {...deleting.dialog}
          title={deletion.title(deleting.subject?.name ?? "")}
          description={deletion.text(deleting.subject?.count ?? 0)}
          confirmLabel={deletion.label}
          onConfirm={remove}
        />
      )}
    </nav>
  );
}
