import { getTranslations } from "next-intl/server";
import { CARD_HEIGHT } from "@/components/dashboard/card-sizes";
import { CustomerGrowthChartLazy } from "@/components/dashboard/customer-growth-chart-lazy";
import { GrowthLegend } from "@/components/dashboard/growth-legend";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getCustomerGrowth } from "@/lib/server/dashboard/get-customer-growth";
import { getFormatter } from "@/lib/server/format";
import { cn } from "@/lib/utils";

/**
 * New customers per week and the running total for the last 12 weeks. The chart itself (recharts)
 * loads after the page; screen readers get the same figures as a table.
 */
export async function CustomerGrowthCard({ companyId }: { companyId: string }) {
  const format = await getFormatter();
  const [weeks, t] = await Promise.all([
    // Weeks in the viewer's zone and first day of the week, so the labels below name the right days.
    getCustomerGrowth({ companyId, timeZone: format.timeZone, weekStartsOn: format.weekStartsOn }),
    getTranslations("dashboard.growth"),
  ]);
  const newInPeriod = weeks.reduce((sum, week) => sum + week.newCustomers, 0);

  return (
    <Card className={cn("gap-4 pt-5 pb-4", CARD_HEIGHT.growth)}>
      <CardHeader className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2 px-5">
        <div className="space-y-1.5">
          <CardTitle className="leading-tight">
            <h2>{t("title")}</h2>
          </CardTitle>
          <CardDescription className="tabular-nums">
            {t("summary", { count: newInPeriod, formatted: format.number(newInPeriod) })}
          </CardDescription>
        </div>
        <GrowthLegend newLabel={t("newCustomers")} totalLabel={t("totalCustomers")} />
      </CardHeader>
      <div className="min-h-0 flex-1 px-2 sm:px-3">
        <CustomerGrowthChartLazy weeks={weeks} />
      </div>
      {/* Every week's figures for screen readers; sr-only on a wrapper, since a table will not shrink. */}
      <div className="sr-only">
        <table>
          <caption>{t("tableCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("week")}</th>
              <th scope="col">{t("newCustomers")}</th>
              <th scope="col">{t("totalCustomers")}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">{format.date(week.weekStart)}</th>
                <td>{format.number(week.newCustomers)}</td>
                <td>{format.number(week.totalCustomers)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
