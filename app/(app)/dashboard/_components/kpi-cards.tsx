import { UserCheck, UserPlus, Users } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { KpiCard } from "@/app/(app)/dashboard/_components/kpi-card";
import { getCustomerKpis } from "@/lib/server/dashboard/get-customer-kpis";

/** The KPI row: customers, active customers, new in 30 days. One query for the three. */
export async function KpiCards({ companyId }: { companyId: string }) {
  const [kpis, t] = await Promise.all([getCustomerKpis({ companyId }), getTranslations("dashboard.kpi")]);
  const thirtyDaysAgo = (value: string) => t("thirtyDaysAgo", { value });
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <KpiCard label={t("total")} icon={Users} figure={kpis.total} footnote={thirtyDaysAgo} />
      <KpiCard label={t("active")} icon={UserCheck} figure={kpis.active} footnote={thirtyDaysAgo} />
      <KpiCard
        label={t("new")}
        icon={UserPlus}
        figure={kpis.newCustomers}
        footnote={(value) => t("previousThirtyDays", { value })}
      />
    </div>
  );
}
