import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { CARD_HEIGHT } from "@/components/dashboard/card-sizes";
import { ChartSkeleton } from "@/components/dashboard/chart-skeleton";
import { DashboardGrid } from "@/components/dashboard/dashboard-grid";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { SkeletonEntry } from "@/components/common/skeleton-entry";
import { cn } from "@/lib/utils";

// Placeholders with the cards' own sizes and paddings, so nothing moves when the data arrives.

function LoadingLabel() {
  const t = useTranslations("dashboard");
  return <span className="sr-only">{t("loading")}</span>;
}

/** A card's title and description in grey, and what stands at their right (`children`). */
function CardHeaderSkeleton({
  widths: [titleWidth, descriptionWidth],
  className,
  children,
}: {
  widths: [string, string];
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex items-start justify-between px-5", className)} aria-hidden>
      <div className="space-y-2">
        <Skeleton className={cn("h-4", titleWidth)} />
        <Skeleton className={cn("h-4", descriptionWidth)} />
      </div>
      {children}
    </div>
  );
}

export function KpiCardsSkeleton() {
  return (
    <div role="status" className="grid gap-4 md:grid-cols-3">
      <LoadingLabel />
      {[0, 1, 2].map((index) => (
        <Card key={index} className={cn("justify-between gap-0 p-5", CARD_HEIGHT.kpi)} aria-hidden>
          <div className="flex items-center justify-between">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="size-8 rounded-lg" />
          </div>
          <Skeleton className="h-8 w-20" />
          <div className="flex items-center gap-2">
            <Skeleton className="h-5 w-14" />
            <Skeleton className="h-3.5 w-24" />
          </div>
        </Card>
      ))}
    </div>
  );
}

export function CustomerGrowthSkeleton() {
  return (
    <Card role="status" className={cn("gap-4 pt-5 pb-4", CARD_HEIGHT.growth)}>
      <LoadingLabel />
      <CardHeaderSkeleton widths={["w-36", "w-52"]} className="gap-6">
        <Skeleton className="hidden h-3.5 w-40 sm:block" />
      </CardHeaderSkeleton>
      <div className="min-h-0 flex-1 px-2 sm:px-3">
        <ChartSkeleton />
      </div>
    </Card>
  );
}

export function RecentCustomersSkeleton() {
  return (
    <Card role="status" className={cn("gap-3 pt-5 pb-3", CARD_HEIGHT.recent)}>
      <LoadingLabel />
      <CardHeaderSkeleton widths={["w-40", "w-28"]}>
        <Skeleton className="h-8 w-20" />
      </CardHeaderSkeleton>
      <ul className="flex flex-col px-2" aria-hidden>
        {[0, 1, 2, 3, 4].map((index) => (
          <li key={index} className="flex h-14 items-center gap-3 px-3">
            <Skeleton className="size-9 rounded-full" />
            <SkeletonEntry titleWidth="w-32" detailWidth="w-44 max-w-full" className="gap-1.5" />
            <Skeleton className="h-3 w-14" />
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function DashboardBodySkeleton() {
  return (
    <DashboardGrid
      kpis={<KpiCardsSkeleton />}
      growth={<CustomerGrowthSkeleton />}
      recent={<RecentCustomersSkeleton />}
    />
  );
}

/** The page header's placeholder for the route's loading state (the name is not known yet). */
export function DashboardHeaderSkeleton() {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between" aria-hidden>
      <div className="space-y-2.5 py-0.5">
        <Skeleton className="h-7 w-56" />
        <Skeleton className="h-4 w-72 max-w-full" />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Skeleton className="h-9 sm:w-28" />
        <Skeleton className="h-9 sm:w-36" />
      </div>
    </div>
  );
}
