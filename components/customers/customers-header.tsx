"use client";

import { Upload, UserPlus, UserCheck, UserRoundPlus, Users } from "lucide-react";
import { useTranslations } from "next-intl";
import { ListScreenHeader } from "@/components/data-table/list-screen-layout";
import { Button } from "@/components/ui/button";
import { ExportButton } from "@/components/common/export-button";
import { StatCard } from "@/components/common/stat-card";
import type { CustomerStats } from "@/lib/customers/list-query";
import { useFormatter } from "@/components/format/formatter-provider";

/** The two ways to add customers, offered by the header and by a company's first, empty list. */
export type AddCustomerActions = { onAdd: () => void; onImport: () => void };

/** "Add customer": the header's, and the empty list's (`size` "sm" in an empty group). */
export function AddCustomerButton({
  onClick,
  size,
  className,
}: {
  onClick: () => void;
  size?: "sm";
  className?: string;
}) {
  const t = useTranslations("customers.actions");
  return (
    <Button size={size} onClick={onClick} className={className}>
      <UserPlus aria-hidden />
      {t("add")}
    </Button>
  );
}

/** "Import" (a CSV or Excel file): the header's and a first, empty list's; for owners and admins. */
export function ImportCustomersButton({ onClick }: { onClick: () => void }) {
  const t = useTranslations("customers.actions");
  return (
    <Button variant="outline" onClick={onClick}>
      <Upload aria-hidden />
      {t("import")}
    </Button>
  );
}

/** Title, total count and the screen's actions; Import and Export only for owners and admins. */
/** The customers' CSV (the header's and the bulk bar's): `path` is the filtered list's or the ticked rows'. */
export function ExportCustomersButton({ path, label, size }: { path: string; label: string; size?: "sm" }) {
  return <ExportButton messages="customers.actions" fileName="customers.csv" path={path} label={label} size={size} />;
}

export function CustomersHeader({
  total,
  canManage,
  exportHref,
  onAdd,
  onImport,
}: {
  total: number;
  canManage: boolean;
  exportHref: string;
} & AddCustomerActions) {
  const t = useTranslations("customers");
  return (
    <ListScreenHeader
      title={t("title")}
      description={t("totalCount", { count: total })}
      actionsLabel={t("actions.label")}
      // Phones: Import and Export side by side, Add across the full width (as the other list screens).
      actionsClassName="grid grid-cols-2 sm:flex"
    >
      {canManage && (
        <>
          <ImportCustomersButton onClick={onImport} />
          <ExportCustomersButton path={exportHref} label={t("actions.export")} />
        </>
      )}
      <AddCustomerButton onClick={onAdd} className="col-span-2" />
    </ListScreenHeader>
  );
}

const STAT_CARDS = [
  { key: "total", icon: Users },
  { key: "active", icon: UserCheck },
  { key: "newLast30Days", icon: UserRoundPlus },
] as const;

const STAT_LABEL = { total: "stats.total", active: "stats.active", newLast30Days: "stats.new" } as const;

/** Total, active, and new in the last 30 days. */
export function CustomerStatCards({ stats }: { stats: CustomerStats }) {
  const t = useTranslations("customers");
  const format = useFormatter();
  return (
    <section aria-label={t("stats.label")} className="grid grid-cols-3 gap-2 sm:gap-3">
      {STAT_CARDS.map(({ key, icon: Icon }) => (
        <StatCard key={key} icon={Icon} label={t(STAT_LABEL[key])} value={format.number(stats[key])} />
      ))}
    </section>
  );
}
