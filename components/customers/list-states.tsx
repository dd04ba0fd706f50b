"use client";

import { FolderOpen, SearchX, Upload, UserPlus, Users } from "lucide-react";
import { useTranslations } from "next-intl";
import { DataTableError, DataTableStateBox } from "@/components/data-table/states";
import { Button } from "@/components/ui/button";
import type { AddCustomerActions } from "@/components/customers/customers-header";

/** No customer matches the search or filters. */
export function NoResults({ onClear }: { onClear: () => void }) {
  const t = useTranslations("customers");
  return (
    <DataTableStateBox role="status">
      <SearchX className="size-8 text-muted-foreground" aria-hidden />
      <p className="font-medium">{t("states.emptyTitle")}</p>
      <p className="text-sm text-muted-foreground">{t("states.emptyText")}</p>
      <Button variant="outline" size="sm" onClick={onClear}>
        {t("filters.clear")}
      </Button>
    </DataTableStateBox>
  );
}

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
export function FirstCustomer({ canImport, onAdd, onImport }: { canImport: boolean } & AddCustomerActions) {
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

/** The list could not be loaded: the server's message (or ours) and a retry. */
export function LoadError({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  const t = useTranslations("customers.states");
  return <DataTableError message={message ?? t("error")} onRetry={onRetry} />;
}
