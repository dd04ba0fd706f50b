"use client";

import { FolderOpen, Upload, UserPlus, Users } from "lucide-react";
import { useTranslations } from "next-intl";
import { DataTableStateBox } from "@/components/data-table/states";
import { Button } from "@/components/ui/button";

/** A group (or "ungrouped") with no customers, and no search or filter active: nothing failed to match. */
export function EmptyGroup({
  isUngrouped,
  onAdd,
  onShowAll,
}: {
  isUngrouped: boolean;
  onAdd: () => void;
  onShowAll: () => void;
}) {
  const t = useTranslations("customers");
  return (
    <DataTableStateBox role="status">
      <FolderOpen className="size-8 text-muted-foreground" aria-hidden />
      <p className="font-medium">{t(isUngrouped ? "states.ungroupedTitle" : "states.groupTitle")}</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        {t(isUngrouped ? "states.ungroupedText" : "states.groupText")}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {!isUngrouped && (
          <Button size="sm" onClick={onAdd}>
            <UserPlus aria-hidden />
            {t("actions.add")}
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={onShowAll}>
          {t("groups.all")}
        </Button>
      </div>
    </DataTableStateBox>
  );
}

/** A brand-new company: no customers at all yet. */
export function FirstCustomer({
  canImport,
  onAdd,
  onImport,
}: {
  canImport: boolean;
  onAdd: () => void;
  onImport: () => void;
}) {
  const t = useTranslations("customers");
  return (
    <DataTableStateBox>
      <span className="grid size-12 place-items-center rounded-full bg-primary/10 text-primary">
        <Users className="size-6" aria-hidden />
      </span>
      <p className="font-medium">{t("states.firstTitle")}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{t("states.firstText")}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onAdd}>
          <UserPlus aria-hidden />
          {t("actions.add")}
        </Button>
        {canImport && (
          <Button variant="outline" onClick={onImport}>
            <Upload aria-hidden />
            {t("actions.import")}
          </Button>
        )}
      </div>
    </DataTableStateBox>
  );
}
