import { Suspense, type ReactNode } from "react";
import { CARD_HEIGHT } from "@/components/dashboard/card-sizes";
import { CardErrorBoundary } from "@/components/dashboard/card-error-boundary";
import { CustomerGrowthCard } from "@/app/(app)/dashboard/_components/customer-growth-card";
import { DashboardGrid } from "@/components/dashboard/dashboard-grid";
import {
  CustomerGrowthSkeleton,
  KpiCardsSkeleton,
  RecentCustomersSkeleton,
} from "@/components/dashboard/dashboard-skeletons";
import { DashboardPreviewCard, GetStartedCard } from "@/app/(app)/dashboard/_components/get-started-card";
import { KpiCards } from "@/app/(app)/dashboard/_components/kpi-cards";
import { RecentCustomersCard } from "@/app/(app)/dashboard/_components/recent-customers-card";
import { getOnboardingState } from "@/lib/server/dashboard/get-onboarding-state";

type DashboardBodyProps = { companyId: string; email: string; isEmailVerified: boolean };

/**
 * A company without customers gets its first steps; any other gets the cards, each loading on its
 * own (one server query each) behind a placeholder of its size, and failing on its own with a retry.
 */
export async function DashboardBody({ companyId, email, isEmailVerified }: DashboardBodyProps) {
  const { hasCustomers, hasImported } = await getOnboardingState({ companyId });

  if (!hasCustomers) {
    return (
      <div className="grid items-start gap-4 xl:grid-cols-5">
        <div className="min-w-0 xl:col-span-3">
          <GetStartedCard
            email={email}
            isEmailVerified={isEmailVerified}
            hasCustomers={hasCustomers}
            hasImported={hasImported}
          />
        </div>
        <div className="min-w-0 xl:col-span-2">
          <DashboardPreviewCard />
        </div>
      </div>
    );
  }

  return (
    <DashboardGrid
      kpis={
        <CardSlot height={CARD_HEIGHT.kpiRow} placeholder={<KpiCardsSkeleton />}>
          <KpiCards companyId={companyId} />
        </CardSlot>
      }
      growth={
        <CardSlot height={CARD_HEIGHT.growth} placeholder={<CustomerGrowthSkeleton />}>
          <CustomerGrowthCard companyId={companyId} />
        </CardSlot>
      }
      recent={
        <CardSlot height={CARD_HEIGHT.recent} placeholder={<RecentCustomersSkeleton />}>
          <RecentCustomersCard companyId={companyId} />
        </CardSlot>
      }
    />
  );
}

/** One card of the grid: its placeholder while it loads, its own error with a retry if it fails, at its own height. */
function CardSlot({ height, placeholder, children }: { height: string; placeholder: ReactNode; children: ReactNode }) {
  return (
    <CardErrorBoundary className={height}>
      <Suspense fallback={placeholder}>{children}</Suspense>
    </CardErrorBoundary>
  );
}
