import { Suspense } from "react";
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
        <CardErrorBoundary className={CARD_HEIGHT.kpiRow}>
          <Suspense fallback={<KpiCardsSkeleton />}>
            <KpiCards companyId={companyId} />
          </Suspense>
        </CardErrorBoundary>
      }
      growth={
        <CardErrorBoundary className={CARD_HEIGHT.growth}>
          <Suspense fallback={<CustomerGrowthSkeleton />}>
            <CustomerGrowthCard companyId={companyId} />
          </Suspense>
        </CardErrorBoundary>
      }
      recent={
        <CardErrorBoundary className={CARD_HEIGHT.recent}>
          <Suspense fallback={<RecentCustomersSkeleton />}>
            <RecentCustomersCard companyId={companyId} />
          </Suspense>
        </CardErrorBoundary>
      }
    />
  );
}
